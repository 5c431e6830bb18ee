import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import * as z from '../api/zod.ts';
import { PARTNER_REF_ID_HEADER, partnerRefIdSchema } from '../api/schemas/requests.ts';
import type { MockContext } from './context.ts';
import { errorResponse, MockHttpError, parseOr400 } from './http/errors.ts';
import { registerActiveCampaignRoutes } from './routes/campaign-active.ts';
import { registerCampaignDetailRoutes } from './routes/campaign-detail.ts';
import { registerCampaignListRoutes } from './routes/campaign-list.ts';
import { registerCampaignStatsRoutes } from './routes/campaign-stats.ts';
import { registerClaimProofRoutes } from './routes/claim-proof.ts';
import { registerForwarderTargetRoutes } from './routes/forwarder-targets.ts';
import { registerMockControlRoutes } from './routes/mock-controls.ts';
import { registerReferralBindRoutes } from './routes/referral-bind.ts';
import { registerReferralProofRoutes } from './routes/referral-proof.ts';
import { registerReferralStatsRoutes } from './routes/referral-stats.ts';
import { registerReferralUsernameRoutes } from './routes/referral-usernames.ts';
import { registerUserRewardsRoutes } from './routes/user-rewards.ts';

// Wrapped in an object so the error names the header rather than "(root)".
const partnerRefIdHeaderSchema = z.object({ [PARTNER_REF_ID_HEADER]: partnerRefIdSchema });

export interface MockAppOptions {
  /**
   * The client's IP for rate limiting. The node server passes the socket's remote address; under
   * MSW (tests, browser demo) there is no socket, so every request shares one bucket.
   */
  clientIp?: (c: Context) => string;
}

/** The mock service: every /v1 endpoint, rate limiting, CORS, JSON errors and the /__mock controls. */
export function createMockApp(ctx: MockContext, options: MockAppOptions = {}): Hono {
  const clientIp = options.clientIp ?? (() => 'local');
  const app = new Hono();

  // Open CORS: the app runs on another port (and origin) than the mock.
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['Content-Type', 'Authorization', PARTNER_REF_ID_HEADER],
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  app.use('/v1/*', async (c: Context, next) => {
    const decision = ctx.rateLimiter.take(clientIp(c));
    if (!decision.allowed) {
      const retryAfter = String(decision.retryAfterSeconds);
      throw new MockHttpError(
        'RATE_LIMITED',
        `Rate limit of ${String(ctx.rateLimiter.limitPerMinute)} requests per minute exceeded; retry in ${retryAfter} s`,
        { limitPerMinute: ctx.rateLimiter.limitPerMinute, retryAfterSeconds: decision.retryAfterSeconds },
        { 'Retry-After': retryAfter },
      );
    }
    // Attribution only, but a malformed value is still a validation failure the client should see.
    const refId = c.req.header(PARTNER_REF_ID_HEADER);
    if (refId !== undefined) parseOr400(partnerRefIdHeaderSchema, { [PARTNER_REF_ID_HEADER]: refId }, 'header');
    await next();
  });

  // Static segments before parameters, so /v1/campaigns/active never reads as a campaign id.
  registerCampaignListRoutes(app, ctx);
  registerActiveCampaignRoutes(app, ctx);
  registerCampaignStatsRoutes(app, ctx);
  registerCampaignDetailRoutes(app, ctx);
  registerUserRewardsRoutes(app, ctx);
  registerClaimProofRoutes(app, ctx);
  registerReferralStatsRoutes(app, ctx);
  registerReferralProofRoutes(app, ctx);
  registerReferralBindRoutes(app, ctx);
  registerReferralUsernameRoutes(app, ctx);
  registerForwarderTargetRoutes(app, ctx);
  registerMockControlRoutes(app, ctx);

  app.notFound((c) => errorResponse(c, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`));

  app.onError((error, c) => {
    if (error instanceof MockHttpError)
      return errorResponse(c, error.code, error.message, error.details, error.headers);
    ctx.logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(c, 'INTERNAL_ERROR', 'Internal server error');
  });

  return app;
}
