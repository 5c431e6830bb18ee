// The admin helpers a mock service calls repeatedly: idempotent, safe to call concurrently.
import { parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { devAccount } from './anvil.ts';
import { connectClaimStack } from './deploy.ts';
import { balanceOf, buildRewardTree, revertNameOf, startTestChain, type TestChain } from './test-support.ts';

const day = 86_400;
const usd = (amount: string): bigint => parseUnits(amount, 6);

describe('claim stack admin helpers', () => {
  let chain: TestChain;
  let token: Address;
  let now: number;

  beforeAll(async () => {
    chain = await startTestChain(31_913);
    now = await chain.stack.getChainTime();
    token = await chain.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 });
  });

  afterAll(async () => {
    await chain.anvil.stop();
  });

  const campaign = () => ({
    campaignId: 1,
    rewardToken: token,
    endTime: now + 10 * day,
    claimExpiryDuration: day,
    fundAmount: usd('500'),
  });

  it('creates and funds a campaign once, however often it is asked', async () => {
    const first = await chain.stack.createCampaign(campaign());
    const second = await chain.stack.createCampaign(campaign());
    expect(second).toBe(first);
    expect(await balanceOf(chain, token, first)).toBe(usd('500'));
    await expect(chain.stack.createCampaign({ ...campaign(), endTime: now + day })).rejects.toThrow(/other parameters/);
  });

  it('sends no transaction when the published root is already on chain', async () => {
    const tree = buildRewardTree(token, [[devAccount(1).address, usd('5')]]);
    const root = { campaignId: 1, root: tree.root, totalCommitted: usd('5'), finalize: false };
    await chain.stack.publishRewardRoot(root);
    const block = await chain.stack.publicClient.getBlockNumber({ cacheTime: 0 });
    await chain.stack.publishRewardRoot(root);
    expect(await chain.stack.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(block);
    await chain.stack.publishRewardRoot({ ...root, totalCommitted: usd('6') });
    expect(await chain.stack.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(block + 1n);
  });

  it('returns the existing referral distributor instead of deploying another', async () => {
    const first = await chain.stack.createReferralDistributor({ campaignId: 1, token, fundAmount: usd('50') });
    const second = await chain.stack.createReferralDistributor({ campaignId: 1, token, fundAmount: usd('50') });
    expect(second).toBe(first);
    expect(await balanceOf(chain, token, first)).toBe(usd('50'));
  });

  it('survives concurrent writes from one operator account', async () => {
    const recipients = [2, 3, 4].map((i) => devAccount(i).address);
    const [tokenA, tokenB] = await Promise.all([
      chain.stack.deployToken({ name: 'A', symbol: 'A', decimals: 18 }),
      chain.stack.deployToken({ name: 'B', symbol: 'B', decimals: 6 }),
      ...recipients.map((to) => chain.stack.mintTokens({ token, to, amount: usd('1') })),
    ]);
    expect(tokenA).not.toBe(tokenB);
    for (const to of recipients) expect(await balanceOf(chain, token, to)).toBe(usd('1'));
  });

  it('refuses admin calls from anyone but the operator with NotAuthorized', async () => {
    const name = await revertNameOf(
      chain.relayer.writeContract({
        address: chain.stack.managerAddress,
        abi: managerAbi,
        functionName: 'updateRoot',
        args: [1n, `0x${'11'.repeat(32)}`, 0n, true],
      }),
    );
    expect(name).toBe('NotAuthorized');
  });

  it('reconnects to a deployed manager and sees its campaigns', async () => {
    const again = connectClaimStack(chain.anvil.rpcUrl, chain.anvil.chainId, chain.stack.managerAddress);
    const existing = await chain.stack.createCampaign(campaign());
    expect(await again.createCampaign(campaign())).toBe(existing);
  });

  it('moves chain time forward only', async () => {
    const start = await chain.stack.getChainTime();
    await chain.stack.increaseTime(3600);
    expect(await chain.stack.getChainTime()).toBeGreaterThanOrEqual(start + 3600);
    await chain.stack.setChainTime(start + 2 * day);
    expect(await chain.stack.getChainTime()).toBe(start + 2 * day);
    await chain.stack.setChainTime(start + 2 * day);
    await expect(chain.stack.setChainTime(start)).rejects.toThrow(/cannot go back/);
  });
});
