import type { Hono } from 'hono';
import { forwarderTargetListSchema } from '../../api/schemas/forwarder.ts';
import type { MockContext } from '../context.ts';
import { sendEncoded } from '../http/request.ts';
import { forwarderTargetsOf } from '../world/forwarder-targets.ts';

/** GET /v1/forwarder/targets: `{ data }` without a total; no parameters. */
export function registerForwarderTargetRoutes(app: Hono, ctx: MockContext): void {
  app.get('/v1/forwarder/targets', (c) =>
    sendEncoded(c, forwarderTargetListSchema, { data: forwarderTargetsOf(ctx.world.allCampaigns()) }),
  );
}
