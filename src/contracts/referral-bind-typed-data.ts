import type { Address, TypedDataDomain } from 'viem';

// EIP-712 message a referee's wallet signs to bind itself to a referrer (POST /v1/referrals/bind,
// signature mode). The app signs with these constants and the mock service verifies with the same
// ones, so a drift between the two cannot go unnoticed in tests.

/**
 * Domain of the bind message. It deliberately carries no `chainId` and no `verifyingContract`:
 * a bind is global across chains and is checked by the service, not by a contract, so a wallet
 * connected to any chain produces the same signature.
 */
export const referralBindDomain = {
  name: 'Partner TBI Referrals',
  version: '1',
} as const satisfies TypedDataDomain;

/** Types of the bind message; `ReferralBind` is the primary type. */
const referralBindTypes = {
  ReferralBind: [
    { name: 'referrer', type: 'address' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** Primary type name, spelled once so signer and verifier cannot disagree. */
const referralBindPrimaryType = 'ReferralBind' as const;

/** The longest a signed bind may stay valid: the service refuses deadlines further ahead. */
export const REFERRAL_BIND_MAX_DEADLINE_SECONDS = 3600;

/** Message members of a bind, as viem's typed-data helpers expect them. */
export interface ReferralBindMessage {
  referrer: Address;
  deadline: bigint;
}

/**
 * Builds the message for a bind. `referrer` must be the wallet address sent in the request (the
 * resolved payout wallet when binding by username), not its canonical owner: the service checks
 * the signature against the address exactly as submitted. `deadline` is unix seconds.
 */
function buildReferralBindMessage(referrer: Address, deadline: bigint): ReferralBindMessage {
  return { referrer, deadline };
}

/**
 * The complete typed-data payload for `signTypedData` (wagmi or a viem account) and for
 * `verifyTypedData`, so callers do not assemble domain, types and primary type by hand.
 */
export function buildReferralBindTypedData(referrer: Address, deadline: bigint) {
  return {
    domain: referralBindDomain,
    types: referralBindTypes,
    primaryType: referralBindPrimaryType,
    message: buildReferralBindMessage(referrer, deadline),
  } as const;
}
