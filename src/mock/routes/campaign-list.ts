import type { Hono } from 'hono';
import { BUDGET_ADDRESS_PARAM, CLAIMABLE_ONLY_PARAM, FORWARDER_OPT_IN_PARAM } from '../../api/assumptions.ts';
import { campaignListSchema } from '../../api/schemas/campaign.ts';
import { campaignListQuerySchema, type CampaignListQuery } from '../../api/schemas/requests.ts';
import type { MockContext } from '../context.ts';
import { pageOf, parseQuery, sendEncoded } from '../http/request.ts';
import { listCampaigns, type CampaignFilter } from '../world/world-queries.ts';

/** The world filter of a decoded campaign list query (shared with /v1/campaigns/active). */
export function campaignFilterOf(query: Omit<CampaignListQuery, 'status'>): CampaignFilter {
  return {
    chainId: query.chainId,
    targetChainId: query.targetChainId,
    targetAddress: query.targetAddress,
    userAddress: query.userAddress,
    budgetAddress: query[BUDGET_ADDRESS_PARAM],
    claimableOnly: query[CLAIMABLE_ONLY_PARAM],
    includeForwarderTargets: query[FORWARDER_OPT_IN_PARAM],
  };
}

/** GET /v1/campaigns: every filter of the spec, paginated. */
export function registerCampaignListRoutes(app: Hono, ctx: MockContext): void {
  app.get('/v1/campaigns', (c) => {
    const query = parseQuery(c, campaignListQuerySchema);
    const page = listCampaigns(ctx.world, { ...campaignFilterOf(query), statuses: query.status }, pageOf(query));
    return sendEncoded(c, campaignListSchema, page);
  });
}
