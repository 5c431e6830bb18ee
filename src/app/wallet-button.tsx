import { lazy, Suspense } from 'react';
import { ChainIcon } from '../components/chain-icon.tsx';
import { chainName } from '../config/chains.ts';
import { shortenAddress } from '../domain/address.ts';
import { useWalletLayer } from '../wallet/wallet-session.ts';
import { WalletReady } from '../wallet/wallet-ready.tsx';
import { useSafeSession, type SafeContext } from '../wallet/safe/safe-session.ts';
import { WalletPlaceholder } from './wallet-placeholder.tsx';

const RainbowWalletButton = lazy(() => import('./rainbow-wallet-button.tsx'));

/**
 * Inside Safe{Wallet} the account is the Safe, chosen there: no modal, no disconnect, no chain
 * switch, only what the app acts as.
 */
function SafeAccount({ safe }: { safe: SafeContext }) {
  const chain = chainName(safe.chainId);
  return (
    <p
      title={`${safe.reportedAddress} on ${chain}`}
      aria-label={`Safe ${safe.address} on ${chain}`}
      className="flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-semibold whitespace-nowrap dark:border-slate-700 dark:bg-slate-900"
    >
      <ChainIcon chainId={safe.chainId} size={16} />
      <span className="rounded bg-emerald-100 px-1.5 text-xs text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
        Safe
      </span>
      <span className="font-mono">{shortenAddress(safe.address)}</span>
      <span className="sr-only">on {chain}</span>
    </p>
  );
}

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
        Wallet failed to load. Reload
      </button>
    );
  }
  if (safeSession.status === 'safe') return <SafeAccount safe={safeSession.safe} />;
  if (safeSession.status === 'detecting') return <WalletPlaceholder />;
  return (
    <WalletReady fallback={<WalletPlaceholder />}>
      <Suspense fallback={<WalletPlaceholder />}>
        <RainbowWalletButton />
      </Suspense>
    </WalletReady>
  );
}
