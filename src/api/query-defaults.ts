import { isApiError } from './api-error.ts';

/** The spec asks clients to cache campaign stats for 60 s or more (they refresh per reward checkpoint). */
export const STATS_CACHE_MS = 60_000;

/**
 * Username lookups go stale fast: the payout wallet behind a username can be re-pointed, and a
 * bind must use the current one.
 */
export const REFERRAL_USERNAME_STALE_TIME_MS = 10_000;

/** Campaign, reward and claim data: fresh enough for 30 s, since rewards accrue continuously. */
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * React Query `retry` for service queries. The client already retried what is worth retrying
 * (429 with backoff, one transient GET failure), so an ApiError is final; anything else (a bug
 * in a select, say) gets React Query's usual treatment, bounded at 2.
 */
export function retryServiceQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) return false;
  return failureCount < 2;
}
