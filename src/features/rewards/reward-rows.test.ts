import { describe, expect, it } from 'vitest';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import { usdFromString, usdToDecimalString, type UsdPrice } from '../../domain/usd-value.ts';
import { parseCsv } from '../../lib/csv.ts';
import {
  applyRewardView,
  claimableUsd,
  groupByRewardChain,
  readRewardView,
  REWARDS_CSV_HEADER,
  rewardsCsv,
  rowAsChainHasIt,
  writeRewardView,
  type RewardRow,
} from './reward-rows.ts';

const USDC = { address: '0x1111111111111111111111111111111111111111', decimals: 6, symbol: 'USDC' } as const;
const WETH = { address: '0x2222222222222222222222222222222222222222', decimals: 18, symbol: 'WETH' } as const;

function row(
  chainId: number,
  index: number,
  token: UserReward['rewardToken'],
  claimable: bigint,
  title: string,
): RewardRow {
  return {
    reward: {
      id: { chainId, campaignIndex: index },
      rewardToken: token,
      balance: 1n,
      accumulatedRewards: claimable * 3n,
      claimable,
    },
    name: { title, context: 'Morpho · positions on Base', full: `${title} (Morpho, Base)` },
    paid: index === 3 ? undefined : claimable,
    proof: index === 3 ? 'unavailable' : 'answered',
  };
}

const rows = [
  row(8453, 1, USDC, 2_000_000n, 'USDC rewards on b'),
  row(1, 2, WETH, 10n ** 18n, 'WETH rewards on a'),
  row(8453, 3, WETH, 0n, 'WETH rewards on c'),
];

describe('rows keep their places while on screen', () => {
  const ids = (shown: readonly RewardRow[]) => shown.map((r) => formatCampaignId(r.reward.id));
  const view = { chainId: undefined, claimableOnly: false, sort: 'claimable' } as const;

  it('keeps a claimed row where it was instead of sorting it to the bottom', () => {
    const before = applyRewardView(rows, view);
    expect(ids(before)).toEqual(['8453:1', '1:2', '8453:3']);
    // The top row is claimed: its claimable drops to 0, which alone would sort it below the others.
    const claimed = rows.map((r) =>
      r.reward.id.campaignIndex === 1 ? { ...r, reward: { ...r.reward, claimable: 0n } } : r,
    );
    expect(ids(applyRewardView(claimed, view))).toEqual(['1:2', '8453:1', '8453:3']);
    expect(ids(applyRewardView(claimed, view, ids(before)))).toEqual(['8453:1', '1:2', '8453:3']);
  });

  it('keeps a claimed row shown under "claimable only" and puts rows new to the screen after the placed ones', () => {
    const claimableOnly = { ...view, claimableOnly: true };
    const claimed = rows.map((r) =>
      r.reward.id.campaignIndex === 1 ? { ...r, reward: { ...r.reward, claimable: 0n } } : r,
    );
    expect(ids(applyRewardView(claimed, claimableOnly))).toEqual(['1:2']);
    expect(ids(applyRewardView(claimed, claimableOnly, ['1:2', '8453:1']))).toEqual(['1:2', '8453:1']);
    const added = [...rows, row(8453, 4, USDC, 9_000_000n, 'USDC rewards on d')];
    expect(ids(applyRewardView(added, view, ['1:2', '8453:1', '8453:3']))).toEqual([
      '1:2',
      '8453:1',
      '8453:3',
      '8453:4',
    ]);
  });
});

describe('ties', () => {
  const ids = (shown: readonly RewardRow[]) => shown.map((r) => formatCampaignId(r.reward.id));
  // Three rows that tie under "closes soonest" (no deadline known) and under their equal amounts.
  const tied = [
    row(8453, 12, USDC, 1_000_000n, 'USDC rewards on a'),
    row(8453, 9, USDC, 1_000_000n, 'USDC rewards on z'),
    row(1, 30, USDC, 1_000_000n, 'USDC rewards on m'),
  ];
  // The same rows before their names are read: the screen names only the rows in view.
  const unnamed = tied.map((r) => ({
    ...r,
    name: { ...r.name, title: `USDC campaign ${formatCampaignId(r.reward.id)}` },
  }));

  it('fall to the campaign id, so one view orders the same rows alike whichever names are read', () => {
    for (const sort of ['closes', 'claimable', 'earned', 'value'] as const) {
      const view = { chainId: undefined, claimableOnly: false, sort };
      expect(ids(applyRewardView(tied, view)), sort).toEqual(['1:30', '8453:9', '8453:12']);
      expect(ids(applyRewardView(unnamed, view)), sort).toEqual(['1:30', '8453:9', '8453:12']);
    }
  });

  it('fall to the name under "name", whose order waits for every name', () => {
    const view = { chainId: undefined, claimableOnly: false, sort: 'name' } as const;
    expect(ids(applyRewardView(tied, view))).toEqual(['8453:12', '1:30', '8453:9']);
  });
});

describe('sorting by value', () => {
  const ids = (shown: readonly RewardRow[]) => shown.map((r) => formatCampaignId(r.reward.id));
  const view = { chainId: undefined, claimableOnly: false, sort: 'value' } as const;
  const at = (usd: string): UsdPrice => ({ usd: usdFromString(usd), at: 1_700_000_000_000 });
  const priced = (r: RewardRow, price: UsdPrice | null): RewardRow => ({
    ...r,
    usd: claimableUsd(r.reward.claimable, r.reward.rewardToken.decimals, price),
  });

  it('values what is claimable now exactly, and nothing at $0 whatever its price', () => {
    expect(usdToDecimalString(claimableUsd(1_234_515_700n, 6, at('2.3456')).value ?? usdFromString('0'))).toBe(
      '2895.68002592',
    );
    expect(claimableUsd(0n, 18, null).value).toEqual({ digits: 0n, scale: 0 });
    expect(claimableUsd(5n, 18, null).value).toBeNull();
    expect(claimableUsd(5n, 18, undefined).value).toBeUndefined();
  });

  it('puts the most valuable first, across tokens, and rows without a price after every priced one', () => {
    const valued = [
      // 2 USDC at $1 = $2; 1 WETH at $3412.55; 0 WETH = $0; 9 USDC without a price; 5 USDC at $1.
      priced(row(8453, 1, USDC, 2_000_000n, 'USDC rewards on b'), at('1')),
      priced(row(1, 2, WETH, 10n ** 18n, 'WETH rewards on a'), at('3412.55')),
      priced(row(8453, 3, WETH, 0n, 'WETH rewards on c'), at('3412.55')),
      priced(row(8453, 4, USDC, 9_000_000n, 'USDC rewards on d'), null),
      priced(row(8453, 5, USDC, 5_000_000n, 'USDC rewards on e'), at('1')),
      priced(row(1, 6, WETH, 10n ** 15n, 'WETH rewards on f'), null),
    ];
    // The unpriced rows (9 USDC, 0.001 WETH) come last, by campaign id, whatever their amounts.
    expect(ids(applyRewardView(valued, view))).toEqual(['1:2', '8453:5', '8453:1', '8453:3', '1:6', '8453:4']);
    // In any input order, the same order.
    expect(ids(applyRewardView([...valued].reverse(), view))).toEqual(ids(applyRewardView(valued, view)));
    // By claimable tokens instead, 9 USDC would lead: the two orders differ.
    expect(ids(applyRewardView(valued, { ...view, sort: 'claimable' }))[0]).toBe('8453:4');
  });
});

describe('reward view', () => {
  it('reads and writes chain, claimable-only and sort, leaving defaults out of the URL', () => {
    const params = writeRewardView(new URLSearchParams('address=0xabc'), {
      chainId: 8453,
      claimableOnly: true,
      sort: 'name',
    });
    expect(params.toString()).toBe('address=0xabc&chain=8453&claimable=1&sort=name');
    expect(readRewardView(params)).toEqual({
      view: { chainId: 8453, claimableOnly: true, sort: 'name' },
      problems: [],
    });
    expect(writeRewardView(params, { chainId: undefined, claimableOnly: false, sort: 'claimable' }).toString()).toBe(
      'address=0xabc',
    );
  });

  it('ignores values that make no sense, saying so', () => {
    const { view, problems } = readRewardView(new URLSearchParams('chain=base&sort=worth'));
    expect(view).toEqual({ chainId: undefined, claimableOnly: false, sort: 'claimable' });
    expect(problems).toHaveLength(2);
  });

  it('keeps "sort by value" in the URL, and without dollar values sorts by what is claimable, saying so', () => {
    const params = writeRewardView(new URLSearchParams(), { chainId: undefined, claimableOnly: false, sort: 'value' });
    expect(params.toString()).toBe('sort=value');
    expect(readRewardView(params)).toEqual({
      view: { chainId: undefined, claimableOnly: false, sort: 'value' },
      problems: [],
    });
    const withoutPrices = readRewardView(params, { byValue: false });
    expect(withoutPrices.view.sort).toBe('claimable');
    expect(withoutPrices.problems).toEqual([
      'This app shows no dollar values, so rewards are sorted by what is claimable, not by value.',
    ]);
  });

  it('sorts by number of tokens across decimals, filters, and groups by reward chain', () => {
    const claimable = applyRewardView(rows, { chainId: undefined, claimableOnly: false, sort: 'claimable' });
    // 2 USDC (6 decimals) is more tokens than 1 WETH (18 decimals).
    expect(claimable.map((r) => r.reward.id.campaignIndex)).toEqual([1, 2, 3]);
    const named = applyRewardView(rows, { chainId: undefined, claimableOnly: true, sort: 'name' });
    expect(named.map((r) => r.name.title)).toEqual(['USDC rewards on b', 'WETH rewards on a']);
    expect(groupByRewardChain(claimable).map((g) => [g.chainId, g.rows.length])).toEqual([
      [1, 1],
      [8453, 2],
    ]);
  });
});

describe('closes soonest', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const view = { chainId: undefined, claimableOnly: false, sort: 'closes' } as const;
  const dated = (base: RewardRow, closesAt: Date | null | undefined): RewardRow => ({ ...base, closesAt });

  it('puts the soonest open claim first across chains, passed ones after, rows without a deadline last', () => {
    const soon = dated(row(8453, 4, USDC, 5n, 'soon'), inDays(10));
    const later = dated(row(1, 5, WETH, 5n, 'later'), inDays(40));
    const passed = dated(row(1, 6, WETH, 5n, 'passed'), inDays(-3));
    const unknown = dated(row(1, 7, WETH, 5n, 'unknown'), undefined);
    const none = dated(row(8453, 8, USDC, 5n, 'none'), null);
    const sorted = applyRewardView([unknown, passed, none, later, soon], view, undefined, now);
    // The two without a deadline (none on chain, not read yet) tie, and fall to the id (1:7, 8453:8).
    expect(sorted.map((r) => r.name.title)).toEqual(['soon', 'later', 'passed', 'unknown', 'none']);
    // Grouped by chain, the chain holding the soonest deadline comes first.
    expect(groupByRewardChain(sorted, 'first-row').map((g) => g.chainId)).toEqual([8453, 1]);
    expect(groupByRewardChain(sorted).map((g) => g.chainId)).toEqual([1, 8453]);
  });

  it('is kept in the URL as sort=closes', () => {
    const written = writeRewardView(new URLSearchParams(), view);
    expect(written.toString()).toBe('sort=closes');
    expect(readRewardView(written).view.sort).toBe('closes');
  });
});

describe('rewardsCsv', () => {
  it('writes what is shown, amounts exact in tokens and base units, unknown paid left empty', () => {
    const max = 2n ** 256n - 1n;
    const big = row(1, 3, WETH, max / 3n, 'WETH rewards on "x", y');
    const dated = { ...rows[0], closesAt: new Date('2027-02-01T12:00:00Z') } as RewardRow;
    const parsed = parseCsv(rewardsCsv([dated, big], (id) => (id === 1 ? 'Ethereum' : 'Base')));
    expect(parsed[0]).toEqual([...REWARDS_CSV_HEADER]);
    expect(parsed[1]).toEqual([
      '8453:1',
      'USDC rewards on b (Morpho, Base)',
      '8453',
      'Base',
      'USDC',
      USDC.address,
      '6',
      '6000000',
      '2',
      '2000000',
      '2',
      '2000000',
      '2027-02-01T12:00:00.000Z',
    ]);
    expect(parsed[2]?.[1]).toBe('WETH rewards on "x", y (Morpho, Base)');
    expect(BigInt(parsed[2]?.[7] ?? '')).toBe((max / 3n) * 3n);
    // Unknown paid and an unknown deadline are left empty, never guessed.
    expect(parsed[2]?.slice(10)).toEqual(['', '', '']);
  });
});

describe('rowAsChainHasIt', () => {
  const reward: UserReward = {
    id: { chainId: 31337, campaignIndex: 4 },
    rewardToken: USDC,
    balance: 1n,
    accumulatedRewards: 100n,
    claimable: 80n,
  };
  const readings = { chainPaid: 0n, chainPending: false, minedHere: undefined, proof: undefined };

  it('takes what was paid from the chain and never shows more claimable than accumulated minus paid', () => {
    expect(rowAsChainHasIt(reward, readings)).toEqual({ reward, paid: 0n, proof: 'answered', catchingUp: false });
    const paid = rowAsChainHasIt(reward, { ...readings, chainPaid: 50n });
    expect(paid.reward.claimable).toBe(50n);
    expect(paid.paid).toBe(50n);
    expect(rowAsChainHasIt(reward, { ...readings, chainPaid: 150n }).reward.claimable).toBe(0n);
  });

  it('never shows less paid than this browser recorded, even beside a `claimed` read kept from before the claim', () => {
    const row = rowAsChainHasIt({ ...reward, claimable: 0n }, { ...readings, chainPaid: 0n, recorded: 100n });
    expect([row.paid, row.reward.claimable]).toEqual([100n, 0n]);
    // A fresher chain read that says more wins.
    expect(rowAsChainHasIt(reward, { ...readings, chainPaid: 100n, recorded: 60n }).paid).toBe(100n);
  });

  it('says "checking" while the chain is read and "unavailable" when it cannot be, leaving the service’s figure', () => {
    const checking = rowAsChainHasIt(reward, { ...readings, chainPaid: undefined, chainPending: true });
    expect([checking.proof, checking.paid, checking.reward.claimable]).toEqual(['checking', undefined, 80n]);
    expect(rowAsChainHasIt(reward, { ...readings, chainPaid: undefined }).proof).toBe('unavailable');
    expect(rowAsChainHasIt(reward, { ...readings, chainPaid: null }).proof).toBe('unavailable');
  });

  it('holds a claim mined here to its proof until the service reports it', () => {
    const waiting = rowAsChainHasIt(reward, { ...readings, chainPaid: undefined, minedHere: 80n, proof: undefined });
    expect([waiting.reward.claimable, waiting.paid, waiting.catchingUp]).toEqual([0n, 80n, true]);
    const behind = rowAsChainHasIt(reward, {
      ...readings,
      minedHere: 80n,
      proof: { cumulativeAmount: 80n, alreadyClaimed: 0n },
    });
    expect([behind.reward.claimable, behind.catchingUp]).toEqual([0n, true]);
    const caughtUp = rowAsChainHasIt(reward, {
      ...readings,
      chainPaid: 80n,
      minedHere: 80n,
      proof: { cumulativeAmount: 90n, alreadyClaimed: 80n },
    });
    expect([caughtUp.reward.claimable, caughtUp.catchingUp]).toEqual([10n, false]);
  });
});
