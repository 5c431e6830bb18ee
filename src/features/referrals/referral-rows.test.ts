import { describe, expect, it } from 'vitest';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import { parseCsv } from '../../lib/csv.ts';
import { payoutState, refereeSummary, REFERRALS_CSV_HEADER, referralsCsv, referralTotals } from './referral-rows.ts';

const PTN = { address: '0x3333333333333333333333333333333333333333', decimals: 18, symbol: 'PTN' } as const;
const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-11-26T12:00:00Z');
const earlier = new Date('2026-11-20T12:00:00Z');

function stat(index: number, patch: Partial<ReferralStat>): ReferralStat {
  return {
    id: { chainId: 31337, campaignIndex: index },
    status: 'final',
    refereeCount: 2,
    amount: 10n,
    rewardToken: PTN,
    claimWindowEnd: later,
    claimTxHash: null,
    claimedAt: null,
    ...patch,
  };
}

const stats = [
  stat(1, {}),
  stat(2, { status: 'estimated', amount: 5n, claimWindowEnd: null, refereeCount: 7 }),
  stat(3, { claimWindowEnd: null }),
  stat(4, { claimWindowEnd: earlier }),
  stat(5, { claimedAt: earlier, claimTxHash: `0x${'a'.repeat(64)}` }),
  stat(6, { status: 'estimated', amount: null, refereeCount: 0 }),
];

describe('referral payouts', () => {
  it('sorts each payout into claimable, estimated, waiting or paid', () => {
    expect(stats.map((s) => payoutState(s, now))).toEqual([
      'claimable',
      'estimated',
      'final-waiting',
      'final-waiting',
      'paid',
      'estimated',
    ]);
  });

  it('totals per token and chain: estimated, final unpaid and paid, never mixed', () => {
    expect(referralTotals(stats, now)).toEqual([
      { chainId: 31337, rewardToken: PTN, estimated: 5n, finalUnpaid: 30n, paid: 10n },
    ]);
    expect(referralTotals([stat(1, { amount: 2n ** 256n - 1n })], now)[0]?.finalUnpaid).toBe(2n ** 256n - 1n);
  });

  it('never adds referees across campaigns', () => {
    expect(refereeSummary(stats)).toEqual({ campaigns: 5, most: 7 });
  });

  it('exports every payout with exact amounts and ISO times', () => {
    const name = { title: 'PTN rewards on x', context: '', full: 'PTN rewards on x (Morpho, Local Ethereum)' };
    const [header, first, , , , paid] = parseCsv(
      referralsCsv(
        stats.map((s) => ({ stat: s, name })),
        () => 'Local Ethereum',
        now,
      ),
    );
    expect(header).toEqual([...REFERRALS_CSV_HEADER]);
    expect(first).toEqual([
      '31337:1',
      'PTN rewards on x (Morpho, Local Ethereum)',
      '31337',
      'Local Ethereum',
      'final',
      'claimable now',
      '2',
      'PTN',
      PTN.address,
      '0.00000000000000001',
      '10',
      later.toISOString(),
      '',
      '',
    ]);
    expect(paid?.slice(12)).toEqual([earlier.toISOString(), `0x${'a'.repeat(64)}`]);
  });
});
