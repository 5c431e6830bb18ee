import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { coinId, type TokenRef } from '../../../api/prices/price-coins.ts';
import { pricesEnabled, tokenPriceQueryOptions } from '../../../api/prices/use-token-prices.ts';
import type { UsdPrice } from '../../../domain/usd-value.ts';
import { describeClaimError } from './claim-errors.ts';
import { NO_PRICES, type PlanPrices } from './claim-worth.ts';

// The prices a Claim everything is planned with, read once while planning: one ask per DISTINCT
// token (the reward tokens and each chain's gas token), never per claim, through the same cached
// queries the screens use; the batcher turns the asks into one request per chain. A wallet with
// 300 campaigns in three tokens asks for six prices, most often already in the cache.

/** Reads the current prices of `tokens` (repeats welcome) for a plan. */
export type PlanPriceReader = (tokens: readonly TokenRef[]) => Promise<PlanPrices>;

/** The prices of `tokens`, from the cache when fresh; a source that fails is said, never priced at 0. */
async function readPlanPrices(queryClient: QueryClient, tokens: readonly TokenRef[]): Promise<PlanPrices> {
  if (!pricesEnabled) return NO_PRICES;
  const unique = new Map(tokens.map((token) => [coinId(token), token]));
  const answers = await Promise.allSettled(
    [...unique.values()].map((token) => queryClient.query(tokenPriceQueryOptions(token))),
  );
  const byCoin = new Map<string, UsdPrice | null>();
  let failure: string | undefined;
  [...unique.keys()].forEach((key, index) => {
    const answer = answers[index];
    if (answer?.status === 'fulfilled') byCoin.set(key, answer.value);
    else if (answer !== undefined) {
      console.warn('A price could not be read for a plan', key, answer.reason);
      failure ??= describeClaimError(answer.reason);
    }
  });
  return { enabled: true, byCoin, ...(failure !== undefined && { failure }) };
}

/** A `PlanPriceReader` on the app's query client. */
export function usePlanPriceReader(): PlanPriceReader {
  const queryClient = useQueryClient();
  return useCallback((tokens) => readPlanPrices(queryClient, tokens), [queryClient]);
}
