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
