import { partialMatchKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { campaignKeys, claimKeys, forwarderKeys, priceKeys, referralKeys, rewardKeys } from './query-keys.ts';

// Staleness, polling and retry of every query, per key family, in one place: endpoint files build
// keys and fetchers only, and `setQueryDefaults` lets a narrower key (stats) refine its family.

/**
 * Invalidation that keeps a request already on its way rather than cancelling it and sending it
 * again: the request was sent moments ago, and a cancelled request wastes both and is a failed one
 * in the network log. For refreshes that follow a send (its payments are recorded moments after it
 * settles) and polls (the request a tick meets was sent by the tick before).
 */
export const KEEP_IN_FLIGHT = { cancelRefetch: false } as const;

/** The spec asks clients to cache campaign stats for 60 s or more (they refresh per reward checkpoint). */
export const STATS_CACHE_MS = 60_000;

/**
 * Username lookups go stale fast: the payout wallet behind a username can be re-pointed, and a
 * bind must use the current one.
 */
const REFERRAL_USERNAME_STALE_TIME_MS = 10_000;

/** Campaign, reward and claim data: fresh enough for 30 s, since rewards accrue continuously. */
const SERVICE_STALE_TIME_MS = 30_000;

/**
 * A whole filtered campaign list, read page by page: ids and names never change, and a fresh read
 * is one request per hundred campaigns, so it is read again after minutes, not seconds.
 */
const DIRECTORY_STALE_TIME_MS = 5 * 60_000;

/**
 * Campaigns read only for their names and end dates (rows of rewards, payouts, claims): those
 * never change, so a visit within a day names its rows without asking again.
 */
const NAME_STALE_TIME_MS = 24 * 60 * 60_000;

/**
 * How long the answers of the read screens are kept in the browser between visits (the persisted
 * cache, app/query-persistence.ts), and kept in memory meanwhile: a query dropped from memory is
 * dropped from what is persisted, so a wallet's rewards must not vanish after five minutes on
 * another screen.
 */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * A token's current price is read again after five minutes: values move, but a dollar figure is a
 * guide beside the exact token amount, and one request per chain prices every token in view.
 */
const PRICE_STALE_TIME_MS = 5 * 60_000;

/** The on-chain reads of src/contracts/reads/ (clones, distributors, `claimed` values) all start with this. */
const CHAIN_READS_KEY = ['chain'] as const;
/** `chainReadKeys.history` of contracts/reads/chain-read-keys.ts (api/ may not import contracts/). */
const CHAIN_HISTORY_KEY = ['chain', 'history'] as const;

/**
 * What a return visit may show before the network answers: the read screens' service and chain
 * answers, each keyed by the address it belongs to. Never a claim proof, a referral proof or a
 * username lookup: a claim plan, a claim and a bind read those fresh.
 */
const PERSISTED_FAMILIES: readonly QueryKey[] = [
  rewardKeys.all,
  referralKeys.allStats(),
  // Lists, details, names and stats: public campaign data, or keyed by the user it was read for.
  campaignKeys.all,
  CHAIN_READS_KEY,
  // Public prices, each shown with the time it was priced.
  priceKeys.all,
];

/** Whether a query's answer may be kept in the browser for a return visit. */
export function isPersistedQueryKey(queryKey: QueryKey): boolean {
  return PERSISTED_FAMILIES.some((family) => partialMatchKey(queryKey, family));
}

/** Everything else (wagmi's chain reads): 15 s, about a block's worth on the slowest chain we serve. */
const APP_STALE_TIME_MS = 15_000;

/**
 * React Query `retry` for service queries. The client already retried what is worth retrying
 * (429 with backoff, one transient GET failure), so an ApiError is final; anything else (a bug
 * in a select, say) gets React Query's usual treatment, bounded at 2.
 */
function retryServiceQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) return false;
  return failureCount < 2;
}

/** Retries help with flaky RPC networks, never with a request that was rejected (a 4xx). */
function retryOtherQuery(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/** Registers each key family's defaults; general families first, since later matches override. */
function applyQueryDefaults(client: QueryClient): void {
  const service = { staleTime: SERVICE_STALE_TIME_MS, retry: retryServiceQuery };
  // One registration per key (a second one replaces the first), so kept families say both.
  const kept = { gcTime: PERSISTED_MAX_AGE_MS };
  for (const family of [claimKeys.all, referralKeys.all, forwarderKeys.all]) client.setQueryDefaults(family, service);
  for (const family of [campaignKeys.all, rewardKeys.all]) client.setQueryDefaults(family, { ...service, ...kept });
  client.setQueryDefaults(CHAIN_READS_KEY, kept);
  // A wallet's history (contracts/reads/history-read.ts) reads only the blocks after the kept
  // ones, so a visit always asks: a claim mined since shows, for the cost of a request or two.
  client.setQueryDefaults(CHAIN_HISTORY_KEY, { ...kept, staleTime: 0 });
  // Polled as well: the numbers move per checkpoint even while the page sits open.
  client.setQueryDefaults(campaignKeys.allStats(), { staleTime: STATS_CACHE_MS, refetchInterval: STATS_CACHE_MS });
  client.setQueryDefaults(referralKeys.allStats(), { staleTime: STATS_CACHE_MS, ...kept });
  client.setQueryDefaults(campaignKeys.directories(), { staleTime: DIRECTORY_STALE_TIME_MS });
  client.setQueryDefaults(campaignKeys.names(), { staleTime: NAME_STALE_TIME_MS, gcTime: NAME_STALE_TIME_MS });
  client.setQueryDefaults(priceKeys.currents(), { staleTime: PRICE_STALE_TIME_MS, ...kept });
  // A past price does not change.
  client.setQueryDefaults(priceKeys.historicals(), { staleTime: Number.POSITIVE_INFINITY, ...kept });
  client.setQueryDefaults(referralKeys.usernames(), {
    staleTime: REFERRAL_USERNAME_STALE_TIME_MS,
    gcTime: REFERRAL_USERNAME_STALE_TIME_MS,
  });
}

/** A fresh QueryClient with the app's defaults: the one the app runs with, and the one tests render with. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: APP_STALE_TIME_MS, retry: retryOtherQuery, refetchOnWindowFocus: false },
    },
  });
  applyQueryDefaults(client);
  return client;
}
