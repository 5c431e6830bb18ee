import { custom, http, type Transport } from 'viem';

/**
 * Where the mock's chain code sends its JSON-RPC: anvil over HTTP in the local stack and tests, or
 * a chain running in this very page in the static demo, called directly rather than through the
 * service worker that answers the app's own requests to the same URL.
 */

type RequestFn = (request: { method: string; params?: readonly unknown[] }) => Promise<unknown>;

const inPage = new Map<string, RequestFn>();

/** Serves `rpcUrl` from `request` in this process until the returned function is called. */
export function serveChainInPage(rpcUrl: string, request: RequestFn): () => void {
  inPage.set(rpcUrl, request);
  return () => {
    if (inPage.get(rpcUrl) === request) inPage.delete(rpcUrl);
  };
}

/** The viem transport for `rpcUrl`. */
export function chainTransport(rpcUrl: string): Transport {
  const request = inPage.get(rpcUrl);
  return request === undefined ? http(rpcUrl) : custom({ request }, { retryCount: 0 });
}

/** One raw JSON-RPC call to `rpcUrl` (test and snapshot methods viem has no action for). */
export async function chainRpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const request = inPage.get(rpcUrl);
  if (request !== undefined) return (await request({ method, params })) as T;
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error !== undefined) throw new Error(`${method} failed: ${body.error.message}`);
  return body.result as T;
}
