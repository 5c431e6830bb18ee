import { t } from '@lingui/core/macro';
import { formatUnits } from 'viem';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import type { PayoutChainState } from '../../contracts/reads/chain-read-types.ts';
import { formatCampaignId, type CampaignIdText } from '../../domain/campaign-id.ts';
import type { CampaignDisplayName } from '../../domain/campaign-name.ts';
import { encodeCsv } from '../../lib/csv.ts';
import { formatDateTime } from '../../lib/time.ts';

/** Where a referral payout stands, as the referral center groups them. */
export type PayoutState =
  /** Final, published, window open, not paid: claim it now. */
  | 'claimable'
  /** Still moving with everyone's earnings. */
  | 'estimated'
  /** Final but not claimable (not yet published, nothing to claim, or window closed). */
  | 'final-waiting'
  /** The service reports it paid, the distributor says claimed, or this browser saw it mined (the service trails). */
  | 'paid';

/**
 * What is known of a payout besides the service's stat: what this browser saw the chain pay for
 * it (the record of sends, sent-transactions.ts), and its distributor as read from the chain.
 */
export interface PayoutEvidence {
  /** The amount this browser saw mined for it, if any. */
  minedHere: bigint | undefined;
  /** Undefined while unread or unreadable; null when the campaign has no distributor (or its chain no manager). */
  chain: PayoutChainState | null | undefined;
}

/** The evidence of each payout, by its stat. */
export type EvidenceOf = (stat: ReferralStat) => PayoutEvidence;

/** The latest time a Date can hold, in unix seconds. */
const MAX_DATE_SECONDS = 8_640_000_000_000n;

const NO_EVIDENCE: PayoutEvidence = { minedHere: undefined, chain: undefined };
const noEvidence: EvidenceOf = () => NO_EVIDENCE;

/**
 * Who says a payout is paid: the service (which dates it), this browser (it saw the claim mined
 * and the service does not report it yet), or the chain read (the distributor's one-shot flag).
 */
type PaidBy = 'service' | 'this-browser' | 'chain';

/** Who says `stat` is paid, the service first; undefined while nobody does. */
function paidBy(stat: ReferralStat, evidence: PayoutEvidence = NO_EVIDENCE): PaidBy | undefined {
  if (stat.claimedAt !== null || stat.claimTxHash !== null) return 'service';
  const mined = evidence.minedHere;
  if (stat.amount !== null && stat.amount > 0n && mined !== undefined && mined >= stat.amount) return 'this-browser';
  if (evidence.chain?.claimed === true) return 'chain';
  return undefined;
}

/**
 * When the payout's claim window ends: the distributor's own `claimWindowEnd` once it is read (null
 * while the chain has no referral root, since a claim would revert), else the service's.
 */
function claimWindowEndOf(stat: ReferralStat, evidence: PayoutEvidence = NO_EVIDENCE): Date | null {
  const chain = evidence.chain;
  if (chain === undefined || chain === null) return stat.claimWindowEnd;
  if (chain.claimWindowEnd === 0n) return null;
  // A window past what a Date can hold is open for as long as anyone will look.
  const seconds = chain.claimWindowEnd > MAX_DATE_SECONDS ? MAX_DATE_SECONDS : chain.claimWindowEnd;
  return new Date(Number(seconds) * 1000);
}

/**
 * The state of a payout at `now`: the service's stat, corrected by what the chain says (paid, and
 * the claim window) and by a payout this browser saw mined. The chain decides the claim itself.
 */
export function payoutState(stat: ReferralStat, now: Date, evidence: PayoutEvidence = NO_EVIDENCE): PayoutState {
  if (paidBy(stat, evidence) !== undefined) return 'paid';
  if (stat.status === 'estimated') return 'estimated';
  const windowEnd = claimWindowEndOf(stat, evidence);
  if (stat.amount !== null && stat.amount > 0n && windowEnd !== null && windowEnd >= now) return 'claimable';
  return 'final-waiting';
}

/** Why a final payout is not claimable, in a few words. */
export function waitingReason(stat: ReferralStat, now: Date, evidence: PayoutEvidence = NO_EVIDENCE): string {
  if (stat.amount === null || stat.amount === 0n) return t`Nothing to claim`;
  const windowEnd = claimWindowEndOf(stat, evidence);
  if (windowEnd === null) return t`Claimable once published`;
  if (windowEnd < now) {
    const closedAt = formatDateTime(windowEnd);
    return t`Window closed ${closedAt}`;
  }
  return t`Claimable`;
}

/** One payout as the referral center shows it: the stat, and where it stands with what is known. */
export interface PayoutRow {
  key: CampaignIdText;
  stat: ReferralStat;
  evidence: PayoutEvidence;
  state: PayoutState;
  paidBy: PaidBy | undefined;
  windowEnd: Date | null;
}

/** The rows of each group, in the order they are shown. */
export interface PayoutGroups {
  /** Soonest window end first. */
  claimable: PayoutRow[];
  estimated: PayoutRow[];
  waiting: PayoutRow[];
  /** Newest first; one paid before the service dates it (seen mined here, or on chain) is the newest. */
  paid: PayoutRow[];
}

/** Every payout's row, grouped and ordered as the referral center shows them. */
export function groupPayouts(
  stats: readonly ReferralStat[],
  now: Date,
  evidenceOf: EvidenceOf = noEvidence,
): PayoutGroups {
  const groups: PayoutGroups = { claimable: [], estimated: [], waiting: [], paid: [] };
  for (const stat of stats) {
    const evidence = evidenceOf(stat);
    const row: PayoutRow = {
      key: formatCampaignId(stat.id),
      stat,
      evidence,
      state: payoutState(stat, now, evidence),
      paidBy: paidBy(stat, evidence),
      windowEnd: claimWindowEndOf(stat, evidence),
    };
    if (row.state === 'final-waiting') groups.waiting.push(row);
    else groups[row.state].push(row);
  }
  groups.claimable.sort((a, b) => (a.windowEnd?.getTime() ?? 0) - (b.windowEnd?.getTime() ?? 0));
  const paidAt = (row: PayoutRow) => (row.paidBy === 'service' ? (row.stat.claimedAt?.getTime() ?? 0) : now.getTime());
  groups.paid.sort((a, b) => paidAt(b) - paidAt(a));
  return groups;
}

/** A referrer's amounts in one token on one reward chain; different tokens are never added. */
export interface ReferralTotal {
  chainId: number;
  rewardToken: RewardToken;
  estimated: bigint;
  /** Final and not paid yet (claimable now, waiting to be published, or with a closed window). */
  finalUnpaid: bigint;
  paid: bigint;
}

/** Sums per reward chain and token, in chain id order. */
export function referralTotals(
  stats: readonly ReferralStat[],
  now: Date,
  evidenceOf: EvidenceOf = noEvidence,
): ReferralTotal[] {
  const totals = new Map<string, ReferralTotal>();
  for (const stat of stats) {
    const key = `${String(stat.id.chainId)}:${stat.rewardToken.address}`;
    const total = totals.get(key) ?? {
      chainId: stat.id.chainId,
      rewardToken: stat.rewardToken,
      estimated: 0n,
      finalUnpaid: 0n,
      paid: 0n,
    };
    const amount = stat.amount ?? 0n;
    const state = payoutState(stat, now, evidenceOf(stat));
    if (state === 'estimated') total.estimated += amount;
    else if (state === 'paid') total.paid += amount;
    else total.finalUnpaid += amount;
    totals.set(key, total);
  }
  return [...totals.values()].sort(
    (a, b) => a.chainId - b.chainId || a.rewardToken.symbol.localeCompare(b.rewardToken.symbol),
  );
}

/** Referees are counted per campaign (one person may count in several), so they are never added. */
export function refereeSummary(stats: readonly ReferralStat[]): { campaigns: number; most: number } {
  return {
    campaigns: stats.filter((stat) => stat.refereeCount > 0).length,
    most: stats.reduce((most, stat) => Math.max(most, stat.refereeCount), 0),
  };
}

// The CSV's words, like its header, stay English whatever the reader's language: a file for
// spreadsheets and scripts, read the same by everyone.
const STATE_WORDS: Record<PayoutState, string> = {
  claimable: 'claimable now',
  estimated: 'estimated',
  'final-waiting': 'final, not claimable',
  paid: 'paid',
};

export const REFERRALS_CSV_HEADER = [
  'campaign id',
  'campaign',
  'reward chain id',
  'reward chain',
  'status',
  'state',
  'referees',
  'token',
  'token address',
  'amount (tokens)',
  'amount (base units)',
  'claim window end',
  'paid at',
  'claim transaction',
] as const;

/**
 * Every payout, as CSV: amounts exact in tokens and base units, times in ISO 8601 UTC, the state
 * and claim window as the screen shows them.
 */
export function referralsCsv(
  stats: readonly { stat: ReferralStat; name: CampaignDisplayName }[],
  chainName: (chainId: number) => string,
  now: Date,
  evidenceOf: EvidenceOf = noEvidence,
): string {
  return encodeCsv(
    REFERRALS_CSV_HEADER,
    stats.map(({ stat, name }) => [
      formatCampaignId(stat.id),
      name.full,
      stat.id.chainId,
      chainName(stat.id.chainId),
      stat.status,
      STATE_WORDS[payoutState(stat, now, evidenceOf(stat))],
      stat.refereeCount,
      stat.rewardToken.symbol,
      stat.rewardToken.address,
      stat.amount === null ? undefined : formatUnits(stat.amount, stat.rewardToken.decimals),
      stat.amount,
      claimWindowEndOf(stat, evidenceOf(stat))?.toISOString(),
      stat.claimedAt?.toISOString(),
      stat.claimTxHash,
    ]),
  );
}
