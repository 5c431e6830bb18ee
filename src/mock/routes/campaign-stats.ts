import type { Hono } from 'hono';
import { campaignStatsSchema } from '../../api/schemas/campaign.ts';
import { campaignPathSchema } from '../../api/schemas/requests.ts';
import type { MockContext } from '../context.ts';
import { parsePath, requireCampaign, sendEncoded } from '../http/request.ts';
import { campaignStatsOf } from '../world/world-queries.ts';

/** GET /v1/campaigns/{campaignId}/stats: the fast-moving numbers only. */
export function registerCampaignStatsRoutes(app: Hono, ctx: MockContext): void {
  app.get('/v1/campaigns/:campaignId/stats', (c) => {
    const { campaignId } = parsePath(c, campaignPathSchema);
    return sendEncoded(c, campaignStatsSchema, campaignStatsOf(ctx.world, requireCampaign(ctx.world, campaignId)));
  });
}
