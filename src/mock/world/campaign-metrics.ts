import { FINALIZATION_DELAY_SECONDS, SECONDS_PER_YEAR } from './constants.ts';
import type { CampaignRecord, CampaignStatus } from './types.ts';

// Campaign numbers as functions of world time: status, emission window, rewards distributed and
// APR. Nothing here is stored, so advancing the clock moves every number consistently.

/** When the funding runs out: start plus the seconds the total rewards pay for. */
export function fundedUntil(campaign: CampaignRecord): number {
  if (campaign.emissionRate === 0n) return campaign.startTime;
  return campaign.startTime + Number(campaign.totalRewards / campaign.emissionRate);
}

/** End of emission: the earliest of end time, funding running out and cancellation. */
export function emissionEnd(campaign: CampaignRecord): number {
  if (campaign.isDraft) return campaign.startTime;
  return Math.min(campaign.endTime, fundedUntil(campaign), campaign.cancelledAt ?? Number.POSITIVE_INFINITY);
}

/** When an ended campaign becomes finalized (its final root is committed). */
export function finalizedAt(campaign: CampaignRecord): number {
  return campaign.endTime + FINALIZATION_DELAY_SECONDS;
}

/**
 * Status at `now`: draft and cancelled are facts of the record; the rest follows from times, so
 * advancing the clock walks a campaign pending → active → ended → finalized.
 */
export function statusAt(campaign: CampaignRecord, now: number): CampaignStatus {
  if (campaign.isDraft) return 'draft';
  if (campaign.cancelledAt !== null && now >= campaign.cancelledAt) return 'cancelled';
  if (now < campaign.startTime) return 'pending';
  if (now < campaign.endTime) return 'active';
  if (now < finalizedAt(campaign)) return 'ended';
  return 'finalized';
}

/** Reward-token base units emitted by `now`. */
export function rewardsDistributedAt(campaign: CampaignRecord, now: number): bigint {
  const seconds = Math.min(now, emissionEnd(campaign)) - campaign.startTime;
  if (seconds <= 0) return 0n;
  const emitted = campaign.emissionRate * BigInt(seconds);
  return emitted < campaign.totalRewards ? emitted : campaign.totalRewards;
}

/** What is left of the budget; a cancelled campaign's remainder went back to its funder. */
export function rewardsRemainingAt(campaign: CampaignRecord, now: number): bigint {
  if (statusAt(campaign, now) === 'cancelled') return 0n;
  return campaign.totalRewards - rewardsDistributedAt(campaign, now);
}

/** Whether the budget is spent while the campaign was meant to keep paying. */
export function isBudgetExhausted(campaign: CampaignRecord, now: number): boolean {
  if (campaign.isDraft || campaign.cancelledAt !== null) return false;
  const until = fundedUntil(campaign);
  return now >= until && (campaign.openEnded || until < campaign.endTime);
}

/** Campaign TVL in USD with 6 decimals. */
export function tvlUsd6(campaign: CampaignRecord): bigint {
  return campaign.tvlUsd6;
}

/**
 * Reward APR in bps, or null where the spec says so: before the start, after the end, with zero
 * TVL, and while the reward-token price feed lags. A fixed-APY campaign pays its rate; an APY
 * cap clips the computed one. A spent budget pays nothing, which is 0, not unknown.
 */
export function partnerApyBpsAt(campaign: CampaignRecord, now: number): bigint | null {
  if (statusAt(campaign, now) !== 'active') return null;
  const tvl = tvlUsd6(campaign);
  if (tvl === 0n || campaign.priceFeedLagging) return null;
  if (isBudgetExhausted(campaign, now)) return 0n;
  if (campaign.modes.fixedApy) return campaign.modes.fixedApy.rateBps;
  const yearlyUsd6 =
    (campaign.emissionRate * SECONDS_PER_YEAR * campaign.rewardToken.priceUsd6) /
    10n ** BigInt(campaign.rewardToken.decimals);
  const apr = (yearlyUsd6 * 10_000n) / tvl;
  const cap = campaign.modes.apyCap?.capRateBps;
  return cap !== undefined && apr > cap ? cap : apr;
}
