import { queryOptions } from '@tanstack/react-query';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { campaignKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import { campaignStatsSchema, type CampaignStats } from '../schemas/campaign.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { campaignPathSchema } from '../schemas/requests.ts';

/** GET /v1/campaigns/{campaignId}/stats: the fast-moving numbers of a campaign. */
export async function getCampaignStats(id: CampaignId, options: EndpointOptions = {}): Promise<CampaignStats> {
  const client = options.client ?? apiClient;
  return client.get(buildPath(API_ROUTES.campaignStats, encodeRequest(campaignPathSchema, { campaignId: id })), {
    schema: campaignStatsSchema,
    signal: options.signal,
  });
}

/**
 * Query options for campaign stats: cached and polled every 60 s (query-defaults.ts), the minimum the spec
 * asks for; polling faster would only repeat the same checkpoint.
 */
export function campaignStatsQueryOptions(id: CampaignId, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: campaignKeys.stats(id),
    queryFn: ({ signal }) => getCampaignStats(id, { client, signal }),
  });
}
