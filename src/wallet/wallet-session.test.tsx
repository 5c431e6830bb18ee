import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createConfig, http, WagmiContext } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { connect, disconnect } from 'wagmi/actions';
import { foundry } from 'viem/chains';
import type { ReactNode } from 'react';
import {
  registerConnectModal,
  rememberWalletConnection,
  reportWalletLoadError,
  requestWalletLayer,
  resetWalletSession,
  useWalletLayer,
  useWalletSession,
} from './wallet-session.ts';
import { WalletReady } from './wallet-ready.tsx';

const account = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function WalletStatus() {
  const session = useWalletSession();
  if (!session.ready) return <p>Wallet loading</p>;
  return (
    <p>{session.isConnected ? `Connected ${session.address ?? ''} on ${String(session.chainId)}` : 'Not connected'}</p>
  );
}

function renderWithProviders(config: ReturnType<typeof createConfig> | undefined, children: ReactNode) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <WagmiContext.Provider value={config}>{children}</WagmiContext.Provider>
    </QueryClientProvider>,
  );
}

// The store is module state shared by every test in this file: each starts from a fresh page load.
beforeEach(() => {
  window.localStorage.clear();
  resetWalletSession();
});

afterEach(() => {
  window.localStorage.clear();
});

describe('useWalletSession', () => {
  it('knows a first visit has no wallet without loading any wallet code', () => {
    renderWithProviders(
      undefined,
      <WalletReady fallback={<span>Preparing wallet</span>}>
        <button type="button">Claim</button>
      </WalletReady>,
    );
    render(<WalletStatus />);
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.getByText('Preparing wallet')).toBeInTheDocument();
  });

  it('reports a loading wallet once asked for, and hides wallet-only UI until it arrives', () => {
    requestWalletLayer();
    renderWithProviders(
      undefined,
      <>
        <WalletStatus />
        <WalletReady fallback={<span>Preparing wallet</span>}>
          <button type="button">Claim</button>
        </WalletReady>
      </>,
    );
    expect(screen.getByText('Wallet loading')).toBeInTheDocument();
    expect(screen.getByText('Preparing wallet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('follows connect and disconnect, with a lowercase address', async () => {
    const config = createConfig({
      chains: [foundry],
      connectors: [mock({ accounts: [account] })],
      transports: { [foundry.id]: http('http://127.0.0.1:1') },
    });
    renderWithProviders(
      config,
      <>
        <WalletStatus />
        <WalletReady>
          <button type="button">Claim</button>
        </WalletReady>
      </>,
    );
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeInTheDocument();

    const connector = config.connectors[0];
    if (connector === undefined) throw new Error('mock connector missing');
    await act(async () => {
      await connect(config, { connector });
    });
    expect(screen.getByText(`Connected ${account.toLowerCase()} on 31337`)).toBeInTheDocument();

    await act(async () => {
      await disconnect(config);
    });
    expect(screen.getByText('Not connected')).toBeInTheDocument();
  });
});

function LayerStatus() {
  const { requested, loadError, openConnectModal } = useWalletLayer();
  return (
    <>
      <p>{requested ? 'Wallet requested' : 'Wallet not requested'}</p>
      {loadError !== undefined && <p role="alert">{loadError}</p>}
      <button type="button" onClick={openConnectModal}>
        Connect
      </button>
    </>
  );
}

describe('the wallet layer store', () => {
  it('loads the wallet at once for a browser that had one connected, and not after a disconnect', () => {
    rememberWalletConnection(true);
    resetWalletSession();
    const { unmount } = render(<LayerStatus />);
    expect(screen.getByText('Wallet requested')).toBeInTheDocument();
    unmount();

    rememberWalletConnection(false);
    resetWalletSession();
    render(<LayerStatus />);
    expect(screen.getByText('Wallet not requested')).toBeInTheDocument();
  });

  it('opens the modal a click asked for as soon as RainbowKit registers it', () => {
    render(<LayerStatus />);
    act(() => {
      screen.getByRole('button', { name: 'Connect' }).click();
    });
    expect(screen.getByText('Wallet requested')).toBeInTheDocument();
    const open = vi.fn();
    registerConnectModal(open);
    expect(open).toHaveBeenCalledTimes(1);
    // Once registered, a click opens it directly, and only once.
    act(() => {
      screen.getByRole('button', { name: 'Connect' }).click();
    });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('says why the wallet layer failed to load', () => {
    render(<LayerStatus />);
    act(() => {
      reportWalletLoadError(new Error('Failed to fetch dynamically imported module'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
  });

  it("forgets an earlier test's request and load error on reset", () => {
    requestWalletLayer();
    reportWalletLoadError(new Error('offline'));
    resetWalletSession();
    render(<LayerStatus />);
    expect(screen.getByText('Wallet not requested')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
