import { useQueries } from '@tanstack/react-query';
import { claimProofQueryOptions } from '../../api/endpoints/get-claim-proof.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, type CampaignIdText } from '../../domain/campaign-id.ts';
import type { ProofFigures } from '../../domain/chain-paid.ts';
import type { RewardRow } from './reward-rows.ts';

/** What each campaign's newest proof says was earned and paid, and when amounts were published. */
export interface PaidAmounts {
  /** Per campaign: null without a published proof, undefined while loading or when it failed. */
  proofOf: (reward: Pick<UserReward, 'id'>) => ProofFigures | null | undefined;
  /** Whether a campaign's proof is still on its way, could not be read, or has answered. */
  stateOf: (reward: Pick<UserReward, 'id'>) => ProofState;
  /** The newest `publishedAt` among the proofs read. */
  publishedAt: Date | undefined;
  /** Some proofs have not answered yet: "nothing published" cannot be said until they have. */
  pending: boolean;
  failed: boolean;
}

/** Where one campaign's proof stands: a row says "checking" until it has an answer. */
type ProofState = RewardRow['proof'];

/**
 * Reads the claim proof of each reward (the interface has no list of them) for its cumulative
 * amount, what it says is already claimed (`alreadyClaimed`) and when it was published.
 */
export function usePaidAmounts(user: Address, rewards: readonly UserReward[]): PaidAmounts {
  return useQueries({
    queries: rewards.map((reward) => claimProofQueryOptions(reward.id, user)),
    combine: (results) => {
      const figures = new Map<CampaignIdText, ProofFigures | null | undefined>();
      const states = new Map<CampaignIdText, ProofState>();
      let publishedAt: Date | undefined;
      results.forEach((result, index) => {
        const reward = rewards[index];
        if (reward === undefined) return;
        const proof = result.data;
        figures.set(formatCampaignId(reward.id), proof);
        states.set(
          formatCampaignId(reward.id),
          result.data !== undefined ? 'answered' : result.isError ? 'unavailable' : 'checking',
        );
        if (proof != null && (publishedAt === undefined || proof.publishedAt > publishedAt))
          publishedAt = proof.publishedAt;
      });
      return {
        proofOf: (reward: Pick<UserReward, 'id'>) => figures.get(formatCampaignId(reward.id)),
        stateOf: (reward: Pick<UserReward, 'id'>) => states.get(formatCampaignId(reward.id)) ?? 'checking',
        publishedAt,
        pending: results.some((result) => result.data === undefined && !result.isError),
        failed: results.some((result) => result.isError),
      };
    },
  });
}
