// Referral payouts end to end on a real anvil: one-shot claims through the manager only.
import { parseAbi, parseEventLogs, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { referralDistributorAbi } from '../../contracts/referral-distributor-abi.ts';
import { verifyReferralProof } from '../../contracts/reward-leaves.ts';
import { devAccount } from './anvil.ts';
import {
  balanceOf,
  buildReferralTree,
  claimReferralAsRelayer,
  revertNameOf,
  startTestChain,
  type RewardTree,
  type TestChain,
} from './test-support.ts';

const [erin, frank, grace] = [5, 6, 7].map((i) => devAccount(i).address) as [Address, Address, Address];
const eth = (amount: string): bigint => parseUnits(amount, 18);
const usd = (amount: string): bigint => parseUnits(amount, 6);
const day = 86_400;

// The distributor's claim is deliberately absent from the app's ABI; the test needs it to prove
// that calling it directly is refused.
const directClaimAbi = [
  ...referralDistributorAbi,
  ...parseAbi(['function claim(address referrer, uint256 amount, bytes32[] proof)']),
] as const;

describe('referral claims through the manager', () => {
  let chain: TestChain;
  let token: Address;
  let distributor: Address;
  let tree: RewardTree;
  let windowEnd: number;
  const campaignId = 3n;

  beforeAll(async () => {
    chain = await startTestChain(31_912);
    const now = await chain.stack.getChainTime();
    token = await chain.stack.deployToken({ name: 'Test WETH', symbol: 'tWETH', decimals: 18 });
    await chain.stack.createCampaign({
      campaignId,
      rewardToken: token,
      endTime: now + 30 * day,
      claimExpiryDuration: 30 * day,
      fundAmount: eth('100'),
    });
    distributor = await chain.stack.createReferralDistributor({
      campaignId,
      token,
      fundAmount: eth('10'),
    });
    tree = buildReferralTree(campaignId, token, [
      [erin, eth('0.5')],
      [frank, eth('1.5')],
      [grace, eth('2')],
    ]);
    windowEnd = now + 14 * day;
    // Committed total one wei short of the tree's sum: the last claimant hits the cap.
    await chain.stack.publishReferralRoot({
      campaignId,
      root: tree.root,
      totalCommitted: eth('4') - 1n,
      claimWindowEnd: windowEnd,
    });
  });

  afterAll(async () => {
    await chain.anvil.stop();
  });

  const distributorReads = () => ({ address: distributor, abi: referralDistributorAbi }) as const;

  it('pays the referrer once and flips claimed(referrer)', async () => {
    const leaf = { campaignId, referrer: erin, token, amount: eth('0.5') };
    expect(verifyReferralProof(tree.root, leaf, tree.proof(erin))).toBe(true);

    const receipt = await claimReferralAsRelayer(chain, [campaignId, erin, eth('0.5'), tree.proof(erin)]);

    expect(await balanceOf(chain, token, erin)).toBe(eth('0.5'));
    const [event] = parseEventLogs({ abi: managerAbi, eventName: 'ReferralClaimed', logs: receipt.logs });
    expect(event?.args).toEqual({ campaignId, referrer: erin, amount: eth('0.5') });
    const claimed = await chain.stack.publicClient.readContract({
      ...distributorReads(),
      functionName: 'claimed',
      args: [erin],
    });
    expect(claimed).toBe(true);
  });

  it('rejects a second claim by the same referrer with AlreadyClaimed', async () => {
    const name = await revertNameOf(claimReferralAsRelayer(chain, [campaignId, erin, eth('0.5'), tree.proof(erin)]));
    expect(name).toBe('AlreadyClaimed');
    expect(await balanceOf(chain, token, erin)).toBe(eth('0.5'));
  });

  it('refuses a claim sent straight to the distributor with NotAuthorized', async () => {
    const name = await revertNameOf(
      chain.relayer.writeContract({
        address: distributor,
        abi: directClaimAbi,
        functionName: 'claim',
        args: [frank, eth('1.5'), tree.proof(frank)],
      }),
    );
    expect(name).toBe('NotAuthorized');
    expect(await balanceOf(chain, token, frank)).toBe(0n);
  });

  it('rejects a proof for a different amount with InvalidProof', async () => {
    const name = await revertNameOf(claimReferralAsRelayer(chain, [campaignId, frank, eth('2'), tree.proof(frank)]));
    expect(name).toBe('InvalidProof');
  });

  it('stops at the committed total with ClaimExceedsCommitment', async () => {
    await claimReferralAsRelayer(chain, [campaignId, frank, eth('1.5'), tree.proof(frank)]);
    const name = await revertNameOf(claimReferralAsRelayer(chain, [campaignId, grace, eth('2'), tree.proof(grace)]));
    expect(name).toBe('ClaimExceedsCommitment');
  });

  it('rejects a campaign without a referral pool with NoReferralDistributor', async () => {
    const now = await chain.stack.getChainTime();
    const usdToken = await chain.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 });
    await chain.stack.createCampaign({
      campaignId: 4,
      rewardToken: usdToken,
      endTime: now + day,
      claimExpiryDuration: day,
      fundAmount: usd('1000'),
    });
    const other = buildReferralTree(4n, usdToken, [[erin, usd('5')]]);
    const name = await revertNameOf(claimReferralAsRelayer(chain, [4n, erin, usd('5'), other.proof(erin)]));
    expect(name).toBe('NoReferralDistributor');
  });

  it('keeps claims closed until the first referral root is published', async () => {
    const now = await chain.stack.getChainTime();
    const usdToken = await chain.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 });
    await chain.stack.createCampaign({
      campaignId: 5,
      rewardToken: usdToken,
      endTime: now + day,
      claimExpiryDuration: day,
      fundAmount: usd('1000'),
    });
    const pool = await chain.stack.createReferralDistributor({
      campaignId: 5,
      token: usdToken,
      fundAmount: usd('100'),
    });
    const windowEndBefore = await chain.stack.publicClient.readContract({
      address: pool,
      abi: referralDistributorAbi,
      functionName: 'claimWindowEnd',
    });
    expect(windowEndBefore).toBe(0n);
    const other = buildReferralTree(5n, usdToken, [[erin, usd('5')]]);
    const name = await revertNameOf(claimReferralAsRelayer(chain, [5n, erin, usd('5'), other.proof(erin)]));
    expect(name).toBe('ClaimWindowClosed');
  });

  it('rejects claims after claimWindowEnd with ClaimWindowClosed', async () => {
    // A fresh commitment so only the window can stop Grace.
    await chain.stack.publishReferralRoot({
      campaignId,
      root: tree.root,
      totalCommitted: eth('4'),
      claimWindowEnd: windowEnd,
    });
    await chain.stack.setChainTime(windowEnd + 1);
    const name = await revertNameOf(claimReferralAsRelayer(chain, [campaignId, grace, eth('2'), tree.proof(grace)]));
    expect(name).toBe('ClaimWindowClosed');
    expect(await balanceOf(chain, token, grace)).toBe(0n);
  });
});
