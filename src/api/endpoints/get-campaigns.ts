import { queryOptions } from '@tanstack/react-query';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { campaignKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import { campaignPageSchema, type CampaignList } from '../schemas/campaign.ts';
import { campaignListQuerySchema, type CampaignListQuery } from '../schemas/requests.ts';

/** GET /v1/campaigns: one page of campaigns matching the filters. */
export async function getCampaigns(
  filters: CampaignListQuery = {},
  options: EndpointOptions = {},
): Promise<CampaignList> {
  const client = options.client ?? apiClient;
  return client.get(buildPath(API_ROUTES.campaigns), {
    query: encodeRequest(campaignListQuerySchema, filters),
    schema: campaignPageSchema,
    signal: options.signal,
  });
}

/** Query options for a campaign list page (usable in loaders and `useQuery`). */
export function campaignsQueryOptions(filters: CampaignListQuery = {}, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: campaignKeys.list(filters),
    queryFn: ({ signal }) => getCampaigns(filters, { client, signal }),
  });
}
