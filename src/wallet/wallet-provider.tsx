import { type ReactNode, useEffect, useState } from 'react';
import { WagmiContext } from 'wagmi';
import type { WagmiConfig } from '../config/wagmi.ts';
import { reportWalletLoadError, useWalletLayer } from './wallet-session.ts';

let walletPromise: Promise<WagmiConfig> | undefined;

/** Loads the wallet layer once per page, however often the provider mounts. */
function loadWallet(): Promise<WagmiConfig> {
  walletPromise ??= import('./wallet-runtime.ts').then((module) => module.startWallet());
  return walletPromise;
}

/**
 * Provides wagmi's context like `WagmiProvider`, but fills it only once the wallet is wanted (see
 * wallet-session.ts): at once when a wallet was connected before, otherwise on the user's first
 * move towards a connect button. The tree keeps its
 * shape when the config arrives (only the context value changes), so nothing remounts.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<WagmiConfig>();
  const { requested } = useWalletLayer();
  useEffect(() => {
    if (!requested) return;
    let live = true;
    loadWallet().then(
      (loaded) => {
        if (live) setConfig(loaded);
      },
      (error: unknown) => {
        // The header's wallet button turns into "Wallet failed to load. Reload" with the reason.
        if (live) reportWalletLoadError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [requested]);
  return <WagmiContext.Provider value={config}>{children}</WagmiContext.Provider>;
}
