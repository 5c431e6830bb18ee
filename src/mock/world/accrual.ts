import { emissionEnd } from './campaign-metrics.ts';
import type { CampaignRecord, PositionRecord, SyntheticShare } from './types.ts';

// Reward accrual of one position: a share of the campaign's emission proportional to its
// (capped, tier-weighted) balance, from its trigger (or the campaign start) to the end of
// emission, stopping when it becomes ineligible. Pure functions of time, so the same number
// comes out for live values and for checkpointed reward roots.

const BPS = 10_000n;

/** Balance that counts for rewards: clipped to the per-wallet deposit cap. */
function countedBalance(campaign: CampaignRecord, balance: bigint): bigint {
  const cap = campaign.modes.depositCap?.maxBalance;
  return cap !== undefined && balance > cap ? cap : balance;
}

/** Tier multiplier in bps (10000 = 1x) of the highest tier the balance reaches. */
function tierMultiplierBps(campaign: CampaignRecord, balance: bigint): bigint {
  let multiplier = BPS;
  for (const tier of campaign.modes.depositTiers?.tiers ?? []) {
    if (balance >= tier.minBalance) multiplier = tier.multiplier;
  }
  return multiplier;
}

function earned(campaign: CampaignRecord, balance: bigint, seconds: number): bigint {
  if (seconds <= 0 || campaign.totalBalance === 0n) return 0n;
  const counted = countedBalance(campaign, balance);
  return (
    (campaign.emissionRate * counted * tierMultiplierBps(campaign, counted) * BigInt(seconds)) /
    (campaign.totalBalance * BPS)
  );
}

/** When the position starts earning: its trigger, or the campaign start for earlier deposits. */
export function firstAccrualAt(campaign: CampaignRecord, position: PositionRecord): number {
  return Math.max(position.triggeredAt, campaign.startTime);
}

/** Reward-token base units the position has accrued by `at` (live, before any cliff rule). */
export function accruedAt(campaign: CampaignRecord, position: PositionRecord, at: number): bigint {
  const from = firstAccrualAt(campaign, position);
  const to = Math.min(at, emissionEnd(campaign), position.ineligible?.since ?? Number.POSITIVE_INFINITY);
  if (to <= from) return 0n;
  const brk = position.cliffBreak;
  let amount: bigint;
  if (brk !== null && brk.timestamp > from && brk.timestamp < to) {
    amount =
      earned(campaign, brk.balanceBefore, brk.timestamp - from) +
      earned(campaign, position.balance, to - brk.timestamp);
  } else if (brk !== null && brk.timestamp >= to) {
    amount = earned(campaign, brk.balanceBefore, to - from);
  } else {
    amount = earned(campaign, position.balance, to - from);
  }
  const cap = campaign.modes.earningCap?.maxRewards;
  return cap !== undefined && amount > cap ? cap : amount;
}

/** When the position's cliff ends, or null when the campaign has no cliff. */
export function cliffEndsAt(campaign: CampaignRecord, position: PositionRecord): number | null {
  const cliff = campaign.modes.cliff;
  return cliff === undefined ? null : firstAccrualAt(campaign, position) + cliff.cliffDurationSeconds;
}

/** Whether the position is still inside its cliff at `at` (its rewards are not claimable yet). */
export function isInCliff(campaign: CampaignRecord, position: PositionRecord, at: number): boolean {
  const ends = cliffEndsAt(campaign, position);
  return ends !== null && at < ends;
}

/** What a reward root built at `at` commits to the position: accrued, unless still in the cliff. */
export function committedAt(campaign: CampaignRecord, position: PositionRecord, at: number): bigint {
  return isInCliff(campaign, position, at) ? 0n : accruedAt(campaign, position, at);
}

/** Whether the position counts at `at`: not ineligible for a rule, not inside its cliff, triggered. */
export function isEligibleAt(campaign: CampaignRecord, position: PositionRecord, at: number): boolean {
  if (at < position.triggeredAt) return false;
  if (position.ineligible !== null && at >= position.ineligible.since) return false;
  return !isInCliff(campaign, position, at);
}

/** A synthetic participant's (or referrer's referees') accrual by `at`: its weight of the emission. */
export function syntheticAccruedAt(campaign: CampaignRecord, share: SyntheticShare, at: number): bigint {
  const seconds = Math.min(at, emissionEnd(campaign)) - campaign.startTime;
  if (seconds <= 0) return 0n;
  return (campaign.emissionRate * share.weightBps * BigInt(seconds)) / BPS;
}
