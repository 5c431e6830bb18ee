import { describe, expect, it } from 'vitest';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import { parseCsv } from '../../lib/csv.ts';
import {
  groupPayouts,
  payoutState,
  refereeSummary,
  REFERRALS_CSV_HEADER,
  referralsCsv,
  referralTotals,
  waitingReason,
  type PayoutEvidence,
} from './referral-rows.ts';

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

  describe('with what the chain says', () => {
    const distributor = '0x4444444444444444444444444444444444444444';
    const onChain = (claimed: boolean, claimWindowEnd: bigint): PayoutEvidence => ({
      minedHere: undefined,
      chain: { distributor, claimed, claimWindowEnd },
    });
    const seconds = (date: Date) => BigInt(date.getTime() / 1000);

    it('counts a payout the distributor says claimed as paid, though the service does not yet', () => {
      const groups = groupPayouts([stat(1, {})], now, () => onChain(true, seconds(later)));
      expect(groups.paid.map((row) => row.paidBy)).toEqual(['chain']);
      expect(groups.claimable).toEqual([]);
      expect(referralTotals([stat(1, {})], now, () => onChain(true, seconds(later)))[0]?.paid).toBe(10n);
    });

    it('takes the claim window from the distributor, the service’s only when the chain has no answer', () => {
      // The service says open; the chain's window closed: not claimable, and the reason says when.
      expect(payoutState(stat(1, {}), now, onChain(false, seconds(earlier)))).toBe('final-waiting');
      expect(waitingReason(stat(1, {}), now, onChain(false, seconds(earlier)))).toMatch(/^Window closed /);
      // No referral root on chain yet: a claim would revert.
      expect(payoutState(stat(1, {}), now, onChain(false, 0n))).toBe('final-waiting');
      expect(waitingReason(stat(1, {}), now, onChain(false, 0n))).toBe('Claimable once published');
      // The service has no window yet, the chain has one open.
      expect(payoutState(stat(3, { claimWindowEnd: null }), now, onChain(false, seconds(later)))).toBe('claimable');
      // Unread (undefined) or no distributor (null): the service's window.
      expect(payoutState(stat(4, { claimWindowEnd: earlier }), now, { minedHere: undefined, chain: null })).toBe(
        'final-waiting',
      );
      expect(payoutState(stat(1, {}), now, { minedHere: undefined, chain: undefined })).toBe('claimable');
      // A window past what a Date holds is open.
      expect(payoutState(stat(1, {}), now, onChain(false, 2n ** 256n - 1n))).toBe('claimable');
    });

    it('shows a payout mined from this browser paid at once, before the chain read or the service', () => {
      const groups = groupPayouts([stat(1, {}), stat(2, {})], now, (s) => ({
        minedHere: s.id.campaignIndex === 1 ? 10n : 9n,
        chain: undefined,
      }));
      expect(groups.paid.map((row) => [row.key, row.paidBy])).toEqual([['31337:1', 'this-browser']]);
      expect(groups.claimable.map((row) => row.key)).toEqual(['31337:2']);
    });

    it('exports the state and window the screen shows', () => {
      const name = { title: 't', context: '', full: 't' };
      const [, row] = parseCsv(
        referralsCsv(
          [{ stat: stat(3, { claimWindowEnd: null }), name }],
          () => 'Local Ethereum',
          now,
          () => onChain(false, seconds(later)),
        ),
      );
      expect(row?.[5]).toBe('claimable now');
      expect(row?.[11]).toBe(later.toISOString());
    });
  });

  it('orders claimable rows by the window that closes first and paid rows newest first', () => {
    const soon = new Date('2026-11-25T00:00:00Z');
    const groups = groupPayouts(
      [
        stat(1, {}),
        stat(2, { claimWindowEnd: soon }),
        stat(5, { claimedAt: earlier, claimTxHash: `0x${'a'.repeat(64)}` }),
        stat(7, { claimedAt: now, claimTxHash: `0x${'b'.repeat(64)}` }),
      ],
      now,
    );
    expect(groups.claimable.map((row) => row.key)).toEqual(['31337:2', '31337:1']);
    expect(groups.paid.map((row) => row.key)).toEqual(['31337:7', '31337:5']);
  });
});
