import { queryOptions } from '@tanstack/react-query';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { decodeInWorker } from '../decode-off-thread.ts';
import { campaignKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import { campaignPageSchema, type CampaignList } from '../schemas/campaign.ts';
import { campaignListQuerySchema, type CampaignListQuery } from '../schemas/requests.ts';

interface CampaignsOptions extends EndpointOptions {
  /**
   * Decode the page in the app's answer decoder (a Web Worker) rather than on the main thread: for
   * pages of up to a hundred campaigns read while a screen is busy drawing. Its worker starts with
   * the first such request, so a screen that reads a few campaigns is better off without it.
   */
  offThread?: boolean;
}

/** GET /v1/campaigns: one page of campaigns matching the filters. */
export async function getCampaigns(
  filters: CampaignListQuery = {},
  options: CampaignsOptions = {},
): Promise<CampaignList> {
  const client = options.client ?? apiClient;
  // Started before the request, so the worker is up when the answer comes.
  const decodeElsewhere = options.offThread === true ? decodeInWorker('campaignPage') : undefined;
  return client.get(buildPath(API_ROUTES.campaigns), {
    query: encodeRequest(campaignListQuerySchema, filters),
    schema: campaignPageSchema,
    signal: options.signal,
    decodeElsewhere,
  });
}

/** Query options for a campaign list page (usable in loaders and `useQuery`). */
export function campaignsQueryOptions(filters: CampaignListQuery = {}, client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: campaignKeys.list(filters),
    queryFn: ({ signal }) => getCampaigns(filters, { client, signal }),
  });
}
