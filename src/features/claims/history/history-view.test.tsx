import { keepSent } from '../../../wallet/sent-transactions.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { pad, type Hash } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { getUserRewards } from '../../../api/endpoints/get-user-rewards.ts';
import { coinId } from '../../../api/prices/price-coins.ts';
import { appConfig, LOCAL_CHAIN_PORTS } from '../../../config/env.ts';
import { formatUsd, usdValueOf } from '../../../domain/usd-value.ts';
import { parseCsv } from '../../../lib/csv.ts';
import { createMockContext } from '../../../mock/context.ts';
import { worldPriceOf } from '../../../mock/world/prices.ts';
import { downChain, fakeClaimHash, fakeHistoryChain } from '../../../test/fake-history-chain.ts';
import { setupMockService } from '../../../test/mock-service.ts';
import { connectTestWallet, createTestWallet, renderRoute } from '../../../test/render.tsx';
import { HistoryView } from './history-view.tsx';

// The History screen against the mock service (campaign names and tokens) and fake local chains
// answering the log reads: Local Ethereum holds one claim of alice's, Local Base is down, Local
// Arbitrum has none.
const ctx = createMockContext();
const server = setupMockService({ ctx });

const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const MINED: Hash = pad('0xaa', { size: 32 });
const STILL_SENDING: Hash = pad('0xbb', { size: 32 });

function renderHistory() {
  const wallet = createTestWallet([ALICE]);
  const view = renderRoute(
    [
      { path: '/history', element: <HistoryView /> },
      { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
    ],
    '/history',
    { wallet },
  );
  return { ...view, wallet };
}

describe('HistoryView', () => {
  it('says it cannot read history where the site names no manager contract, not that there is none', async () => {
    const managers = appConfig.managerAddresses;
    appConfig.managerAddresses = {};
    try {
      const { wallet } = renderHistory();
      await connectTestWallet(wallet);
      expect(await screen.findByRole('heading', { name: 'History cannot be read here' })).toBeVisible();
      expect(screen.queryByText('No claims or payouts yet')).toBeNull();
    } finally {
      appConfig.managerAddresses = managers;
    }
  });

  it(
    'lists the mined claim, drops the pending row of its transaction, keeps the one still sending, and names the chain that failed',
    { timeout: 20_000 },
    async () => {
      const { data } = await getUserRewards(ALICE, { limit: 100, offset: 0 });
      const reward = data.find((row) => row.id.chainId === 31337);
      if (reward === undefined) throw new Error('alice has no reward on Local Ethereum');
      const amount = 1_500_000n * 10n ** BigInt(reward.rewardToken.decimals - 6);
      server.use(
        fakeHistoryChain(LOCAL_CHAIN_PORTS[31337] ?? 0, ALICE, [[reward.id.campaignIndex, amount]], MINED),
        downChain(LOCAL_CHAIN_PORTS[31338] ?? 0),
        fakeHistoryChain(LOCAL_CHAIN_PORTS[31339] ?? 0, ALICE, []),
      );
      // Two sends from this browser: one the logs already show, one still on its way.
      const send = { user: ALICE, chainId: 31337, via: 'transaction', calls: [{ campaign: reward.id }] } as const;
      keepSent({ ...send, kind: 'claim', ledger: 'rewards', reference: MINED, sentAt: 1 });
      keepSent({ ...send, kind: 'payout', ledger: 'payouts', reference: STILL_SENDING, sentAt: 2 });
      const { wallet } = renderHistory();
      await connectTestWallet(wallet);

      const list = await screen.findByRole('table', { name: 'Claims and payouts, newest first' }, { timeout: 10_000 });
      const [, row] = within(list).getAllByRole('row');
      if (row === undefined) throw new Error('no row');
      await waitFor(() => {
        expect(row).toHaveTextContent(`1.5 ${reward.rewardToken.symbol}`);
      });
      // 50,000 gas at 2 gwei, exactly.
      expect(row).toHaveTextContent('0.0001 ETH');
      expect(screen.getByText('Every transaction below was sent by this wallet.')).toBeInTheDocument();
      expect(within(row).getByTitle(MINED)).toBeInTheDocument();

      // The claim's log arrived: its pending row is gone; the payout still sending stays on top.
      const waiting = screen.getByRole('list', { name: 'Pending claims and payouts' });
      expect(within(waiting).getAllByRole('listitem')).toHaveLength(1);
      expect(within(waiting).getByTitle(STILL_SENDING)).toBeInTheDocument();

      // Local Base did not answer: said in words, with Retry; the other chains still show.
      const failure = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(failure).toHaveTextContent('The history on Local Base could not be read');
      expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.getByText('1 reward claim and 0 referral payouts')).toBeInTheDocument();
    },
  );

  it(
    'shows each claim’s value in dollars at its block’s time, and “—” with the reason for a token the source has no price for',
    { timeout: 20_000 },
    async () => {
      const { data } = await getUserRewards(ALICE, { limit: 100, offset: 0 });
      const onLocal = data.filter((row) => row.id.chainId === 31337);
      // Two campaigns paying in different tokens: one priced, one whose price the source withholds.
      const priced = onLocal[0];
      const withheld = onLocal.find((row) => row.rewardToken.address !== priced?.rewardToken.address);
      if (priced === undefined || withheld === undefined) throw new Error('alice has no two tokens on Local Ethereum');
      const amountOf = (decimals: number) => 1_500_000n * 10n ** BigInt(decimals - 6);
      const port = LOCAL_CHAIN_PORTS[31337] ?? 0;
      server.use(
        fakeHistoryChain(port, ALICE, [
          [priced.id.campaignIndex, amountOf(priced.rewardToken.decimals)],
          [withheld.id.campaignIndex, amountOf(withheld.rewardToken.decimals)],
        ]),
        fakeHistoryChain(LOCAL_CHAIN_PORTS[31338] ?? 0, ALICE, []),
        fakeHistoryChain(LOCAL_CHAIN_PORTS[31339] ?? 0, ALICE, []),
      );
      const tokenRef = (token: { address: `0x${string}` }) => ({ chainId: 31337, address: token.address });
      ctx.withheldPrices.add(coinId(tokenRef(withheld.rewardToken)));
      try {
        const { wallet } = renderHistory();
        await connectTestWallet(wallet);
        const table = await screen.findByRole(
          'table',
          { name: 'Claims and payouts, newest first' },
          { timeout: 10_000 },
        );
        expect(within(table).getByRole('columnheader', { name: 'Value when received' })).toBeInTheDocument();
        const rowOf = (position: number) => {
          const row = within(table).getByTitle(fakeClaimHash(position)).closest('tr');
          if (row === null) throw new Error(`no row for claim ${String(position)}`);
          return row;
        };

        // 1.5 tokens at the world's price of that token.
        const price = worldPriceOf(ctx.world, coinId(tokenRef(priced.rewardToken)));
        if (price === undefined) throw new Error('the world prices no such token');
        const value = usdValueOf(amountOf(priced.rewardToken.decimals), priced.rewardToken.decimals, {
          digits: price.priceUsd6,
          scale: 6,
        });
        await waitFor(() => {
          expect(rowOf(0)).toHaveTextContent(formatUsd(value));
        });
        const symbol = withheld.rewardToken.symbol;
        const reason = `No dollar value: the price source has no price for ${symbol} at the time of this claim.`;
        await waitFor(() => {
          expect(within(rowOf(1)).getByTitle(reason)).toHaveTextContent('—');
        });
        expect(rowOf(1)).not.toHaveTextContent('$');
      } finally {
        ctx.withheldPrices.clear();
      }
    },
  );

  it(
    'still makes the CSV when the price source fails: the row says “no price” and why, and the screen says how many',
    { timeout: 30_000 },
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
        http.get(`${appConfig.priceApiUrl ?? ''}/batchHistorical`, () =>
          HttpResponse.json({ error: 'down' }, { status: 503 }),
        ),
      );
      // The file the browser is handed, read back.
      let file: Blob | undefined;
      const createObjectUrl = vi.fn((blob: Blob) => {
        file = blob;
        return 'blob:history';
      });
      Object.assign(URL, { createObjectURL: createObjectUrl, revokeObjectURL: vi.fn() });
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      try {
        const { wallet } = renderHistory();
        await connectTestWallet(wallet);
        const table = await screen.findByRole(
          'table',
          { name: 'Claims and payouts, newest first' },
          { timeout: 10_000 },
        );
        // On screen: the source's failure in words, never $0.
        await screen.findByText(/^Dollar values unavailable: /, {}, { timeout: 10_000 });
        expect(table).not.toHaveTextContent('$');

        await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
        await screen.findByText(
          /^1 row has no dollar value: the price source did not answer \(.+\)\. The file says “no price” there\.$/,
          {},
          { timeout: 10_000 },
        );
        expect(createObjectUrl).toHaveBeenCalledTimes(1);
        const csv = parseCsv(await (file ?? new Blob()).text());
        const header = csv[0] ?? [];
        const cell = (name: string) => csv[1]?.[header.indexOf(name)];
        expect(csv).toHaveLength(2);
        expect(cell('value at claim (USD)')).toBe('no price');
        expect(cell('price note')).toMatch(/^the price source failed: ./);
      } finally {
        click.mockRestore();
      }
    },
  );
});
