import type { QueryClient } from '@tanstack/react-query';
import { campaignQueryOptions } from '../api/endpoints/get-campaign.ts';
import { forwarderTargetsQueryOptions } from '../api/endpoints/get-forwarder-targets.ts';
import { routeDataOf } from './route-data-of.ts';

/**
 * Warms the cache for the screen a link leads to, with the very query options that screen
 * renders from: a campaign page asks for the campaign without a user (its position loads in a
 * section of its own), the deposit targets page for every target. `client.query` fetches only
 * when the cached data is missing or stale; the screen shows its own error if
 * the request fails. Rewards and referrals depend on the connected wallet, known to the screen
 * rather than the link, so only their code is fetched ahead (link-prefetch.tsx).
 */
export function prefetchRouteData(client: QueryClient, url: URL): void {
  const warm = (request: Promise<unknown>): void => {
    // A failed head start costs nothing: the screen asks again when it opens and shows the error.
    request.catch((error: unknown) => {
      console.warn(`Prefetching ${url.pathname} failed; the page will load its data when opened`, error);
    });
  };
  const data = routeDataOf(url.pathname);
  if (data?.kind === 'campaign') warm(client.query(campaignQueryOptions(data.id)));
  if (data?.kind === 'deposit-targets') warm(client.query(forwarderTargetsQueryOptions()));
}
