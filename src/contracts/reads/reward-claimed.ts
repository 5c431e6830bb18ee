import { useMemo } from 'react';
import type { Address } from '../../domain/address.ts';
import { deadlineFromChainSeconds } from '../../domain/claim-deadline.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { chainReadKeys } from './chain-read-keys.ts';
import type { RewardChainState } from './chain-read-types.ts';
import { chainSteps, usePerChainReads } from './per-chain-reads.ts';

/** Cumulative amount each campaign clone has paid `user` and its claim deadline, read with Multicall3, one call per chain. */
export interface RewardsClaimedOnChain {
  /** undefined while reading or when the read failed; null when the chain has no manager / no such campaign clone. */
  claimedOf: (id: CampaignId) => bigint | null | undefined;
  /**
   * When the clone stops paying claims (`endTime + claimExpiryDuration`; after it a claim reverts
   * with ClaimExpired). undefined while reading or failed; null when there is no clone.
   */
  claimDeadlineOf: (id: CampaignId) => Date | null | undefined;
  pending: boolean;
  failed: boolean;
}

/** The moment a clone stops paying, from its two reads; null when it never comes in practice. */
function claimDeadlineFrom(state: Pick<RewardChainState, 'endTime' | 'claimExpiryDuration'>): Date | null {
  return deadlineFromChainSeconds(state.endTime + state.claimExpiryDuration);
}

/**
 * What the chain says each campaign has paid `user`, the authority on "already paid", and until
 * when it pays the rest. Per reward chain: one multicall of the manager's `campaigns(i)` on the
 * first visit (kept for good after), then one multicall of every clone's `claimed(user)`,
 * `endTime()` and `claimExpiryDuration()`. Refresh after a claim with
 * `chainReadKeys.claimedOf(chainId, user)`.
 */
export function useRewardsClaimedOnChain(user: Address | undefined, ids: readonly CampaignId[]): RewardsClaimedOnChain {
  const answer = usePerChainReads<RewardChainState>(
    user,
    ids,
    (group, account) => chainReadKeys.claimed(group.chainId, account, group.campaignIndexes),
    async (queryClient, group, account) => (await chainSteps()).readRewardsClaimed(queryClient, group, account),
  );
  const { valueOf, pending, failed } = answer;
  // One reader per answer, as `usePerChainReads` gives: rows memoised on it are not redrawn by an
  // unrelated render.
  return useMemo(
    () => ({
      claimedOf: (id) => {
        const state = valueOf(id);
        return state == null ? state : state.claimed;
      },
      claimDeadlineOf: (id) => {
        const state = valueOf(id);
        return state == null ? state : claimDeadlineFrom(state);
      },
      pending,
      failed,
    }),
    [valueOf, pending, failed],
  );
}
