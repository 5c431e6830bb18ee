import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Hex } from 'viem';
import type { EvmChain } from '../chain/in-browser/evm-chain.ts';
import { RpcError } from '../chain/in-browser/rpc-error.ts';

/**
 * The app's and the development wallet's JSON-RPC requests to the local chains' URLs, answered by
 * the demo's chains in this page, so the static site needs no node. A request that arrives while
 * the chains are still being set up waits for them.
 */

interface JsonRpcCall {
  id?: unknown;
  method: string;
  params?: unknown;
}

function isCall(value: unknown): value is JsonRpcCall {
  return typeof value === 'object' && value !== null && 'method' in value && typeof value.method === 'string';
}

/** The id of what may be a call, to answer it by; null when there is none. */
function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'id' in value ? value.id : null;
}

function errorOf(id: unknown, code: number, message: string, data?: string) {
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data === undefined ? {} : { data }) } };
}

/** The demo's chains once up, and when a block of theirs is saved (see demo-chains.ts). */
export interface RunningChains {
  byId: ReadonlyMap<number, EvmChain>;
  whenSaved: (chainId: number, blockNumber: number) => Promise<void>;
}

async function answer(chains: RunningChains, chain: EvmChain, call: unknown): Promise<unknown> {
  if (!isCall(call)) return errorOf(idOf(call), -32600, 'Invalid request: a JSON-RPC call is an object with a method');
  try {
    const params = Array.isArray(call.params) ? (call.params as unknown[]) : [];
    const result = await chain.request({ method: call.method, params });
    // A receipt is given once its block is saved: the app says "paid" only for what a reload
    // will still show.
    if (call.method === 'eth_getTransactionReceipt' && result !== null) {
      await chains.whenSaved(chain.chainId, Number((result as { blockNumber: Hex }).blockNumber));
    }
    return { jsonrpc: '2.0', id: call.id ?? null, result };
  } catch (error) {
    if (error instanceof RpcError) return errorOf(call.id, error.code, error.message, error.data);
    // Not the chain refusing a request but the in-browser EVM failing: a bug worth seeing.
    console.error(`The demo chain ${String(chain.chainId)} failed on ${call.method}`, error);
    return errorOf(call.id, -32603, error instanceof Error ? error.message : String(error));
  }
}

export function chainRpcHandlers(rpcUrls: ReadonlyMap<number, string>, chains: Promise<RunningChains>): HttpHandler[] {
  return [...rpcUrls].map(([chainId, rpcUrl]) =>
    http.post(rpcUrl, async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return HttpResponse.json(errorOf(null, -32700, 'Parse error: the request body is not JSON'));
      }
      const calls: unknown[] = Array.isArray(body) ? body : [body];
      const reply = (answers: unknown[]) =>
        HttpResponse.json((Array.isArray(body) ? answers : answers[0]) as Record<string, unknown>);
      let running: RunningChains;
      try {
        running = await chains;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return reply(calls.map((call) => errorOf(idOf(call), -32000, `The demo chains failed to start: ${reason}`)));
      }
      const chain = running.byId.get(chainId);
      if (chain === undefined) {
        return reply(calls.map((call) => errorOf(idOf(call), -32000, `The demo has no chain ${String(chainId)}`)));
      }
      return reply(await Promise.all(calls.map((call) => answer(running, chain, call))));
    }),
  );
}
