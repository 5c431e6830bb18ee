// Referral links are `?ref=username` on any page. The username is kept in this browser until the
// visitor binds (a bind is permanent, so the app never binds without an explicit click).

import { parseReferralUsername } from '../../domain/referral-username.ts';

/** The link parameter a referrer shares. */
export const REF_PARAM = 'ref';

/** The referrals page's parameter for reading another address's earnings (read-only). */
export const VIEW_AS_PARAM = 'address';

const PENDING_KEY = 'partner.pendingReferrer';
// Same-tab writes fire no `storage` event, so the app announces its own.
const PENDING_CHANGED = 'partner:pending-referral';

/** The link that credits `username`, on this app's origin. */
export function referralLinkFor(origin: string, username: string): string {
  const url = new URL('/', origin);
  url.searchParams.set(REF_PARAM, username);
  return url.toString();
}

/** The referral this browser arrived with and has not bound yet. */
export function readPendingReferral(): string | null {
  try {
    const stored = localStorage.getItem(PENDING_KEY);
    return stored === null ? null : parseReferralUsername(stored);
  } catch (error) {
    // Storage can be blocked (private mode, policies); the link in the URL still works.
    console.warn('Could not read the pending referral', error);
    return null;
  }
}

/** Remembers the referral of the link this browser arrived with (the newest link wins). */
export function savePendingReferral(username: string): void {
  try {
    if (localStorage.getItem(PENDING_KEY) === username) return;
    localStorage.setItem(PENDING_KEY, username);
    window.dispatchEvent(new Event(PENDING_CHANGED));
  } catch (error) {
    console.warn('Could not keep the pending referral', error);
  }
}

/** Forgets the pending referral, once bound or dismissed. */
export function clearPendingReferral(): void {
  try {
    localStorage.removeItem(PENDING_KEY);
    window.dispatchEvent(new Event(PENDING_CHANGED));
  } catch (error) {
    console.warn('Could not clear the pending referral', error);
  }
}

/** Calls `onChange` when the pending referral changes, in this tab or another. */
export function subscribePendingReferral(onChange: () => void): () => void {
  window.addEventListener(PENDING_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(PENDING_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
