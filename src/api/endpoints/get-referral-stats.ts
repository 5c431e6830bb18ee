import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { referralKeys } from '../query-keys.ts';
import { decodeInWorker } from '../decode-off-thread.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import type { Address } from '../../domain/address.ts';
import { referralStatRowsSchema, type ReferralStat } from '../schemas/referrals.ts';
import type { DecodedRows } from '../schemas/row-list.ts';
import { addressPathSchema, referralStatsQuerySchema, type ReferralStatsQuery } from '../schemas/requests.ts';

/** GET /v1/referrals/stats/{address}: a referrer's earnings, one entry per campaign (bad rows left out). */
export async function getReferralStats(
  address: Address,
  filters: ReferralStatsQuery = {},
  options: EndpointOptions = {},
): Promise<DecodedRows<ReferralStat>> {
  const client = options.client ?? apiClient;
  // Started before the request, so the worker is up when the answer comes.
  const decodeElsewhere = decodeInWorker('referralStats');
  return client.get(buildPath(API_ROUTES.referralStats, encodeRequest(addressPathSchema, { address })), {
    query: encodeRequest(referralStatsQuerySchema, filters),
    schema: referralStatRowsSchema,
    signal: options.signal,
    decodeElsewhere,
  });
}

/** Query options for a referrer's stats; waits (skipToken) while no address is known. */
export function referralStatsQueryOptions(
  address: Address | undefined,
  filters: ReferralStatsQuery = {},
  client: ApiClient = apiClient,
) {
  return queryOptions({
    queryKey: referralKeys.stats(address, filters),
    queryFn: address === undefined ? skipToken : ({ signal }) => getReferralStats(address, filters, { client, signal }),
    // "Clients should cache stats for 60 seconds or more" covers referral stats too.
  });
}
