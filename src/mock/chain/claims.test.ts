// Reward claims end to end on a real anvil: real trees, real proofs, the app's managerAbi.
import { parseEventLogs, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAbi } from '../../contracts/campaign-abi.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { verifyRewardProof } from '../../contracts/reward-leaves.ts';
import { devAccount } from './anvil.ts';
import {
  balanceOf,
  buildRewardTree,
  claimAsRelayer,
  revertNameOf,
  startTestChain,
  type TestChain,
} from './test-support.ts';

const [alice, bob, carol, dave] = [1, 2, 3, 4].map((i) => devAccount(i).address) as [
  Address,
  Address,
  Address,
  Address,
];
const usd = (amount: string): bigint => parseUnits(amount, 6);
const day = 86_400;

describe('reward claims through the manager', () => {
  let chain: TestChain;
  let usdToken: Address;
  let campaign: Address;
  let start: number;
  const campaignId = 7n;

  beforeAll(async () => {
    chain = await startTestChain(31_911);
    start = await chain.stack.getChainTime();
    usdToken = await chain.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 });
    campaign = await chain.stack.createCampaign({
      campaignId,
      rewardToken: usdToken,
      endTime: start + 30 * day,
      claimExpiryDuration: 30 * day,
      fundAmount: usd('10000'),
    });
  });

  afterAll(async () => {
    await chain.anvil.stop();
  });

  const firstTree = () =>
    buildRewardTree(usdToken, [
      [alice, usd('100.5')],
      [bob, usd('250')],
      [carol, usd('0.000001')],
      [dave, usd('42')],
    ]);

  it('pays the user exactly the claimable amount when a third party submits the claim', async () => {
    const tree = firstTree();
    await chain.stack.publishRewardRoot({
      campaignId,
      root: tree.root,
      totalCommitted: usd('392.500001'),
      finalize: false,
    });
    const leaf = { user: alice, rewardToken: usdToken, cumulativeAmount: usd('100.5') };
    expect(verifyRewardProof(tree.root, leaf, tree.proof(alice))).toBe(true);

    const before = await balanceOf(chain, usdToken, alice);
    const receipt = await claimAsRelayer(chain, [campaignId, alice, usd('100.5'), tree.proof(alice)]);

    expect((await balanceOf(chain, usdToken, alice)) - before).toBe(usd('100.5'));
    expect(await balanceOf(chain, usdToken, chain.relayer.account.address)).toBe(0n);
    const [claimed] = parseEventLogs({ abi: managerAbi, eventName: 'Claimed', logs: receipt.logs });
    expect(claimed?.args).toEqual({
      campaignId,
      user: alice,
      amount: usd('100.5'),
      cumulativeAmount: usd('100.5'),
    });
    const paid = await chain.stack.publicClient.readContract({
      address: campaign,
      abi: campaignAbi,
      functionName: 'claimed',
      args: [alice],
    });
    expect(paid).toBe(usd('100.5'));
  });

  it('rejects a second claim of the same cumulative amount with NothingToClaim', async () => {
    const tree = firstTree();
    const name = await revertNameOf(claimAsRelayer(chain, [campaignId, alice, usd('100.5'), tree.proof(alice)]));
    expect(name).toBe('NothingToClaim');
  });

  it('pays only the difference after a new root raises the cumulative amount', async () => {
    const tree = buildRewardTree(usdToken, [
      [alice, usd('160.5')],
      [bob, usd('300')],
      [carol, usd('0.000001')],
      [dave, usd('42')],
    ]);
    await chain.stack.publishRewardRoot({
      campaignId,
      root: tree.root,
      totalCommitted: usd('502.500001'),
      finalize: false,
    });
    const before = await balanceOf(chain, usdToken, alice);
    const receipt = await claimAsRelayer(chain, [campaignId, alice, usd('160.5'), tree.proof(alice)]);

    expect((await balanceOf(chain, usdToken, alice)) - before).toBe(usd('60'));
    const [claimed] = parseEventLogs({ abi: managerAbi, eventName: 'Claimed', logs: receipt.logs });
    expect(claimed?.args.amount).toBe(usd('60'));
    expect(claimed?.args.cumulativeAmount).toBe(usd('160.5'));
  });

  it('rejects a proof that does not match the leaf with InvalidProof', async () => {
    const tree = buildRewardTree(usdToken, [
      [alice, usd('160.5')],
      [bob, usd('300')],
      [carol, usd('0.000001')],
      [dave, usd('42')],
    ]);
    // Bob's own proof with an inflated amount, and Carol's proof used for Bob.
    const inflated = revertNameOf(claimAsRelayer(chain, [campaignId, bob, usd('301'), tree.proof(bob)]));
    const borrowed = revertNameOf(claimAsRelayer(chain, [campaignId, bob, usd('300'), tree.proof(carol)]));
    expect(await inflated).toBe('InvalidProof');
    expect(await borrowed).toBe('InvalidProof');
    expect(await balanceOf(chain, usdToken, bob)).toBe(0n);
  });

  it('rejects a claim on an unknown campaign with InvalidCampaign', async () => {
    const tree = firstTree();
    const name = await revertNameOf(claimAsRelayer(chain, [999n, bob, usd('250'), tree.proof(bob)]));
    expect(name).toBe('InvalidCampaign');
  });

  it('keeps a finalized root and refuses to replace it', async () => {
    const tree = buildRewardTree(usdToken, [
      [alice, usd('160.5')],
      [bob, usd('300')],
      [carol, usd('0.000001')],
      [dave, usd('42')],
    ]);
    const final = { campaignId, root: tree.root, totalCommitted: usd('502.500001'), finalize: true };
    await chain.stack.publishRewardRoot(final);
    const read = { address: campaign, abi: campaignAbi } as const;
    expect(await chain.stack.publicClient.readContract({ ...read, functionName: 'finalized' })).toBe(true);

    const other = buildRewardTree(usdToken, [[alice, usd('1000')]]);
    const name = await revertNameOf(chain.stack.publishRewardRoot({ ...final, root: other.root, finalize: false }));
    expect(name).toBe('CampaignFinalized');
    expect(await chain.stack.publicClient.readContract({ ...read, functionName: 'merkleRoot' })).toBe(tree.root);
  });

  it('pays 18-decimal rewards and rejects claims after endTime + claimExpiryDuration', async () => {
    const eth = (amount: string): bigint => parseUnits(amount, 18);
    const wethToken = await chain.stack.deployToken({ name: 'Test WETH', symbol: 'tWETH', decimals: 18 });
    const now = await chain.stack.getChainTime();
    const endTime = now + day;
    const expiry = 7 * day;
    await chain.stack.createCampaign({
      campaignId: 8,
      rewardToken: wethToken,
      endTime,
      claimExpiryDuration: expiry,
      fundAmount: eth('10'),
    });
    const tree = buildRewardTree(wethToken, [
      [bob, eth('1.25')],
      [carol, eth('0.000000000000000001')],
      [dave, eth('3')],
    ]);
    await chain.stack.publishRewardRoot({
      campaignId: 8,
      root: tree.root,
      totalCommitted: eth('4.250000000000000001'),
      finalize: true,
    });

    // Still claimable after the campaign ended, inside the expiry window.
    await chain.stack.setChainTime(endTime + expiry - 60);
    await claimAsRelayer(chain, [8n, bob, eth('1.25'), tree.proof(bob)]);
    expect(await balanceOf(chain, wethToken, bob)).toBe(eth('1.25'));

    await chain.stack.setChainTime(endTime + expiry + 1);
    const name = await revertNameOf(claimAsRelayer(chain, [8n, dave, eth('3'), tree.proof(dave)]));
    expect(name).toBe('ClaimExpired');
    expect(await balanceOf(chain, wethToken, dave)).toBe(0n);
  });
});
