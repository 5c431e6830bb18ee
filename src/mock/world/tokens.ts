import { keccak256, stringToHex, type Address } from 'viem';

/**
 * Tokens of the fixture world. Reward tokens live on the local reward chains at stable made-up
 * addresses (a hash of a label, so no key exists for them); the local-chain integration deploys
 * or etches token code at exactly these addresses so merkle leaves and on-chain transfers agree.
 * Target assets on public chains use the real token addresses so the UI shows familiar links.
 */
export interface WorldToken {
  address: Address;
  symbol: string;
  decimals: number;
  /** USD price with 6 decimals (1_000000n = $1), used for TVL and APR. */
  priceUsd6: bigint;
}

/** Stable contract-like address derived from a label; nobody holds a key for it. */
export function labelledAddress(label: string): Address {
  return `0x${keccak256(stringToHex(`partner-mock:${label}`)).slice(-40)}`;
}

export type RewardTokenKind = 'USDC' | 'WETH' | 'PTN';

const REWARD_TOKEN_SHAPES: Readonly<Record<RewardTokenKind, Omit<WorldToken, 'address'>>> = {
  USDC: { symbol: 'USDC', decimals: 6, priceUsd6: 1_000000n },
  WETH: { symbol: 'WETH', decimals: 18, priceUsd6: 3_412_550000n },
  PTN: { symbol: 'PTN', decimals: 18, priceUsd6: 845000n },
};

/** Every reward token kind, in the order campaigns rotate through them. */
export const REWARD_TOKEN_KINDS: readonly RewardTokenKind[] = ['USDC', 'WETH', 'PTN'];

/** The reward token of `kind` on reward chain `chainId`. */
export function rewardToken(chainId: number, kind: RewardTokenKind): WorldToken {
  return { address: labelledAddress(`reward-token:${String(chainId)}:${kind}`), ...REWARD_TOKEN_SHAPES[kind] };
}

export type AssetKind = 'USDC' | 'WETH' | 'wstETH' | 'sUSDe' | 'USDT';

const ASSET_SHAPES: Readonly<Record<AssetKind, Omit<WorldToken, 'address'>>> = {
  USDC: { symbol: 'USDC', decimals: 6, priceUsd6: 1_000000n },
  USDT: { symbol: 'USDT', decimals: 6, priceUsd6: 1_000000n },
  WETH: { symbol: 'WETH', decimals: 18, priceUsd6: 3_412_550000n },
  wstETH: { symbol: 'wstETH', decimals: 18, priceUsd6: 4_051_200000n },
  sUSDe: { symbol: 'sUSDe', decimals: 18, priceUsd6: 1_162000n },
};

// Real deployments on the public chains; local chains get labelled addresses instead.
const PUBLIC_ASSET_ADDRESSES: Readonly<Record<number, Partial<Record<AssetKind, Address>>>> = {
  1: {
    USDC: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    USDT: '0xdac17f958d2ee523a2206206994597c13d831ec7',
    WETH: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    wstETH: '0x7f39c581f595b53c5cb19bd0b3f8da6c935e2ca0',
    sUSDe: '0x9d39a5de30e57443bff2a8307a4256c8797a3497',
  },
  8453: {
    USDC: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
    WETH: '0x4200000000000000000000000000000000000006',
    wstETH: '0xc1cba3fcea344f92d9239c08c0568f6f2f0ee452',
  },
  42161: {
    USDC: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
    USDT: '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9',
    WETH: '0x82af49447d8a07e3bd95bd0d56f35241523fbab1',
    wstETH: '0x5979d7b546e38e414f7e9822514be443a4800529',
  },
};

/** An asset on an event chain: the real address on public chains, a labelled one on local ones. */
export function asset(chainId: number, kind: AssetKind): WorldToken {
  const address = PUBLIC_ASSET_ADDRESSES[chainId]?.[kind] ?? labelledAddress(`asset:${String(chainId)}:${kind}`);
  return { address, ...ASSET_SHAPES[kind] };
}

// Uniswap v4 PoolManager singletons on the public chains.
const V4_POOL_MANAGERS: Readonly<Record<number, Address>> = {
  1: '0x000000000004444c5dc75cb358380d2e3de08a90',
  8453: '0x498581ff718922c3f8e6a244956af099b2652b2b',
  42161: '0x360e68faccca8ca495c1b759fd9eee466db9fb32',
};

/** The v4 PoolManager of an event chain. */
export function v4PoolManager(chainId: number): Address {
  return V4_POOL_MANAGERS[chainId] ?? labelledAddress(`v4-pool-manager:${String(chainId)}`);
}
