import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { encodeAbiParameters, encodeEventTopics, pad, toHex, type Hash } from 'viem';
import { describe, expect, it } from 'vitest';
import { getUserRewards } from '../../../api/endpoints/get-user-rewards.ts';
import { appConfig, LOCAL_CHAIN_PORTS } from '../../../config/env.ts';
import { managerAbi } from '../../../contracts/manager-abi.ts';
import { createMockContext } from '../../../mock/context.ts';
import { setupMockService } from '../../../test/mock-service.ts';
import { connectTestWallet, createTestWallet, renderRoute } from '../../../test/render.tsx';
import { HistoryView } from './history-view.tsx';

// A wallet with a long history: 310 claims on Local Ethereum, each in a transaction and a block of
// its own an hour apart (alice claiming her few campaigns again and again), none on the other
// chains. The screen must stay one page of rows however long the history is.
const ctx = createMockContext();
const server = setupMockService({ ctx });

const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const CLAIMS = 310;
const FIRST_BLOCK = 10;
const txHash = (claim: number): Hash => pad(toHex(claim + 1), { size: 32 });

interface RpcCall {
  id: number;
  method: string;
  params?: unknown[];
}

/** Local Ethereum's manager after `CLAIMS` claims of alice's, cycling through `campaignIndexes`. */
function longHistoryChain(campaignIndexes: readonly number[]) {
  const manager = appConfig.managerAddresses[31337] ?? '0x';
  const logs = Array.from({ length: CLAIMS }, (_, claim) => {
    const index = campaignIndexes[claim % campaignIndexes.length] ?? 0;
    return {
      address: manager,
      topics: encodeEventTopics({
        abi: managerAbi,
        eventName: 'Claimed',
        args: { campaignId: BigInt(index), user: ALICE },
      }),
      data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [10n ** 6n, BigInt(claim + 1) * 10n ** 6n]),
      blockNumber: toHex(FIRST_BLOCK + claim),
      blockHash: pad(toHex(100_000 + claim), { size: 32 }),
      transactionHash: txHash(claim),
      logIndex: '0x0',
    };
  });
  const answer = ({ id, method, params = [] }: RpcCall) => {
    const result = (() => {
      switch (method) {
        case 'eth_blockNumber':
          return toHex(FIRST_BLOCK + CLAIMS + 20);
        case 'eth_getLogs': {
          const [topic] = (params[0] as { topics: string[] }).topics;
          return logs.filter((log) => log.topics[0] === topic);
        }
        case 'eth_getTransactionReceipt': {
          const own = logs.filter((log) => log.transactionHash === params[0]);
          return {
            from: ALICE,
            to: manager,
            blockHash: own[0]?.blockHash,
            gasUsed: toHex(50_000),
            effectiveGasPrice: toHex(1_000_000_000),
            logs: own,
          };
        }
        case 'eth_getBlockByNumber':
          // An hour per block, so every row has a time of its own.
          return { hash: '0x', timestamp: toHex(1_790_000_000 + Number(params[0]) * 3_600) };
        default:
          throw new Error(`unexpected ${method}`);
      }
    })();
    return { jsonrpc: '2.0', id, result };
  };
  return http.post(`http://127.0.0.1:${String(LOCAL_CHAIN_PORTS[31337] ?? 0)}/`, async ({ request }) => {
    const body = (await request.json()) as RpcCall | RpcCall[];
    return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body));
  });
}

/** A chain where the wallet has no claim and no payout. */
const emptyChain = (port: number) =>
  http.post(`http://127.0.0.1:${String(port)}/`, async ({ request }) => {
    const body = (await request.json()) as RpcCall | RpcCall[];
    const answer = ({ id, method }: RpcCall) => ({
      jsonrpc: '2.0',
      id,
      result: method === 'eth_getLogs' ? [] : '0x64',
    });
    return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body));
  });

describe('HistoryView with hundreds of claims', () => {
  it(
    'shows one page of 50 rows, says how many there are in all, and pages through the rest',
    { timeout: 20_000 },
    async () => {
      const { data } = await getUserRewards(ALICE, { limit: 100, offset: 0 });
      const indexes = data.filter((row) => row.id.chainId === 31337).map((row) => row.id.campaignIndex);
      if (indexes.length === 0) throw new Error('alice has no reward on Local Ethereum');
      server.use(
        longHistoryChain(indexes),
        emptyChain(LOCAL_CHAIN_PORTS[31338] ?? 0),
        emptyChain(LOCAL_CHAIN_PORTS[31339] ?? 0),
      );
      // Every historical price the screen asks the source for: one request per chain, for the page's rows.
      const asked: { coins: number; times: number }[] = [];
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (!url.pathname.endsWith('/batchHistorical')) return;
        const coins = JSON.parse(url.searchParams.get('coins') ?? '{}') as Record<string, number[]>;
        asked.push({
          coins: Object.keys(coins).length,
          times: Object.values(coins).reduce((sum, times) => sum + times.length, 0),
        });
      });
      const wallet = createTestWallet([ALICE]);
      renderRoute([{ path: '/history', element: <HistoryView /> }], '/history', { wallet });
      await connectTestWallet(wallet);

      const table = await screen.findByRole('table', { name: 'Claims and payouts, newest first' }, { timeout: 10_000 });
      const bodyRows = () => within(table).getAllByRole('row').slice(1);
      // Every claim is counted, but only the first page is drawn: the newest 50, newest first.
      expect(screen.getByText(`${String(CLAIMS)} reward claims and 0 referral payouts`)).toBeInTheDocument();
      const pages = screen.getByRole('navigation', { name: 'Pages of the history' });
      expect(pages).toHaveTextContent(`Rows 1–50 of ${String(CLAIMS)}`);
      expect(bodyRows()).toHaveLength(50);
      expect(within(bodyRows()[0] ?? table).getByTitle(txHash(CLAIMS - 1))).toBeInTheDocument();
      expect(within(bodyRows()[49] ?? table).getByTitle(txHash(CLAIMS - 50))).toBeInTheDocument();
      expect(screen.queryByTitle(txHash(CLAIMS - 51))).not.toBeInTheDocument();
      // Dollar values for the 50 rows in view (each an hour apart: 50 moments), in one request.
      await waitFor(() => {
        expect(asked.reduce((sum, request) => sum + request.times, 0)).toBe(50);
      });
      expect(asked).toHaveLength(1);

      await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
      await waitFor(() => {
        expect(pages).toHaveTextContent(`Rows 51–100 of ${String(CLAIMS)}`);
      });
      // The next 50, and none of the first page's rows any more.
      expect(bodyRows()).toHaveLength(50);
      expect(within(bodyRows()[0] ?? table).getByTitle(txHash(CLAIMS - 51))).toBeInTheDocument();
      expect(within(bodyRows()[49] ?? table).getByTitle(txHash(CLAIMS - 100))).toBeInTheDocument();
      expect(screen.queryByTitle(txHash(CLAIMS - 1))).not.toBeInTheDocument();
      expect(within(pages).getByText('Page 2 of 7')).toBeInTheDocument();
      // The next page's 50 moments, asked when shown.
      await waitFor(() => {
        expect(asked.reduce((sum, request) => sum + request.times, 0)).toBe(100);
      });
      expect(asked).toHaveLength(2);
      server.events.removeAllListeners();
    },
  );
});
