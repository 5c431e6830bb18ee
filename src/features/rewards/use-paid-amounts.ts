import { useQueries } from '@tanstack/react-query';
import { claimProofQueryOptions } from '../../api/endpoints/get-claim-proof.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, type CampaignIdText } from '../../domain/campaign-id.ts';
import type { ProofFigures } from '../../domain/chain-paid.ts';

/** What each campaign's newest proof says was earned and paid, and when amounts were published. */
export interface PaidAmounts {
  /** Per campaign: null without a published proof, undefined while loading or when it failed. */
  proofOf: (reward: Pick<UserReward, 'id'>) => ProofFigures | null | undefined;
  /** The newest `publishedAt` among the proofs read. */
  publishedAt: Date | undefined;
  failed: boolean;
}

/**
 * Reads the claim proof of each reward (the interface has no list of them) for its cumulative
 * amount, what it says is already claimed (`alreadyClaimed`) and when it was published.
 */
export function usePaidAmounts(user: Address, rewards: readonly UserReward[]): PaidAmounts {
  return useQueries({
    queries: rewards.map((reward) => claimProofQueryOptions(reward.id, user)),
    combine: (results) => {
      const figures = new Map<CampaignIdText, ProofFigures | null | undefined>();
      let publishedAt: Date | undefined;
      results.forEach((result, index) => {
        const reward = rewards[index];
        if (reward === undefined) return;
        const proof = result.data;
        figures.set(formatCampaignId(reward.id), proof);
        if (proof != null && (publishedAt === undefined || proof.publishedAt > publishedAt))
          publishedAt = proof.publishedAt;
      });
      return {
        proofOf: (reward: Pick<UserReward, 'id'>) => figures.get(formatCampaignId(reward.id)),
        publishedAt,
        failed: results.some((result) => result.isError),
      };
    },
  });
}
