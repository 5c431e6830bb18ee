import { useQueries } from '@tanstack/react-query';
import { campaignQueryOptions } from '../../../api/endpoints/get-campaign.ts';
import { errorDetails } from '../../../api/error-details.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { parseCampaignId, type CampaignIdText } from '../../../domain/campaign-id.ts';

/** A starred campaign the service did not return, and why. */
export interface WatchFailure {
  idText: CampaignIdText;
  message: string;
}

/**
 * The starred campaigns, each through the detail query the campaign page uses (one cache entry
 * per campaign, shared with its page), in the order they were starred. Idle for no ids.
 */
export function useWatchedCampaigns(ids: readonly CampaignIdText[]) {
  const parsed = ids.flatMap((idText) => {
    const id = parseCampaignId(idText);
    return id === null ? [] : [{ idText, id }];
  });
  return useQueries({
    queries: parsed.map(({ id }) => campaignQueryOptions(id)),
    combine: (results) => ({
      campaigns: results.flatMap((result): Campaign[] => (result.data === undefined ? [] : [result.data])),
      failures: results.flatMap((result, index): WatchFailure[] => {
        const idText = parsed[index]?.idText;
        if (result.error == null || result.data !== undefined || idText === undefined) return [];
        return [{ idText, message: errorDetails(result.error).message }];
      }),
      isPending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
      isFetching: results.some((result) => result.isFetching),
      retry: () => {
        for (const result of results) if (result.error != null) void result.refetch();
      },
    }),
  });
}
