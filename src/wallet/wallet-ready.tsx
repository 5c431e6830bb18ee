import { useContext, type ReactNode } from 'react';
import { WagmiContext } from 'wagmi';

/** Renders children only once the wallet layer has loaded, so they may use wagmi's hooks. */
export function WalletReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useContext(WagmiContext) === undefined ? fallback : children;
}
