import { lazy, Suspense } from 'react';
import { useWalletLayer } from '../wallet/wallet-session.ts';
import { WalletReady } from '../wallet/wallet-ready.tsx';
import { WalletPlaceholder } from './wallet-placeholder.tsx';

const RainbowWalletButton = lazy(() => import('./rainbow-wallet-button.tsx'));

/** The header's wallet button: the session's placeholder first, RainbowKit once the wallet layer is in. */
export function WalletButton() {
  const { loadError } = useWalletLayer();
  if (loadError !== undefined) {
    return (
      <button
        type="button"
        title={loadError}
        onClick={() => {
          window.location.reload();
        }}
        className="rounded-xl border border-red-400 px-3 py-2 text-sm text-red-700 dark:text-red-300"
      >
        Wallet failed to load. Reload
      </button>
    );
  }
  return (
    <WalletReady fallback={<WalletPlaceholder />}>
      <Suspense fallback={<WalletPlaceholder />}>
        <RainbowWalletButton />
      </Suspense>
    </WalletReady>
  );
}
