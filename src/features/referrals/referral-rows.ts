import { formatUnits } from 'viem';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
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
  /** The service reports it paid, or this browser saw the chain pay it (the service trails a little). */
  | 'paid';

/** What this browser saw the chain pay per campaign (undefined: nothing seen). */
export type ChainPaidOf = (stat: ReferralStat) => bigint | undefined;

/** Paid on chain, as this browser saw it mined, while the service does not report it yet. */
export function isPaidAheadOfService(stat: ReferralStat, chainPaid: bigint | undefined): boolean {
  return (
    stat.claimedAt === null &&
    stat.claimTxHash === null &&
    stat.amount !== null &&
    stat.amount > 0n &&
    chainPaid !== undefined &&
    chainPaid >= stat.amount
  );
}

/**
 * The state of a payout at `now`, from what the service says, corrected by a payout this browser
 * saw mined (`chainPaid`); the chain decides the claim itself.
 */
export function payoutState(stat: ReferralStat, now: Date, chainPaid?: bigint): PayoutState {
  if (stat.claimedAt !== null || stat.claimTxHash !== null || isPaidAheadOfService(stat, chainPaid)) return 'paid';
  if (stat.status === 'estimated') return 'estimated';
  if (stat.amount !== null && stat.amount > 0n && stat.claimWindowEnd !== null && stat.claimWindowEnd >= now)
    return 'claimable';
  return 'final-waiting';
}

/** Why a final payout is not claimable, in a few words. */
export function waitingReason(stat: ReferralStat, now: Date): string {
  if (stat.amount === null || stat.amount === 0n) return 'Nothing to claim';
  if (stat.claimWindowEnd === null) return 'Claimable once published';
  if (stat.claimWindowEnd < now) return `Window closed ${formatDateTime(stat.claimWindowEnd)}`;
  return 'Claimable';
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
  chainPaidOf: ChainPaidOf = () => undefined,
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
    const state = payoutState(stat, now, chainPaidOf(stat));
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

/** Every payout shown, as CSV: amounts exact in tokens and base units, times in ISO 8601 UTC. */
export function referralsCsv(
  stats: readonly { stat: ReferralStat; name: CampaignDisplayName }[],
  chainName: (chainId: number) => string,
  now: Date,
  chainPaidOf: ChainPaidOf = () => undefined,
): string {
  return encodeCsv(
    REFERRALS_CSV_HEADER,
    stats.map(({ stat, name }) => [
      formatCampaignId(stat.id),
      name.full,
      stat.id.chainId,
      chainName(stat.id.chainId),
      stat.status,
      STATE_WORDS[payoutState(stat, now, chainPaidOf(stat))],
      stat.refereeCount,
      stat.rewardToken.symbol,
      stat.rewardToken.address,
      stat.amount === null ? undefined : formatUnits(stat.amount, stat.rewardToken.decimals),
      stat.amount,
      stat.claimWindowEnd?.toISOString(),
      stat.claimedAt?.toISOString(),
      stat.claimTxHash,
    ]),
  );
}
