import { hexToBigInt, numberToHex, type Address, type Hex } from 'viem';

// An atomic batch of calls on a plain local chain (anvil), the way an EIP-5792 wallet with
// `atomic` support behaves: every call is first estimated against the current state and, if any
// would revert, nothing is sent; otherwise all are sent with automine off and mined in one block,
// so they land together or (were the chain to refuse them) not at all. Used by the development
// wallet and by the claim tests' scripted wallet, so both batch the same way.

export interface AtomicCall {
  to: Address;
  data?: Hex | undefined;
  value?: Hex | undefined;
}

/** What a batch came to: mined together (200), or refused before anything was sent (400). */
export interface AtomicBatchResult {
  hashes: Hex[];
  /** EIP-5792 status code: 200 confirmed, 400 failed off chain (nothing was sent). */
  status: 200 | 400;
  /** Why it was refused, in words, when it was. */
  reason?: string;
}

/** Sends one call with the given gas limit and returns its hash (the caller signs or has anvil sign). */
export type SendCall = (call: AtomicCall & { gas: Hex }) => Promise<Hex>;

/** The calls' gas does not fit in one block: EIP-5792's "batch too large" (error code 5740). */
export class BatchTooLargeError extends Error {
  override readonly name = 'BatchTooLargeError';
  readonly code = 5740;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error !== undefined) throw new RpcError(body.error.code, body.error.message);
  return body.result;
}

/** Gas limit for a call from its estimate: a quarter more, as wallets add, for state that moves. */
const gasLimitOf = (estimate: bigint): bigint => (estimate * 5n) / 4n + 10_000n;

/** See the module comment. Throws BatchTooLargeError when the calls cannot fit in one block. */
export async function sendCallsAtomically(options: {
  rpcUrl: string;
  from: Address;
  calls: readonly AtomicCall[];
  send: SendCall;
}): Promise<AtomicBatchResult> {
  const { rpcUrl, from, calls, send } = options;
  const limits: bigint[] = [];
  for (const [index, call] of calls.entries()) {
    try {
      limits.push(gasLimitOf(hexToBigInt((await rpc(rpcUrl, 'eth_estimateGas', [{ from, ...call }])) as Hex)));
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      return { hashes: [], status: 400, reason: `Call ${String(index + 1)} would revert: ${error.message}` };
    }
  }
  const block = (await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { gasLimit: Hex };
  const total = limits.reduce((sum, gas) => sum + gas, 0n);
  if (total > hexToBigInt(block.gasLimit)) {
    throw new BatchTooLargeError(
      `The ${String(calls.length)} calls need up to ${total.toString()} gas; one block holds ${hexToBigInt(block.gasLimit).toString()}`,
    );
  }
  await rpc(rpcUrl, 'evm_setAutomine', [false]);
  const hashes: Hex[] = [];
  try {
    for (const [index, call] of calls.entries())
      hashes.push(await send({ ...call, gas: numberToHex(limits[index] ?? 0n) }));
    await rpc(rpcUrl, 'evm_mine');
  } finally {
    await rpc(rpcUrl, 'evm_setAutomine', [true]);
  }
  return { hashes, status: 200 };
}

/** A batch a wallet answered wallet_sendCalls for, as it keeps it for wallet_getCallsStatus. */
export interface CallsRecord {
  chainId: number;
  hashes: Hex[];
  status: 200 | 400;
}

/** The EIP-5792 (2.0.0) wallet_getCallsStatus result of a batch, with its receipts from the chain. */
export async function callsStatus(rpcUrl: string, id: string, record: CallsRecord) {
  const receipts = (await Promise.all(
    record.hashes.map((hash) => rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])),
  )) as ({ status: Hex } | null)[];
  const found = receipts.filter((receipt) => receipt !== null);
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(record.chainId),
    status: record.status === 400 ? 400 : statusOfReceipts(found, record.hashes.length),
    atomic: true,
    receipts: found,
  };
}

/** EIP-5792 codes: 100 pending, 200 all succeeded, 500 all reverted, 600 some reverted. */
function statusOfReceipts(receipts: readonly { status: Hex }[], sent: number): 100 | 200 | 500 | 600 {
  // A receipt still missing is pending (a chain that was reset may lose it for good).
  if (receipts.length < sent) return 100;
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length;
  if (succeeded === sent) return 200;
  return succeeded === 0 ? 500 : 600;
}
