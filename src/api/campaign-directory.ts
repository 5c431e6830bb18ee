import { useQueries } from '@tanstack/react-query';
import { chainName } from '../config/chains.ts';
import { formatCampaignId, type CampaignId, type CampaignIdText } from '../domain/campaign-id.ts';
import { campaignDisplayName, campaignFallbackName, type CampaignDisplayName } from '../domain/campaign-name.ts';
import { FORWARDER_OPT_IN_PARAM } from './assumptions.ts';
import { campaignQueryOptions } from './endpoints/get-campaign.ts';
import { campaignsQueryOptions } from './endpoints/get-campaigns.ts';
import type { Campaign } from './schemas/campaign.ts';
import { MAX_PAGE_SIZE } from './schemas/requests.ts';

// Rows of rewards, referral earnings and claims carry only a campaign id and its reward token; a
// name needs the campaign. Asking for each campaign would be one request per row, so the
// directory reads whole pages of each reward chain's campaigns (forwarder ones included, since
// they earn too) through the list's own cached query: one request per distinct page, shared by
// every screen and row that asks. Past a chain's first page it takes whichever costs fewer
// requests: the chain's other pages, or the few missing campaigns by id (the detail page's own
// cached query). A large service (thousands of campaigns) then costs a bounded number of small
// requests for a page of rows, not a scan of its whole list.

/** The page of a reward chain's campaigns at `offset`, as the directory asks for it. */
function directoryPage(chainId: number, offset: number) {
  return campaignsQueryOptions({ chainId, limit: MAX_PAGE_SIZE, offset, [FORWARDER_OPT_IN_PARAM]: true });
}

/** What the directory knows: campaigns by id, and whether some are still loading or failed. */
export interface CampaignDirectory {
  campaigns: ReadonlyMap<CampaignIdText, Campaign>;
  pending: boolean;
  /** A page failed; the rows it would have named keep their fallback names. */
  failed: boolean;
  /** The list's name of a campaign, or its reward token and id while it is unknown. */
  nameOf: (id: CampaignId, rewardSymbol: string) => CampaignDisplayName;
}

function uniqueIds(ids: readonly CampaignId[]): CampaignId[] {
  return [...new Map(ids.map((id) => [formatCampaignId(id), id])).values()];
}

function collect(results: readonly { data?: { data: readonly Campaign[] } | undefined }[]) {
  const campaigns = new Map<CampaignIdText, Campaign>();
  for (const result of results) {
    for (const campaign of result.data?.data ?? []) campaigns.set(formatCampaignId(campaign.id), campaign);
  }
  return campaigns;
}

/**
 * The campaigns behind `ids`: the first page of each reward chain's list, then for each chain
 * whose first page misses some, its other pages or those campaigns by id, whichever is fewer.
 */
export function useCampaignDirectory(ids: readonly CampaignId[]): CampaignDirectory {
  const chains = [...new Set(ids.map((id) => id.chainId))].sort((a, b) => a - b);
  const firstPages = useQueries({ queries: chains.map((chainId) => directoryPage(chainId, 0)) });
  const onFirstPages = collect(firstPages);
  const laterPages: { chainId: number; offset: number }[] = [];
  const byId: CampaignId[] = [];
  chains.forEach((chainId, index) => {
    const total = firstPages[index]?.data?.total;
    if (total === undefined || total <= MAX_PAGE_SIZE) return;
    const missing = uniqueIds(ids.filter((id) => id.chainId === chainId && !onFirstPages.has(formatCampaignId(id))));
    const otherPages = Math.ceil(total / MAX_PAGE_SIZE) - 1;
    if (missing.length <= otherPages) {
      byId.push(...missing);
      return;
    }
    for (let offset = MAX_PAGE_SIZE; offset < total; offset += MAX_PAGE_SIZE) laterPages.push({ chainId, offset });
  });
  const later = useQueries({ queries: laterPages.map(({ chainId, offset }) => directoryPage(chainId, offset)) });
  const single = useQueries({ queries: byId.map((id) => campaignQueryOptions(id)) });
  const all = [...firstPages, ...later, ...single];
  const campaigns = collect([...firstPages, ...later]);
  for (const result of single)
    if (result.data !== undefined) campaigns.set(formatCampaignId(result.data.id), result.data);
  return {
    campaigns,
    pending: all.some((result) => result.isPending),
    failed: all.some((result) => result.isError),
    nameOf: (id, rewardSymbol) => {
      const campaign = campaigns.get(formatCampaignId(id));
      return campaign === undefined ? campaignFallbackName(id, rewardSymbol) : campaignDisplayName(campaign, chainName);
    },
  };
}
