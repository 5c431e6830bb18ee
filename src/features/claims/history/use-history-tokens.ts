import { useQueries, useQuery } from '@tanstack/react-query';
import { referralStatsQueryOptions } from '../../../api/endpoints/get-referral-stats.ts';
import { userRewardsQueryOptions } from '../../../api/endpoints/get-user-rewards.ts';
import type { RewardToken } from '../../../api/schemas/campaign.ts';
import { MAX_PAGE_SIZE } from '../../../api/schemas/requests.ts';
import type { Address } from '../../../domain/address.ts';
import { formatCampaignId, type CampaignIdText } from '../../../domain/campaign-id.ts';

/** The reward token of every campaign that paid a wallet, and whether the lists are still on their way. */
export interface HistoryTokens {
  tokens: ReadonlyMap<CampaignIdText, RewardToken>;
  pending: boolean;
}

/**
 * The token of every campaign a wallet's history can hold, in a few requests whatever its length:
 * every page of its rewards (a claim pays only where it earned) and its referral stats (a payout
 * only where it referred). Campaigns are then named by id only for the rows in view; a history of
 * 300 claims asked for 300 campaigns before its first page could be counted per token.
 */
export function useHistoryTokens(address: Address): HistoryTokens {
  const first = useQuery(userRewardsQueryOptions(address, { limit: MAX_PAGE_SIZE, offset: 0 }));
  const total = first.data?.total ?? 0;
  const offsets: number[] = [];
  for (let offset = MAX_PAGE_SIZE; offset < total; offset += MAX_PAGE_SIZE) offsets.push(offset);
  const later = useQueries({
    queries: offsets.map((offset) => userRewardsQueryOptions(address, { limit: MAX_PAGE_SIZE, offset })),
  });
  const stats = useQuery(referralStatsQueryOptions(address));
  const tokens = new Map<CampaignIdText, RewardToken>();
  for (const page of [first, ...later]) {
    for (const reward of page.data?.data ?? []) tokens.set(formatCampaignId(reward.id), reward.rewardToken);
  }
  for (const stat of stats.data?.data ?? []) tokens.set(formatCampaignId(stat.id), stat.rewardToken);
  return { tokens, pending: [first, ...later, stats].some((query) => query.isPending) };
}
