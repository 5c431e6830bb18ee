import { useSyncExternalStore } from 'react';

/**
 * Which fixture account the development wallet signs with. Kept in localStorage so a reload keeps
 * the same identity, and observable so the connector can announce `accountsChanged` at once.
 */
const storageKey = 'devWallet.accountIndex';
/** Index 0 deploys the local contracts and index 1 submits third-party claims; users start at 2. */
const DEFAULT_DEV_ACCOUNT_INDEX = 2;
export const DEV_ACCOUNT_COUNT = 20;

const listeners = new Set<(index: number) => void>();

/** The selected mnemonic index, clamped to the accounts the wallet offers. */
export function getDevAccountIndex(): number {
  const stored = Number(window.localStorage.getItem(storageKey));
  return Number.isInteger(stored) &&
    stored >= 0 &&
    stored < DEV_ACCOUNT_COUNT &&
    window.localStorage.getItem(storageKey) !== null
    ? stored
    : DEFAULT_DEV_ACCOUNT_INDEX;
}

/** Selects another account; a connected development wallet switches to it immediately. */
export function setDevAccountIndex(index: number): void {
  window.localStorage.setItem(storageKey, String(index));
  for (const listener of listeners) listener(index);
}

/** Subscribes to account changes; returns the unsubscribe function. */
export function onDevAccountChange(listener: (index: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selected index, re-rendering when it changes. */
export function useDevAccountIndex(): number {
  return useSyncExternalStore(
    (onChange) => onDevAccountChange(onChange),
    getDevAccountIndex,
    () => DEFAULT_DEV_ACCOUNT_INDEX,
  );
}
