import type { ApiClient } from '../client.ts';
import { usdFromNumber, type UsdPrice } from '../../domain/usd-value.ts';
import { coinId, type HistoricalPriceRequest } from './price-coins.ts';
import {
  decodeCoin,
  historicalCoinSchema,
  PRICE_SEARCH_WIDTH,
  PRICE_SEARCH_WIDTH_SECONDS,
  priceAnswerSchema,
} from './price-schema.ts';

/**
 * GET {source}/batchHistorical?coins={"<coin>":[t1,t2]}: each token's price nearest each asked
 * time, within the search width; a moment the source has no price for is absent.
 */
export async function getHistoricalPrices(
  client: ApiClient,
  requests: readonly HistoricalPriceRequest[],
  signal?: AbortSignal,
): Promise<Map<string, UsdPrice>> {
  const asked = new Map<string, Set<number>>();
  for (const request of requests) {
    const times = asked.get(coinId(request)) ?? new Set<number>();
    times.add(request.timestamp);
    asked.set(coinId(request), times);
  }
  const coins = Object.fromEntries([...asked].map(([id, times]) => [id, [...times].sort((a, b) => a - b)]));
  const answer = await client.get('/batchHistorical', {
    query: { coins: JSON.stringify(coins), searchWidth: PRICE_SEARCH_WIDTH },
    schema: priceAnswerSchema,
    signal,
  });
  const prices = new Map<string, UsdPrice>();
  for (const [id, times] of asked) {
    const raw = answer.coins[id];
    const coin = raw === undefined ? undefined : decodeCoin(historicalCoinSchema, id, raw);
    if (coin === undefined) continue;
    for (const time of times) {
      const nearest = coin.prices
        .filter((point) => Math.abs(point.timestamp - time) <= PRICE_SEARCH_WIDTH_SECONDS)
        .sort((a, b) => Math.abs(a.timestamp - time) - Math.abs(b.timestamp - time))[0];
      const usd = nearest === undefined ? null : usdFromNumber(nearest.price);
      if (nearest !== undefined && usd !== null)
        prices.set(`${id}@${String(time)}`, { usd, at: nearest.timestamp * 1000 });
    }
  }
  return prices;
}
