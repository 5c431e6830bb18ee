import { encodeAbiParameters, keccak256, zeroAddress, type Address } from 'viem';
import type { Prng } from './prng.ts';
import { asset, labelledAddress, v4PoolManager, type AssetKind } from './tokens.ts';
import type { PoolKeyRecord, TargetRecord } from './types.ts';

// Builders for each kind of target a campaign can reward: ERC-4626 vaults, pools identified by
// address (v3-style, positions are NFTs), pools identified by a v4 poolId (no address), plain
// token balances, and multi-token (ERC-1155) positions that carry a tokenId.

const EMPTY: Omit<TargetRecord, 'tokenStandard' | 'chainId' | 'symbol' | 'decimals' | 'protocol' | 'priceUsd6'> = {
  address: null,
  tokenId: null,
  poolId: null,
  poolManager: null,
  token0: null,
  token1: null,
  poolKey: null,
  shareModel: 'weighted',
  requireInRange: false,
  marketKey: null,
  asset: null,
};

/** An ERC-4626 vault share target on `chainId`, backed by `assetKind`. */
export function vaultTarget(
  rng: Prng,
  chainId: number,
  assetKind: AssetKind,
  protocol: string,
  symbol: string,
  marketKey: string | null = null,
): TargetRecord {
  const underlying = asset(chainId, assetKind);
  return {
    ...EMPTY,
    tokenStandard: 'erc4626',
    chainId,
    address: labelledAddress(`vault:${String(chainId)}:${symbol}`),
    symbol,
    decimals: underlying.decimals,
    protocol,
    marketKey,
    asset: underlying.address,
    // Vault shares trade a little above their asset after accruing yield.
    priceUsd6: (underlying.priceUsd6 * BigInt(1000 + rng.int(5, 80))) / 1000n,
  };
}

/** A pool identified by its address; positions are NFTs, so range rules may apply. */
export function poolAddressTarget(
  chainId: number,
  pair: readonly [AssetKind, AssetKind],
  protocol: string,
  requireInRange: boolean,
): TargetRecord {
  const [a, b] = sortedPair(chainId, pair);
  return {
    ...EMPTY,
    tokenStandard: 'erc721',
    chainId,
    address: labelledAddress(`pool:${String(chainId)}:${protocol}:${a.symbol}-${b.symbol}`),
    symbol: `${a.symbol}/${b.symbol}`,
    decimals: 18,
    token0: a.address,
    token1: b.address,
    requireInRange,
    protocol,
    // Liquidity units are priced per 1e18 "share" of the pool: a mock convention for TVL only.
    priceUsd6: 2_000000n,
  };
}

/** A Uniswap-v4-style pool: no address, a bytes32 poolId derived from its PoolKey. */
export function poolIdTarget(
  chainId: number,
  pair: readonly [AssetKind, AssetKind],
  fee: number,
  tickSpacing: number,
  requireInRange: boolean,
): TargetRecord {
  const [a, b] = sortedPair(chainId, pair);
  const poolKey: PoolKeyRecord = { currency0: a.address, currency1: b.address, fee, tickSpacing, hooks: zeroAddress };
  return {
    ...EMPTY,
    tokenStandard: 'erc721',
    chainId,
    symbol: `${a.symbol}/${b.symbol}`,
    decimals: 18,
    poolId: poolIdOf(poolKey),
    poolManager: v4PoolManager(chainId),
    token0: a.address,
    token1: b.address,
    poolKey,
    requireInRange,
    protocol: 'uniswap-v4',
    priceUsd6: 2_000000n,
  };
}

/** Holding a plain ERC-20 (a staked or yield-bearing token) is the position. */
export function tokenTarget(chainId: number, assetKind: AssetKind, protocol: string): TargetRecord {
  const token = asset(chainId, assetKind);
  return {
    ...EMPTY,
    tokenStandard: 'erc20',
    chainId,
    address: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    protocol,
    priceUsd6: token.priceUsd6,
  };
}

/** One id of a multi-token contract (e.g. a fixed-maturity market) is the position. */
export function multiTokenTarget(
  chainId: number,
  assetKind: AssetKind,
  protocol: string,
  tokenId: string,
): TargetRecord {
  const underlying = asset(chainId, assetKind);
  return {
    ...EMPTY,
    tokenStandard: 'erc1155',
    chainId,
    address: labelledAddress(`multi-token:${String(chainId)}:${protocol}`),
    symbol: `PT-${underlying.symbol}`,
    decimals: underlying.decimals,
    tokenId,
    protocol,
    marketKey: `${protocol}:${underlying.symbol.toLowerCase()}:${tokenId}`,
    asset: underlying.address,
    priceUsd6: (underlying.priceUsd6 * 97n) / 100n,
  };
}

/** keccak256(abi.encode(PoolKey)), as the v4 PoolManager identifies pools. */
function poolIdOf(key: PoolKeyRecord): `0x${string}` {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }, { type: 'int24' }, { type: 'address' }],
      [key.currency0, key.currency1, key.fee, key.tickSpacing, key.hooks],
    ),
  );
}

function sortedPair(
  chainId: number,
  pair: readonly [AssetKind, AssetKind],
): [{ address: Address; symbol: string }, { address: Address; symbol: string }] {
  const a = asset(chainId, pair[0]);
  const b = asset(chainId, pair[1]);
  // Pools order their tokens by address, so token0 is always the lower one.
  return a.address < b.address ? [a, b] : [b, a];
}
