import type { CreateConnectorFn } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { createWagmiConfig, type WagmiConfig } from '../config/wagmi.ts';

/**
 * The lazily loaded half of the wallet layer: builds wagmi's config and restores the previous
 * session (what `WagmiProvider` would do on mount).
 */
export function startWallet(extraConnectors: readonly CreateConnectorFn[]): WagmiConfig {
  const config = createWagmiConfig(extraConnectors);
  reconnect(config).catch((error: unknown) => {
    // A wallet that refuses to reconnect leaves the user disconnected, which the UI shows.
    console.warn('Wallet reconnect failed', error);
  });
  return config;
}
