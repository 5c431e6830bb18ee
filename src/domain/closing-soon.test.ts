import { describe, expect, it } from 'vitest';
import type { Address } from './address.ts';
import type { ClaimDeadline } from './claim-deadline.ts';
import {
  closingSoonSentence,
  closingWithin,
  compareClosesSoonest,
  deadlineState,
  describeDeadlineFromNow,
  totalsPerToken,
} from './closing-soon.ts';

const now = new Date('2026-11-26T04:00:00Z');
const day = 86_400_000;
const inDays = (days: number) => new Date(now.getTime() + days * day);
const user = '0x00000000000000000000000000000000000000aa' as Address;
const usdc = { token: '0x00000000000000000000000000000000000000c1' as Address, symbol: 'USDC', decimals: 6 };
const weth = { token: '0x00000000000000000000000000000000000000e1' as Address, symbol: 'WETH', decimals: 18 };
const chainNameOf = (chainId: number) => (chainId === 31337 ? 'Local A' : 'Local B');

function deadline(campaignIndex: number, days: number, amount: bigint, token = usdc, chainId = 31337): ClaimDeadline {
  return {
    kind: 'reward',
    id: { chainId, campaignIndex },
    user,
    campaignName: `Campaign ${String(campaignIndex)}`,
    closesAt: inDays(days),
    claimable: { ...token, amount },
    url: `http://localhost/campaigns/31337:${String(campaignIndex)}`,
  };
}

describe('deadlineState', () => {
  it('marks a deadline within 14 days as closing soon, a passed one as expired, an unread one as unknown', () => {
    expect(deadlineState(inDays(10), now)).toBe('closing-soon');
    expect(deadlineState(inDays(14), now)).toBe('closing-soon');
    expect(deadlineState(inDays(14.01), now)).toBe('open');
    // The contracts pay through the deadline's own second (they revert on `timestamp > deadline`).
    expect(deadlineState(now, now)).toBe('closing-soon');
    expect(deadlineState(now, new Date(now.getTime() + 999))).toBe('closing-soon');
    expect(deadlineState(now, new Date(now.getTime() + 1000))).toBe('expired');
    expect(deadlineState(inDays(-1), now)).toBe('expired');
    expect(deadlineState(undefined, now)).toBe('unknown');
    expect(deadlineState(null, now)).toBe('unknown');
  });
});

describe('describeDeadlineFromNow', () => {
  it('says days, then hours, then minutes, rounded down, and "expired" after', () => {
    expect(describeDeadlineFromNow(inDays(9.9), now)).toBe('in 9 days');
    expect(describeDeadlineFromNow(inDays(1.5), now)).toBe('in 36 hours');
    expect(describeDeadlineFromNow(new Date(now.getTime() + 90_000), now)).toBe('in 1 minute');
    expect(describeDeadlineFromNow(now, new Date(now.getTime() + 1000))).toBe('expired');
  });
});

describe('compareClosesSoonest', () => {
  it('puts open claims soonest first, then open ones with nothing left, then passed ones, then unknown', () => {
    const rows = [
      { name: 'unknown', closesAt: undefined, claimable: true },
      { name: 'expired long ago', closesAt: inDays(-30), claimable: true },
      { name: 'in 20 days', closesAt: inDays(20), claimable: true },
      { name: 'nothing left', closesAt: inDays(1), claimable: false },
      { name: 'expired yesterday', closesAt: inDays(-1), claimable: true },
      { name: 'in 10 days', closesAt: inDays(10), claimable: true },
      { name: 'none', closesAt: null, claimable: true },
    ];
    const sorted = [...rows].sort((a, b) => compareClosesSoonest(a, b, now));
    expect(sorted.map((row) => row.name)).toEqual([
      'in 10 days',
      'in 20 days',
      'nothing left',
      'expired yesterday',
      'expired long ago',
      'unknown',
      'none',
    ]);
  });
});

describe('closingWithin and the summary', () => {
  it('keeps open claims within 14 days, soonest first, and sums them once per token', () => {
    const deadlines = [
      deadline(1, 20, 1_000_000n),
      deadline(2, 10, 100_000_000n),
      deadline(3, 3, 400_000_000_000_000_000n, weth),
      deadline(4, -1, 7_000_000n),
      deadline(5, 5, 20_000_000n),
      deadline(6, 2, 0n),
    ];
    const closing = closingWithin(deadlines, now);
    expect(closing.map((entry) => entry.id.campaignIndex)).toEqual([3, 5, 2]);
    expect(totalsPerToken(closing)).toEqual([
      { ...weth, chainId: 31337, amount: 400_000_000_000_000_000n },
      { ...usdc, chainId: 31337, amount: 120_000_000n },
    ]);
    expect(closingSoonSentence(closing, 'claim', chainNameOf)).toBe(
      '3 claims worth 0.4 WETH and 120 USDC close within 14 days',
    );
  });

  it('speaks of one claim or payout in the singular', () => {
    expect(closingSoonSentence([deadline(1, 2, 5_000_000n)], 'claim', chainNameOf)).toBe(
      '1 claim worth 5 USDC closes within 14 days',
    );
    expect(closingSoonSentence([deadline(1, 2, 5_000_000n), deadline(2, 3, 1_000_000n)], 'payout', chainNameOf)).toBe(
      '2 payouts worth 6 USDC close within 14 days',
    );
  });

  it('never adds two tokens named alike, and tells them apart by their chain', () => {
    const other = { ...usdc, token: '0x00000000000000000000000000000000000000c2' as Address };
    expect(totalsPerToken([deadline(1, 2, 1n), deadline(2, 2, 1n, other)])).toHaveLength(2);
    const onTwoChains = [deadline(1, 2, 5_000_000n), deadline(2, 3, 3_000_000n, usdc, 31338)];
    expect(closingSoonSentence(onTwoChains, 'claim', chainNameOf)).toBe(
      '2 claims worth 5 USDC on Local A and 3 USDC on Local B close within 14 days',
    );
  });
});
