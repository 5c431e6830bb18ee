import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { DEFAULT_STALE_TIME_MS, retryServiceQuery } from '../query-defaults.ts';
import { claimKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { claimProofSchema, type ClaimProof } from '../schemas/claims.ts';
import type { Address } from '../../domain/address.ts';
import { campaignAddressPathSchema } from '../schemas/requests.ts';

/** GET /v1/claims/{campaignId}/{address}: the latest claim proof and precomputed claimable amount. */
export async function getClaimProof(
  id: CampaignId,
  address: Address,
  options: EndpointOptions = {},
): Promise<ClaimProof> {
  const client = options.client ?? apiClient;
  return client.get(
    buildPath(API_ROUTES.claimProof, encodeRequest(campaignAddressPathSchema, { campaignId: id, address })),
    {
      schema: claimProofSchema,
      signal: options.signal,
    },
  );
}

/** Query options for a claim proof; waits (skipToken) while no address is known. */
export function claimProofQueryOptions(id: CampaignId, address: Address | undefined, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: claimKeys.detail(id, address),
    queryFn: address === undefined ? skipToken : ({ signal }) => getClaimProof(id, address, { client, signal }),
    staleTime: DEFAULT_STALE_TIME_MS,
    retry: retryServiceQuery,
  });
}
