import { http, HttpResponse, type HttpHandler } from 'msw';
import type { EvmChain } from '../chain/in-browser/evm-chain.ts';
import { RpcError } from '../chain/in-browser/rpc-error.ts';

/**
 * The app's and the development wallet's JSON-RPC requests to the local chains' URLs, answered by
 * the demo's chains in this page, so the static site needs no node. A request that arrives while
 * the chains are still being set up waits for them.
 */

interface JsonRpcCall {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

function errorOf(id: unknown, code: number, message: string, data?: string) {
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data === undefined ? {} : { data }) } };
}

async function answer(chain: EvmChain, call: JsonRpcCall): Promise<unknown> {
  if (typeof call.method !== 'string') return errorOf(call.id, -32600, 'Invalid request: no method');
  try {
    const params = Array.isArray(call.params) ? (call.params as unknown[]) : [];
    const result = await chain.request({ method: call.method, params });
    return { jsonrpc: '2.0', id: call.id ?? null, result };
  } catch (error) {
    if (error instanceof RpcError) return errorOf(call.id, error.code, error.message, error.data);
    // Not the chain refusing a request but the in-browser EVM failing: a bug worth seeing.
    console.error(`The demo chain ${String(chain.chainId)} failed on ${call.method}`, error);
    return errorOf(call.id, -32603, error instanceof Error ? error.message : String(error));
  }
}

export function chainRpcHandlers(
  rpcUrls: ReadonlyMap<number, string>,
  chains: Promise<ReadonlyMap<number, EvmChain>>,
): HttpHandler[] {
  return [...rpcUrls].map(([chainId, rpcUrl]) =>
    http.post(rpcUrl, async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return HttpResponse.json(errorOf(null, -32700, 'Parse error: the request body is not JSON'));
      }
      let chain: EvmChain | undefined;
      try {
        chain = (await chains).get(chainId);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return HttpResponse.json(errorOf(null, -32000, `The demo chains failed to start: ${reason}`));
      }
      if (chain === undefined)
        return HttpResponse.json(errorOf(null, -32000, `The demo has no chain ${String(chainId)}`));
      const calls = Array.isArray(body) ? (body as JsonRpcCall[]) : [body as JsonRpcCall];
      const answers = await Promise.all(calls.map((call) => answer(chain, call)));
      return HttpResponse.json((Array.isArray(body) ? answers : answers[0]) as Record<string, unknown>);
    }),
  );
}
