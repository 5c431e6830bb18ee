import { describe, expect, it } from 'vitest';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { shownTotal, totalsByToken } from './reward-totals.ts';

const USDC = { address: '0x1111111111111111111111111111111111111111', decimals: 6, symbol: 'USDC' } as const;
const WETH = { address: '0x2222222222222222222222222222222222222222', decimals: 18, symbol: 'WETH' } as const;

function reward(
  chainId: number,
  campaignIndex: number,
  token: UserReward['rewardToken'],
  claimable: bigint,
): UserReward {
  return {
    id: { chainId, campaignIndex },
    rewardToken: token,
    balance: 1n,
    accumulatedRewards: claimable * 2n,
    claimable,
  };
}

describe('totalsByToken', () => {
  it('adds up campaigns paying the same token on the same chain, and nothing else', () => {
    const totals = totalsByToken([
      reward(31338, 1, USDC, 5_000_000n),
      reward(31337, 2, WETH, 10n ** 18n),
      reward(31338, 3, USDC, 2_500_000n),
      reward(31337, 4, USDC, 1n),
      reward(31338, 5, WETH, 0n),
    ]);
    expect(totals).toEqual([
      {
        chainId: 31337,
        rewardToken: WETH,
        accumulated: 2n * 10n ** 18n,
        claimable: 10n ** 18n,
        paid: undefined,
        campaigns: 1,
      },
      { chainId: 31337, rewardToken: USDC, accumulated: 2n, claimable: 1n, paid: undefined, campaigns: 1 },
      {
        chainId: 31338,
        rewardToken: USDC,
        accumulated: 15_000_000n,
        claimable: 7_500_000n,
        paid: undefined,
        campaigns: 2,
      },
      { chainId: 31338, rewardToken: WETH, accumulated: 0n, claimable: 0n, paid: undefined, campaigns: 1 },
    ]);
  });

  it('adds what was paid per token and chain, and says unknown while any campaign’s payment is unknown', () => {
    const rewards = [reward(31338, 1, USDC, 5n), reward(31338, 3, USDC, 2n), reward(31337, 2, USDC, 1n)];
    const paid = new Map([
      [1, 10n],
      [3, 4n],
    ]);
    const totals = totalsByToken(rewards, (r) => paid.get(r.id.campaignIndex));
    expect(totals.map((total) => [total.chainId, total.paid])).toEqual([
      [31337, undefined],
      [31338, 14n],
    ]);
  });

  it('keeps amounts exact at the top of uint256', () => {
    const max = 2n ** 256n - 1n;
    expect(totalsByToken([reward(1, 1, WETH, max)])[0]?.claimable).toBe(max);
  });
});

describe('what ends first', () => {
  it('names, per token and chain, the campaign with something claimable whose end comes first', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const ends = new Map([
      [1, new Date('2026-12-20T00:00:00Z')],
      [2, new Date('2026-12-01T00:00:00Z')],
      // Already ended: nothing left to warn about before it.
      [3, new Date('2026-11-01T00:00:00Z')],
      // Ends first, but has nothing claimable.
      [4, new Date('2026-11-26T00:00:00Z')],
    ]);
    const rewards = [
      reward(31338, 1, USDC, 5n),
      reward(31338, 2, USDC, 7n),
      reward(31338, 3, USDC, 9n),
      reward(31338, 4, USDC, 0n),
      reward(31338, 5, USDC, 1n),
    ];
    const [usdc] = totalsByToken(rewards, undefined, (r) => ends.get(r.id.campaignIndex), now);
    expect(usdc?.claimable).toBe(22n);
    expect(usdc?.firstEnd?.reward.id.campaignIndex).toBe(2);
    expect(usdc?.firstEnd?.at).toEqual(new Date('2026-12-01T00:00:00Z'));
  });

  it('says nothing of an end when none is known', () => {
    const [total] = totalsByToken([reward(1, 1, WETH, 3n)]);
    expect(total?.firstEnd).toBeUndefined();
  });
});

describe('the figure a dollar total shows', () => {
  const usd = (digits: bigint) => ({ digits, scale: 2 });
  it('is the sum once every price is in, "—" (never $0) when only unpriced tokens have something, "…" while asking', () => {
    expect(shownTotal({ total: usd(1234n), unpriced: 1, pending: false })).toEqual(usd(1234n));
    expect(shownTotal({ total: usd(0n), unpriced: 0, pending: false })).toEqual(usd(0n));
    expect(shownTotal({ total: usd(0n), unpriced: 2, pending: false })).toBeNull();
    expect(shownTotal({ total: usd(1234n), unpriced: 0, pending: true })).toBeUndefined();
  });
});
