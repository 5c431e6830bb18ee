import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { claimProofQueryOptions } from '../../api/endpoints/get-claim-proof.ts';
import type { UserReward } from '../../api/schemas/rewards.ts';
import { useRewardsClaimedOnChain } from '../../contracts/reads/reward-claimed.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, type CampaignIdText } from '../../domain/campaign-id.ts';
import type { ProofFigures } from '../../domain/chain-paid.ts';
import { markReported, useCampaignsOnTheirWay, usePaidOnChain } from '../../wallet/sent-transactions.ts';
import { rowAsChainHasIt, type PaidRow } from './reward-rows.ts';

/** Every row as the chain has it, and what the few proofs read say about freshness. */
export interface PaidAmounts {
  /** Every reward, in order, with its paid amount and its claimable bounded by what the chain has paid. */
  rows: readonly PaidRow[];
  /** Rows whose claim, mined from this browser, the service does not report yet. */
  catchingUp: number;
  /** The newest `publishedAt` of the proofs read; undefined when none was read. */
  publishedAt: Date | undefined;
  /** Proofs asked for have not all answered yet. */
  proofsPending: boolean;
  /** The chain reads of what was paid are on their way. */
  pending: boolean;
  failed: boolean;
}

/**
 * What each of `user`'s campaigns has paid and until when it pays: the chain's `claimed(user)`,
 * `endTime()` and `claimExpiryDuration()` of every campaign clone, one multicall per reward chain, whatever the number of rows. A claim proof is read only for the
 * rows this browser saw a claim mined in (to tell when the service has caught up), never to draw
 * a row: the rest need nothing more than the list and the chain.
 */
export function usePaidAmounts(user: Address, rewards: readonly UserReward[]): PaidAmounts {
  const claimed = useRewardsClaimedOnChain(
    user,
    rewards.map((reward) => reward.id),
  );
  const ledger = usePaidOnChain(user);
  // A send still on its way (after a reload, before its receipt is read) may already have paid.
  const onTheirWay = useCampaignsOnTheirWay(user, 'rewards');
  // A claim mined here matters until the service reports it. A row the service already shows
  // with nothing claimable agrees with the chain and needs no proof; only rows the service still
  // calls claimable are checked against their proof, so the reads stay with the few claims the
  // service has not seen yet, not with every claim this browser ever sent.
  const mined = rewards.filter((reward) => ledger(reward.id) !== undefined && reward.claimable > 0n);
  const minedIds = new Set(mined.map((reward) => formatCampaignId(reward.id)));
  const proofs = useQueries({
    queries: mined.map((reward) => claimProofQueryOptions(reward.id, user)),
    combine: (results) => {
      const figures = new Map<CampaignIdText, ProofFigures | null | undefined>();
      let publishedAt: Date | undefined;
      results.forEach((result, index) => {
        const reward = mined[index];
        if (reward === undefined) return;
        figures.set(formatCampaignId(reward.id), result.data);
        if (result.data != null && (publishedAt === undefined || result.data.publishedAt > publishedAt))
          publishedAt = result.data.publishedAt;
      });
      return {
        figures,
        publishedAt,
        pending: results.some((result) => result.isPending),
        failed: results.some((result) => result.isError),
      };
    },
  });
  const paidOf = (reward: UserReward): PaidRow => ({
    ...rowAsChainHasIt(reward, {
      chainPaid: claimed.claimedOf(reward.id),
      chainPending: claimed.pending,
      minedHere: minedIds.has(formatCampaignId(reward.id)) ? ledger(reward.id) : undefined,
      proof: proofs.figures.get(formatCampaignId(reward.id)),
      recorded: ledger(reward.id),
      onItsWay: onTheirWay.has(formatCampaignId(reward.id)),
    }),
    // Read in the same multicall as what was paid: no request of its own.
    closesAt: claimed.claimDeadlineOf(reward.id),
  });
  // Payments the service and the chain reads have both caught up with (nothing claimable any
  // more, or a proof paying as much; and `claimed(user)` read at least as high) are marked
  // reported, so the next visit reads no proof for them. Both: a record dropped when only the
  // service had caught up left the row to a `claimed` read from before the claim, "Already paid 0".
  const settled = rewards
    .filter((reward) => {
      const minedHere = ledger(reward.id);
      if (minedHere === undefined) return false;
      const chainPaid = claimed.claimedOf(reward.id);
      if (typeof chainPaid !== 'bigint' || chainPaid < minedHere) return false;
      if (reward.claimable === 0n) return true;
      const proof = proofs.figures.get(formatCampaignId(reward.id));
      return proof != null && proof.alreadyClaimed >= minedHere;
    })
    .map((reward) => reward.id);
  const settledKey = settled.map(formatCampaignId).join();
  useEffect(() => {
    if (settled.length > 0) markReported('rewards', user, settled);
    // settledKey stands for the ids: a new array each render must not re-run the effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, settledKey]);
  // Worked out once per render for every row: the count below and the screen both use them.
  const rows = rewards.map(paidOf);
  return {
    rows,
    catchingUp: rows.filter((row) => row.catchingUp).length,
    publishedAt: proofs.publishedAt,
    proofsPending: proofs.pending,
    pending: claimed.pending,
    failed: claimed.failed || proofs.failed,
  };
}
