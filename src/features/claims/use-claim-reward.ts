import { t } from '@lingui/core/macro';
import type { Hash } from 'viem';
import type { Config } from 'wagmi';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import type { Address } from '../../domain/address.ts';
import { followKeptWrite, sendManagerWrite, type ManagerLog } from '../../contracts/manager-write.ts';
import { isPendingInClaimAll } from './claim-all-memory.ts';
import { ClaimStoppedError, inAClaimAll } from './claim-errors.ts';
import { rewardClaims } from './claim-kinds.ts';
import { keptSingleClaimSentAt, loadSingleClaim, saveSingleClaim } from './single-claim-memory.ts';
import {
  useClaimMutation,
  walletOnChain,
  type ClaimResult,
  type ClaimToastWords,
  type OnClaimStep,
} from './claim-flow.ts';
import { managerOf } from './claim-manager.ts';

export interface ClaimTarget {
  id: CampaignId;
  /** The address the rewards belong to (and are paid to); the connected wallet sends. */
  user: Address;
}

/**
 * Runs one reward claim end to end: fetch the newest proof, verify it against its root and read
 * the clone's root and paid total (the check claim-all uses too), switch the wallet to the reward
 * chain, stop in words unless the chain has that root and something is left, then simulate, send,
 * wait. Returns what the manager logged as paid in the mined transaction. With `kept`, watches a
 * send kept from before a reload.
 */
export async function runClaim(
  config: Config,
  { id, user }: ClaimTarget,
  onStep: OnClaimStep,
  kept?: Hash,
): Promise<ClaimResult> {
  const chainId = id.chainId;
  const manager = managerOf(chainId);
  const campaignIndex = BigInt(id.campaignIndex);
  // The hash is kept from the moment it is known until a receipt settles it, so a reload in
  // between watches it rather than offering a second claim.
  const watch = {
    chainId,
    manager,
    eventName: 'Claimed' as const,
    isOurs: (candidate: ManagerLog<'Claimed'>) =>
      candidate.args.campaignId === campaignIndex && candidate.args.user.toLowerCase() === user,
    onStep,
    onSent: (hash: Hash) => {
      saveSingleClaim('claim', user, id, hash);
    },
    onMined: () => {
      saveSingleClaim('claim', user, id, undefined);
    },
  };
  if (kept !== undefined)
    return paidBy(await followKeptWrite(config, kept, keptSingleClaimSentAt('claim', user, id), watch), user, id);
  onStep({ step: 'checking' });
  if (isPendingInClaimAll('rewards', user, id)) throw new ClaimStoppedError(inAClaimAll());
  // The chain is the authority on what has been paid: the service's figures can lag a block.
  const { check, cumulativeAmount, proof } = await rewardClaims.checkProof(config, id, user);
  // Known to revert (an expired claim, say): said in words before the wallet is asked anything.
  if (check.wouldRevert !== undefined) throw new ClaimStoppedError(check.wouldRevert);
  const sender = await walletOnChain(config, chainId, onStep);
  if (check.onChainRoot.toLowerCase() !== check.proofRoot.toLowerCase()) {
    throw new ClaimStoppedError(t`The newest rewards are not on chain yet. Try again in a few minutes.`);
  }
  if (cumulativeAmount <= check.claimedOnChain) {
    throw new ClaimStoppedError(
      t`Nothing left to claim: everything earned so far has already been paid to this address.`,
    );
  }

  // A wallet may replace the transaction (speed up, cancel): what was paid is what the manager
  // logged for this campaign and user, in the transaction that was actually mined.
  return paidBy(
    await sendManagerWrite(config, {
      ...watch,
      account: sender,
      functionName: 'claim',
      args: [campaignIndex, user, cumulativeAmount, proof],
    }),
    user,
    id,
  );
}

/** What the mined transaction paid this claim, from the manager's log, recorded for the screens. */
function paidBy(
  { hash, log }: { hash: Hash; log: ManagerLog<'Claimed'> | undefined },
  user: Address,
  id: CampaignId,
): ClaimResult {
  if (log === undefined) {
    throw new ClaimStoppedError(
      t`The transaction that was mined paid no claim; it may have been cancelled or replaced in your wallet.`,
    );
  }
  // Screens show it paid at once, and after a reload, until the service reports it.
  rewardClaims.recordPaid(user, id, log.args.cumulativeAmount);
  return { amount: log.args.amount, hash };
}

/**
 * The reward claim of one campaign for one address, as a single status value. Needs the wallet
 * layer (render inside `<WalletReady>`). After a claim lands, rewards, proofs, the campaign's
 * positions and wagmi's balances are refetched.
 */
export function useClaimReward(target: ClaimTarget, toasts: () => ClaimToastWords) {
  return useClaimMutation({
    mutationKey: ['claim', formatCampaignId(target.id), target.user],
    chainId: target.id.chainId,
    run: (config, onStep, kept) => runClaim(config, target, onStep, kept),
    changes: rewardClaims.changes,
    toasts,
    kept: () => loadSingleClaim('claim', target.user, target.id),
  });
}
