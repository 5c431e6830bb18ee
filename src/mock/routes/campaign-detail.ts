import type { Hono } from 'hono';
import { campaignSchema } from '../../api/schemas/campaign.ts';
import { campaignDetailQuerySchema, campaignPathSchema } from '../../api/schemas/requests.ts';
import type { MockContext } from '../context.ts';
import { parsePath, parseQuery, requireCampaign, sendEncoded } from '../http/request.ts';
import { campaignOf } from '../world/world-queries.ts';

/** GET /v1/campaigns/{campaignId}, with userPosition when userAddress is sent. */
export function registerCampaignDetailRoutes(app: Hono, ctx: MockContext): void {
  app.get('/v1/campaigns/:campaignId', (c) => {
    const { campaignId } = parsePath(c, campaignPathSchema);
    const query = parseQuery(c, campaignDetailQuerySchema);
    const campaign = requireCampaign(ctx.world, campaignId);
    return sendEncoded(c, campaignSchema, campaignOf(ctx.world, campaign, query.userAddress));
  });
}
