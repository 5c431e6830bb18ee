import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError } from 'viem';
import { errorDetails } from '../../api/error-details.ts';
import { WriteStoppedError } from '../../contracts/manager-write.ts';
import { describeRpcFailure } from '../../wallet/rpc-errors.ts';

/** A reason the app itself stops a claim before anything is sent, already in words. */
export class ClaimStoppedError extends WriteStoppedError {
  override name = 'ClaimStoppedError';
}

// Reverts the claim path can raise (manager, campaign clone, token), in words for the person
// claiming. Unknown ones fall back to the wallet's or node's own message.
const REVERT_MESSAGES: Readonly<Record<string, string>> = {
  ClaimExpired:
    'The claim window of this campaign has closed: rewards must be claimed within a set time after it ends.',
  InvalidProof: 'The chain rejected the proof: the reward root has changed since it was fetched. Try again.',
  NothingToClaim: 'Nothing left to claim: everything earned so far has already been paid to this address.',
  InvalidCampaign: 'The manager contract on this chain does not know this campaign.',
  SafeERC20FailedOperation: 'The campaign could not transfer the reward token. Its pool may be underfunded.',
  ERC20InsufficientBalance: 'The campaign holds too few reward tokens to pay this claim right now.',
  ClaimWindowClosed: 'The claim window of this payout has closed.',
  AlreadyClaimed: 'This payout has already been paid; each is paid once.',
  ClaimExceedsCommitment: 'The referral pool holds less than this payout; the campaign operator has to correct it.',
  NoReferralDistributor: 'This campaign has no referral pool on chain.',
};

/**
 * What went wrong with a claim on `chainId`, in a sentence a person can act on. Wallet refusals,
 * contract reverts, an RPC that does not answer and the app's own checks each get their own
 * wording; anything else keeps its message.
 */
export function describeClaimError(error: unknown, chainId?: number): string {
  if (error instanceof WriteStoppedError) return error.message;
  if (error instanceof BaseError) {
    const rejected = error.walk((cause) => cause instanceof UserRejectedRequestError);
    if (rejected !== null) return 'You declined the request in your wallet, so nothing was sent.';
    const rpcFailure = chainId === undefined ? undefined : describeRpcFailure(error, chainId);
    if (rpcFailure !== undefined) return rpcFailure;
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      const name = reverted.data?.errorName;
      const known = name === undefined ? undefined : REVERT_MESSAGES[name];
      if (known !== undefined) return known;
      return `The chain refused the claim: ${name ?? reverted.reason ?? reverted.shortMessage}.`;
    }
    return error.shortMessage;
  }
  return errorDetails(error).message;
}
