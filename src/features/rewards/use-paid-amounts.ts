import { useQueries } from '@tanstack/react-query';
import { claimProofQueryOptions } from '../../api/endpoints/get-claim-proof.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, type CampaignIdText } from '../../domain/campaign-id.ts';

/** What each campaign has paid the user, and when the newest amounts were published. */
export interface PaidAmounts {
  /** Paid per campaign: 0 without a published proof, undefined while loading or when it failed. */
  paidOf: (reward: Pick<UserReward, 'id'>) => bigint | undefined;
  /** The newest `publishedAt` among the proofs read. */
  publishedAt: Date | undefined;
  failed: boolean;
}

/**
 * Reads the claim proof of each reward (the interface has no list of them) for what it says is
 * already claimed (`alreadyClaimed`) and when it was published.
 */
export function usePaidAmounts(user: Address, rewards: readonly UserReward[]): PaidAmounts {
  return useQueries({
    queries: rewards.map((reward) => claimProofQueryOptions(reward.id, user)),
    combine: (results) => {
      const paid = new Map<CampaignIdText, bigint | undefined>();
      let publishedAt: Date | undefined;
      results.forEach((result, index) => {
        const reward = rewards[index];
        if (reward === undefined) return;
        const proof = result.data;
        paid.set(formatCampaignId(reward.id), proof === undefined ? undefined : (proof?.alreadyClaimed ?? 0n));
        if (proof != null && (publishedAt === undefined || proof.publishedAt > publishedAt))
          publishedAt = proof.publishedAt;
      });
      return {
        paidOf: (reward: Pick<UserReward, 'id'>) => paid.get(formatCampaignId(reward.id)),
        publishedAt,
        failed: results.some((result) => result.isError),
      };
    },
  });
}
