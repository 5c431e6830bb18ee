import type { CreateConnectorFn } from 'wagmi';
import { reconnect, watchAccount } from 'wagmi/actions';
import { rememberWalletConnection } from './wallet-session.ts';
import { appConfig } from '../config/env.ts';
import { createWagmiConfig, type WagmiConfig } from '../config/wagmi.ts';

/**
 * The development wallet exists only in local mode. The static `import.meta.env` test lets the
 * bundler drop its code entirely from a build made with VITE_APP_MODE=production.
 */
async function localConnectors(): Promise<CreateConnectorFn[]> {
  if (import.meta.env.VITE_APP_MODE === 'production' || appConfig.mode !== 'local') return [];
  const { developmentWallet } = await import('./dev-wallet/development-wallet.ts');
  return [developmentWallet()];
}

/**
 * The lazily loaded half of the wallet layer: builds wagmi's config and restores the previous
 * session (what `WagmiProvider` would do on mount).
 */
export async function startWallet(): Promise<WagmiConfig> {
  const config = createWagmiConfig(await localConnectors());
  // Next visit, load the wallet layer at once only if a wallet is still connected.
  watchAccount(config, {
    onChange: (account) => {
      if (account.status === 'connected') rememberWalletConnection(true);
      if (account.status === 'disconnected') rememberWalletConnection(false);
    },
  });
  reconnect(config).catch((error: unknown) => {
    // A wallet that refuses to reconnect leaves the user disconnected, which the UI shows.
    console.warn('Wallet reconnect failed', error);
  });
  return config;
}
