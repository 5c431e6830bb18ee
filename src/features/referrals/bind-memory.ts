import { useSyncExternalStore } from 'react';
import { isAddress, toAddress, type Address } from '../../domain/address.ts';

// The service has no read for a bind ("who is my referrer?"), so what this browser learned from
// a bind's answer is kept here, per referee wallet. It is a memory, not the truth: another
// browser, or cleared storage, does not have it.

const KEY_PREFIX = 'partner.referralBind.';
const CHANGED = 'partner:referral-bind';

/** What this browser saw of a wallet's bind. */
export interface RememberedBind {
  /** The referrer's username, as entered; undefined when the service refused with ALREADY_BOUND. */
  username: string | undefined;
  /** The referrer wallet the service stored; undefined when it did not say (ALREADY_BOUND). */
  referrer: Address | undefined;
  /** When this browser saw the answer. */
  seenAt: Date;
  /** `created`: this answer made the bind; `repeat`: it already existed; `other`: another referrer holds it. */
  outcome: 'created' | 'repeat' | 'other';
}

interface StoredBind {
  username?: string;
  referrer?: string;
  seenAt: string;
  outcome: RememberedBind['outcome'];
}

function parse(text: string | null): RememberedBind | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<StoredBind> | null;
    const seenAt = new Date(value?.seenAt ?? '');
    if (value === null || Number.isNaN(seenAt.getTime())) return undefined;
    if (value.outcome !== 'created' && value.outcome !== 'repeat' && value.outcome !== 'other') return undefined;
    return {
      username: typeof value.username === 'string' ? value.username : undefined,
      referrer: typeof value.referrer === 'string' && isAddress(value.referrer) ? toAddress(value.referrer) : undefined,
      seenAt,
      outcome: value.outcome,
    };
  } catch (error) {
    console.warn('Ignoring an unreadable remembered bind', error);
    return undefined;
  }
}

function read(referee: Address): string | null {
  try {
    return localStorage.getItem(KEY_PREFIX + referee.toLowerCase());
  } catch (error) {
    console.warn('Could not read the remembered bind', error);
    return null;
  }
}

/** Remembers a bind's answer for `referee` in this browser. */
export function rememberBind(referee: Address, bind: RememberedBind): void {
  const stored: StoredBind = {
    ...(bind.username === undefined ? {} : { username: bind.username }),
    ...(bind.referrer === undefined ? {} : { referrer: bind.referrer }),
    seenAt: bind.seenAt.toISOString(),
    outcome: bind.outcome,
  };
  try {
    localStorage.setItem(KEY_PREFIX + referee.toLowerCase(), JSON.stringify(stored));
  } catch (error) {
    console.warn('Could not remember the bind', error);
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Forgets what this browser remembered of `referee`'s bind (the bind itself stays). */
export function forgetBind(referee: Address): void {
  try {
    localStorage.removeItem(KEY_PREFIX + referee.toLowerCase());
  } catch (error) {
    console.warn('Could not forget the bind', error);
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The bind this browser remembers for `referee`, kept current across tabs. */
export function useRememberedBind(referee: Address | undefined): RememberedBind | undefined {
  // The raw string is the snapshot (stable between changes); it is parsed after.
  const text = useSyncExternalStore(
    subscribe,
    () => (referee === undefined ? null : read(referee)),
    () => null,
  );
  return parse(text);
}
