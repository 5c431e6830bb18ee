import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  ExecutionRevertedError,
  RawContractError,
  UserRejectedRequestError,
  type Hex,
} from 'viem';
import { managerAbi } from '../../../contracts/manager-abi.ts';
import { errorDetails } from '../../../api/error-details.ts';
import { WriteStoppedError } from '../../../contracts/manager-write.ts';
import { describeRpcFailure } from '../../../wallet/rpc-errors.ts';

/** A reason the app itself stops a claim before anything is sent, already in words. */
export class ClaimStoppedError extends WriteStoppedError {
  override name = 'ClaimStoppedError';
}

/** The service has not published the proof a claim needs yet: a normal state, said in words. */
export class ProofNotPublishedError extends ClaimStoppedError {
  override name = 'ProofNotPublishedError';
}

/**
 * A decline in the wallet: the person's own choice, not a failure. Screens show it neutrally
 * (`isDeclined`), never as a red "failed".
 */
const DECLINED = msg`You declined in your wallet; nothing was sent.`;

/** The decline's source (English) words, which tests compare with; screens get `declinedInWallet()`. */
export const DECLINED_IN_WALLET = 'You declined in your wallet; nothing was sent.';

/** The decline in the active language. */
function declinedInWallet(): string {
  return i18n._(DECLINED);
}

/** Whether a claim's message is the wallet decline, which is shown as a choice rather than a failure. */
export function isDeclined(message: string | undefined): boolean {
  return message === declinedInWallet();
}

/** Why a single claim or payout is not sent while a claim-all of this browser holds it. */
export function inAClaimAll(): string {
  return t`A claim-all sent from this browser includes this campaign and is still being confirmed; wait for it rather than send it twice.`;
}

// Reverts the claim path can raise (manager, campaign clone, token), in words for the person
// claiming, read in the active language when said. Unknown ones fall back to the wallet's or
// node's own message.
const REVERT_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  ClaimExpired: msg`Expired: the chain no longer pays this claim; rewards must be claimed within a set time after the campaign ends.`,
  InvalidProof: msg`The chain rejected the proof: the reward root has changed since it was fetched. Try again.`,
  NothingToClaim: msg`Nothing left to claim: everything earned so far has already been paid to this address.`,
  InvalidCampaign: msg`The manager contract on this chain does not know this campaign.`,
  SafeERC20FailedOperation: msg`The campaign could not transfer the reward token. Its pool may be underfunded.`,
  ERC20InsufficientBalance: msg`The campaign holds too few reward tokens to pay this claim right now.`,
  ClaimWindowClosed: msg`The claim window of this payout has closed.`,
  AlreadyClaimed: msg`This payout has already been paid; each is paid once.`,
  ClaimExceedsCommitment: msg`The referral pool holds less than this payout; the campaign operator has to correct it.`,
  NoReferralDistributor: msg`This campaign has no referral pool on chain.`,
};

/** The words of a revert the claim path knows, in the active language. */
function knownRevert(name: string | undefined): string | undefined {
  const words = name === undefined ? undefined : REVERT_MESSAGES[name];
  return words === undefined ? undefined : i18n._(words);
}

/**
 * What went wrong with a claim on `chainId`, in a sentence a person can act on. Wallet refusals,
 * contract reverts, an RPC that does not answer and the app's own checks each get their own
 * wording; anything else keeps its message.
 */
export function describeClaimError(error: unknown, chainId?: number): string {
  if (error instanceof WriteStoppedError) return error.message;
  if (error instanceof BaseError) {
    const rejected = error.walk((cause) => cause instanceof UserRejectedRequestError);
    if (rejected !== null) return declinedInWallet();
    const rpcFailure = chainId === undefined ? undefined : describeRpcFailure(error, chainId);
    if (rpcFailure !== undefined) return rpcFailure;
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      const name = reverted.data?.errorName;
      const known = knownRevert(name);
      if (known !== undefined) return known;
      const reason = name ?? reverted.reason ?? reverted.shortMessage;
      return t`The chain refused the claim: ${reason}.`;
    }
    // A wallet that sends a reverting transaction reports the node's bare revert ("custom error
    // 0x969bf728"), undecoded: decode it with the claim path's errors.
    const name = revertNameIn(error);
    const known = knownRevert(name);
    if (known !== undefined) return known;
    if (name === undefined) return error.shortMessage;
    const reason = name;
    return t`The chain refused the claim: ${reason}.`;
  }
  return errorDetails(error).message;
}

/**
 * Whether `error` is the chain refusing a call (a revert), with the custom error's name when it is
 * one the claim path knows; undefined for anything else (an RPC that did not answer, a timeout),
 * which says nothing about whether the call would pass.
 */
export function revertOf(error: unknown): { name: string | undefined } | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError) return { name: reverted.data?.errorName };
  const name = revertNameIn(error);
  if (name !== undefined) return { name };
  const bare = error.walk((cause) => cause instanceof ExecutionRevertedError || cause instanceof RawContractError);
  return bare === null ? undefined : { name: undefined };
}

/** The custom error a bare revert carries, from its data or the selector in its message. */
function revertNameIn(error: BaseError): string | undefined {
  const found = error.walk((cause) => {
    const data = (cause as { data?: unknown }).data;
    return typeof data === 'string' && /^0x[0-9a-fA-F]{8}/.test(data);
  }) as { data?: string } | null;
  const selector = found?.data ?? /custom error (0x[0-9a-fA-F]{8})/.exec(error.message)?.[1];
  if (selector === undefined) return undefined;
  try {
    return decodeErrorResult({ abi: managerAbi, data: selector as Hex }).errorName;
  } catch (decodeError) {
    console.info('A revert the claim path does not know', selector, decodeError);
    return undefined;
  }
}
