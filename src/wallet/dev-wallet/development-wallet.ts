import {
  bytesToHex,
  createWalletClient,
  getAddress,
  hexToNumber,
  http,
  numberToHex,
  SwitchChainError,
  type Address,
  type EIP1193RequestFn,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { ChainNotConfiguredError, createConnector, type CreateConnectorFn } from 'wagmi';
import { appConfig, LOCAL_CHAIN_PORTS } from '../../config/env.ts';
import { getDevAccountIndex, onDevAccountChange } from './dev-account-store.ts';
import { keptCallsStore, walletCalls } from './wallet-calls.ts';
import { keptStore } from '../../lib/kept.ts';
import * as z from '../../lib/zod.ts';
import { svgDataUrl } from '../../lib/svg-data-url.ts';

/**
 * A wallet for the local stack, so a person without a browser extension can connect, sign and
 * claim. It holds the fixture accounts of the public development mnemonic (the same one anvil
 * funds), and it refuses every chain but the local ones, so even a misconfigured build could
 * never sign for a real network with these well-known keys.
 */
const DEVELOPMENT_MNEMONIC = 'test test test test test test test test test test test junk';

const icon = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f59e0b"/><path d="M10 10h7a6 6 0 0 1 0 12h-7z" fill="none" stroke="#111" stroke-width="3"/></svg>',
);

/** Whether this browser connected the development wallet ('true' before versions were kept). */
const devWalletConnected = keptStore({
  key: 'devWallet.connected',
  name: 'whether the development wallet is connected',
  version: 1,
  legacy: 'json',
  schema: z.boolean(),
  fallback: false,
});

function isLocalChain(chainId: number): boolean {
  return chainId in LOCAL_CHAIN_PORTS;
}

// The RPC URL the app was built with (VITE_RPC_URL_<id>, set by a stack started on other ports),
// so the wallet sends to the same chain the app reads.
function rpcUrl(chainId: number): string {
  return appConfig.rpcUrls[chainId] ?? `http://127.0.0.1:${String(LOCAL_CHAIN_PORTS[chainId] ?? 8545)}`;
}

function accountAt(index: number): HDAccount {
  return mnemonicToAccount(DEVELOPMENT_MNEMONIC, { addressIndex: index });
}

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface TransactionRequestParams {
  to?: Address;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
}

/** The development wallet connector; only the local entry point adds it. */
export function developmentWallet(): CreateConnectorFn {
  const firstLocal = Number(Object.keys(LOCAL_CHAIN_PORTS)[0]);
  let chainId = firstLocal;
  let stopWatching: (() => void) | undefined;

  return createConnector((config) => {
    const account = (): HDAccount => accountAt(getDevAccountIndex());
    const localChainIds = config.chains.map((chain) => chain.id).filter(isLocalChain);
    // EIP-5792: atomic batches on the local chains, so "Claim all" confirms once per chain.
    const calls = walletCalls({
      rpcUrlOf: (id) => (localChainIds.includes(id) ? rpcUrl(id) : undefined),
      chainIds: localChainIds,
      account: () => account().address,
      send: (id, call) =>
        createWalletClient({ account: account(), transport: http(rpcUrl(id)) }).sendTransaction({
          chain: config.chains.find((candidate) => candidate.id === id),
          to: call.to,
          data: call.data,
          value: call.value === undefined ? undefined : BigInt(call.value),
          gas: BigInt(call.gas),
        }),
      store: keptCallsStore(),
      newId: () => bytesToHex(crypto.getRandomValues(new Uint8Array(32))),
    });

    const request = (async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
      switch (method) {
        case 'eth_chainId':
          return numberToHex(chainId);
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [account().address];
        case 'personal_sign': {
          const [message] = params as [Hex];
          return account().signMessage({ message: { raw: message } });
        }
        case 'eth_signTypedData_v4': {
          const [, json] = params as [Address, string];
          return account().signTypedData(JSON.parse(json) as TypedDataDefinition);
        }
        case 'eth_sendTransaction': {
          const [tx] = params as [TransactionRequestParams];
          const client = createWalletClient({ account: account(), transport: http(rpcUrl(chainId)) });
          const chain = config.chains.find((candidate) => candidate.id === chainId);
          return client.sendTransaction({
            chain,
            to: tx.to,
            data: tx.data,
            value: tx.value === undefined ? undefined : BigInt(tx.value),
            gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
          });
        }
        case 'wallet_switchEthereumChain': {
          const [{ chainId: requested }] = params as [{ chainId: Hex }];
          const next = hexToNumber(requested);
          if (!isLocalChain(next))
            throw new ProviderRpcError(4902, 'The development wallet only works on local chains');
          chainId = next;
          config.emitter.emit('change', { chainId });
          return null;
        }
        default: {
          if (calls.handles(method)) return calls.request(method, params);
          // Reads (balances, calls, receipts) go to the local chain itself.
          const response = await fetch(rpcUrl(chainId), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
          });
          const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
          if (body.error !== undefined) throw new ProviderRpcError(body.error.code, body.error.message);
          return body.result;
        }
      }
    }) as EIP1193RequestFn;

    const provider = { request, on: () => undefined, removeListener: () => undefined };

    return {
      id: 'developmentWallet',
      name: 'Development wallet',
      type: 'developmentWallet',
      icon,
      connect({ chainId: requested } = {}) {
        if (requested !== undefined && isLocalChain(requested)) chainId = requested;
        devWalletConnected.write(true);
        stopWatching?.();
        stopWatching = onDevAccountChange(() => {
          config.emitter.emit('change', { accounts: [account().address] });
        });
        // wagmi's connect() result type depends on a generic flag; the plain form is what it expects here.
        return Promise.resolve({ accounts: [getAddress(account().address)], chainId } as never);
      },
      disconnect() {
        devWalletConnected.clear();
        stopWatching?.();
        stopWatching = undefined;
        return Promise.resolve();
      },
      getAccounts: () => Promise.resolve([getAddress(account().address)]),
      getChainId: () => Promise.resolve(chainId),
      getProvider: () => Promise.resolve(provider),
      isAuthorized: () => Promise.resolve(devWalletConnected.read()),
      switchChain({ chainId: requested }) {
        const chain = config.chains.find((candidate) => candidate.id === requested);
        if (chain === undefined || !isLocalChain(requested)) {
          return Promise.reject(new SwitchChainError(new ChainNotConfiguredError()));
        }
        chainId = requested;
        config.emitter.emit('change', { chainId });
        return Promise.resolve(chain);
      },
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) });
      },
      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) });
      },
      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}

/** Address of a development account, for the account picker. */
export function devAccountAddress(index: number): Address {
  return accountAt(index).address;
}
