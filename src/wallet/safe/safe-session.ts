import { useSyncExternalStore } from 'react';
import type { Address } from '../../domain/address.ts';
import { paths } from '../../config/paths.ts';

// Whether the app runs inside Safe{Wallet} as a Safe App, and which Safe it is. This module is
// light on purpose: the header and the claim controls read it on every screen, while the Safe
// Apps SDK itself loads only with the wallet layer, and only inside a frame.

/** The Safe the app was opened in, as Safe{Wallet} reports it. */
export interface SafeContext {
  /** Lowercase, as every layer compares addresses. */
  address: Address;
  /** Exactly as the Safe reports it (checksummed): what its provider expects as `from`. */
  reportedAddress: string;
  chainId: number;
  /** Signatures a transaction needs (n of m). */
  threshold: number;
  owners: number;
}

export type SafeSession =
  { status: 'outside' } | { status: 'detecting' } | { status: 'none' } | { status: 'safe'; safe: SafeContext };

/**
 * Whether the app is shown inside another page's frame, where it may be a Safe App (a Safe App
 * always is framed). The rewards widget is framed by partners' pages, never by Safe{Wallet}: it
 * does not ask its page whether it is a Safe, which would hold its wallet back and post the Safe
 * SDK's questions to a page that never answers them.
 */
export function isFramed(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.location.pathname.replace(/\/$/, '').endsWith(paths.widget)) return false;
  try {
    return window.parent !== window;
  } catch {
    // A cross-origin parent can make the comparison throw in old engines: framed all the same.
    return true;
  }
}

const outside: SafeSession = { status: 'outside' };
let session: SafeSession = isFramed() ? { status: 'detecting' } : outside;
const listeners = new Set<() => void>();

/** Called by the wallet layer once it knows whether the parent frame is a Safe. */
export function setSafeSession(next: SafeSession): void {
  session = next;
  for (const listener of listeners) listener();
}

/** The Safe session now, outside React (the claim runs read it). */
export function currentSafeSession(): SafeSession {
  return session;
}

/** The Safe the app runs in, or why there is none yet. */
export function useSafeSession(): SafeSession {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
    () => outside,
  );
}

/** The Safe the app runs in, once known. */
export function useSafe(): SafeContext | undefined {
  const current = useSafeSession();
  return current.status === 'safe' ? current.safe : undefined;
}
