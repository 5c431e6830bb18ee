import type {
  Campaign,
  CampaignStats,
  FundingEntry,
  Modes,
  RewardToken,
  Target,
  UserPosition,
} from '../../api/schemas/campaign.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import {
  emissionEnd,
  fundedUntil,
  isBudgetExhausted,
  partnerApyBpsAt,
  rewardsDistributedAt,
  rewardsRemainingAt,
  statusAt,
  tvlUsd6,
} from './campaign-metrics.ts';
import type { CampaignRecord, FundingRecord, ModesRecord, TargetRecord } from './types.ts';

// Domain values of the api contract built from world records at a given time. Routes encode
// these with the api schemas, so anything wrong here fails the schema, not the client.

const toDate = (seconds: number): Date => new Date(seconds * 1000);

/** The API's CampaignId of a record. */
export function campaignIdOf(campaign: CampaignRecord): CampaignId {
  return { chainId: campaign.chainId, campaignIndex: campaign.campaignIndex };
}

/** RewardToken as the API carries it (address, decimals, symbol). */
export function rewardTokenOf(campaign: CampaignRecord): RewardToken {
  const { address, decimals, symbol } = campaign.rewardToken;
  return { address, decimals, symbol };
}

/** The lightweight numbers of GET /v1/campaigns/{id}/stats. */
export function campaignStatsView(campaign: CampaignRecord, participants: number, now: number): CampaignStats {
  return {
    id: campaignIdOf(campaign),
    tvl: tvlUsd6(campaign),
    participants,
    rewardsDistributed: rewardsDistributedAt(campaign, now),
    rewardsRemaining: rewardsRemainingAt(campaign, now),
    partnerApyBps: partnerApyBpsAt(campaign, now),
    protocolApyBps: campaign.protocolApyBps,
  };
}

/** A whole Campaign; `userPosition` only when a user was asked about. */
export function campaignView(
  campaign: CampaignRecord,
  participants: number,
  now: number,
  userPosition: UserPosition | undefined,
): Campaign {
  const until = fundedUntil(campaign);
  return {
    ...campaignStatsView(campaign, participants, now),
    // Open-ended campaigns run until their budget runs out; the estimate is when emission stops.
    estimatedEndDate: campaign.isDraft ? undefined : toDate(emissionEnd(campaign)),
    fundedUntil: campaign.isDraft ? undefined : toDate(until),
    budgetExhausted: isBudgetExhausted(campaign, now),
    eventChainId: campaign.target.chainId,
    configHash: campaign.configHash,
    status: statusAt(campaign, now),
    startTime: toDate(campaign.startTime),
    // No fixed end for open-ended campaigns (LENIENT_OPTIONAL_MEMBERS.Campaign).
    endTime: campaign.openEnded ? undefined : toDate(campaign.endTime),
    rewardToken: rewardTokenOf(campaign),
    totalRewards: campaign.totalRewards,
    openEnded: campaign.openEnded,
    emissionRate: campaign.emissionRate,
    fundingHistory: campaign.fundingHistory.map(fundingView),
    target: targetView(campaign.target),
    modes: modesView(campaign.modes),
    requiresForwarderDeposit: campaign.requiresForwarderDeposit,
    raffleTicketMultiplier: campaign.raffleTicketMultiplier,
    userPosition,
  };
}

function fundingView(entry: FundingRecord): FundingEntry {
  return { ...entry, fundedAt: toDate(entry.fundedAt) };
}

/** Target with only the members its kind has; absent ones are left out rather than null. */
function targetView(target: TargetRecord): Target {
  const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;
  return {
    tokenStandard: target.tokenStandard,
    chainId: target.chainId,
    address: orUndefined(target.address),
    symbol: target.symbol,
    decimals: target.decimals,
    tokenId: orUndefined(target.tokenId),
    poolId: orUndefined(target.poolId),
    poolManager: orUndefined(target.poolManager),
    token0: orUndefined(target.token0),
    token1: orUndefined(target.token1),
    poolKey: orUndefined(target.poolKey),
    shareModel: target.shareModel,
    requireInRange: target.requireInRange,
    protocol: target.protocol,
    marketKey: orUndefined(target.marketKey),
    asset: orUndefined(target.asset),
  };
}

function modesView(modes: ModesRecord): Modes {
  return {
    fixedApy: modes.fixedApy,
    apyCap: modes.apyCap,
    earningCap: modes.earningCap,
    capitalCap: modes.capitalCap,
    depositCap: modes.depositCap,
    cliff: modes.cliff,
    minBalance: modes.minBalance,
    depositTiers: modes.depositTiers,
    newCapitalOnly: modes.newCapitalOnly,
    includeExistingPositions: modes.includeExistingPositions,
    participantCap: modes.participantCap,
  };
}
