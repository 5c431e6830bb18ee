// A scriptable EIP-1193 wallet over anvil for the claim and bind runner tests: it sends and signs
// with anvil's unlocked development accounts, and can refuse, switch chains or replace a sent
// transaction the way a real wallet's "speed up" and "cancel" do.
import { createConfig, createConnector, http, type Config } from 'wagmi';
import { connect } from 'wagmi/actions';
import { numberToHex, hexToNumber, UserRejectedRequestError, type Chain, type EIP1193RequestFn, type Hex } from 'viem';
import type { Address } from '../domain/address.ts';
import { sendCallsAtomically } from '../wallet/dev-wallet/atomic-batch.ts';

export interface TestWalletBehaviour {
  /** Declines every transaction (EIP-1193 code 4001). */
  rejectSends?: boolean;
  /** Declines every chain switch. */
  rejectSwitch?: boolean;
  /** Replaces each sent transaction, after the app started watching it, with a faster copy or a cancel. */
  replaceWith?: 'speed-up' | 'cancel';
  /** Answers EIP-5792 (capabilities, sendCalls, getCallsStatus) with atomic batching. */
  batching?: boolean;
  /** Declines every typed-data signature (EIP-1193 code 4001). */
  rejectSignatures?: boolean;
  /** Signs typed data with this unlocked account's key instead, as a contract wallet's owner does. */
  signWith?: Address;
}

/** What a batching test wallet did, for the test to count confirmations. */
interface TestWalletLog {
  sendCalls: number;
  sendTransactions: number;
}

interface CallsRecord {
  chainId: number;
  hashes: Hex[];
  /** EIP-5792 status code: 200 confirmed, 400 refused before anything went on chain. */
  status: number;
}

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

async function rpc(url: string, method: string, params: unknown = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error !== undefined) throw new ProviderRpcError(body.error.code, body.error.message);
  return body.result;
}

interface SentTransaction {
  from: Address;
  to: Address;
  data?: Hex;
  value?: Hex;
}

/** Sends `tx` held back from mining, then replaces it by nonce and mines the replacement. */
async function sendThenReplace(url: string, tx: SentTransaction, how: 'speed-up' | 'cancel'): Promise<Hex> {
  await rpc(url, 'evm_setAutomine', [false]);
  const nonce = (await rpc(url, 'eth_getTransactionCount', [tx.from, 'pending'])) as Hex;
  const gasPrice = BigInt((await rpc(url, 'eth_gasPrice')) as Hex);
  const original = (await rpc(url, 'eth_sendTransaction', [{ ...tx, nonce, gas: numberToHex(500_000) }])) as Hex;
  const replacement =
    how === 'cancel' ? { from: tx.from, to: tx.from, value: '0x0' } : { ...tx, gas: numberToHex(500_000) };
  setTimeout(() => {
    void (async () => {
      const fee = numberToHex(gasPrice * 10n);
      await rpc(url, 'eth_sendTransaction', [{ ...replacement, nonce, maxFeePerGas: fee, maxPriorityFeePerGas: fee }]);
      await rpc(url, 'evm_mine');
      await rpc(url, 'evm_setAutomine', [true]);
    })();
  }, 400);
  return original;
}

/** A wagmi config whose only wallet is `account` on the given anvil chains, connected on `startChainId`. */
export async function connectTestWallet(options: {
  chains: readonly [Chain, ...Chain[]];
  account: Address;
  startChainId: number;
  behaviour?: TestWalletBehaviour;
}) {
  const { chains, account } = options;
  const behaviour = options.behaviour ?? {};
  let chainId = options.startChainId;
  const log: TestWalletLog = { sendCalls: 0, sendTransactions: 0 };
  const batches = new Map<string, CallsRecord>();
  const urlOf = (id: number) => {
    const chain = chains.find((candidate) => candidate.id === id);
    if (chain === undefined) throw new ProviderRpcError(4902, `Unknown chain ${String(id)}`);
    return chain.rpcUrls.default.http[0] ?? '';
  };
  const connectorFn = createConnector((config) => {
    const request = (async ({ method, params }: { method: string; params?: unknown }) => {
      switch (method) {
        case 'eth_chainId':
          return numberToHex(chainId);
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [account];
        case 'wallet_switchEthereumChain': {
          if (behaviour.rejectSwitch === true) throw new ProviderRpcError(4001, 'User rejected the switch');
          const [{ chainId: requested }] = params as [{ chainId: Hex }];
          chainId = hexToNumber(requested);
          urlOf(chainId);
          config.emitter.emit('change', { chainId });
          return null;
        }
        case 'wallet_getCapabilities': {
          if (behaviour.batching !== true) throw new ProviderRpcError(4200, 'Method not supported');
          return Object.fromEntries(
            chains.map((chain) => [numberToHex(chain.id), { atomic: { status: 'supported' } }]),
          );
        }
        case 'wallet_sendCalls': {
          if (behaviour.batching !== true) throw new ProviderRpcError(4200, 'Method not supported');
          if (behaviour.rejectSends === true) throw new ProviderRpcError(4001, 'User rejected the request');
          const [request] = params as [{ chainId: Hex; calls: { to: Address; data?: Hex }[] }];
          const callsChainId = hexToNumber(request.chainId);
          log.sendCalls += 1;
          const url = urlOf(callsChainId);
          const record = await sendCallsAtomically({
            rpcUrl: url,
            from: account,
            calls: request.calls,
            send: async (call) => (await rpc(url, 'eth_sendTransaction', [{ from: account, ...call }])) as Hex,
          });
          const id = numberToHex(batches.size + 1, { size: 32 });
          batches.set(id, { chainId: callsChainId, ...record });
          return { id };
        }
        case 'wallet_getCallsStatus': {
          const [id] = params as [string];
          const record = batches.get(id);
          if (record === undefined) throw new ProviderRpcError(5730, 'Unknown bundle id');
          const receipts = await Promise.all(
            record.hashes.map((hash) => rpc(urlOf(record.chainId), 'eth_getTransactionReceipt', [hash])),
          );
          return {
            version: '2.0.0',
            id,
            chainId: numberToHex(record.chainId),
            status: record.status,
            atomic: true,
            receipts,
          };
        }
        case 'eth_sendTransaction': {
          if (behaviour.rejectSends === true) throw new ProviderRpcError(4001, 'User rejected the request');
          log.sendTransactions += 1;
          const [tx] = params as [SentTransaction];
          if (behaviour.replaceWith !== undefined) return sendThenReplace(urlOf(chainId), tx, behaviour.replaceWith);
          return rpc(urlOf(chainId), method, params);
        }
        case 'eth_signTypedData_v4': {
          if (behaviour.rejectSignatures === true) throw new ProviderRpcError(4001, 'User rejected the request');
          const [, typedData] = params as [Address, string];
          return rpc(urlOf(chainId), method, [behaviour.signWith ?? account, typedData]);
        }
        default:
          return rpc(urlOf(chainId), method, params);
      }
    }) as EIP1193RequestFn;
    const provider = { request, on: () => undefined, removeListener: () => undefined };
    return {
      id: 'testWallet',
      name: 'Test wallet',
      type: 'testWallet',
      connect: () => Promise.resolve({ accounts: [account], chainId } as never),
      disconnect: () => Promise.resolve(),
      getAccounts: () => Promise.resolve([account]),
      getChainId: () => Promise.resolve(chainId),
      getProvider: () => Promise.resolve(provider),
      isAuthorized: () => Promise.resolve(true),
      async switchChain({ chainId: requested }) {
        // As wagmi's injected connector does: a refusal becomes viem's UserRejectedRequestError.
        await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(requested) }] }).catch(
          (error: unknown) => {
            throw error instanceof ProviderRpcError && error.code === 4001
              ? new UserRejectedRequestError(error)
              : error;
          },
        );
        const chain = chains.find((candidate) => candidate.id === requested);
        if (chain === undefined) throw new ProviderRpcError(4902, 'Unknown chain');
        return chain;
      },
      onAccountsChanged: () => undefined,
      onChainChanged: (chain) => {
        config.emitter.emit('change', { chainId: Number(chain) });
      },
      onDisconnect: () => undefined,
    };
  });
  const config: Config = createConfig({
    chains,
    connectors: [connectorFn],
    pollingInterval: 50,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  });
  const [connector] = config.connectors;
  if (connector === undefined) throw new Error('no connector');
  await connect(config, { connector, chainId });
  return Object.assign(config, { walletLog: log });
}
