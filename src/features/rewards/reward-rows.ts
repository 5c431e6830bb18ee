import { t } from '@lingui/core/macro';
import { formatUnits } from 'viem';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { formatCampaignId, type CampaignIdText } from '../../domain/campaign-id.ts';
import type { CampaignDisplayName } from '../../domain/campaign-name.ts';
import { correctByChain, type ProofFigures } from '../../domain/chain-paid.ts';
import { compareClosesSoonest } from '../../domain/closing-soon.ts';
import { valueAtPrice, ZERO_USD, type UsdPrice, type UsdValue } from '../../domain/usd-value.ts';
import { encodeCsv } from '../../lib/csv.ts';
import { compareNatural } from '../../lib/natural-sort.ts';

/** One campaign's rewards as the dashboard shows them. */
export interface RewardRow {
  reward: UserReward;
  name: CampaignDisplayName;
  /** What the campaign has paid the wallet (the chain's `claimed`), undefined while unknown. */
  paid: bigint | undefined;
  /** While "checking", what was paid is being read; "unavailable" when it could not be. */
  proof: 'checking' | 'unavailable' | 'answered';
  /**
   * When the chain stops paying this claim (the clone's end plus its claim expiry), read with
   * what was paid; null when there is no clone, undefined while unknown.
   */
  closesAt?: Date | null;
  /** What is claimable now is worth in dollars; absent when the build shows no dollar values. */
  usd?: RowUsd;
}

/**
 * What the wallet has earned here and can neither claim nor has been paid: earned since the last
 * published proof, or held by the campaign's cliff. Undefined while what was paid is unknown, and
 * when there is none (a service that counts a claim before its earnings, for a moment, shows none).
 */
export function notClaimableYet(row: Pick<RewardRow, 'reward' | 'paid'>): bigint | undefined {
  if (row.paid === undefined) return undefined;
  const rest = row.reward.accumulatedRewards - row.paid - row.reward.claimable;
  return rest > 0n ? rest : undefined;
}

/** A row's claimable amount in dollars, and when its price was observed. */
export interface RowUsd {
  /** Null: the token has no price; undefined: the price is still being asked (or could not be). */
  value: UsdValue | null | undefined;
  pricedAt: number | undefined;
}

/**
 * What `amount` of a token is worth at `price`. Nothing is worth $0 whatever its price, so a row
 * with nothing claimable never reads "—" nor leaves its token out of a total it adds nothing to.
 */
export function claimableUsd(amount: bigint, decimals: number, price: UsdPrice | null | undefined): RowUsd {
  return amount === 0n
    ? { value: ZERO_USD, pricedAt: price?.at }
    : { value: valueAtPrice(amount, decimals, price), pricedAt: price?.at };
}

/** A reward as the chain has it: claimable bounded by what was paid, and whether the service lags. */
export interface PaidRow extends Pick<RewardRow, 'reward' | 'paid' | 'proof' | 'closesAt'> {
  /** A claim mined from this browser is not in the service's figures yet. */
  catchingUp: boolean;
}

/** What is known of a row's payments: the chain's reading, and a claim this browser saw mined. */
export interface PaidReadings {
  /** The clone's `claimed(user)`: null without a manager or clone, undefined while unread or failed. */
  chainPaid: bigint | null | undefined;
  chainPending: boolean;
  /** The cumulative amount a claim mined from this browser brought it to (the paid ledger). */
  minedHere: bigint | undefined;
  /** The newest claim proof, read only for rows with `minedHere` (null: none published). */
  proof: ProofFigures | null | undefined;
  /**
   * What this browser recorded paid in the campaign, whether or not the service reports it yet:
   * "Already paid" never shows less, even when the `claimed` read is one kept from before a claim.
   */
  recorded?: bigint | undefined;
  /** A send of this browser carries the campaign and has not settled: nothing is claimable meanwhile. */
  onItsWay?: boolean;
}

/**
 * The service's row checked against the chain. Claimable is never shown above `accumulated -
 * paid`: the published cumulative amount never exceeds what was accumulated, so that bound is
 * sound without a proof. A row with a claim mined here is also held to its proof
 * (`correctByChain`), which says when the service has caught up.
 */
export function rowAsChainHasIt(reward: UserReward, readings: PaidReadings): PaidRow {
  const { chainPaid, chainPending, minedHere, proof, recorded, onItsWay } = readings;
  const corrected = correctByChain(reward, minedHere === undefined ? undefined : proof, minedHere);
  const onChain = typeof chainPaid === 'bigint' ? chainPaid : undefined;
  let paid =
    onChain === undefined || (corrected.paid !== undefined && corrected.paid > onChain) ? corrected.paid : onChain;
  if (recorded !== undefined && (paid === undefined || recorded > paid)) paid = recorded;
  let claimable = onItsWay === true ? 0n : corrected.reward.claimable;
  if (paid !== undefined) {
    const left = reward.accumulatedRewards > paid ? reward.accumulatedRewards - paid : 0n;
    if (left < claimable) claimable = left;
  }
  return {
    reward: claimable === reward.claimable ? reward : { ...reward, claimable },
    paid,
    proof: paid !== undefined ? 'answered' : chainPaid === undefined && chainPending ? 'checking' : 'unavailable',
    catchingUp: corrected.catchingUp,
  };
}

export const REWARD_SORTS = ['claimable', 'value', 'closes', 'earned', 'name'] as const;
export type RewardSort = (typeof REWARD_SORTS)[number];

/** The list's filters and order, as kept in the URL. */
export interface RewardView {
  /** Reward chain shown; undefined for all. */
  chainId: number | undefined;
  claimableOnly: boolean;
  sort: RewardSort;
}

const VIEW_PARAMS = { chain: 'chain', claimable: 'claimable', sort: 'sort' } as const;

/**
 * Reads the view from the URL; a value that makes no sense is ignored and named in `problems`, in
 * the active language (read on each render, so a switch of language says them anew). Without
 * dollar values (`byValue` false, a build without a price source), a link sorting by value is
 * sorted by what is claimable, and says so.
 */
export function readRewardView(
  params: URLSearchParams,
  { byValue = true }: { byValue?: boolean } = {},
): { view: RewardView; problems: string[] } {
  const problems: string[] = [];
  const chainText = params.get(VIEW_PARAMS.chain);
  let chainId: number | undefined;
  if (chainText !== null) {
    if (/^\d{1,15}$/.test(chainText)) chainId = Number(chainText);
    else problems.push(t`“${chainText}” is not a chain id, so rewards on every chain are shown.`);
  }
  const sortText = params.get(VIEW_PARAMS.sort);
  let sort = REWARD_SORTS.find((value) => value === sortText);
  if (sortText !== null && sort === undefined)
    problems.push(t`“${sortText}” is not a way to sort, so rewards are sorted by what is claimable.`);
  if (sort === 'value' && !byValue) {
    sort = undefined;
    problems.push(t`This app shows no dollar values, so rewards are sorted by what is claimable, not by value.`);
  }
  return {
    view: { chainId, claimableOnly: params.get(VIEW_PARAMS.claimable) === '1', sort: sort ?? 'claimable' },
    problems,
  };
}

/** Writes `view` into `params`, leaving defaults out so the URL stays short. */
export function writeRewardView(params: URLSearchParams, view: RewardView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.chainId === undefined) next.delete(VIEW_PARAMS.chain);
  else next.set(VIEW_PARAMS.chain, String(view.chainId));
  if (view.claimableOnly) next.set(VIEW_PARAMS.claimable, '1');
  else next.delete(VIEW_PARAMS.claimable);
  if (view.sort === 'claimable') next.delete(VIEW_PARAMS.sort);
  else next.set(VIEW_PARAMS.sort, view.sort);
  return next;
}

const MAX_DECIMALS = 255n;

// Amounts of tokens with different decimals compare as token amounts (1 USDC > 0.5 WETH), exactly:
// both are scaled to a common number of decimals. That is an order by number of tokens, not value.
// The scale of each number of decimals is computed once: a sort of hundreds of rows compares
// thousands of times, and a bigint power each time cost a phone most of a frame.
const scales = new Map<number, bigint>();

function tokens(amount: bigint, decimals: number): bigint {
  let scale = scales.get(decimals);
  if (scale === undefined) {
    scale = 10n ** (MAX_DECIMALS - BigInt(Math.min(decimals, 255)));
    scales.set(decimals, scale);
  }
  return amount * scale;
}

function descending(a: bigint, b: bigint): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

/**
 * Each row's dollar value as digits at one common scale, so a sort compares bigints rather than
 * rescaling two values in every comparison; null for a row without a price (or still without one).
 */
function valuesAtOneScale(rows: readonly RewardRow[]): Map<RewardRow, bigint | null> {
  const scale = Math.max(0, ...rows.map((row) => row.usd?.value?.scale ?? 0));
  const factors = new Map<number, bigint>();
  return new Map(
    rows.map((row) => {
      const value = row.usd?.value;
      if (value == null) return [row, null];
      let factor = factors.get(value.scale);
      if (factor === undefined) {
        factor = 10n ** BigInt(scale - value.scale);
        factors.set(value.scale, factor);
      }
      return [row, value.digits * factor];
    }),
  );
}

/**
 * The rows the view shows, in its order. Ties fall to the campaign id, except under "name": only
 * the rows in view are named (the rest carry a stand-in until scrolled to), so a tie broken by name
 * would order the same rows differently after paging, and one URL would show two orders. Under
 * "name" the order waits for every name, so ties there fall to the name, then the id.
 * `placed`: the ids in the order they are on screen now. Those rows keep their places (and stay
 * shown under "claimable only"), so a row that is claimed does not jump to the bottom or vanish
 * under the person's eyes; rows new to the screen follow in the view's order.
 */
export function applyRewardView(
  rows: readonly RewardRow[],
  view: RewardView,
  placed?: readonly CampaignIdText[],
  now: Date = new Date(),
): RewardRow[] {
  const onScreen = new Map(placed?.map((id, index) => [id, index]));
  // Each row's id text and sort amount are worked out once, not in every comparison.
  const idText = new Map(rows.map((row) => [row, formatCampaignId(row.reward.id)]));
  const idOf = (row: RewardRow) => idText.get(row) ?? formatCampaignId(row.reward.id);
  const shown = rows.filter(
    (row) =>
      (view.chainId === undefined || row.reward.id.chainId === view.chainId) &&
      (!view.claimableOnly || row.reward.claimable > 0n || onScreen.has(idOf(row))),
  );
  const byId = (a: RewardRow, b: RewardRow) =>
    a.reward.id.chainId - b.reward.id.chainId || a.reward.id.campaignIndex - b.reward.id.campaignIndex;
  const byName = (a: RewardRow, b: RewardRow) => compareNatural(a.name.title, b.name.title) || byId(a, b);
  const amounts = new Map(
    shown.map((row) => [
      row,
      tokens(
        view.sort === 'earned' ? row.reward.accumulatedRewards : row.reward.claimable,
        row.reward.rewardToken.decimals,
      ),
    ]),
  );
  const amountOf = (row: RewardRow) => amounts.get(row) ?? 0n;
  const values = view.sort === 'value' ? valuesAtOneScale(shown) : new Map<RewardRow, bigint | null>();
  // Most valuable first; a row without a price after every priced row, whatever its amount, since
  // its value is unknown rather than small. Ties (and unpriced rows among themselves) fall to the id.
  const byValue = (a: RewardRow, b: RewardRow) => {
    const x = values.get(a) ?? null;
    const y = values.get(b) ?? null;
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return descending(x, y);
  };
  const closing = (row: RewardRow) => ({ closesAt: row.closesAt, claimable: row.reward.claimable > 0n });
  const byView = (a: RewardRow, b: RewardRow) => {
    if (view.sort === 'name') return 0;
    if (view.sort === 'closes') return compareClosesSoonest(closing(a), closing(b), now);
    if (view.sort === 'value') return byValue(a, b);
    return descending(amountOf(a), amountOf(b));
  };
  const tieBreak = view.sort === 'name' ? byName : byId;
  const sorted = shown.sort((a, b) => byView(a, b) || tieBreak(a, b));
  if (onScreen.size === 0) return sorted;
  const place = (row: RewardRow) => onScreen.get(idOf(row)) ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: rows not yet placed keep the view's order after the placed ones.
  return sorted.sort((a, b) => (place(a) === place(b) ? 0 : place(a) < place(b) ? -1 : 1));
}

/**
 * Rows grouped by reward chain (where they are claimed), rows in view order. Chains come in id
 * order, or with `chains: 'first-row'` in the order of their first row, so under "closes
 * soonest" the chain holding the soonest deadline comes first.
 */
export function groupByRewardChain(
  rows: readonly RewardRow[],
  chains: 'by-id' | 'first-row' = 'by-id',
): { chainId: number; rows: RewardRow[] }[] {
  const groups = new Map<number, RewardRow[]>();
  for (const row of rows) {
    const group = groups.get(row.reward.id.chainId) ?? [];
    group.push(row);
    groups.set(row.reward.id.chainId, group);
  }
  const entries = [...groups.entries()];
  if (chains === 'by-id') entries.sort(([a], [b]) => a - b);
  return entries.map(([chainId, grouped]) => ({ chainId, rows: grouped }));
}

export const REWARDS_CSV_HEADER = [
  'campaign id',
  'campaign',
  'reward chain id',
  'reward chain',
  'token',
  'token address',
  'earned (tokens)',
  'earned (base units)',
  'claimable (tokens)',
  'claimable (base units)',
  'paid (tokens)',
  'paid (base units)',
  'claim deadline (UTC)',
] as const;

/** The rows shown, as CSV: every amount exact, in tokens and in base units; unknown paid is empty. */
export function rewardsCsv(rows: readonly RewardRow[], chainName: (chainId: number) => string): string {
  return encodeCsv(
    REWARDS_CSV_HEADER,
    rows.map(({ reward, name, paid, closesAt }) => {
      const { decimals } = reward.rewardToken;
      return [
        formatCampaignId(reward.id),
        name.full,
        reward.id.chainId,
        chainName(reward.id.chainId),
        reward.rewardToken.symbol,
        reward.rewardToken.address,
        formatUnits(reward.accumulatedRewards, decimals),
        reward.accumulatedRewards,
        formatUnits(reward.claimable, decimals),
        reward.claimable,
        paid === undefined ? undefined : formatUnits(paid, decimals),
        paid,
        closesAt?.toISOString(),
      ];
    }),
  );
}
