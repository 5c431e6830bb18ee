import { describe, expect, it } from 'vitest';
import type { Address } from '../../../domain/address.ts';
import {
  buildClaimPlan,
  campaignKey,
  confirmationsFor,
  describeSkip,
  expiredWords,
  splitByGas,
  type CampaignCheck,
  type PlanReward,
} from './claim-all-plan.ts';

const usdc = { address: '0x00000000000000000000000000000000000000a1' as Address, symbol: 'USDC', decimals: 6 };
const weth = { address: '0x00000000000000000000000000000000000000b2' as Address, symbol: 'WETH', decimals: 18 };

function reward(chainId: number, campaignIndex: number, token = usdc, claimable = 10n): PlanReward {
  return { id: { chainId, campaignIndex }, rewardToken: token, claimable };
}

function check(
  cumulativeAmount: bigint,
  claimedOnChain = 0n,
  roots: [string, string] = ['0xaa', '0xAA'],
): CampaignCheck {
  return { proofRoot: roots[0], onChainRoot: roots[1], cumulativeAmount, claimedOnChain };
}

function checks(entries: [PlanReward, CampaignCheck][]) {
  return new Map(entries.map(([r, c]) => [campaignKey(r.id), c]));
}

const everyChainHasAManager = { hasManager: () => true };

describe('buildClaimPlan', () => {
  it('leaves out a claim whose expiry has passed, naming the date, and still plans the rest', () => {
    const expired = reward(1, 11);
    const open = reward(1, 12);
    const expiredAt = new Date('2026-08-01T12:00:00Z');
    const plan = buildClaimPlan([expired, open], {
      ...everyChainHasAManager,
      checks: checks([
        [expired, { ...check(10n), expiredAt, wouldRevert: 'anything' }],
        [open, check(7n)],
      ]),
    });
    expect(plan.chains.map((chain) => chain.claims.map((claim) => claim.reward.id.campaignIndex))).toEqual([[12]]);
    expect(plan.skipped).toHaveLength(1);
    expect(plan.skipped[0]?.reason).toBe('expired');
    const words = plan.skipped.map((skip) => describeSkip(skip));
    expect(words).toEqual([expiredWords(expiredAt)]);
    expect(words[0]).toMatch(/^Expired on .*2026.*: the chain no longer pays this claim\.$/);
  });

  it('says an expired claim is expired even while a newer root waits, but calls one fully paid nothing left', () => {
    const expiredAt = new Date('2026-08-01T12:00:00Z');
    const waiting = reward(1, 13);
    const paid = reward(1, 14);
    const plan = buildClaimPlan([waiting, paid], {
      ...everyChainHasAManager,
      checks: checks([
        [waiting, { ...check(10n, 0n, ['0xaa', '0xbb']), expiredAt }],
        [paid, { ...check(10n, 10n), expiredAt }],
      ]),
    });
    expect(plan.skipped.map((skip) => skip.reason)).toEqual(['expired', 'nothing-left']);
  });

  it('leaves out a campaign with a send from this browser not yet known mined, so none is sent twice', () => {
    const sending = reward(1, 8);
    const plan = buildClaimPlan([sending], {
      ...everyChainHasAManager,
      checks: checks([[sending, check(10n)]]),
      inFlight: new Set([campaignKey(sending.id)]),
    });
    expect(plan.chains).toEqual([]);
    expect(plan.skipped.map((skip) => describeSkip(skip))).toEqual([
      'a claim sent from this browser is still being confirmed, and none is sent twice',
    ]);
  });

  it('leaves out a row whose proof or chain could not be read, with the reason in words', () => {
    const unreadable = reward(1, 9);
    const plan = buildClaimPlan([unreadable], {
      ...everyChainHasAManager,
      checks: new Map(),
      unreadable: new Map([[campaignKey(unreadable.id), 'The service sent a proof that does not check out.']]),
    });
    expect(plan.skipped.map((skip) => describeSkip(skip))).toEqual([
      'its proof or the chain could not be read: The service sent a proof that does not check out.',
    ]);
  });

  it('says a final payout whose proof is unpublished is waiting for it, never that it awaits finalizing', () => {
    const waiting = reward(31337, 14);
    const plan = buildClaimPlan([waiting], {
      ...everyChainHasAManager,
      checks: new Map(),
      unpublished: new Set([campaignKey(waiting.id)]),
    });
    expect(plan.chains).toEqual([]);
    const words = plan.skipped.map((skip) => describeSkip(skip, 'payouts'));
    expect(words).toEqual([
      'the campaign is final, but the service has not published its payout proof yet; try again later',
    ]);
    expect(words[0]).not.toMatch(/once the campaign is finalized|could not be read/);
    expect(plan.skipped.map((skip) => describeSkip(skip))).toEqual([
      'its newest proof is not published yet; try again later',
    ]);
  });

  it('groups claims by reward chain and sums per token and chain, never across tokens or chains', () => {
    const [first, second, third, other] = [
      reward(1, 1, usdc),
      reward(1, 2, weth),
      reward(1, 3, usdc),
      reward(2, 4, usdc),
    ];
    const plan = buildClaimPlan([first, second, third, other], {
      ...everyChainHasAManager,
      checks: checks([
        [first, check(100n, 40n)],
        [second, check(5n)],
        [third, check(7n)],
        [other, check(1n)],
      ]),
    });
    expect(plan.skipped).toEqual([]);
    expect(plan.chains.map((c) => c.chainId)).toEqual([1, 2]);
    expect(plan.chains[0]?.claims.map((c) => [c.reward.id.campaignIndex, c.amount])).toEqual([
      [1, 60n],
      [2, 5n],
      [3, 7n],
    ]);
    expect(plan.chains[0]?.sums).toEqual([
      { token: usdc, amount: 67n },
      { token: weth, amount: 5n },
    ]);
    expect(plan.chains[1]?.sums).toEqual([{ token: usdc, amount: 1n }]);
  });

  it('pays what the chain has not paid yet, not the service’s lagging figure', () => {
    const row = reward(1, 1, usdc, 999n);
    const plan = buildClaimPlan([row], { ...everyChainHasAManager, checks: checks([[row, check(30n, 20n)]]) });
    expect(plan.chains[0]?.claims[0]?.amount).toBe(10n);
  });

  it('leaves out each row that cannot be claimed, saying why', () => {
    const paid = reward(1, 1);
    const unpublished = reward(1, 2);
    const managerless = reward(9, 3);
    const zero = reward(1, 4, usdc, 0n);
    const unread = reward(1, 5);
    const plan = buildClaimPlan([paid, unpublished, managerless, zero, unread], {
      hasManager: (chainId) => chainId !== 9,
      checks: checks([
        [paid, check(50n, 50n)],
        [unpublished, check(50n, 0n, ['0xnew', '0xold'])],
      ]),
    });
    expect(plan.chains).toEqual([]);
    expect(plan.skipped.map((s) => [s.reward.id.campaignIndex, describeSkip(s)])).toEqual([
      [1, 'nothing left to claim'],
      [2, 'the newest rewards are not on chain yet'],
      [3, 'this app has no manager contract for its chain'],
      [4, 'nothing left to claim'],
      [5, 'its proof or the chain could not be read'],
    ]);
  });

  it('leaves out a claim the chain would refuse, with the chain’s reason', () => {
    const row = reward(1, 1);
    const plan = buildClaimPlan([row], {
      ...everyChainHasAManager,
      checks: checks([[row, { ...check(5n), wouldRevert: 'The campaign holds too few reward tokens.' }]]),
    });
    expect(plan.skipped.map((skip) => describeSkip(skip))).toEqual([
      'the chain would refuse the claim: The campaign holds too few reward tokens.',
    ]);
  });
});

describe('splitByGas', () => {
  const gas = (n: number) => BigInt(n);
  it('keeps every batch within the bound, in order', () => {
    expect(splitByGas([40, 40, 40, 10, 90], gas, 100n)).toEqual([[40, 40], [40, 10], [90]]);
  });
  it('gives a call above the bound a batch of its own', () => {
    expect(splitByGas([150, 20], gas, 100n)).toEqual([[150], [20]]);
  });
  it('splits 150 claims into as many batches as their gas needs', () => {
    const batches = splitByGas(
      Array.from({ length: 150 }, () => 90_000),
      gas,
      10_000_000n,
    );
    expect(batches.map((b) => b.length)).toEqual([111, 39]);
  });
});

describe('confirmationsFor', () => {
  it('is one per batch for an atomic wallet and one per claim otherwise', () => {
    expect(confirmationsFor([[1, 2, 3], [4]], true)).toBe(2);
    expect(confirmationsFor([[1, 2, 3], [4]], false)).toBe(4);
  });
});
