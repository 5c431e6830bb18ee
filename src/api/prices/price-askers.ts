import { createApiClient } from '../client.ts';
import { appConfig } from '../../config/env.ts';
import type { UsdPrice } from '../../domain/usd-value.ts';
import { getCurrentPrices } from './get-current-prices.ts';
import { getHistoricalPrices } from './get-historical-prices.ts';
import { createPriceBatcher } from './price-batcher.ts';
import { coinId, historicalPriceKey, type HistoricalPriceRequest, type TokenRef } from './price-coins.ts';

// What asks the price source: its client, the batchers and the answers' schemas. Loaded by the
// price queries when they first run (use-token-prices.ts), so a screen's first load carries none
// of it: dollar values come after the token amounts anyway.

// The source is a third party: no partner header, its own base URL, the client's time limit and
// retries (a 429 waits for Retry-After, a failed GET is tried once more).
const client = createApiClient({ baseUrl: appConfig.priceApiUrl ?? '' });

const currentPrices = createPriceBatcher<TokenRef>({
  keyOf: coinId,
  chainOf: (token) => token.chainId,
  fetchBatch: (tokens) => getCurrentPrices(client, tokens),
});

const historicalPrices = createPriceBatcher<HistoricalPriceRequest>({
  keyOf: historicalPriceKey,
  chainOf: (request) => request.chainId,
  fetchBatch: (requests) => getHistoricalPrices(client, requests),
});

/** The current price of `token`, asked together with every token asked within a few ms. */
export function askCurrentPrice(token: TokenRef): Promise<UsdPrice | null> {
  return currentPrices.load(token);
}

/** The price of a token at a past moment, asked in a batch likewise. */
export function askHistoricalPrice(request: HistoricalPriceRequest): Promise<UsdPrice | null> {
  return historicalPrices.load(request);
}
