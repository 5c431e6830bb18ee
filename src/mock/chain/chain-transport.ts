import { custom, http, RpcRequestError, type Transport } from 'viem';

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

/**
 * A refusal from a chain in the page, as viem's HTTP transport would have raised it from anvil's
 * JSON-RPC answer, so a revert decodes the same way (its error name from the ABI) on both.
 */
function asRpcRequestError(rpcUrl: string, body: unknown, error: unknown): unknown {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'number') return error;
  const data = 'data' in error ? error.data : undefined;
  return new RpcRequestError({
    url: rpcUrl,
    body: body as Record<string, unknown>,
    error: { code: error.code, message: error.message, ...(data === undefined ? {} : { data }) },
  });
}

/** The viem transport for `rpcUrl`. */
export function chainTransport(rpcUrl: string): Transport {
  const request = inPage.get(rpcUrl);
  if (request === undefined) return http(rpcUrl);
  return custom(
    {
      request: async (call: { method: string; params?: readonly unknown[] }) => {
        try {
          return await request(call);
        } catch (error) {
          throw asRpcRequestError(rpcUrl, call, error);
        }
      },
    },
    { retryCount: 0 },
  );
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
