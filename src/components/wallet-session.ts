import { useContext, useSyncExternalStore } from 'react';
import type { Address } from 'viem';
import { WagmiContext } from 'wagmi';
import { getAccount, watchAccount } from 'wagmi/actions';

/**
 * The wallet layer (wagmi's config and RainbowKit) loads after first paint to keep it out of the
 * first-load JS. Until it arrives, `WagmiContext` holds no config and wagmi's own hooks would throw,
 * so anything rendered on first paint reads the wallet through this hook instead; components that
 * act with the wallet (sign, send) render inside `<WalletReady>`.
 */
export interface WalletSession {
  /** False until the wallet layer has loaded. */
  ready: boolean;
  address: Address | undefined;
  chainId: number | undefined;
  isConnected: boolean;
}

const notReady: WalletSession = { ready: false, address: undefined, chainId: undefined, isConnected: false };
const noop = (): void => undefined;

let cached: WalletSession = notReady;

/** The connected wallet, or a not-ready session while the wallet layer loads. */
export function useWalletSession(): WalletSession {
  const config = useContext(WagmiContext);
  return useSyncExternalStore(
    (onChange) => (config === undefined ? noop : watchAccount(config, { onChange })),
    () => {
      if (config === undefined) return notReady;
      const account = getAccount(config);
      const address = account.address?.toLowerCase() as Address | undefined;
      // A stable object per distinct state, as useSyncExternalStore requires.
      if (
        cached.ready &&
        cached.address === address &&
        cached.chainId === account.chainId &&
        cached.isConnected === account.isConnected
      ) {
        return cached;
      }
      cached = { ready: true, address, chainId: account.chainId, isConnected: account.isConnected };
      return cached;
    },
    () => notReady,
  );
}

/**
 * What the lazily loaded wallet layer tells the rest of the app: RainbowKit's modal opener once it
 * is ready, or why the layer failed to load.
 */
interface WalletLayerState {
  openConnectModal: (() => void) | undefined;
  loadError: string | undefined;
}

let layerState: WalletLayerState = { openConnectModal: undefined, loadError: undefined };
const layerListeners = new Set<() => void>();

function updateLayer(patch: Partial<WalletLayerState>): void {
  layerState = { ...layerState, ...patch };
  for (const listener of layerListeners) listener();
}

function subscribeLayer(listener: () => void): () => void {
  layerListeners.add(listener);
  return () => layerListeners.delete(listener);
}

/** Called by the wallet layer once RainbowKit is ready (and with undefined when it unmounts). */
export function registerConnectModal(open: (() => void) | undefined): void {
  updateLayer({ openConnectModal: open });
}

/** Called when the wallet layer's code could not be loaded. */
export function reportWalletLoadError(error: unknown): void {
  updateLayer({ loadError: error instanceof Error ? error.message : String(error) });
}

/** RainbowKit's modal opener (undefined while loading) and the load error, if any. */
export function useWalletLayer(): WalletLayerState {
  return useSyncExternalStore(
    subscribeLayer,
    () => layerState,
    () => layerState,
  );
}
