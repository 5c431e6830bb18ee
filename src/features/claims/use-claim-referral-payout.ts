import { t } from '@lingui/core/macro';
import type { Hash } from 'viem';
import type { Config } from 'wagmi';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import type { Address } from '../../domain/address.ts';
import { followKeptWrite, sendManagerWrite, type ManagerLog } from '../../contracts/manager-write.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { isPendingInClaimAll } from './claim-all-memory.ts';
import { ClaimStoppedError, inAClaimAll } from './claim-errors.ts';
import { referralPayouts } from './claim-kinds.ts';
import { keptSingleClaimSentAt, loadSingleClaim, saveSingleClaim } from './single-claim-memory.ts';
import {
  useClaimMutation,
  walletOnChain,
  type ClaimResult,
  type ClaimToastWords,
  type OnClaimStep,
} from './claim-flow.ts';
import { managerOf } from './claim-manager.ts';

export interface PayoutTarget {
  id: CampaignId;
  /** The referrer the payout belongs to (and is paid to); the connected wallet sends. */
  referrer: Address;
  /** The amount the person was shown; the claim stops if the published proof says otherwise. */
  amount: bigint;
}

/**
 * Runs one referral payout end to end: fetch the published proof, verify it against its root and
 * read the campaign's distributor (the check claim-all uses too), switch to the reward chain,
 * stop in words unless the root is there, the window is open and the one-shot payout is not
 * taken, then simulate `claimReferral` on the manager (never the distributor), send, wait.
 * Returns what the manager logged as paid. With `kept`, watches a send kept from before a reload.
 */
export async function runPayout(
  config: Config,
  { id, referrer, amount }: PayoutTarget,
  onStep: OnClaimStep,
  kept?: Hash,
): Promise<ClaimResult> {
  const chainId = id.chainId;
  const manager = managerOf(chainId);
  const campaignIndex = BigInt(id.campaignIndex);
  // Kept from the moment the hash is known until a receipt settles it: a reload in between
  // watches it rather than offering the payout again.
  const watch = {
    chainId,
    manager,
    eventName: 'ReferralClaimed' as const,
    isOurs: (candidate: ManagerLog<'ReferralClaimed'>) =>
      candidate.args.campaignId === campaignIndex && candidate.args.referrer.toLowerCase() === referrer,
    onStep,
    onSent: (hash: Hash) => {
      saveSingleClaim('payout', referrer, id, hash);
    },
    onMined: () => {
      saveSingleClaim('payout', referrer, id, undefined);
    },
  };
  if (kept !== undefined)
    return paidBy(
      await followKeptWrite(config, kept, keptSingleClaimSentAt('payout', referrer, id), watch),
      referrer,
      id,
    );
  onStep({ step: 'checking' });
  if (isPendingInClaimAll('payouts', referrer, id)) throw new ClaimStoppedError(inAClaimAll());
  // The distributor is the only source of truth for "already claimed" and for the window.
  const { check, token, cumulativeAmount, proof } = await referralPayouts.checkProof(config, id, referrer);
  if (cumulativeAmount !== amount) {
    const published = formatTokenWithSymbol(cumulativeAmount, token);
    const shown = formatTokenWithSymbol(amount, token);
    throw new ClaimStoppedError(
      t`The published payout is ${published}, not the ${shown} shown; nothing was sent. Reload to see it.`,
    );
  }
  const sender = await walletOnChain(config, chainId, onStep);
  if (check.claimedOnChain >= cumulativeAmount) {
    throw new ClaimStoppedError(t`This payout has already been paid; each is paid once.`);
  }
  if (check.onChainRoot.toLowerCase() !== check.proofRoot.toLowerCase()) {
    throw new ClaimStoppedError(t`The payout root is not on chain yet. Try again in a few minutes.`);
  }
  if (check.wouldRevert !== undefined) throw new ClaimStoppedError(check.wouldRevert);

  return paidBy(
    await sendManagerWrite(config, {
      ...watch,
      account: sender,
      functionName: 'claimReferral',
      args: [campaignIndex, referrer, cumulativeAmount, proof],
    }),
    referrer,
    id,
  );
}

/** What the mined transaction paid this payout, from the manager's log, recorded for the screens. */
function paidBy(
  { hash, log }: { hash: Hash; log: ManagerLog<'ReferralClaimed'> | undefined },
  referrer: Address,
  id: CampaignId,
): ClaimResult {
  if (log === undefined) {
    throw new ClaimStoppedError(
      t`The transaction that was mined paid no payout; it may have been cancelled or replaced in your wallet.`,
    );
  }
  // The referral center shows it paid at once, and after a reload, until the service reports it.
  referralPayouts.recordPaid(referrer, id, log.args.amount);
  return { amount: log.args.amount, hash };
}

/** The one-shot referral payout of one campaign for one referrer, as a single status value. */
export function useClaimReferralPayout(target: PayoutTarget, toasts: () => ClaimToastWords) {
  return useClaimMutation({
    mutationKey: ['referral-payout', formatCampaignId(target.id), target.referrer],
    chainId: target.id.chainId,
    run: (config, onStep, kept) => runPayout(config, target, onStep, kept),
    changes: referralPayouts.changes,
    toasts,
    kept: () => loadSingleClaim('payout', target.referrer, target.id),
  });
}
