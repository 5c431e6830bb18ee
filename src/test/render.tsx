import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { foundry } from 'viem/chains';
import { createConfig, http, WagmiContext, type Config } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';
import { createQueryClient } from '../api/query-defaults.ts';
import { trackQueryClient } from './query-clients.ts';
import type { Address } from '../domain/address.ts';

interface RenderOptions {
  /** A wagmi config (see `createTestWallet`) the tree sees as its wallet; none by default. */
  wallet?: Config;
}

/**
 * Renders routes in a memory router starting at `url`, with the app's own QueryClient setup (fresh
 * per test) and optionally a wallet. Returns the router, to read the URL a test ends on, and the
 * client, to refetch or inspect the cache.
 */
export function renderRoute(routes: RouteObject[], url: string, options: RenderOptions = {}) {
  const client = trackQueryClient(createQueryClient());
  // The app's retries (how many, after which errors), without React Query's waits between them
  // (1 s, then 2 s): a test of a failing price source or chain sat through them for nothing.
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  let tree: ReactNode = <RouterProvider router={router} />;
  if (options.wallet !== undefined) tree = <WagmiContext.Provider value={options.wallet}>{tree}</WagmiContext.Provider>;
  const view = render(<QueryClientProvider client={client}>{tree}</QueryClientProvider>);
  return { ...view, router, client };
}

/** The current location of a memory router as `pathname?search`. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/**
 * A wallet for component tests: wagmi's mock connector holding `accounts`, on a chain whose RPC
 * goes nowhere (component tests read the service, not a chain). Not connected until
 * `connectTestWallet`.
 */
export function createTestWallet(accounts: readonly [Address, ...Address[]]): Config {
  return createConfig({
    chains: [foundry],
    connectors: [mock({ accounts })],
    transports: { [foundry.id]: http('http://127.0.0.1:1') },
  });
}

/** Connects the test wallet's first connector, as a user approving the connection would. */
export async function connectTestWallet(wallet: Config): Promise<void> {
  const connector = wallet.connectors[0];
  if (connector === undefined) throw new Error('The test wallet has no connector.');
  await act(async () => {
    await connect(wallet, { connector });
  });
}
