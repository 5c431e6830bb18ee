import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import { useWalletLayer } from '../wallet/wallet-session.ts';
import { WalletReady } from '../wallet/wallet-ready.tsx';
import { useSafeSession } from '../wallet/safe/safe-session.ts';
import { WalletPlaceholder } from './wallet-placeholder.tsx';

const RainbowWalletButton = lazy(() => import('./rainbow-wallet-button.tsx'));
// Only ever drawn inside a Safe: the chain names and icons it shows stay off every other first load.
const SafeAccount = lazy(() => import('./safe-account.tsx'));

/**
 * The header's wallet button: the session's placeholder first, RainbowKit once the wallet layer is
 * in; inside a Safe, the Safe itself (RainbowKit is then never loaded).
 */
export function WalletButton() {
  const { loadError } = useWalletLayer();
  const safeSession = useSafeSession();
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
        <Trans>Wallet failed to load. Reload</Trans>
      </button>
    );
  }
  if (safeSession.status === 'safe') {
    return (
      <Suspense fallback={<WalletPlaceholder />}>
        <SafeAccount safe={safeSession.safe} />
      </Suspense>
    );
  }
  if (safeSession.status === 'detecting') return <WalletPlaceholder />;
  return (
    <WalletReady fallback={<WalletPlaceholder />}>
      <Suspense fallback={<WalletPlaceholder />}>
        <RainbowWalletButton />
      </Suspense>
    </WalletReady>
  );
}
