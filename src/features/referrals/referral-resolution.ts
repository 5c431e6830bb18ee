import { isApiError } from '../../api/api-error.ts';
import type { ReferralUsername } from '../../api/schemas/referrals.ts';
import type { Address } from '../../domain/address.ts';
import { parseReferralUsername } from '../../domain/referral-username.ts';
import type { RememberedBind } from './bind-memory.ts';

// A referral link is `?ref=username`, and anyone can write any name into one. So a link says
// nothing until the service has said whose username it is: the banner speaks from this state,
// never from the raw parameter.

/** What a referral link (or the one kept from an earlier visit) amounts to for this visitor. */
export type ReferralLinkState =
  /** No link in the address bar and none kept. */
  | { kind: 'none' }
  /** The link's `ref` is not a username at all; `text` is what it held. */
  | { kind: 'malformed'; text: string }
  /** Waiting for the service (or for the wallet, to know whether the link is the visitor's own). */
  | { kind: 'checking'; username: string }
  /** No account uses this username: the link credits nobody. */
  | { kind: 'unknown'; username: string }
  /** The service could not be asked; `error` says why. */
  | { kind: 'failed'; username: string; error: unknown }
  /** The username's payout wallet is the connected wallet: the visitor's own link. */
  | { kind: 'own'; username: string; referrer: Address }
  /**
   * The connected wallet is bound (as this browser remembers): `justNow` when this visit made the
   * bind, else it came here bound and the link changes nothing.
   */
  | { kind: 'bound'; username: string; referrer: Address; bind: RememberedBind; justNow: boolean }
  /** A real referrer: `referrer` is the wallet a bind through this link credits. */
  | { kind: 'known'; username: string; referrer: Address };

export interface ReferralLinkInput {
  /** The raw `ref` parameter of the address bar; null when there is none. */
  param: string | null;
  /** The username kept from an earlier link in this browser; null when none. */
  pending: string | null;
  /** The username lookup of the link's username (react-query's `data` and `error`). */
  lookup: { data: ReferralUsername | undefined; error: unknown };
  /** The connected wallet, lowercase; undefined when none. */
  wallet: Address | undefined;
  /** False while the wallet layer is still finding out whether a wallet is connected. */
  walletKnown: boolean;
  /** The bind this browser remembers for the connected wallet, if any. */
  bind: RememberedBind | undefined;
  /** Whether this visit made that bind (it is not kept across a reload). */
  boundThisVisit: boolean;
}

/** The username a link names: the address bar's, else the one kept; null when none or malformed. */
export function referralLinkUsername(param: string | null, pending: string | null): string | null {
  return param === null ? pending : parseReferralUsername(param);
}

/**
 * Resolves a referral link to what may be said about it. Order matters: a link that is wrong
 * (malformed, unknown) is said to be wrong whoever is connected; only a checked name is then
 * weighed against the wallet (own link, already bound) before anything invites a bind.
 */
export function resolveReferralLink(input: ReferralLinkInput): ReferralLinkState {
  const { param, lookup, wallet, bind } = input;
  if (param !== null && parseReferralUsername(param) === null) return { kind: 'malformed', text: param };
  const username = referralLinkUsername(param, input.pending);
  if (username === null) return { kind: 'none' };

  // An answer for another name (a lookup still switching keys) says nothing about this one.
  const data = lookup.data?.username === username ? lookup.data : undefined;
  if (data === undefined) {
    if (isApiError(lookup.error, 'NOT_FOUND', 'REFERRER_NOT_FOUND')) return { kind: 'unknown', username };
    if (lookup.error != null) return { kind: 'failed', username, error: lookup.error };
    return { kind: 'checking', username };
  }
  // Until the wallet is known, "bind to them" could be an invitation to bind to oneself.
  if (!input.walletKnown) return { kind: 'checking', username };
  if (wallet !== undefined && data.referrer === wallet) return { kind: 'own', username, referrer: data.referrer };
  if (wallet !== undefined && bind !== undefined) {
    const justNow = input.boundThisVisit && bind.outcome === 'created';
    return { kind: 'bound', username, referrer: data.referrer, bind, justNow };
  }
  return { kind: 'known', username, referrer: data.referrer };
}
