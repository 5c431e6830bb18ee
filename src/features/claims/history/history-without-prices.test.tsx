import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getUserRewards } from '../../../api/endpoints/get-user-rewards.ts';
import { LOCAL_CHAIN_PORTS } from '../../../config/env.ts';
import { createMockContext } from '../../../mock/context.ts';
import { fakeHistoryChain } from '../../../test/fake-history-chain.ts';
import { setupMockService } from '../../../test/mock-service.ts';
import { connectTestWallet, createTestWallet, renderRoute } from '../../../test/render.tsx';
import { HistoryView } from './history-view.tsx';

// The History screen as a production build without VITE_PRICE_API_URL runs it: the configuration
// the production build parses (no price source) with the rest of the local stack, so the real
// screen renders real rows. The cheapest deterministic check of "no dollar values and no broken
// layout": no request to any price source, no dollar column, no "$", "—" or "…" in place of one.

vi.mock('../../../config/env.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../config/env.ts')>();
  return { ...actual, appConfig: { ...actual.appConfig, priceApiUrl: undefined } };
});

const ctx = createMockContext();
const server = setupMockService({ ctx });
const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

describe('HistoryView without a price source', () => {
  it(
    'asks no price, shows no dollar column and no dollar value, and keeps its five columns',
    { timeout: 20_000 },
    async () => {
      const { data } = await getUserRewards(ALICE, { limit: 100, offset: 0 });
      const reward = data.find((row) => row.id.chainId === 31337);
      if (reward === undefined) throw new Error('alice has no reward on Local Ethereum');
      server.use(
        fakeHistoryChain(LOCAL_CHAIN_PORTS[31337] ?? 0, ALICE, [
          [reward.id.campaignIndex, 1_500_000n * 10n ** BigInt(reward.rewardToken.decimals - 6)],
        ]),
        fakeHistoryChain(LOCAL_CHAIN_PORTS[31338] ?? 0, ALICE, []),
        fakeHistoryChain(LOCAL_CHAIN_PORTS[31339] ?? 0, ALICE, []),
      );
      const priceRequests: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (/price-source|batchHistorical|\/prices\//.test(request.url)) priceRequests.push(request.url);
      });
      const wallet = createTestWallet([ALICE]);
      renderRoute([{ path: '/history', element: <HistoryView /> }], '/history', { wallet });
      await connectTestWallet(wallet);

      const table = await screen.findByRole('table', { name: 'Claims and payouts, newest first' }, { timeout: 10_000 });
      const [, row] = within(table).getAllByRole('row');
      if (row === undefined) throw new Error('no row');
      await waitFor(() => {
        expect(row).toHaveTextContent(`1.5 ${reward.rewardToken.symbol}`);
      });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Date (UTC) and chain', 'Campaign', 'Amount', 'Fee', 'Transaction']);
      expect(within(row).getAllByRole('cell')).toHaveLength(5);
      const page = document.body.textContent;
      expect(page).not.toContain('$');
      expect(page).not.toContain('—');
      expect(page).not.toContain('Dollar value');
      expect(screen.queryByText(/CoinTracker’s format has no column/)).not.toBeInTheDocument();
      expect(priceRequests).toEqual([]);
      server.events.removeAllListeners();
    },
  );
});
