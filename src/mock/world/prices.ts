import { toAddress } from '../../domain/address.ts';
import { coinId, NATIVE_TOKEN, parseCoinId, type TokenRef } from '../../api/prices/price-coins.ts';
import { EVENT_CHAINS, REWARD_CHAINS } from './chains.ts';
import { asset, REWARD_TOKEN_KINDS, rewardToken, type AssetKind, type WorldToken } from './tokens.ts';
import type { MockWorld } from './world.ts';

// The prices the mock's price source serves: the very prices the world computes TVL and APR
// with (tokens.ts), so a dollar value on screen agrees with the campaign's own figures. Every
// chain's gas token is ETH, priced as WETH. A test may withhold a price (a token the source has
// no market for) until the next reset.

const ASSET_KINDS: readonly AssetKind[] = ['USDC', 'USDT', 'WETH', 'wstETH', 'sUSDe'];

/** A priced token of the world: its coin id at the source, symbol, decimals and USD-6 price. */
export interface WorldPrice extends TokenRef {
  id: string;
  symbol: string;
  decimals: number;
  priceUsd6: bigint;
}

function priced(chainId: number, token: WorldToken): WorldPrice {
  const ref = { chainId, address: token.address };
  return { ...ref, id: coinId(ref), symbol: token.symbol, decimals: token.decimals, priceUsd6: token.priceUsd6 };
}

function buildPriceBook(): ReadonlyMap<string, WorldPrice> {
  const book = new Map<string, WorldPrice>();
  const add = (price: WorldPrice) => book.set(price.id, price);
  for (const chain of REWARD_CHAINS)
    for (const kind of REWARD_TOKEN_KINDS) add(priced(chain.chainId, rewardToken(chain.chainId, kind)));
  for (const chain of EVENT_CHAINS) {
    for (const kind of ASSET_KINDS) add(priced(chain.chainId, asset(chain.chainId, kind)));
    const eth = asset(chain.chainId, 'WETH');
    add(priced(chain.chainId, { ...eth, address: NATIVE_TOKEN, symbol: 'ETH' }));
  }
  return book;
}

/** Every token the world prices, by coin id. */
const WORLD_PRICES: ReadonlyMap<string, WorldPrice> = buildPriceBook();

/**
 * The price of coin `id` in `world`: a token of the price book, or a reward token at the address
 * the local chains deployed it to (the stack and the demo point the world's campaigns there, see
 * chain/local-token-addresses.ts), priced as the token it is, not by where it was first named.
 */
export function worldPriceOf(world: MockWorld, id: string): WorldPrice | undefined {
  const listed = WORLD_PRICES.get(id);
  if (listed !== undefined) return listed;
  const token = parseCoinId(id);
  if (token === null) return undefined;
  const deployed = world
    .rewardTokensOn(token.chainId)
    .find((candidate) => toAddress(candidate.address) === token.address);
  return deployed === undefined ? undefined : priced(token.chainId, deployed);
}

/** The USD-6 price as the JSON number a price source sends (845000n → 0.845). */
export function priceAsNumber(priceUsd6: bigint): number {
  const whole = priceUsd6 / 1_000_000n;
  const fraction = (priceUsd6 % 1_000_000n).toString().padStart(6, '0');
  return Number(`${whole.toString()}.${fraction}`);
}
