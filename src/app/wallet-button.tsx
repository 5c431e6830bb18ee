import { lazy, Suspense } from 'react';
import { requestWalletLayer, useWalletLayer } from '../wallet/wallet-session.ts';
import { WalletReady } from '../wallet/wallet-ready.tsx';

const RainbowWalletButton = lazy(() => import('./rainbow-wallet-button.tsx'));

/** Same size as RainbowKit's button; a click loads the wallet layer and opens its modal. */
function PlaceholderButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={requestWalletLayer}
      onFocus={requestWalletLayer}
      className="rounded-xl bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
    >
      Connect Wallet
    </button>
  );
}

/** The header's wallet button: a same-sized placeholder first, RainbowKit once the wallet layer is in. */
export function WalletButton() {
  const { loadError, openConnectModal } = useWalletLayer();
  const placeholder = <PlaceholderButton onClick={openConnectModal} />;
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
    <WalletReady fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <RainbowWalletButton />
      </Suspense>
    </WalletReady>
  );
}
