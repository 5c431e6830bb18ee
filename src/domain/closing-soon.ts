import { plural, t } from '@lingui/core/macro';
import { cachedPerLocale } from '../lib/format-locale.ts';
import {
  CLOSING_SOON_DAYS,
  closesWithin,
  isExpired,
  type ClaimDeadline,
  type DeadlineAmount,
} from './claim-deadline.ts';
import { formatTokenWithSymbol } from './token-amount.ts';

// What the rewards screen and the referral center both say of deadlines: which claims close
// soon, what they are worth per token (never added across tokens), and in which order a reader
// should look at rows when the soonest deadline comes first. Pure: "now" is always passed in.

/** Where a row's deadline stands at `now`, for its mark and for the order. */
export type DeadlineState = 'open' | 'closing-soon' | 'expired' | 'unknown';

/** `closesAt`: when the chain stops paying; null (none) and undefined (not read yet) are 'unknown'. */
export function deadlineState(closesAt: Date | null | undefined, now: Date): DeadlineState {
  if (closesAt == null) return 'unknown';
  if (isExpired(closesAt, now)) return 'expired';
  return closesWithin(closesAt, now, CLOSING_SOON_DAYS) ? 'closing-soon' : 'open';
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const relative = cachedPerLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/**
 * How far a deadline is, in words a reader takes in at a glance: "in 9 days", "in 5 hours",
 * "in 12 minutes"; "expired" once it has passed. Rounded down, so a deadline is never said
 * further away than it is.
 */
export function describeDeadlineFromNow(closesAt: Date, now: Date): string {
  if (isExpired(closesAt, now)) return t`expired`;
  const left = closesAt.getTime() - now.getTime();
  if (left >= 2 * DAY_MS) return relative('').format(Math.floor(left / DAY_MS), 'day');
  if (left >= HOUR_MS) return relative('').format(Math.floor(left / HOUR_MS), 'hour');
  return relative('').format(Math.max(1, Math.floor(left / 60_000)), 'minute');
}

/**
 * Rank of a row under "closes soonest": open deadlines with something to claim first (soonest
 * first), then open deadlines with nothing left, then passed ones, then rows whose deadline is
 * unknown or that have none.
 */
function rankOf(closesAt: Date | null | undefined, claimable: boolean, now: Date): number {
  if (closesAt == null) return 3;
  if (isExpired(closesAt, now)) return 2;
  return claimable ? 0 : 1;
}

/**
 * Compares two rows for "closes soonest" (see `rankOf`); 0 when they tie, so the caller breaks
 * ties by name. Passed deadlines come most recent first: what just closed is what a reader missed.
 */
export function compareClosesSoonest(
  a: { closesAt: Date | null | undefined; claimable: boolean },
  b: { closesAt: Date | null | undefined; claimable: boolean },
  now: Date,
): number {
  const rankA = rankOf(a.closesAt, a.claimable, now);
  const rankB = rankOf(b.closesAt, b.claimable, now);
  if (rankA !== rankB) return rankA - rankB;
  if (a.closesAt == null || b.closesAt == null) return 0;
  const difference = a.closesAt.getTime() - b.closesAt.getTime();
  return rankA === 2 ? -difference : difference;
}

/** The deadlines still open that close within `days` of `now`, soonest first. */
export function closingWithin(
  deadlines: readonly ClaimDeadline[],
  now: Date,
  days: number = CLOSING_SOON_DAYS,
): ClaimDeadline[] {
  return deadlines
    .filter((deadline) => deadline.claimable.amount > 0n && closesWithin(deadline.closesAt, now, days))
    .sort((a, b) => a.closesAt.getTime() - b.closesAt.getTime());
}

/** One token's total: the token is its contract on its chain. */
export interface TokenTotal extends DeadlineAmount {
  chainId: number;
}

/**
 * One total per token, in order of first appearance. A token is its contract on its chain, as the
 * rewards summary counts them: two tokens named alike (USDC on two chains) are never added together.
 */
export function totalsPerToken(deadlines: readonly ClaimDeadline[]): TokenTotal[] {
  const totals = new Map<string, TokenTotal>();
  for (const { id, claimable } of deadlines) {
    const key = `${String(id.chainId)}:${claimable.token.toLowerCase()}`;
    const total = totals.get(key);
    totals.set(key, { ...claimable, chainId: id.chainId, amount: (total?.amount ?? 0n) + claimable.amount });
  }
  return [...totals.values()];
}

const list = cachedPerLocale((locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));

/**
 * "120 USDC and 0.4 WETH": each token's total, never one figure across tokens. A symbol that two
 * tokens share is told apart by its chain ("5 USDC on Base and 3 USDC on Arbitrum").
 */
function formatTotals(totals: readonly TokenTotal[], chainNameOf: (chainId: number) => string): string {
  const symbolCount = new Map<string, number>();
  for (const total of totals) symbolCount.set(total.symbol, (symbolCount.get(total.symbol) ?? 0) + 1);
  return list('').format(
    totals.map((total) => {
      const amount = formatTokenWithSymbol(total.amount, total);
      if ((symbolCount.get(total.symbol) ?? 0) <= 1) return amount;
      const chain = chainNameOf(total.chainId);
      return t`${amount} on ${chain}`;
    }),
  );
}

/**
 * The summary line: "3 claims worth 120 USDC and 0.4 WETH close within 14 days" (`noun` is
 * "claim" or "payout"); "1 claim worth 5 USDC closes within 14 days".
 */
export function closingSoonSentence(
  closing: readonly ClaimDeadline[],
  noun: 'claim' | 'payout',
  chainNameOf: (chainId: number) => string,
  days: number = CLOSING_SOON_DAYS,
): string {
  const count = closing.length;
  const worth = formatTotals(totalsPerToken(closing), chainNameOf);
  // Whole sentences per noun and count, so every language words them its own way.
  return noun === 'claim'
    ? t`${plural(count, { one: `# claim worth ${worth} closes`, other: `# claims worth ${worth} close` })} within ${plural(days, { one: '# day', other: '# days' })}`
    : t`${plural(count, { one: `# payout worth ${worth} closes`, other: `# payouts worth ${worth} close` })} within ${plural(days, { one: '# day', other: '# days' })}`;
}
