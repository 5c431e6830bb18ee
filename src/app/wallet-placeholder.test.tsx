import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createConfig, http, WagmiContext } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { foundry } from 'viem/chains';
import { rememberWalletConnection, requestWalletLayer, resetWalletSession } from '../wallet/wallet-session.ts';
import { WalletPlaceholder } from './wallet-placeholder.tsx';

const account = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function renderPlaceholder(config?: ReturnType<typeof createConfig>) {
  return render(
    <WagmiContext.Provider value={config}>
      <WalletPlaceholder />
    </WagmiContext.Provider>,
  );
}

// Each test starts from a fresh page load: the store is module state.
beforeEach(() => {
  window.localStorage.clear();
  resetWalletSession();
});

afterEach(() => {
  window.localStorage.clear();
});

describe('WalletPlaceholder', () => {
  it('offers to connect on a first visit, also once the pointer asks for the wallet code', () => {
    renderPlaceholder();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    act(() => {
      requestWalletLayer();
    });
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('says Reconnecting, not Connect Wallet, while a remembered wallet is being restored', () => {
    rememberWalletConnection(true);
    resetWalletSession();
    renderPlaceholder();
    expect(screen.getByRole('button', { name: 'Reconnecting…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();
  });

  it('names the wallet wagmi is reconnecting, the address the page already shows', () => {
    rememberWalletConnection(true);
    resetWalletSession();
    const config = createConfig({
      chains: [foundry],
      connectors: [mock({ accounts: [account] })],
      transports: { [foundry.id]: http('http://127.0.0.1:1') },
    });
    const connector = config.connectors[0];
    if (connector === undefined) throw new Error('mock connector missing');
    // The state wagmi holds while `reconnect` waits for the wallet: the stored session, unconfirmed.
    config.setState((state) => ({
      ...state,
      status: 'reconnecting',
      current: connector.uid,
      connections: new Map([[connector.uid, { accounts: [account], chainId: foundry.id, connector }]]),
    }));
    renderPlaceholder(config);
    expect(screen.getByRole('button', { name: 'Reconnecting wallet 0x3c44…93bc' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();

    // The wallet answered that it is no longer connected: now connecting is the way on.
    act(() => {
      config.setState((state) => ({ ...state, status: 'disconnected', current: null, connections: new Map() }));
    });
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });
});
