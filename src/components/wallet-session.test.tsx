import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createConfig, http, WagmiContext } from 'wagmi';
import { mock } from 'wagmi/connectors';
import { connect, disconnect } from 'wagmi/actions';
import { foundry } from 'viem/chains';
import type { ReactNode } from 'react';
import { requestWalletLayer, useWalletSession } from './wallet-session.ts';
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
