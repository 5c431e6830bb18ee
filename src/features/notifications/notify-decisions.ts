import { plural, t } from '@lingui/core/macro';
import { chainName } from '../../config/chains.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { closesWithin, deadlineKey, NOTIFY_DEADLINE_DAYS, type ClaimDeadline } from '../../domain/claim-deadline.ts';
import { formatTokenWithSymbol, type TokenUnits } from '../../domain/token-amount.ts';
import { formatDateTime } from '../../lib/time.ts';

// What to tell a watcher of an address, decided from what was seen before and what is seen now.
// Pure: the watcher reads the service and the chain, keeps the memory, and shows what this says.
// Two things are worth interrupting someone for: more to claim than before (a new publication
// raised a campaign's claimable amount), and a claim about to expire. Each is said once: a rise by
// the amount it reached, a deadline by its identity and moment. What an address could already
// claim the first time it is watched in this browser is not news, so it is never announced.

/** One token on one chain: what claimable amounts are grouped by, never summed across. */
interface WatchedToken {
  address: string;
  symbol: string;
  decimals: number;
}

/** A campaign's claimable amount for the watched address now, as the service lists it. */
export interface ClaimableRow {
  id: CampaignId;
  token: WatchedToken;
  claimable: bigint;
  campaignName: string;
}

/** Claimable amounts by `claimableRowKey`, as seen at one time. */
export type ClaimableSnapshot = ReadonlyMap<string, bigint>;

/** A browser notification to show, and what showing it answers for (remembered once shown). */
export interface NotificationToShow {
  /** One tag per address and kind: a later notification of the same kind replaces the earlier. */
  tag: string;
  title: string;
  body: string;
  /** Remembered once shown, so nothing is said twice. */
  keys: readonly string[];
  /** Where a click on it leads: the screen where what it speaks of is claimed. */
  opens: 'rewards' | 'referrals';
}

interface DecisionInput {
  user: Address;
  /** What was seen last time this address was watched in this browser; undefined the first time. */
  previous: ClaimableSnapshot | undefined;
  current: readonly ClaimableRow[];
  /** The watched address's claim deadlines known now. */
  deadlines: readonly ClaimDeadline[];
  now: Date;
  /** Keys of notifications already shown in this browser. */
  notified: ReadonlySet<string>;
}

/** A campaign and reward token, the unit a claimable amount belongs to. */
function claimableRowKey(row: Pick<ClaimableRow, 'id' | 'token'>): string {
  return `${formatCampaignId(row.id)}:${row.token.address.toLowerCase()}`;
}

/** The snapshot to keep of what is claimable now. */
export function snapshotOf(rows: readonly ClaimableRow[]): ClaimableSnapshot {
  return new Map(rows.map((row) => [claimableRowKey(row), row.claimable]));
}

interface TokenTotal {
  units: TokenUnits;
  chainId: number;
  amount: bigint;
}

/** An amount of one token on one chain; `token` tells tokens apart (an address, else the symbol). */
interface TokenAmountOnChain {
  chainId: number;
  token: string;
  units: TokenUnits;
  amount: bigint;
}

/** Sums per token and chain (one total per token, never across), in first-seen order. */
function totalsPerToken(items: readonly TokenAmountOnChain[]): TokenTotal[] {
  const totals = new Map<string, TokenTotal>();
  for (const item of items) {
    const key = `${String(item.chainId)}:${item.token.toLowerCase()}:${String(item.units.decimals)}`;
    const total = totals.get(key) ?? { units: item.units, chainId: item.chainId, amount: 0n };
    total.amount += item.amount;
    totals.set(key, total);
  }
  return [...totals.values()];
}

/** "+3.5 USDC on Base, +0.4 WETH on Base": one total per token, each with its chain. */
function listTotals(totals: readonly TokenTotal[], sign: 'added' | 'plain' = 'plain'): string {
  return totals
    .map((total) => {
      const amount = formatTokenWithSymbol(total.amount, total.units);
      const chain = chainName(total.chainId);
      return sign === 'added' ? t`+${amount} on ${chain}` : t`${amount} on ${chain}`;
    })
    .join(', ');
}

function riseNotification(user: Address, input: DecisionInput): NotificationToShow | undefined {
  // The first sight of an address in this browser: its amounts are where they are, not news.
  if (input.previous === undefined) return undefined;
  const rises = input.current.flatMap((row) => {
    const before = input.previous?.get(claimableRowKey(row)) ?? 0n;
    const key = `rise:${user.toLowerCase()}:${claimableRowKey(row)}:${row.claimable.toString()}`;
    return row.claimable > before && !input.notified.has(key) ? [{ row, added: row.claimable - before, key }] : [];
  });
  const [first] = rises;
  if (first === undefined) return undefined;
  let body: string;
  if (rises.length === 1) {
    const campaignName = first.row.campaignName;
    const claimable = formatTokenWithSymbol(first.row.claimable, first.row.token);
    const chain = chainName(first.row.id.chainId);
    const added = formatTokenWithSymbol(first.added, first.row.token);
    body = t`${campaignName}: ${claimable} claimable on ${chain} (+${added}).`;
  } else {
    const count = rises.length;
    const totals = listTotals(
      totalsPerToken(
        rises.map(({ row, added }) => ({
          chainId: row.id.chainId,
          token: row.token.address,
          units: row.token,
          amount: added,
        })),
      ),
      'added',
    );
    body = t`${plural(count, { one: '# campaign', other: '# campaigns' })}: ${totals} claimable.`;
  }
  return {
    tag: `claimable-rose:${user.toLowerCase()}`,
    title: t`New rewards to claim`,
    body,
    keys: rises.map((rise) => rise.key),
    opens: 'rewards',
  };
}

function deadlineNotification(user: Address, input: DecisionInput): NotificationToShow | undefined {
  const closing = input.deadlines
    .filter(
      (deadline) => deadline.claimable.amount > 0n && closesWithin(deadline.closesAt, input.now, NOTIFY_DEADLINE_DAYS),
    )
    .map((deadline) => ({ deadline, key: `deadline:${deadlineKey(deadline)}:${String(deadline.closesAt.getTime())}` }))
    .filter(({ key }) => !input.notified.has(key))
    .sort((a, b) => a.deadline.closesAt.getTime() - b.deadline.closesAt.getTime());
  const [first] = closing;
  if (first === undefined) return undefined;
  const soonest = formatDateTime(first.deadline.closesAt);
  const payouts = closing.filter(({ deadline }) => deadline.kind === 'payout').length;
  const rewards = closing.length - payouts;
  let body: string;
  if (closing.length === 1) {
    const amount = formatTokenWithSymbol(first.deadline.claimable.amount, first.deadline.claimable);
    const campaignName = first.deadline.campaignName;
    const chain = chainName(first.deadline.id.chainId);
    body =
      first.deadline.kind === 'reward'
        ? t`Claim ${amount} from ${campaignName} on ${chain} before ${soonest}, or it is lost.`
        : t`Claim your ${amount} referral payout from ${campaignName} on ${chain} before ${soonest}, or it is lost.`;
  } else {
    const totals = listTotals(
      totalsPerToken(
        closing.map(({ deadline }) => ({
          chainId: deadline.id.chainId,
          token: deadline.claimable.token,
          units: deadline.claimable,
          amount: deadline.claimable.amount,
        })),
      ),
    );
    body =
      payouts === 0
        ? t`${plural(rewards, { one: '# reward', other: '# rewards' })}: ${totals}. The first closes ${soonest}.`
        : rewards === 0
          ? t`${plural(payouts, { one: '# referral payout', other: '# referral payouts' })}: ${totals}. The first closes ${soonest}.`
          : t`${plural(rewards, { one: '# reward', other: '# rewards' })} and ${plural(payouts, { one: '# referral payout', other: '# referral payouts' })}: ${totals}. The first closes ${soonest}.`;
  }
  const count = closing.length;
  const days = NOTIFY_DEADLINE_DAYS;
  return {
    tag: `deadlines:${user.toLowerCase()}`,
    title: plural(count, {
      1: `A claim closes within ${days} days`,
      other: `# claims close within ${days} days`,
    }),
    body,
    keys: closing.map(({ key }) => key),
    opens: payouts === closing.length ? 'referrals' : 'rewards',
  };
}

/**
 * The notifications an address's watcher shows now: at most one for claimable amounts that rose
 * since the previous snapshot (none the first time an address is seen), and at most one for
 * deadlines that came within NOTIFY_DEADLINE_DAYS; each leaves out what `notified` already holds.
 */
export function notificationsToShow(input: DecisionInput): NotificationToShow[] {
  return [riseNotification(input.user, input), deadlineNotification(input.user, input)].filter(
    (notification): notification is NotificationToShow => notification !== undefined,
  );
}
