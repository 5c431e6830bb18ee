import type { Hono } from 'hono';
import * as z from '../../lib/zod.ts';
import type { MockContext } from '../context.ts';
import { notFound, parseOr400 } from '../http/errors.ts';
import { readJsonBody } from '../http/request.ts';
import { issueSessionToken } from '../identity/sessions.ts';
import { FIXTURE_MNEMONIC, fixtureAccounts, fixtureWallets } from '../identity/wallets.ts';
import { computeScenarios } from '../scenarios.ts';
import { registerManyRewardsRoute } from './many-rewards.ts';

// Test controls of the mock service, outside /v1 so no client of the real service can reach
// anything like them. Only createMockApp mounts these; the production app never does.

const sessionBodySchema = z.strictObject({ account: z.string().check(z.minLength(1)) });

// A year is far more than any test needs and keeps a typo from jumping the world to year 3000.
const clockBodySchema = z.strictObject({
  advanceSeconds: z.number().check(z.int(), z.gte(0), z.lte(366 * 86_400)),
});

/**
 * GET /__mock/fixtures, POST /__mock/session, POST /__mock/reset, GET and POST /__mock/clock,
 * POST /__mock/many-rewards, GET /__mock/partner-ref-ids.
 */
export function registerMockControlRoutes(app: Hono, ctx: MockContext): void {
  app.get('/__mock/fixtures', (c) =>
    c.json({
      mnemonic: FIXTURE_MNEMONIC,
      wallets: fixtureWallets,
      accounts: fixtureAccounts,
      chains: ctx.chains,
      clock: clockState(ctx),
      scenarios: computeScenarios(ctx),
    }),
  );

  app.post('/__mock/session', async (c) => {
    const { account } = parseOr400(sessionBodySchema, await readJsonBody(c), 'body');
    if (!fixtureAccounts.some((candidate) => candidate.id === account)) throw notFound(`Account ${account}`);
    return c.json({ token: await issueSessionToken(ctx, account) });
  });

  app.post('/__mock/reset', async (c) => {
    ctx.reset();
    // Answer once paired chains have followed, so a test may claim right after.
    await ctx.settled();
    return c.json({ ok: true, clock: clockState(ctx) });
  });

  registerManyRewardsRoute(app, ctx);

  app.get('/__mock/clock', (c) => c.json(clockState(ctx)));

  // Which X-Partner-Ref-Id values reached /v1 since the last reset, and how many requests each.
  app.get('/__mock/partner-ref-ids', (c) => c.json({ refIds: Object.fromEntries(ctx.partnerRefIds) }));

  app.post('/__mock/clock', async (c) => {
    const { advanceSeconds } = parseOr400(clockBodySchema, await readJsonBody(c), 'body');
    ctx.advance(advanceSeconds);
    await ctx.settled();
    return c.json(clockState(ctx));
  });
}

function clockState(ctx: MockContext): { origin: string; now: string; mode: string } {
  return { origin: ctx.clock.origin.toISOString(), now: ctx.clock.now().toISOString(), mode: ctx.clock.mode };
}
