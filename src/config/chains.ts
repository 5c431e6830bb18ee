import type { Chain } from 'viem';
import { appConfig, LOCAL_CHAIN_PORTS } from './env.ts';

// Chains are written out rather than imported from viem/chains: viem's Base and Optimism carry
// OP-stack transaction formatters (about 12 KiB gzip) that the first load does not need, and
// wagmi only needs what is here.
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/**
 * Where Multicall3 lives on every production chain (one deterministic deployment); the local stack
 * puts a compatible contract at the same address, so reads batch the same way locally.
 */
export const MULTICALL3_ADDRESS = '0xca11bde05977b3631167028862be2a173976ca11';

function publicChain(
  id: number,
  name: string,
  rpcUrl: string,
  explorer: { name: string; url: string },
  multicall3BlockCreated: number,
): Chain {
  return {
    id,
    name,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: explorer },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: multicall3BlockCreated } },
  };
}

const mainnet = publicChain(
  1,
  'Ethereum',
  'https://eth.merkle.io',
  { name: 'Etherscan', url: 'https://etherscan.io' },
  14_353_601,
);
const base = publicChain(
  8453,
  'Base',
  'https://mainnet.base.org',
  { name: 'Basescan', url: 'https://basescan.org' },
  5022,
);
const arbitrum = publicChain(
  42161,
  'Arbitrum One',
  'https://arb1.arbitrum.io/rpc',
  { name: 'Arbiscan', url: 'https://arbiscan.io' },
  7_654_707,
);
const optimism = publicChain(
  10,
  'OP Mainnet',
  'https://mainnet.optimism.io',
  { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  4_286_263,
);

/** Local anvil chains of the bundled stack; only offered in local mode. */
function localChain(id: number, name: string): Chain {
  const port = LOCAL_CHAIN_PORTS[id] ?? 8545;
  return {
    id,
    name,
    nativeCurrency: ether,
    rpcUrls: { default: { http: [`http://127.0.0.1:${String(port)}`] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
  };
}

export const localChains: readonly [Chain, ...Chain[]] = [
  localChain(31337, 'Local Ethereum'),
  localChain(31338, 'Local Base'),
  localChain(31339, 'Local Arbitrum'),
];

/** Chains the service pays rewards on in production. */
export const productionChains: readonly [Chain, ...Chain[]] = [mainnet, base, arbitrum, optimism];

/** Every chain the wallet may connect to in this build's mode. */
export const supportedChains: readonly [Chain, ...Chain[]] =
  appConfig.mode === 'local' ? [...localChains, ...productionChains] : productionChains;

const knownChains: readonly Chain[] = [...localChains, ...productionChains];

/** Human name of a chain id, also for event chains the wallet never connects to. */
export function chainName(chainId: number): string {
  return knownChains.find((chain) => chain.id === chainId)?.name ?? `Chain ${String(chainId)}`;
}

/** Block explorer base URL of a chain, when it has one (local chains do not). */
export function explorerUrl(chainId: number): string | undefined {
  return knownChains.find((chain) => chain.id === chainId)?.blockExplorers?.default.url;
}
