import type { CreateConnectorFn } from 'wagmi';
import { connect, reconnect, watchAccount } from 'wagmi/actions';
import { rememberWalletConnection } from './wallet-session.ts';
import { isFramed, setSafeSession, type SafeContext } from './safe/safe-session.ts';
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
 * Inside a frame, asks the parent page whether it is Safe{Wallet}; the SDK loads only then. A
 * parent that does not answer as a Safe leaves the app as any other visit is.
 */
async function safeOfParent(): Promise<SafeContext | undefined> {
  if (!isFramed()) return undefined;
  try {
    const { detectSafe } = await import('./safe/safe-sdk.ts');
    const safe = await detectSafe();
    setSafeSession(safe === undefined ? { status: 'none' } : { status: 'safe', safe });
    return safe;
  } catch (error) {
    console.warn('The page framing this app could not be asked whether it is a Safe', error);
    setSafeSession({ status: 'none' });
    return undefined;
  }
}

/**
 * Inside a Safe, the wallet is the Safe: wagmi's `safe` connector, connected at once without a
 * modal (Safe{Wallet} has already chosen the account and the chain).
 */
async function startSafeWallet(): Promise<WagmiConfig> {
  const [{ safe }, { safeParentOrigins }] = await Promise.all([
    import('./safe/safe-connector.ts'),
    import('./safe/safe-sdk.ts'),
  ]);
  const config = createWagmiConfig([safe({ allowedDomains: safeParentOrigins(), unstable_getInfoTimeout: 1_500 })], {
    discoverInjected: false,
  });
  const connector = config.connectors.find((candidate) => candidate.id === 'safe');
  if (connector === undefined) throw new Error('The Safe connector is missing from the wallet configuration.');
  await connect(config, { connector });
  return config;
}

/**
 * The lazily loaded half of the wallet layer: builds wagmi's config and restores the previous
 * session (what `WagmiProvider` would do on mount); inside a Safe, connects the Safe instead.
 */
export async function startWallet(): Promise<WagmiConfig> {
  if ((await safeOfParent()) !== undefined) return startSafeWallet();
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
