import { keepSent } from '../../../wallet/sent-transactions.ts';
import { screen, waitFor, within } from '@testing-library/react';
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

// The History screen against the mock service (campaign names and tokens) and fake local chains
// answering the log reads: Local Ethereum holds one claim of alice's, Local Base is down, Local
// Arbitrum has none.
const ctx = createMockContext();
const server = setupMockService({ ctx });

const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const MINED: Hash = pad('0xaa', { size: 32 });
const STILL_SENDING: Hash = pad('0xbb', { size: 32 });

interface RpcCall {
  id: number;
  method: string;
  params?: unknown[];
}

/** A chain whose manager logged `claims` (campaign index, amount) for alice, each in a transaction of its own. */
function fakeChain(port: number, claims: readonly [index: number, amount: bigint][]) {
  const manager = appConfig.managerAddresses[31337] ?? '0x';
  const logs = claims.map(([index, amount], position) => ({
    address: manager,
    topics: encodeEventTopics({
      abi: managerAbi,
      eventName: 'Claimed',
      args: { campaignId: BigInt(index), user: ALICE },
    }),
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [amount, amount]),
    blockNumber: toHex(10 + position),
    blockHash: pad(toHex(1_000 + position), { size: 32 }),
    transactionHash: position === 0 ? MINED : pad(toHex(position), { size: 32 }),
    logIndex: '0x0',
  }));
  const answer = ({ id, method, params = [] }: RpcCall) => {
    const result = (() => {
      switch (method) {
        case 'eth_blockNumber':
          return toHex(100);
        case 'eth_getLogs': {
          const [topic] = (params[0] as { topics: string[] }).topics;
          return logs.filter((log) => log.topics[0] === topic);
        }
        case 'eth_getTransactionReceipt':
          return {
            from: ALICE,
            to: manager,
            blockHash: logs.find((log) => log.transactionHash === params[0])?.blockHash,
            gasUsed: toHex(50_000),
            effectiveGasPrice: toHex(2_000_000_000),
            logs: logs.filter((log) => log.transactionHash === params[0]),
          };
        case 'eth_getBlockByNumber':
          return { hash: '0x', timestamp: toHex(1_795_856_100) };
        default:
          throw new Error(`unexpected ${method}`);
      }
    })();
    return { jsonrpc: '2.0', id, result };
  };
  return http.post(`http://127.0.0.1:${String(port)}/`, async ({ request }) => {
    const body = (await request.json()) as RpcCall | RpcCall[];
    return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body));
  });
}

const downChain = (port: number) =>
  http.post(`http://127.0.0.1:${String(port)}/`, () => new HttpResponse('bad gateway', { status: 502 }));

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
  it(
    'lists the mined claim, drops the pending row of its transaction, keeps the one still sending, and names the chain that failed',
    { timeout: 20_000 },
    async () => {
      const { data } = await getUserRewards(ALICE, { limit: 100, offset: 0 });
      const reward = data.find((row) => row.id.chainId === 31337);
      if (reward === undefined) throw new Error('alice has no reward on Local Ethereum');
      const amount = 1_500_000n * 10n ** BigInt(reward.rewardToken.decimals - 6);
      server.use(
        fakeChain(LOCAL_CHAIN_PORTS[31337] ?? 0, [[reward.id.campaignIndex, amount]]),
        downChain(LOCAL_CHAIN_PORTS[31338] ?? 0),
        fakeChain(LOCAL_CHAIN_PORTS[31339] ?? 0, []),
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
});
