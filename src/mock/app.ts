import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import * as z from '../lib/zod.ts';
import { BODY_TOO_LARGE, REQUEST_BODY_LIMIT_BYTES } from '../api/assumptions.ts';
import { PARTNER_REF_ID_HEADER, partnerRefIdSchema } from '../api/schemas/requests.ts';
import type { MockContext } from './context.ts';
import { DEFAULT_ALLOWED_ORIGINS } from './http/allowed-origins.ts';
import { errorResponse, MockHttpError, parseOr400 } from './http/errors.ts';
import { readJsonBody } from './http/request.ts';
import { unsafePathReason } from './http/request-target.ts';
import { registerActiveCampaignRoutes } from './routes/campaign-active.ts';
import { registerCampaignDetailRoutes } from './routes/campaign-detail.ts';
import { registerCampaignListRoutes } from './routes/campaign-list.ts';
import { registerCampaignStatsRoutes } from './routes/campaign-stats.ts';
import { registerClaimProofRoutes } from './routes/claim-proof.ts';
import { registerForwarderTargetRoutes } from './routes/forwarder-targets.ts';
import { registerMockControlRoutes } from './routes/mock-controls.ts';
import { registerPriceSourceRoutes } from './routes/price-source.ts';
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
  /** Origins whose pages may read `/v1` (CORS); DEFAULT_ALLOWED_ORIGINS when not given. */
  allowedOrigins?: readonly string[];
}

/**
 * A browser attaches `Origin` to every cross-origin fetch and to every POST; tools, tests and
 * `curl` do not. Refusing it on `/__mock` is what keeps a page from resetting the world or moving
 * the clock with a "simple" no-cors POST, which CORS alone would let through (unreadable, but
 * executed). Opening a control in the address bar (a navigation, no Origin) still works.
 */
const PAGE_REQUEST_REFUSED_STATUS = 403;

const allowedOriginBodySchema = z.strictObject({
  origin: z
    .string()
    .check(z.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'expected an origin such as http://127.0.0.1:4173')),
});

/** The mock service: every /v1 endpoint, rate limiting, CORS, JSON errors and the /__mock controls. */
export function createMockApp(ctx: MockContext, options: MockAppOptions = {}): Hono {
  const clientIp = options.clientIp ?? (() => 'local');
  const allowedOrigins = new Set(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS);
  const app = new Hono();

  // First, before any route can match: a path that URL parsing would have rewritten (see
  // request-target.ts). The node server checks the raw request line the same way.
  app.use('*', async (c: Context, next) => {
    const reason = unsafePathReason(new URL(c.req.url).pathname);
    if (reason !== null) return errorResponse(c, 'INVALID_PARAMS', `Invalid path: it ${reason}`, { source: 'path' });
    await next();
  });

  // CORS for the app's own pages only, and only on the service's routes. Set before the body
  // limit and the rate limit so a browser can read those errors too.
  app.use(
    '/price-source/*',
    cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowMethods: ['GET', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(
    '/v1/*',
    cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      allowHeaders: ['Content-Type', 'Authorization', PARTNER_REF_ID_HEADER],
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      // Date: the app reads the service's time from it (bind deadlines), so it must be exposed.
      exposeHeaders: ['Retry-After', 'Date'],
      maxAge: 600,
    }),
  );

  // The service's time is the world clock's (moved by /__mock/clock), and the app dates bind
  // deadlines from this header, as it would from the real service's.
  app.use('/v1/*', async (c: Context, next) => {
    await next();
    c.res.headers.set('Date', ctx.clock.now().toUTCString());
  });

  app.use('/__mock/*', async (c: Context, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined) {
      return errorResponse(
        c,
        'INVALID_PARAMS',
        `The mock's test controls answer tools and tests, never a web page (this request came from ${origin})`,
        { source: 'header', origin },
        {},
        PAGE_REQUEST_REFUSED_STATUS,
      );
    }
    await next();
  });

  // Read with a cap: a body over the limit is refused as soon as it passes the limit (or at once
  // from its Content-Length), never buffered whole. Connection: close makes Node drop the socket
  // rather than read the rest of a huge body to keep the connection alive.
  app.use(
    '*',
    bodyLimit({
      maxSize: REQUEST_BODY_LIMIT_BYTES,
      onError: (c) =>
        errorResponse(
          c,
          BODY_TOO_LARGE.code,
          `Request body too large: at most ${String(REQUEST_BODY_LIMIT_BYTES)} bytes`,
          { source: 'body', limitBytes: REQUEST_BODY_LIMIT_BYTES },
          { Connection: 'close' },
          BODY_TOO_LARGE.status,
        ),
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
    if (refId !== undefined) {
      parseOr400(partnerRefIdHeaderSchema, { [PARTNER_REF_ID_HEADER]: refId }, 'header');
      ctx.partnerRefIds.set(refId, (ctx.partnerRefIds.get(refId) ?? 0) + 1);
    }
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
  registerPriceSourceRoutes(app, ctx);
  registerMockControlRoutes(app, ctx);
  // Another copy of the app to serve (a partner's deployment of the same build, e2e): its pages
  // may read /v1 from now on, until the mock stops. Lives here, beside the list CORS reads.
  app.post('/__mock/allowed-origins', async (c) => {
    const { origin } = parseOr400(allowedOriginBodySchema, await readJsonBody(c), 'body');
    allowedOrigins.add(new URL(origin).origin);
    return c.json({ allowedOrigins: [...allowedOrigins] });
  });

  app.notFound((c) => errorResponse(c, 'NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`));

  app.onError((error, c) => {
    if (error instanceof MockHttpError)
      return errorResponse(c, error.code, error.message, error.details, error.headers);
    ctx.logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(c, 'INTERNAL_ERROR', 'Internal server error');
  });

  return app;
}
