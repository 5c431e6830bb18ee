import { apiClient, encodeRequest, type EndpointOptions } from '../client.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import { campaignPageSchema, type CampaignList } from '../schemas/campaign.ts';
import { activeCampaignListQuerySchema, type ActiveCampaignListQuery } from '../schemas/requests.ts';

/** GET /v1/campaigns/active: one page of active campaigns (no status filter). */
export async function getActiveCampaigns(
  filters: ActiveCampaignListQuery = {},
  options: EndpointOptions = {},
): Promise<CampaignList> {
  const client = options.client ?? apiClient;
  return client.get(buildPath(API_ROUTES.activeCampaigns), {
    query: encodeRequest(activeCampaignListQuerySchema, filters),
    schema: campaignPageSchema,
    signal: options.signal,
  });
}
