import { http, HttpResponse } from 'msw';
import { encodeAbiParameters, encodeEventTopics, pad, toHex, type Hash } from 'viem';
import { appConfig } from '../config/env.ts';
import { managerAbi } from '../contracts/manager-abi.ts';

// A local chain's RPC as the History screen reads it, answered through MSW: the manager's
// `Claimed` logs of one user, each in a transaction and a block of its own, every block mined at
// the same time. For component tests of History that need no anvil.

interface RpcCall {
  id: number;
  method: string;
  params?: unknown[];
}

/** The time every block of a fake history chain was mined: 2026-11-28T08:55:00Z. */
const FAKE_BLOCK_TIME = 1_795_856_100;

/** The hash of the `position`th claim's transaction; `firstHash` names the first one. */
export function fakeClaimHash(position: number, firstHash?: Hash): Hash {
  return position === 0 && firstHash !== undefined ? firstHash : pad(toHex(position + 1), { size: 32 });
}

/**
 * The chain on `port` whose manager logged `claims` (campaign index, amount) for `user`, each
 * in a transaction of its own (50,000 gas at 2 gwei); `firstHash` is the first's transaction.
 */
export function fakeHistoryChain(
  port: number,
  user: string,
  claims: readonly [index: number, amount: bigint][],
  firstHash?: Hash,
) {
  const manager = appConfig.managerAddresses[31337] ?? '0x';
  const logs = claims.map(([index, amount], position) => ({
    address: manager,
    topics: encodeEventTopics({
      abi: managerAbi,
      eventName: 'Claimed',
      args: { campaignId: BigInt(index), user: user as Hash },
    }),
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [amount, amount]),
    blockNumber: toHex(10 + position),
    blockHash: pad(toHex(1_000 + position), { size: 32 }),
    transactionHash: fakeClaimHash(position, firstHash),
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
            from: user,
            to: manager,
            blockHash: logs.find((log) => log.transactionHash === params[0])?.blockHash,
            gasUsed: toHex(50_000),
            effectiveGasPrice: toHex(2_000_000_000),
            logs: logs.filter((log) => log.transactionHash === params[0]),
          };
        case 'eth_getBlockByNumber':
          return { hash: '0x', timestamp: toHex(FAKE_BLOCK_TIME) };
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

/** A chain whose RPC fails every call, as a provider that is down. */
export const downChain = (port: number) =>
  http.post(`http://127.0.0.1:${String(port)}/`, () => new HttpResponse('bad gateway', { status: 502 }));
