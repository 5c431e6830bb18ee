import type { ApiClient } from '../client.ts';
import { usdFromNumber, type UsdPrice } from '../../domain/usd-value.ts';
import { coinId, type TokenRef } from './price-coins.ts';
import { currentCoinSchema, decodeCoin, PRICE_SEARCH_WIDTH, priceAnswerSchema } from './price-schema.ts';

/**
 * GET {source}/prices/current/{coins}: the dollar price of each token, keyed by coin id; a token
 * the source cannot price is absent (never priced at 0).
 */
export async function getCurrentPrices(
  client: ApiClient,
  tokens: readonly TokenRef[],
  signal?: AbortSignal,
): Promise<Map<string, UsdPrice>> {
  const ids = [...new Set(tokens.map(coinId))];
  const answer = await client.get(`/prices/current/${ids.join(',')}`, {
    query: { searchWidth: PRICE_SEARCH_WIDTH },
    schema: priceAnswerSchema,
    signal,
  });
  const prices = new Map<string, UsdPrice>();
  for (const id of ids) {
    const raw = answer.coins[id];
    if (raw === undefined) continue;
    const coin = decodeCoin(currentCoinSchema, id, raw);
    const usd = coin === undefined ? null : usdFromNumber(coin.price);
    if (coin !== undefined && usd !== null) prices.set(id, { usd, at: coin.timestamp * 1000 });
  }
  return prices;
}
