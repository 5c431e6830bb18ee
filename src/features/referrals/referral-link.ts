// Referral links are `?ref=username` on any page. The username is kept in this browser until the
// visitor binds (a bind is permanent, so the app never binds without an explicit click).

import { parseReferralUsername, USERNAME_FORMAT_HINT } from '../../domain/referral-username.ts';
import { keptStore } from '../../lib/kept.ts';
import * as z from '../../lib/zod.ts';

/** The link parameter a referrer shares. */
export const REF_PARAM = 'ref';

/** The referrals page's parameter for reading another address's earnings (read-only). */
export const VIEW_AS_PARAM = 'address';

// Kept as it always was under this key (bare text before versions were kept); the schema
// accepts only a username as the service reads it.
const pendingReferral = keptStore({
  key: 'partner.pendingReferrer',
  name: 'the referral link this browser arrived with',
  version: 1,
  legacy: 'text',
  schema: z.string().check(z.refine((text) => parseReferralUsername(text) === text, USERNAME_FORMAT_HINT)),
  fallback: null,
});

/** The link that credits `username`: the app's first page (`appRoot`, absolute) with `?ref=`. */
export function referralLinkFor(appRoot: string, username: string): string {
  const url = new URL(appRoot);
  url.searchParams.set(REF_PARAM, username);
  return url.toString();
}

/** The referral this browser arrived with and has not bound yet. */
export function readPendingReferral(): string | null {
  return pendingReferral.read();
}

/** Remembers the referral of the link this browser arrived with (the newest link wins). */
export function savePendingReferral(username: string): void {
  if (pendingReferral.read() !== username) pendingReferral.write(username);
}

/** Forgets the pending referral, once bound or dismissed. */
export function clearPendingReferral(): void {
  pendingReferral.clear();
}

/** Calls `onChange` when the pending referral changes, in this tab or another. */
export const subscribePendingReferral = pendingReferral.subscribe;
