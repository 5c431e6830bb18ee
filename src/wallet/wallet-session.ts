import { useContext, useSyncExternalStore } from 'react';
import { toAddress, type Address } from '../domain/address.ts';
import { WagmiContext } from 'wagmi';
import { getAccount, watchAccount } from 'wagmi/actions';
import { keptStore } from '../lib/kept.ts';
import * as z from '../lib/zod.ts';
import { isFramed } from './safe/safe-session.ts';

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
  /**
   * True while wagmi restores the last session: `address` is already the remembered account (the
   * page shows it), but the wallet has not confirmed it yet, so nothing may offer "Connect".
   */
  reconnecting: boolean;
}

const notReady: WalletSession = {
  ready: false,
  address: undefined,
  chainId: undefined,
  isConnected: false,
  reconnecting: false,
};
/** Known without loading anything: no wallet was connected here and none has been asked for. */
const knownDisconnected: WalletSession = { ...notReady, ready: true };
const noop = (): void => undefined;

let cached: WalletSession = notReady;

/** The connected wallet, or a not-ready session while the wallet layer loads. */
export function useWalletSession(): WalletSession {
  const config = useContext(WagmiContext);
  const { requested } = useWalletLayer();
  return useSyncExternalStore(
    (onChange) => (config === undefined ? noop : watchAccount(config, { onChange })),
    () => {
      if (config === undefined) return requested ? notReady : knownDisconnected;
      const account = getAccount(config);
      const address = account.address === undefined ? undefined : toAddress(account.address);
      // A stable object per distinct state, as useSyncExternalStore requires.
      if (
        cached.ready &&
        cached.address === address &&
        cached.chainId === account.chainId &&
        cached.isConnected === account.isConnected &&
        cached.reconnecting === account.isReconnecting
      ) {
        return cached;
      }
      cached = {
        ready: true,
        address,
        chainId: account.chainId,
        isConnected: account.isConnected,
        reconnecting: account.isReconnecting,
      };
      return cached;
    },
    () => notReady,
  );
}

// Whether a wallet was connected in this browser last time, so the wallet layer loads at once.
// 'true' (read as JSON) before versions were kept.
const walletWasConnected = keptStore({
  key: 'walletLayer.connected',
  name: 'whether a wallet was connected here',
  version: 1,
  legacy: 'json',
  schema: z.boolean(),
  fallback: false,
});

/** Called by the wallet layer as the account connects and disconnects. */
export function rememberWalletConnection(connected: boolean): void {
  if (connected) walletWasConnected.write(true);
  else walletWasConnected.clear();
}

/**
 * The wallet layer (wagmi, RainbowKit, wallet discovery) is loaded only when it is needed: at once
 * for a browser that had a wallet connected, otherwise when the user reaches for the wallet
 * (hovers, focuses or clicks a connect button). A first visit pays nothing for it.
 */
interface WalletLayerState {
  /** Opens the wallet modal, loading the wallet layer first if needed. */
  openConnectModal: () => void;
  /** True once something asked for the wallet layer, or from the start after an earlier connection. */
  requested: boolean;
  /**
   * A wallet was connected here last time, so this page load starts by restoring it: until the
   * wallet layer answers, the header says "Reconnecting", never "Connect Wallet".
   */
  restoring: boolean;
  loadError: string | undefined;
}

let rainbowOpen: (() => void) | undefined;
let openWhenReady = false;

/** Starts loading the wallet layer (idempotent), e.g. when a pointer nears a connect button. */
export function requestWalletLayer(): void {
  if (!layerState.requested) updateLayer({ requested: true });
}

function openWalletModal(): void {
  if (rainbowOpen !== undefined) {
    rainbowOpen();
    return;
  }
  openWhenReady = true;
  requestWalletLayer();
}

// A browser that had a wallet connected wants the layer from the start; read once per page load.
// So does a page in a frame, which may be a Safe App whose Safe connects without being asked.
function initialLayerState(): WalletLayerState {
  const restoring = walletWasConnected.read();
  return { openConnectModal: openWalletModal, requested: restoring || isFramed(), restoring, loadError: undefined };
}

let layerState = initialLayerState();
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
  rainbowOpen = open;
  if (open !== undefined && openWhenReady) {
    openWhenReady = false;
    open();
  }
}

/** Called by the wallet provider when the wallet layer's code could not be loaded. */
export function reportWalletLoadError(error: unknown): void {
  updateLayer({ loadError: error instanceof Error ? error.message : String(error) });
}

/** The modal opener, whether the layer was asked for, and the load error, if any. */
export function useWalletLayer(): WalletLayerState {
  return useSyncExternalStore(
    subscribeLayer,
    () => layerState,
    () => layerState,
  );
}

/**
 * Puts the store back as a fresh page load finds it (the last session and layer state forgotten,
 * `requested` read again from storage). The store lives in module state, which tests share; each
 * test resets it so none depends on what an earlier one asked for.
 */
export function resetWalletSession(): void {
  cached = notReady;
  rainbowOpen = undefined;
  openWhenReady = false;
  updateLayer(initialLayerState());
}
