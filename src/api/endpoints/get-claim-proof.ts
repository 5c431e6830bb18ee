import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api-error.ts';
import { claimKeys } from '../query-keys.ts';
import { apiClient, encodeRequest, type EndpointOptions } from '../client.ts';
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

/**
 * The newest claim proof of `user` in one campaign, or null when none is published for them yet
 * (the service answers 404 then, a normal state). Shares the claim flow's key, so a claim's
 * invalidation of `claimKeys.all` refreshes what screens say was paid.
 */
export function claimProofQueryOptions(id: CampaignId, user: Address) {
  return queryOptions({
    queryKey: claimKeys.detail(id, user),
    queryFn: async ({ signal }): Promise<ClaimProof | null> => {
      try {
        return await getClaimProof(id, user, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
