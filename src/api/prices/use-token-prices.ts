import { queryOptions, skipToken, useQueries } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { priceKeys } from '../query-keys.ts';
import type { UsdPrice } from '../../domain/usd-value.ts';
import { pricesEnabled } from './prices-enabled.ts';
import { coinId, historicalPriceKey, type HistoricalPriceRequest, type TokenRef } from './price-coins.ts';

// Token prices for the screens: one query per token (and moment), answered by a batcher that asks
// the source once per chain for every token asked together. Without a configured source
// (`appConfig.priceApiUrl`) nothing is asked and `enabled` is false: screens then show no dollar
// values at all, rather than a column of dashes.

export { pricesEnabled };

/**
 * Below a `<PricesEnabledContext value={false}>`, screens show no dollar values and ask no price,
 * exactly as a build without a price source does: the one seam a test has to render that build's
 * screens (`pricesEnabled` is fixed when the module loads). It cannot turn prices on without a source.
 */
export const PricesEnabledContext = createContext(true);

// The code that asks the source loads with the first price asked, after the screen's own code.
const askers = () => import('./price-askers.ts');

/** Query options for the current price of `token` (null: the source has none). */
export function tokenPriceQueryOptions(token: TokenRef) {
  return queryOptions({
    queryKey: priceKeys.current(token.chainId, token.address),
    queryFn: pricesEnabled ? async (): Promise<UsdPrice | null> => (await askers()).askCurrentPrice(token) : skipToken,
  });
}

/** Query options for the price of a token at a past moment (null: the source has none). */
export function historicalPriceQueryOptions(request: HistoricalPriceRequest) {
  return queryOptions({
    queryKey: priceKeys.historical(request.chainId, request.address, request.timestamp),
    queryFn: pricesEnabled
      ? async (): Promise<UsdPrice | null> => (await askers()).askHistoricalPrice(request)
      : skipToken,
  });
}

/** What a screen knows of its tokens' prices. */
export interface TokenPrices {
  /** False when the build has no price source: show no dollar values, and no room for them. */
  enabled: boolean;
  /** The price of `token`: null when the source has none, undefined while it is being asked or failed. */
  priceOf(token: TokenRef): UsdPrice | null | undefined;
  /** Whether any asked price is still on its way. */
  pending: boolean;
  /** Why the source could not be asked, when it failed (the screen says so; nothing is priced at 0). */
  error: Error | null;
}

interface PriceResults {
  byKey: ReadonlyMap<string, UsdPrice | null>;
  pending: boolean;
  error: Error | null;
}

function combinePrices(keys: readonly string[]) {
  return (results: readonly { data: UsdPrice | null | undefined; isPending: boolean; error: Error | null }[]) => {
    const byKey = new Map<string, UsdPrice | null>();
    results.forEach((result, index) => {
      const key = keys[index];
      if (key !== undefined && result.data !== undefined) byKey.set(key, result.data);
    });
    return {
      byKey,
      pending: results.some((result) => result.isPending),
      error: results.find((result) => result.error !== null)?.error ?? null,
    } satisfies PriceResults;
  };
}

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string): { keys: string[]; items: T[] } {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return { keys: [...seen.keys()], items: [...seen.values()] };
}

/** The current prices of `tokens` (any order, repeats welcome): one request per chain per batch. */
export function useTokenPrices(tokens: readonly TokenRef[]): TokenPrices {
  const allowed = useContext(PricesEnabledContext);
  const enabled = pricesEnabled && allowed;
  const unique = useMemo(() => uniqueBy(tokens, coinId), [tokens]);
  const combine = useMemo(() => combinePrices(unique.keys), [unique]);
  const results = useQueries({
    queries: enabled ? unique.items.map(tokenPriceQueryOptions) : [],
    combine,
  });
  const priceOf = useCallback((token: TokenRef) => results.byKey.get(coinId(token)), [results.byKey]);
  return { enabled, priceOf, pending: results.pending, error: results.error };
}

/** What a screen knows of past prices. */
export interface HistoricalPrices {
  enabled: boolean;
  /** The price at `request.timestamp`: null when the source has none, undefined while asked or failed. */
  priceAt(request: HistoricalPriceRequest): UsdPrice | null | undefined;
  pending: boolean;
  error: Error | null;
}

/** Prices at past moments (a history's claims): one request per chain per batch. */
export function useHistoricalPrices(requests: readonly HistoricalPriceRequest[]): HistoricalPrices {
  const allowed = useContext(PricesEnabledContext);
  const enabled = pricesEnabled && allowed;
  const unique = useMemo(() => uniqueBy(requests, historicalPriceKey), [requests]);
  const combine = useMemo(() => combinePrices(unique.keys), [unique]);
  const results = useQueries({
    queries: enabled ? unique.items.map(historicalPriceQueryOptions) : [],
    combine,
  });
  const priceAt = useCallback(
    (request: HistoricalPriceRequest) => results.byKey.get(historicalPriceKey(request)),
    [results.byKey],
  );
  return { enabled, priceAt, pending: results.pending, error: results.error };
}
