import type { Address } from 'viem';
import type { ErrorCode } from '../../api/error-codes.ts';
import { REFERRAL_BIND_MAX_DEADLINE_SECONDS } from '../../contracts/referral-bind-typed-data.ts';
import type { IdentityDirectory } from './directory.ts';
import { toAddress } from '../../domain/address.ts';

// The ten processing rules of POST /v1/referrals/bind (service-interface.md), one pure function
// per rule, numbered as in the spec. Nothing here reads a clock, a store or the network: the
// route passes those in, which keeps every rule testable on its own.
//
// Evaluation order used by the route (and why it is not simply 1..10):
//   body validation (400) -> rule 1 (404) -> rule 2 -> authentication: rules 9/10 in signature
//   mode, session verification in session mode (401) -> rules 3, 4, 5 -> 6, 7 (atomically, in
//   the BindStore).
// Authentication runs before any rule that reads link or bind state, so an unauthenticated caller
// cannot probe which wallets are linked or bound, and a forged repeat of an existing bind can
// never be answered 200 created=false. Rules 1 and 2 must precede it because the signed referrer
// is the resolved address. Among themselves the rules keep the spec's order.

/** Error codes the bind can answer with (a subset of the contract's ErrorCode). */
type BindErrorCode = Extract<
  ErrorCode,
  | 'INVALID_PARAMS'
  | 'REFERRER_NOT_FOUND'
  | 'WALLET_NOT_LINKED'
  | 'REFERRER_NOT_LINKED'
  | 'SELF_REFERRAL'
  | 'CYCLIC_REFERRAL'
  | 'ALREADY_BOUND'
  | 'INVALID_SIGNATURE'
  | 'INVALID_SESSION'
>;

/** A refused bind: the route turns it into an ErrorResponse with the code's status. */
export interface BindRejection {
  code: BindErrorCode;
  message: string;
  details: Record<string, unknown> | null;
}

/** Outcome of one rule: the value it yields, or why the bind is refused. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; rejection: BindRejection };

const pass = <T>(value: T): RuleResult<T> => ({ ok: true, value });
const reject = <T>(
  code: BindErrorCode,
  message: string,
  details: Record<string, unknown> | null = null,
): RuleResult<T> => ({
  ok: false,
  rejection: { code, message, details },
});

/** How the referrer was named in the request: exactly one of the two (the body schema enforces it). */
export type ReferrerInput = { referrer: Address } | { referrerUsername: string };

/**
 * Rule 1: a username becomes that account's payout wallet before anything else; an address is
 * taken as submitted (lowercased). An unclaimed username is 404 REFERRER_NOT_FOUND.
 */
export function resolveReferrer(directory: IdentityDirectory, input: ReferrerInput): RuleResult<Address> {
  if ('referrer' in input) return pass(toAddress(input.referrer));
  const account = directory.accountByUsername(input.referrerUsername);
  if (account === undefined) {
    return reject('REFERRER_NOT_FOUND', 'No account has claimed this referrer username', {
      referrerUsername: input.referrerUsername,
    });
  }
  return pass(account.payoutWallet);
}

/** Rule 2: a smart-wallet proxy is stored as its owner EOA; any other address is its own canonical form. */
export function canonicalizeReferrer(directory: IdentityDirectory, referrer: Address): Address {
  return directory.smartWalletOwnerOf(referrer) ?? referrer;
}

/**
 * Rule 3: the referee needs an active link; in session mode it must belong to the session's
 * account. Both failures are 403 WALLET_NOT_LINKED, as the spec says. Returns the referee's account.
 */
export function checkRefereeLink(
  directory: IdentityDirectory,
  referee: Address,
  sessionAccountId: string | null,
): RuleResult<string> {
  const accountId = directory.activeAccountOf(referee);
  if (accountId === null) {
    return reject('WALLET_NOT_LINKED', 'The referee wallet has no active link to a platform account', { referee });
  }
  if (sessionAccountId !== null && accountId !== sessionAccountId) {
    return reject('WALLET_NOT_LINKED', "The referee wallet is not linked to the session's account", { referee });
  }
  return pass(accountId);
}

/** Rule 4: the canonical referrer needs an active link, otherwise 409 REFERRER_NOT_LINKED. */
export function checkReferrerLink(directory: IdentityDirectory, referrer: Address): RuleResult<string> {
  const accountId = directory.activeAccountOf(referrer);
  if (accountId === null) {
    return reject('REFERRER_NOT_LINKED', 'The referrer wallet has no active link to a platform account', { referrer });
  }
  return pass(accountId);
}

/**
 * Rule 5: a referrer wallet that is or ever was linked to the referee's account is 400
 * SELF_REFERRAL. Removed links count: unlinking a wallet must not turn it into a way to refer
 * yourself. This also catches a referrer that canonicalizes to the referee itself.
 */
export function checkSelfReferral(
  directory: IdentityDirectory,
  refereeAccountId: string,
  referrer: Address,
): RuleResult<null> {
  if (directory.everLinkedAccountsOf(referrer).has(refereeAccountId)) {
    return reject('SELF_REFERRAL', "The referrer wallet is or was linked to the referee's account", { referrer });
  }
  return pass(null);
}

/**
 * Rule 6: walks the referrer's chain of referrers; reaching the referee means the bind would close
 * a loop of any length. Returns the loop (referee first) or null. The visited set only guards
 * against a store that already holds a loop, which the rules never let happen.
 */
export function findReferralCycle(
  referrerOf: (referee: Address) => Address | null,
  referee: Address,
  referrer: Address,
): Address[] | null {
  const path: Address[] = [referee, referrer];
  const visited = new Set<Address>([referrer]);
  if (referrer === referee) return [referee];
  let current = referrerOf(referrer);
  while (current !== null && !visited.has(current)) {
    if (current === referee) return path;
    path.push(current);
    visited.add(current);
    current = referrerOf(current);
  }
  return null;
}

/** Rule 7: the first accepted bind is permanent; the same referrer again is an idempotent repeat. */
export function decideFirstBind(
  existingReferrer: Address | null,
  referrer: Address,
): 'create' | 'repeat' | 'already-bound' {
  if (existingReferrer === null) return 'create';
  return existingReferrer === referrer ? 'repeat' : 'already-bound';
}

/** The rejection of rule 6, naming the loop the bind would close. */
export function cyclicReferralRejection(cycle: readonly Address[]): BindRejection {
  return {
    code: 'CYCLIC_REFERRAL',
    message: 'The referrer is already referred by the referee, directly or through a chain of binds',
    details: { cycle: [...cycle] },
  };
}

/** The rejection of rule 7 for a different referrer; the existing referrer is the referee's own data. */
export function alreadyBoundRejection(referee: Address, existingReferrer: Address): BindRejection {
  return {
    code: 'ALREADY_BOUND',
    message: 'The referee is already bound to a different referrer',
    details: { referee, referrer: existingReferrer },
  };
}

/** Rule 8: a deposit landing this long before its bind is still attributed to the referrer. */
const ATTRIBUTION_GRACE_SECONDS = 300;

/**
 * Rule 8 (data only; the world applies it per campaign when building distributions): the referrer
 * earns from a campaign only when the referee's first accrual in it starts no earlier than five
 * minutes before the bind. Existing participation never blocks the bind itself.
 */
export function isReferralAttributable(boundAt: Date, firstAccrualAt: Date): boolean {
  return firstAccrualAt.getTime() >= boundAt.getTime() - ATTRIBUTION_GRACE_SECONDS * 1000;
}

/**
 * The "at most one hour ahead" field rule of `deadline`. Judged a validation failure (400
 * INVALID_PARAMS) rather than a bad signature: the request breaks a documented limit of the
 * field whatever was signed, and the client can fix it without asking the wallet anything else.
 */
export function checkDeadlineHorizon(deadline: bigint, nowSeconds: number): RuleResult<null> {
  const latest = BigInt(nowSeconds) + BigInt(REFERRAL_BIND_MAX_DEADLINE_SECONDS);
  if (deadline > latest) {
    return reject('INVALID_PARAMS', 'deadline is more than one hour ahead', {
      field: 'deadline',
      latestAllowed: latest.toString(),
    });
  }
  return pass(null);
}

/** Rule 10 (expiry half): a deadline at or before now is an expired signature, 401 INVALID_SIGNATURE. */
export function checkDeadlineNotExpired(deadline: bigint, nowSeconds: number): RuleResult<null> {
  if (deadline <= BigInt(nowSeconds)) {
    return reject('INVALID_SIGNATURE', 'The signature has expired', {
      reason: 'expired',
      deadline: deadline.toString(),
    });
  }
  return pass(null);
}

/**
 * Rules 3 to 5 for an authenticated request. Synchronous on purpose: the route runs it, then the
 * store's atomic rules 6 and 7, with no await in between, so no other request can interleave.
 */
export function checkBindPreconditions(
  directory: IdentityDirectory,
  request: { referee: Address; referrer: Address; sessionAccountId: string | null },
): RuleResult<{ refereeAccountId: string }> {
  const refereeLink = checkRefereeLink(directory, request.referee, request.sessionAccountId);
  if (!refereeLink.ok) return refereeLink;
  const referrerLink = checkReferrerLink(directory, request.referrer);
  if (!referrerLink.ok) return referrerLink;
  const self = checkSelfReferral(directory, refereeLink.value, request.referrer);
  if (!self.ok) return self;
  return pass({ refereeAccountId: refereeLink.value });
}
