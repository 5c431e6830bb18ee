import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { rewardKeys } from '../query-keys.ts';
import { decodeInWorker } from '../decode-off-thread.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import type { Address } from '../../domain/address.ts';
import { userRewardPageSchema, type UserRewardList } from '../schemas/rewards.ts';
import { addressPathSchema, userRewardsQuerySchema, type UserRewardsQuery } from '../schemas/requests.ts';

/** GET /v1/users/{address}/rewards: campaigns where the user triggered and accrued rewards. */
export async function getUserRewards(
  address: Address,
  filters: UserRewardsQuery = {},
  options: EndpointOptions = {},
): Promise<UserRewardList> {
  const client = options.client ?? apiClient;
  // Started before the request, so the worker is up when the answer comes.
  const decodeElsewhere = decodeInWorker('userRewards');
  return client.get(buildPath(API_ROUTES.userRewards, encodeRequest(addressPathSchema, { address })), {
    query: encodeRequest(userRewardsQuerySchema, filters),
    schema: userRewardPageSchema,
    signal: options.signal,
    decodeElsewhere,
  });
}

/** Query options for a user's rewards; waits (skipToken) while no address is known. */
export function userRewardsQueryOptions(
  address: Address | undefined,
  filters: UserRewardsQuery = {},
  client: ApiClient = apiClient,
) {
  return queryOptions({
    queryKey: rewardKeys.list(address, filters),
    queryFn: address === undefined ? skipToken : ({ signal }) => getUserRewards(address, filters, { client, signal }),
  });
}
