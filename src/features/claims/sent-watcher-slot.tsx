import { lazy, Suspense } from 'react';
import { WalletReady } from '../../wallet/wallet-ready.tsx';

// The watcher's code (wagmi's reads, the claim kinds) loads only once a wallet layer runs: a
// read-only visit never loads it, and it has nothing to watch there.
const SentWatcher = lazy(() => import('./sent-watcher-view.tsx'));

/** Settles the connected wallet's pending sends on every screen, once the wallet layer has loaded. */
export function SentWatcherSlot() {
  return (
    <WalletReady>
      <Suspense fallback={null}>
        <SentWatcher />
      </Suspense>
    </WalletReady>
  );
}
