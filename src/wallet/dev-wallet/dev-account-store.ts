import { useSyncExternalStore } from 'react';
import { keptStore } from '../../lib/kept.ts';
import * as z from '../../lib/zod.ts';

// Which fixture account the development wallet signs with. Kept in this browser so a reload keeps
// the same identity, and observable so the connector can announce `accountsChanged` at once.

/** Index 0 deploys the local contracts and index 1 submits third-party claims; users start at 2. */
const DEFAULT_DEV_ACCOUNT_INDEX = 2;
export const DEV_ACCOUNT_COUNT = 20;

/** The selected mnemonic index (a bare number before versions were kept). */
const accountIndex = keptStore({
  key: 'devWallet.accountIndex',
  name: "the development wallet's account",
  version: 1,
  legacy: 'json',
  schema: z.number().check(z.int(), z.gte(0), z.lt(DEV_ACCOUNT_COUNT)),
  fallback: DEFAULT_DEV_ACCOUNT_INDEX,
});

/** The selected mnemonic index, one of the accounts the wallet offers. */
export const getDevAccountIndex = accountIndex.read;

/** Selects another account; a connected development wallet switches to it immediately. */
export function setDevAccountIndex(index: number): void {
  accountIndex.write(index);
}

/** Subscribes to account changes, here or in another tab; returns the unsubscribe function. */
export function onDevAccountChange(listener: (index: number) => void): () => void {
  return accountIndex.subscribe(() => {
    listener(accountIndex.read());
  });
}

/** The selected index, re-rendering when it changes. */
export function useDevAccountIndex(): number {
  return useSyncExternalStore(accountIndex.subscribe, accountIndex.getSnapshot, accountIndex.getServerSnapshot);
}
