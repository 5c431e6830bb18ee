import type { Chain as ViemChain } from 'viem';
import { chainIconUrl } from '../lib/chain-marks.ts';
import { appConfig, LOCAL_CHAIN_PORTS } from './env.ts';

/**
 * A chain with the icon RainbowKit shows in its network button and "Switch Networks" list. Without
 * one RainbowKit falls back to its own table, which draws chain 31337 as Hardhat's yellow hard hat
 * (it reads as a warning) and the other local chains as nothing.
 */
type Chain = ViemChain & { iconUrl: string; iconBackground?: string };

// Chains are written out rather than imported from viem/chains: viem's Base and Optimism carry
// OP-stack transaction formatters (about 12 KiB gzip) that the first load does not need, and
// wagmi only needs what is here. Each names its block time (ms): viem polls for a receipt every
// half block (at least 0.5 s, at most 4 s), so a claim on Base or Arbitrum reads as mined within a
// second of it, not up to 4 s later.
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
  blockTime: number,
): Chain {
  return {
    id,
    name,
    blockTime,
    iconUrl: chainIconUrl(id),
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
  12_000,
);
const base = publicChain(
  8453,
  'Base',
  'https://mainnet.base.org',
  { name: 'Basescan', url: 'https://basescan.org' },
  5022,
  2_000,
);
const arbitrum = publicChain(
  42161,
  'Arbitrum One',
  'https://arb1.arbitrum.io/rpc',
  { name: 'Arbiscan', url: 'https://arbiscan.io' },
  7_654_707,
  250,
);
const optimism = publicChain(
  10,
  'OP Mainnet',
  'https://mainnet.optimism.io',
  { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  4_286_263,
  2_000,
);

/** Local anvil chains of the bundled stack; only offered in local mode. */
function localChain(id: number, name: string): Chain {
  const port = LOCAL_CHAIN_PORTS[id] ?? 8545;
  return {
    id,
    name,
    iconUrl: chainIconUrl(id),
    // RainbowKit's own background for 31337 is Hardhat's yellow; the ring's corners would show it.
    iconBackground: 'transparent',
    nativeCurrency: ether,
    // Anvil mines each transaction at once: the fastest poll viem allows (half a second) shows a
    // claim mined as soon as it is, where the 12 s it assumes without a block time waited up to 4 s.
    blockTime: 1_000,
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

/**
 * Every chain the wallet may connect to in this build's mode: the chains of this deployment. It is
 * also RainbowKit's "Switch Networks" list, so a local build offers its local chains (and a
 * production chain only where one is configured with a manager): offering Ethereum there led
 * nowhere, as the development wallet cannot reach it and the app pays nothing on it.
 */
export const supportedChains: readonly [Chain, ...Chain[]] =
  appConfig.mode === 'local'
    ? [...localChains, ...productionChains.filter((chain) => appConfig.managerAddresses[chain.id] !== undefined)]
    : productionChains;

const knownChains: readonly Chain[] = [...localChains, ...productionChains];

/** Human name of a chain id, also for event chains the wallet never connects to. */
export function chainName(chainId: number): string {
  return knownChains.find((chain) => chain.id === chainId)?.name ?? `Chain ${String(chainId)}`;
}

/** Block explorer base URL of a chain, when it has one (local chains do not). */
export function explorerUrl(chainId: number): string | undefined {
  return knownChains.find((chain) => chain.id === chainId)?.blockExplorers?.default.url;
}
