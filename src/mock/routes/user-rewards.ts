import type { Hono } from 'hono';
import { userRewardListSchema } from '../../api/schemas/rewards.ts';
import { addressPathSchema, userRewardsQuerySchema } from '../../api/schemas/requests.ts';
import type { MockContext } from '../context.ts';
import { pageOf, parsePath, parseQuery, sendEncoded } from '../http/request.ts';
import { listUserRewards } from '../world/world-queries.ts';

/** GET /v1/users/{address}/rewards: campaigns where the user triggered and accrued. */
export function registerUserRewardsRoutes(app: Hono, ctx: MockContext): void {
  app.get('/v1/users/:address/rewards', (c) => {
    const { address } = parsePath(c, addressPathSchema);
    const query = parseQuery(c, userRewardsQuerySchema);
    const page = listUserRewards(ctx.world, address, { chainId: query.chainId, statuses: query.status }, pageOf(query));
    return sendEncoded(c, userRewardListSchema, page);
  });
}
