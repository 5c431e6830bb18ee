import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { chainReadKeys } from './chain-read-keys.ts';
import { chainSteps, usePerChainReads } from './per-chain-reads.ts';

/** Cumulative amount each campaign clone has paid `user` (`claimed(user)`), read with Multicall3, one call per chain. */
export interface RewardsClaimedOnChain {
  /** undefined while reading or when the read failed; null when the chain has no manager / no such campaign clone. */
  claimedOf: (id: CampaignId) => bigint | null | undefined;
  pending: boolean;
  failed: boolean;
}

/**
 * What the chain says each campaign has paid `user`, the authority on "already paid". Per reward
 * chain: one multicall of the manager's `campaigns(i)` on the first visit (kept for good after),
 * then one multicall of every clone's `claimed(user)`. Refresh after a claim with
 * `chainReadKeys.claimedOf(chainId, user)`.
 */
export function useRewardsClaimedOnChain(user: Address | undefined, ids: readonly CampaignId[]): RewardsClaimedOnChain {
  const answer = usePerChainReads<bigint>(
    user,
    ids,
    (group, account) => chainReadKeys.claimed(group.chainId, account, group.campaignIndexes),
    async (queryClient, group, account) => (await chainSteps()).readRewardsClaimed(queryClient, group, account),
  );
  return { claimedOf: answer.valueOf, pending: answer.pending, failed: answer.failed };
}
