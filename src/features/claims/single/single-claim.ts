import type { Hash } from 'viem';
import type { Config } from 'wagmi';
import { formatCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import type { Address } from '../../../domain/address.ts';
import { formatTokenWithSymbol } from '../../../domain/token-amount.ts';
import { pendingCarrying } from '../../../wallet/sent-transactions.ts';
import { ClaimStoppedError, inAClaimAll } from '../shared/claim-errors.ts';
import type { CheckedProof, ClaimKind } from '../shared/claim-kinds.ts';
import { keptSingleClaimSentAt, loadSingleClaim, saveSingleClaim } from './single-claim-memory.ts';
import {
  useClaimMutation,
  walletOnChain,
  type ClaimResult,
  type ClaimToastWords,
  type OnClaimStep,
} from '../shared/claim-flow.ts';

// One campaign's claim from a row's button, for either kind the manager pays: a wallet's reward
// (`claim`) or a referrer's one-shot payout (`claimReferral`). The steps are the same; the kind
// (claim-kinds.ts) supplies the proof check, the call and its log, which checks stop it in which
// order, and its words.

export interface SingleClaimTarget {
  id: CampaignId;
  /** The address paid (a wallet's rewards, or the referrer of a payout); the connected wallet sends. */
  user: Address;
  /**
   * The amount the person was shown. A kind that pays exactly that (a one-shot payout) stops if
   * the published proof says otherwise; a reward is cumulative and the chain decides what it pays.
   */
  shown: bigint;
}

/** The words of the first check on `checked` that stops the claim, in the kind's order, if any. */
function refusal(kind: ClaimKind, which: ClaimKind['single']['onChain'], checked: CheckedProof): string | undefined {
  const { check, cumulativeAmount } = checked;
  for (const reason of which) {
    switch (reason) {
      case 'would-revert':
        if (check.wouldRevert !== undefined) return check.wouldRevert;
        break;
      case 'root-not-on-chain':
        if (check.onChainRoot.toLowerCase() !== check.proofRoot.toLowerCase()) return kind.single.rootNotOnChain();
        break;
      case 'nothing-left':
        if (cumulativeAmount <= check.claimedOnChain) return kind.single.nothingLeft();
        break;
    }
  }
  return undefined;
}

function stopIf(reason: string | undefined) {
  if (reason !== undefined) throw new ClaimStoppedError(reason);
}

/**
 * Runs one claim of `kind` end to end: fetch the newest proof, verify it against its root and
 * read what the chain holds (the check claim-all uses too), switch the wallet to the reward
 * chain, stop in words unless the chain has that root, something is left and nothing is known to
 * revert, then simulate, send, wait. Returns what the manager logged as paid in the mined
 * transaction. With `kept`, watches a send kept from before a reload instead of sending again.
 */
export async function runSingleClaim(
  config: Config,
  kind: ClaimKind,
  { id, user, shown }: SingleClaimTarget,
  onStep: OnClaimStep,
  kept?: Hash,
): Promise<ClaimResult> {
  const chainId = id.chainId;
  const purpose = kind.singlePurpose;
  // The hash is kept from the moment it is known until a receipt settles it, so a reload in
  // between watches it rather than offering a second claim.
  const watch = {
    chainId,
    user,
    id,
    onStep,
    onSent: (hash: Hash) => {
      saveSingleClaim(purpose, user, id, hash);
    },
    onMined: () => {
      saveSingleClaim(purpose, user, id, undefined);
    },
  };
  if (kept !== undefined) {
    return paidBy(kind, await kind.followOne(config, kept, keptSingleClaimSentAt(purpose, user, id), watch), user, id);
  }
  onStep({ step: 'checking' });
  // Held by a Claim everything (a batch, or a Safe proposal waiting for its owners): not sent twice.
  const holder = pendingCarrying(kind.key, user, id);
  if (holder !== undefined && holder.kind !== kind.singlePurpose) throw new ClaimStoppedError(inAClaimAll());
  // The chain is the authority on what has been paid: the service's figures can lag a block.
  const checked = await kind.checkProof(config, id, user);
  const { notAsShown } = kind.single;
  if (notAsShown !== undefined && checked.cumulativeAmount !== shown) {
    stopIf(
      notAsShown(
        formatTokenWithSymbol(checked.cumulativeAmount, checked.token),
        formatTokenWithSymbol(shown, checked.token),
      ),
    );
  }
  stopIf(refusal(kind, kind.single.beforeWallet, checked));
  const sender = await walletOnChain(config, chainId, onStep, kind.key);
  stopIf(refusal(kind, kind.single.onChain, checked));
  // A wallet may replace the transaction (speed up, cancel): what was paid is what the manager
  // logged for this campaign and recipient, in the transaction that was actually mined.
  return paidBy(kind, await kind.sendOne(config, { ...watch, sender, checked }), user, id);
}

/** What the mined transaction paid this claim, from the manager's log, recorded for the screens. */
function paidBy(
  kind: ClaimKind,
  { hash, paid }: Awaited<ReturnType<ClaimKind['sendOne']>>,
  user: Address,
  id: CampaignId,
): ClaimResult {
  if (paid === undefined) throw new ClaimStoppedError(kind.single.paidNothing());
  // Screens show it paid at once, and after a reload, until the service reports it.
  kind.recordPaid(user, id, { amount: paid.amount, cumulative: paid.cumulative, hash });
  return { amount: paid.amount, hash };
}

/**
 * One campaign's claim of `kind` for one address, as a single status value. Needs the wallet
 * layer (render inside `<WalletReady>`). After it lands, the kind's service keys and wagmi's
 * balances are refetched.
 */
export function useSingleClaim(kind: ClaimKind, target: SingleClaimTarget, toasts: () => ClaimToastWords) {
  return useClaimMutation({
    mutationKey: [kind.singlePurpose, formatCampaignId(target.id), target.user],
    chainId: target.id.chainId,
    run: (config, onStep, kept) => runSingleClaim(config, kind, target, onStep, kept),
    toasts,
    kept: () => loadSingleClaim(kind.singlePurpose, target.user, target.id),
  });
}
