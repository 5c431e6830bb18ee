import { t } from '@lingui/core/macro';
import { BaseError, UserRejectedRequestError } from 'viem';
import { isApiError } from '../../api/api-error.ts';
import { errorDetails } from '../../api/error-details.ts';

/** A reason the app itself stops a bind before anything is signed, already in words. */
export class BindStoppedError extends Error {
  override name = 'BindStoppedError';
}

function detailsSay(details: unknown, key: string, value: string): boolean {
  return (
    typeof details === 'object' &&
    details !== null &&
    key in details &&
    (details as Record<string, unknown>)[key] === value
  );
}
/** The service refused a bind because its deadline had passed by the service's clock. */
export function isExpiredSignature(error: unknown): boolean {
  return isApiError(error, 'INVALID_SIGNATURE') && detailsSay(error.details, 'reason', 'expired');
}

/** What the panel says to ALREADY_BOUND; the bind form compares with it to show the bound state. */
export function alreadyBoundMessage(): string {
  return t`This wallet is already bound to another referrer, and the first bind is permanent.`;
}

/**
 * Why a bind did not happen, in words a referee can act on. Every refusal the service documents
 * has its own sentence; `username` names the referrer when the bind was by username.
 */
export function describeBindError(error: unknown, username: string | undefined): string {
  if (error instanceof BindStoppedError) return error.message;
  if (error instanceof BaseError && error.walk((cause) => cause instanceof UserRejectedRequestError) !== null) {
    return t`You declined to sign in your wallet, so nothing was sent.`;
  }
  if (isApiError(error, 'NOT_FOUND', 'REFERRER_NOT_FOUND')) {
    return username === undefined
      ? t`No account uses the username this referrer.`
      : t`No account uses the username @${username}.`;
  }
  if (isApiError(error, 'ALREADY_BOUND')) return alreadyBoundMessage();
  if (isApiError(error, 'WALLET_NOT_LINKED')) {
    return t`This wallet is not linked to a platform account (or not to the one of this session), so it cannot be referred. Link it to your account first.`;
  }
  if (isApiError(error, 'REFERRER_NOT_LINKED')) {
    return username === undefined
      ? t`The wallet this referrer is paid at is not linked to their account, so they cannot be credited right now.`
      : t`The wallet @${username} is paid at is not linked to their account, so they cannot be credited right now.`;
  }
  if (isApiError(error, 'SELF_REFERRAL')) {
    return username === undefined
      ? t`You cannot refer yourself: this referrer’s wallet has been linked to your own account.`
      : t`You cannot refer yourself: @${username}’s wallet has been linked to your own account.`;
  }
  if (isApiError(error, 'CYCLIC_REFERRAL')) {
    return username === undefined
      ? t`this referrer is already referred by you, directly or through others, so you cannot bind to them.`
      : t`@${username} is already referred by you, directly or through others, so you cannot bind to them.`;
  }
  // Deadlines are dated by the service's clock (bind-clock.ts); these two remain for a service
  // that tells no time and a chain that could not be read, where the device clock was used.
  if (isApiError(error, 'INVALID_PARAMS') && detailsSay(error.details, 'field', 'deadline')) {
    return t`The service found the signature's deadline too far ahead of its clock, which means this device's clock runs fast. Set it to update automatically, then bind again.`;
  }
  if (isExpiredSignature(error)) {
    return t`The service found the signature already expired by its clock, which means this device's clock runs slow. Set it to update automatically, then bind again.`;
  }
  if (isApiError(error, 'INVALID_SIGNATURE')) {
    return t`The service did not accept the signature. It may have expired: sign again. Signatures of contract wallets (such as a Safe) are never accepted: bind with a session token instead.`;
  }
  if (isApiError(error, 'INVALID_SESSION')) return t`The session token is not valid or has expired.`;
  // Neither is the app's own words: viem's summary and the service's message, shown as they came.
  if (error instanceof BaseError) return error.shortMessage;
  return errorDetails(error).message;
}
