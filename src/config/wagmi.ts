import { createConfig, createStorage, http, noopStorage, type CreateConnectorFn } from 'wagmi';
import { walletConnect } from 'wagmi/connectors';
import { appConfig } from './env.ts';
import { supportedChains } from './chains.ts';
import { svgDataUrl } from '../lib/svg-data-url.ts';

const walletConnectIcon = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b99fc"/><path d="M9.6 12.4c3.5-3.4 9.2-3.4 12.8 0l.4.4-1.5 1.5-.6-.6c-2.5-2.4-6.6-2.4-9.1 0l-.6.6-1.5-1.5zm15.8 2.9 1.3 1.3-6 5.9-4.7-4.6-4.7 4.6-6-5.9 1.3-1.3 4.7 4.6 4.7-4.6 4.7 4.6z" fill="#fff"/></svg>',
);

/**
 * Wallets come from EIP-6963 discovery (every modern extension announces itself), plus
 * WalletConnect when a project id is configured. RainbowKit lists any connector carrying a
 * data-URI icon, so this config needs nothing from RainbowKit and RainbowKit can load after
 * first paint.
 */
function connectors(extra: readonly CreateConnectorFn[]): CreateConnectorFn[] {
  const list: CreateConnectorFn[] = [...extra];
  const projectId = appConfig.walletConnectProjectId;
  if (projectId !== undefined) {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the notice is about a transitive logger; the connector itself is wagmi 2's supported one
    const createWalletConnect = walletConnect({ projectId, showQrModal: true });
    list.push((config) => ({ ...createWalletConnect(config), icon: walletConnectIcon }));
  }
  return list;
}

/**
 * wagmi's default storage reads `window.localStorage`, which throws in a frame whose browser
 * blocks third-party storage (a Safe App inside Safe{Wallet}, in many browsers): the wallet layer
 * would fail to load. Such a visit keeps wagmi's state for this page only.
 */
function wagmiStorage() {
  try {
    if (typeof window !== 'undefined') {
      const storage = window.localStorage;
      return {
        getItem: (key: string) => storage.getItem(key),
        removeItem: (key: string) => {
          storage.removeItem(key);
        },
        setItem: (key: string, value: string) => {
          try {
            storage.setItem(key, value);
          } catch (error) {
            // Full or refused: wagmi's state lasts for this page, as it would without storage.
            console.warn('The wallet state could not be kept in this browser', error);
          }
        },
      };
    }
  } catch (error) {
    console.warn('This browser refuses storage here; the wallet state lasts until the page closes', error);
  }
  return noopStorage;
}

/**
 * Builds the wagmi config; `extraConnectors` is how local mode adds the development wallet and a
 * Safe App its Safe. Inside a Safe, `discoverInjected: false` leaves browser extensions out: the
 * Safe is the only account the app may act for there.
 */
export function createWagmiConfig(
  extraConnectors: readonly CreateConnectorFn[] = [],
  { discoverInjected = true }: { discoverInjected?: boolean } = {},
) {
  return createConfig({
    chains: supportedChains,
    connectors: discoverInjected ? connectors(extraConnectors) : [...extraConnectors],
    multiInjectedProviderDiscovery: discoverInjected,
    storage: createStorage({ storage: wagmiStorage() }),
    // Reads made in the same tick go out as one JSON-RPC batch: planning a claim-all reads a
    // root, a paid total and a gas estimate per campaign, dozens of calls at once, which a
    // browser would otherwise queue six at a time per RPC. Batches stay at 20 calls, within
    // what public RPCs that accept batches at all allow.
    transports: Object.fromEntries(
      supportedChains.map((chain) => [chain.id, http(appConfig.rpcUrls[chain.id], { batch: { batchSize: 20 } })]),
    ),
  });
}

export type WagmiConfig = ReturnType<typeof createWagmiConfig>;
