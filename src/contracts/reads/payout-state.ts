import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { chainReadKeys } from './chain-read-keys.ts';
import type { PayoutChainState } from './chain-read-types.ts';
import { chainSteps, usePerChainReads } from './per-chain-reads.ts';

export interface PayoutsOnChain {
  /** undefined while reading or failed; null when the campaign has no distributor (or the chain no manager). */
  stateOf: (id: CampaignId) => PayoutChainState | null | undefined;
  pending: boolean;
  failed: boolean;
}

/**
 * What the chain says of each referral payout of `referrer`: whether it was claimed and until when
 * it can be. Per reward chain: one multicall of the manager's `referralDistributors(i)` on the
 * first visit (kept for good after), then one multicall of every distributor's `claimed(referrer)`
 * and `claimWindowEnd()`. Refresh after a payout with `chainReadKeys.payoutsOf(chainId, referrer)`.
 */
export function usePayoutsOnChain(referrer: Address | undefined, ids: readonly CampaignId[]): PayoutsOnChain {
  const answer = usePerChainReads<PayoutChainState>(
    referrer,
    ids,
    (group, account) => chainReadKeys.payouts(group.chainId, account, group.campaignIndexes),
    async (queryClient, group, account) => (await chainSteps()).readPayoutStates(queryClient, group, account),
  );
  return { stateOf: answer.valueOf, pending: answer.pending, failed: answer.failed };
}
