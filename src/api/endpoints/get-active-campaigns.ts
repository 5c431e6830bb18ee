import { queryOptions } from '@tanstack/react-query';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { DEFAULT_STALE_TIME_MS, retryServiceQuery } from '../query-defaults.ts';
import { campaignKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import { campaignListSchema, type CampaignList } from '../schemas/campaign.ts';
import { activeCampaignListQuerySchema, type ActiveCampaignListQuery } from '../schemas/requests.ts';

/** GET /v1/campaigns/active: one page of active campaigns (no status filter). */
export async function getActiveCampaigns(
  filters: ActiveCampaignListQuery = {},
  options: EndpointOptions = {},
): Promise<CampaignList> {
  const client = options.client ?? apiClient;
  return client.get(buildPath(API_ROUTES.activeCampaigns), {
    query: encodeRequest(activeCampaignListQuerySchema, filters),
    schema: campaignListSchema,
    signal: options.signal,
  });
}

/** Query options for a page of active campaigns. */
export function activeCampaignsQueryOptions(filters: ActiveCampaignListQuery = {}, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: campaignKeys.activeList(filters),
    queryFn: ({ signal }) => getActiveCampaigns(filters, { client, signal }),
    staleTime: DEFAULT_STALE_TIME_MS,
    retry: retryServiceQuery,
  });
}
