import { useQueries } from '@tanstack/react-query';
import { campaignQueryOptions } from '../../../api/endpoints/get-campaign.ts';
import { errorDetails } from '../../../api/error-details.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { appConfig } from '../../../config/env.ts';
import { idInScope, withinScope } from '../campaign-scope.ts';
import type { CampaignScope } from '../../../config/partner.ts';
import { parseCampaignId, type CampaignIdText } from '../../../domain/campaign-id.ts';

/** A starred campaign the service did not return, and why. */
export interface WatchFailure {
  idText: CampaignIdText;
  message: string;
}

/**
 * The starred campaigns this deployment shows, each through the detail query the campaign page
 * uses (one cache entry per campaign, shared with its page), in the order they were starred. Idle
 * for no ids.
 *
 * A partner's scope (app-config.json partner.campaigns) narrows them as it narrows the list: a star
 * kept from another build on this origin, or from before the scope changed, stays in the browser
 * (that build may show it) but is not shown, read or counted here. Ids the scope rules out are not
 * read at all; a campaign the scope judges by its target or protocol is judged once read, so
 * `size` counts it until then, and counts a star that failed to load, which the scope cannot judge.
 */
export function useWatchedCampaigns(
  ids: readonly CampaignIdText[],
  scope: CampaignScope = appConfig.partner.campaigns,
) {
  const stars = ids.flatMap((idText) => {
    const id = parseCampaignId(idText);
    return id === null ? [] : [{ idText, id }];
  });
  const parsed = stars.filter(({ id }) => idInScope(scope, id));
  const ruledOut = stars.length - parsed.length;
  return useQueries({
    queries: parsed.map(({ id }) => campaignQueryOptions(id)),
    combine: (results) => {
      const read = results.flatMap((result): Campaign[] => (result.data === undefined ? [] : [result.data]));
      const campaigns = withinScope(read, scope);
      const readOutside = read.length - campaigns.length;
      return {
        campaigns,
        /** The starred campaigns shown here (or still to be judged). */
        size: parsed.length - readOutside,
        /** The starred campaigns the scope leaves out: kept in the browser, not shown here. */
        outside: ruledOut + readOutside,
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
      };
    },
  });
}
