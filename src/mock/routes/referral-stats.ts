import type { Hono } from 'hono';
import { referralStatListSchema } from '../../api/schemas/referrals.ts';
import { addressPathSchema, referralStatsQuerySchema } from '../../api/schemas/requests.ts';
import type { MockContext } from '../context.ts';
import { parsePath, parseQuery, sendEncoded } from '../http/request.ts';
import { referralStatsOf } from '../world/world-queries.ts';

/** GET /v1/referrals/stats/{address}: a bare array (REFERRAL_STATS_WIRE_SHAPE), possibly empty. */
export function registerReferralStatsRoutes(app: Hono, ctx: MockContext): void {
  app.get('/v1/referrals/stats/:address', (c) => {
    const { address } = parsePath(c, addressPathSchema);
    const query = parseQuery(c, referralStatsQuerySchema);
    return sendEncoded(c, referralStatListSchema, referralStatsOf(ctx.world, address, query.chainId));
  });
}
