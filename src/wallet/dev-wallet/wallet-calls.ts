import { hexToNumber, numberToHex, type Address, type Hex } from 'viem';
import {
  BatchTooLargeError,
  callsStatus,
  sendCallsAtomically,
  type CallsRecord,
  type SendCall,
} from './atomic-batch.ts';
import { keptStoreFamily } from '../../lib/kept-family.ts';
import * as z from '../../lib/zod.ts';

// EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) for the development
// wallet, on the local chains only: atomic batches through atomic-batch.ts, and the batches it
// answered kept in a store (kept in this browser in the app), so a page that reloads
// mid-batch can still ask for its status.

/** An error an EIP-1193 provider throws: `code` is what dapps and viem read. */
class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CallsStore {
  get(id: string): CallsRecord | undefined;
  set(id: string, record: CallsRecord): void;
}

export interface WalletCallsOptions {
  /** The RPC URL of a chain the wallet batches on, or undefined for any other chain. */
  rpcUrlOf(chainId: number): string | undefined;
  /** Chains whose capabilities are reported. */
  chainIds: readonly number[];
  account(): Address;
  /** Sends one call on `chainId` from the account (signing it) and returns its hash. */
  send(chainId: number, call: Parameters<SendCall>[0]): Promise<Hex>;
  store: CallsStore;
  /** A fresh batch id; random in the app, so ids never collide across reloads. */
  newId(): string;
}

interface SendCallsRequest {
  version?: string;
  chainId: Hex;
  from?: Address;
  calls: { to: Address; data?: Hex; value?: Hex }[];
  capabilities?: Record<string, { optional?: boolean } | undefined>;
  atomicRequired?: boolean;
}

/** The wallet's EIP-5792 methods; `handles` says whether a method is one of them. */
export function walletCalls(options: WalletCallsOptions) {
  const rpcUrl = (chainId: number): string => {
    const url = options.rpcUrlOf(chainId);
    if (url === undefined)
      throw new WalletRpcError(5710, `The development wallet does not batch on chain ${String(chainId)}`);
    return url;
  };

  async function sendCalls(request: SendCallsRequest): Promise<{ id: string }> {
    const chainId = hexToNumber(request.chainId);
    const url = rpcUrl(chainId);
    const from = options.account();
    if (request.from !== undefined && request.from.toLowerCase() !== from.toLowerCase())
      throw new WalletRpcError(4100, `The development wallet holds ${from}, not ${request.from}`);
    for (const [name, capability] of Object.entries(request.capabilities ?? {})) {
      if (capability?.optional !== true)
        throw new WalletRpcError(5700, `The development wallet does not support the capability "${name}"`);
    }
    if (request.calls.length === 0) throw new WalletRpcError(-32602, 'wallet_sendCalls needs at least one call');
    try {
      const result = await sendCallsAtomically({
        rpcUrl: url,
        from,
        calls: request.calls,
        send: (call) => options.send(chainId, call),
      });
      const id = options.newId();
      options.store.set(id, { chainId, hashes: result.hashes, status: result.status });
      return { id };
    } catch (error) {
      if (error instanceof BatchTooLargeError) throw new WalletRpcError(error.code, error.message);
      throw error;
    }
  }

  const methods: Record<string, (params: unknown) => Promise<unknown>> = {
    wallet_getCapabilities: (params) => {
      const [, asked] = (params ?? []) as [Address?, Hex[]?];
      const chainIds = asked === undefined ? options.chainIds : asked.map((id) => hexToNumber(id));
      return Promise.resolve(
        Object.fromEntries(
          chainIds
            .filter((id) => options.chainIds.includes(id))
            .map((id) => [numberToHex(id), { atomic: { status: 'supported' } }]),
        ),
      );
    },
    wallet_sendCalls: (params) => sendCalls((params as [SendCallsRequest])[0]),
    wallet_getCallsStatus: (params) => {
      const [id] = params as [string];
      const record = options.store.get(id);
      if (record === undefined) return Promise.reject(new WalletRpcError(5730, `Unknown batch id ${id}`));
      return callsStatus(rpcUrl(record.chainId), id, record);
    },
  };

  return {
    handles: (method: string): boolean => Object.hasOwn(methods, method),
    request: (method: string, params: unknown): Promise<unknown> => {
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (handler === undefined) return Promise.reject(new WalletRpcError(4200, `${method} is not supported`));
      return handler(params);
    },
  };
}

const keptCalls = keptStoreFamily((id: string) => `devWallet.calls.${id}`, {
  name: 'a batch the development wallet sent',
  version: 1,
  legacy: 'json',
  schema: z.object({
    chainId: z.number().check(z.int(), z.gte(0)),
    hashes: z.array(z.custom<Hex>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value))),
    status: z.union([z.literal(200), z.literal(400)]),
  }),
  fallback: undefined,
});

/** The batches kept in this browser, so a reload mid-batch can still read its status. */
export function keptCallsStore(): CallsStore {
  return {
    get: (id) => keptCalls(id).read(),
    set: (id, record) => {
      keptCalls(id).write(record);
    },
  };
}
