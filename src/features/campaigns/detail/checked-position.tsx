import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { claimProofQueryOptions } from '../../../api/endpoints/get-claim-proof.ts';
import { campaignKeys, claimKeys } from '../../../api/query-keys.ts';
import { useRefetchWhile } from '../../../api/use-refetch-while.ts';
import type { Campaign, UserPosition } from '../../../api/schemas/campaign.ts';
import { Badge } from '../../../components/badge.tsx';
import { useRewardsClaimedOnChain } from '../../../contracts/reads/reward-claimed.ts';
import type { Address } from '../../../domain/address.ts';
import { correctByChain } from '../../../domain/chain-paid.ts';
import { deadlineState } from '../../../domain/closing-soon.ts';
import { usePaidOnChain } from '../../../wallet/sent-transactions.ts';
import { formatReward } from '../amounts.ts';
import { useChainNow } from './claim-deadline-fact.tsx';

// A position as the service reports it, checked against what the chain and this browser know:
// the newest proof bounds what is claimable, a claim this browser saw mined counts at once, and
// the chain's `claimed(user)` says what was paid. The campaign page and the rewards widget show
// the same figures from here.

/** What was paid of a position: `all` when everything earned is paid and nothing is left to claim. */
export interface ClaimedState {
  paid: bigint;
  all: boolean;
}

export interface CheckedPosition {
  position: UserPosition;
  /** A claim from this browser is paid but the service's figures do not count it yet. */
  catchingUp: boolean;
  claimed: ClaimedState | undefined;
  /** When the chain stops paying (end plus claim expiry); undefined while read or unknown. */
  closesAt: Date | null | undefined;
  checkingDeadline: boolean;
  expired: boolean;
  /** The service's clock, which the chains keep. */
  now: Date;
}

/**
 * "All" only when nothing is claimable and the paid total covers every reward earned: a running
 * campaign whose earnings since the last checkpoint are not claimable yet is not "all claimed".
 */
function claimedState(position: UserPosition, paid: bigint | undefined): ClaimedState | undefined {
  if (paid === undefined || paid === 0n) return undefined;
  const all = position.claimable === 0n && position.accumulatedRewards > 0n && paid >= position.accumulatedRewards;
  return { paid, all };
}

/** `fresh`'s position of `address` (the campaign as asked with that user), checked; undefined without one. */
export function useCheckedPosition(fresh: Campaign, address: Address): CheckedPosition | undefined {
  const servicePosition = fresh.userPosition;
  const proof = useQuery(claimProofQueryOptions(fresh.id, address));
  const chainPaid = usePaidOnChain(address)(fresh.id);
  const corrected = servicePosition === undefined ? undefined : correctByChain(servicePosition, proof.data, chainPaid);
  // The claim deadline is the clone's (end plus claim expiry), read in the multicall the rewards
  // screen uses.
  const onChain = useRewardsClaimedOnChain(servicePosition === undefined ? undefined : address, [fresh.id]);
  const closesAt = onChain.claimDeadlineOf(fresh.id);
  const now = useChainNow();
  useRefetchWhile(corrected?.catchingUp === true ? 1 : 0, [
    campaignKeys.detail(fresh.id, address),
    claimKeys.detail(fresh.id, address),
  ]);
  if (corrected === undefined) return undefined;
  const { reward: position, catchingUp } = corrected;
  // The chain's `claimed(user)` where it says more than the service or this browser's record: the
  // record is dropped once both have caught up, and the proof may still be on its way.
  const chainClaimed = onChain.claimedOf(fresh.id);
  const paid =
    typeof chainClaimed === 'bigint' && (corrected.paid === undefined || chainClaimed > corrected.paid)
      ? chainClaimed
      : corrected.paid;
  return {
    position,
    catchingUp,
    claimed: claimedState(position, paid),
    closesAt,
    checkingDeadline: onChain.pending,
    expired: closesAt != null && deadlineState(closesAt, now) === 'expired',
    now,
  };
}

/** Said under the figures while a claim from this browser is paid but not counted in them yet. */
export function CatchingUpNote() {
  return (
    <p role="status" className="mt-2 text-xs text-slate-600 dark:text-slate-400">
      <Trans>
        A claim made from this browser is paid on chain but not counted in these figures yet; the claimable amount shows
        what the chain paid until they catch up.
      </Trans>
    </p>
  );
}

/** "0.27 WETH", or "All claimed" with what was paid, or the amount with what was claimed before. */
export function ClaimableText({
  claimable,
  claimed,
  campaign,
}: {
  claimable: bigint;
  claimed: ClaimedState | undefined;
  campaign: Campaign;
}) {
  if (claimed === undefined) return formatReward(claimable, campaign);
  const paidAmount = formatReward(claimed.paid, campaign);
  if (claimed.all) {
    return (
      <span className="flex flex-col items-start gap-0.5">
        <Badge tone="success">
          <Trans>All claimed</Trans>
        </Badge>
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
          <Trans>{paidAmount} paid</Trans>
        </span>
      </span>
    );
  }
  return (
    <span>
      {formatReward(claimable, campaign)}
      <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
        <Trans>{paidAmount} already claimed</Trans>
      </span>
    </span>
  );
}
