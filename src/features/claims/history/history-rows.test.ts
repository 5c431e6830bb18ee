import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../contracts/reads/history-types.ts';
import {
  pendingHistoryRows,
  applyHistoryView,
  historyRows,
  readHistoryView,
  stillPending,
  summarizeHistory,
  writeHistoryView,
  type PendingHistoryRow,
} from './history-rows.ts';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;

function entry(n: number, patch: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    chainId: 31337,
    kind: 'claim',
    campaignIndex: n,
    amount: BigInt(n) * 10n ** 18n,
    hash: hash(n),
    blockNumber: n,
    blockHash: hash(1_000 + n),
    logIndex: 0,
    timestamp: 1_767_225_600 + n * 86_400, // 2026-01-01 + n days, UTC
    fee: 1n,
    transactionFee: 1n,
    transactionCalls: 1,
    sender: 'wallet',
    from: '0x70997970c51812dc3b44e5f9fe8b3e7bc7cf16e3',
    ...patch,
  };
}

const ptn = { address: '0x1111111111111111111111111111111111111111', symbol: 'PTN', decimals: 18 } as const;
const usdc = { address: '0x2222222222222222222222222222222222222222', symbol: 'USDC', decimals: 6 } as const;
const name = { title: 'x', context: '', full: 'x' };

describe('stillPending', () => {
  it('drops a pending row once a mined row of the same transaction arrives', () => {
    const pending: PendingHistoryRow[] = [
      { chainId: 31337, kind: 'claim', campaign: { chainId: 31337, campaignIndex: 1 }, hash: hash(1), sentAt: 10 },
      { chainId: 31337, kind: 'payout', campaign: { chainId: 31337, campaignIndex: 2 }, hash: hash(2), sentAt: 20 },
      { chainId: 31337, kind: 'claim', campaign: { chainId: 31337, campaignIndex: 3 }, sentAt: 30 },
    ];
    expect(stillPending(pending, []).map((row) => row.sentAt)).toEqual([30, 20, 10]);
    // The claim's log arrives (its hash in upper case, as some wallets report it): it is no longer pending.
    const mined = [entry(1, { hash: hash(1).toUpperCase().replace('0X', '0x') as `0x${string}` })];
    expect(stillPending(pending, mined).map((row) => row.sentAt)).toEqual([30, 20]);
  });
});

describe('the history view', () => {
  const rows = historyRows([entry(1), entry(2, { chainId: 31338 }), entry(3), entry(40)], (id) => ({
    token: id.campaignIndex === 3 ? usdc : id.campaignIndex === 40 ? undefined : ptn,
    name,
  }));

  it('filters by chain, token and UTC dates, newest first', () => {
    const all = { chainId: undefined, token: undefined, from: undefined, to: undefined };
    expect(applyHistoryView(rows, all).map((row) => row.entry.campaignIndex)).toEqual([40, 3, 2, 1]);
    expect(applyHistoryView(rows, { ...all, chainId: 31337 }).map((row) => row.entry.campaignIndex)).toEqual([
      40, 3, 1,
    ]);
    expect(
      applyHistoryView(rows, { ...all, token: `31337:${usdc.address}` }).map((row) => row.entry.campaignIndex),
    ).toEqual([3]);
    // Day 2 and day 3 of January, both whole days.
    expect(
      applyHistoryView(rows, { ...all, from: '2026-01-03', to: '2026-01-04' }).map((row) => row.entry.campaignIndex),
    ).toEqual([3, 2]);
  });

  it('totals each token apart, and counts claims and payouts', () => {
    const summary = summarizeHistory(rows);
    expect(summary.claims).toBe(4);
    expect(summary.payouts).toBe(0);
    expect(summary.totals.map((total) => [total.key, total.amount])).toEqual([
      [`31337:${ptn.address}`, 1n * 10n ** 18n],
      [`31337:${usdc.address}`, 3n * 10n ** 18n],
      [`31338:${ptn.address}`, 2n * 10n ** 18n],
    ]);
    expect(summary.untotalled).toBe(1);
  });

  it('reads the view from the URL and names bad values in words', () => {
    const { view, problems } = readHistoryView(
      new URLSearchParams('chain=base&token=PTN&from=2026-02-31&to=2026-03-01'),
    );
    expect(view).toEqual({ chainId: undefined, token: undefined, from: undefined, to: '2026-03-01' });
    expect(problems).toEqual([
      '“base” is not a chain id, so claims and payouts on every chain are shown.',
      '“PTN” is not a token of a chain, so every token is shown.',
      '“2026-02-31” is not a date (year-month-day), so there is no start date.',
    ]);
    expect(readHistoryView(new URLSearchParams('from=2026-03-02&to=2026-03-01')).problems).toEqual([
      'The start date 2026-03-02 is after the end date 2026-03-01, so no dates are left out.',
    ]);
    const written = writeHistoryView(new URLSearchParams('address=0x1'), {
      chainId: 8453,
      token: undefined,
      from: '2026-01-01',
      to: undefined,
    });
    expect(written.toString()).toBe('address=0x1&chain=8453&from=2026-01-01');
  });
});

describe('pendingHistoryRows', () => {
  const user = '0x00000000000000000000000000000000000000aa' as const;
  const campaign = (campaignIndex: number) => ({ chainId: 31337, campaignIndex });
  const base = { user, chainId: 31337, sentAt: 7 } as const;

  it('shows a send on its way with its hash, or none for a bundle, and a settled send by what each call paid', () => {
    const hash = `0x${'ab'.repeat(32)}` as const;
    const rows = pendingHistoryRows([
      {
        ...base,
        kind: 'claim',
        ledger: 'rewards',
        via: 'transaction',
        reference: hash,
        status: 'pending',
        calls: [{ campaign: campaign(1) }],
      },
      {
        ...base,
        kind: 'claim-all',
        ledger: 'payouts',
        via: 'calls',
        reference: '0x01',
        status: 'pending',
        calls: [{ campaign: campaign(2) }],
      },
      {
        ...base,
        kind: 'claim-all',
        ledger: 'rewards',
        via: 'calls',
        reference: '0x02',
        status: 'settled',
        // Paid, and not paid (a cancelled call records nothing).
        calls: [{ campaign: campaign(3), paid: 9n, amount: 4n, hash }, { campaign: campaign(4) }],
      },
    ]);
    expect(rows).toEqual([
      { chainId: 31337, kind: 'claim', campaign: campaign(1), hash, sentAt: 7 },
      { chainId: 31337, kind: 'payout', campaign: campaign(2), hash: undefined, sentAt: 7 },
      { chainId: 31337, kind: 'claim', campaign: campaign(3), amount: 4n, hash, sentAt: 7 },
    ]);
  });
});
