import type { Hono } from 'hono';
import { campaignListSchema } from '../../api/schemas/campaign.ts';
import { activeCampaignListQuerySchema } from '../../api/schemas/requests.ts';
import type { MockContext } from '../context.ts';
import { pageOf, parseQuery, sendEncoded } from '../http/request.ts';
import { listCampaigns } from '../world/world-queries.ts';
import { campaignFilterOf } from './campaign-list.ts';

/** GET /v1/campaigns/active: the list filters minus `status`, which the schema refuses with 400. */
export function registerActiveCampaignRoutes(app: Hono, ctx: MockContext): void {
  app.get('/v1/campaigns/active', (c) => {
    const query = parseQuery(c, activeCampaignListQuerySchema);
    const page = listCampaigns(ctx.world, { ...campaignFilterOf(query), statuses: ['active'] }, pageOf(query));
    return sendEncoded(c, campaignListSchema, page);
  });
}
