import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { campaignKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import { campaignSchema, type Campaign } from '../schemas/campaign.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import type { Address } from '../../domain/address.ts';
import { campaignDetailQuerySchema, campaignPathSchema } from '../schemas/requests.ts';

/** GET /v1/campaigns/{campaignId}: one campaign, with `userPosition` when `userAddress` is given. */
export async function getCampaign(
  id: CampaignId,
  userAddress?: Address,
  options: EndpointOptions = {},
): Promise<Campaign> {
  const client = options.client ?? apiClient;
  return client.get(buildPath(API_ROUTES.campaign, encodeRequest(campaignPathSchema, { campaignId: id })), {
    query: encodeRequest(campaignDetailQuerySchema, { userAddress }),
    schema: campaignSchema,
    signal: options.signal,
  });
}

/** Query options for one campaign as seen by `userAddress` (or by nobody). */
export function campaignQueryOptions(id: CampaignId, userAddress?: Address, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: campaignKeys.detail(id, userAddress),
    queryFn: ({ signal }) => getCampaign(id, userAddress, { client, signal }),
  });
}

/** One campaign; pass the connected wallet to get its `userPosition`. */
export function useCampaign(id: CampaignId, userAddress?: Address) {
  return useQuery(campaignQueryOptions(id, userAddress));
}
