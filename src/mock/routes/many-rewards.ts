import type { Hono } from 'hono';
import * as z from '../../lib/zod.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import type { MockContext } from '../context.ts';
import { MockHttpError, parseOr400 } from '../http/errors.ts';
import { readJsonBody } from '../http/request.ts';
import { REWARD_CHAINS } from '../world/chains.ts';
import { buildManyRewardCampaigns, MANY_REWARDS_DEFAULT, MANY_REWARDS_MAX } from '../world/many-rewards.ts';
import { ROLE } from '../world/wallet-roles.ts';

// POST /__mock/many-rewards: gives alice (the fixture world's main user) a claimable reward in
// many new campaigns on one reward chain, until the next reset. With local chains paired, it
// answers once every clone is deployed, funded and its root published, so a test may claim at once.

const bodySchema = z.strictObject({
  chainId: z.optional(z.number().check(z.int())),
  count: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MANY_REWARDS_MAX))),
});

/** The reward chain asked for, else the first paired local chain, else the first reward chain. */
function chainOf(ctx: MockContext, asked: number | undefined): number {
  const known = REWARD_CHAINS.map((chain) => chain.chainId);
  const chainId = asked ?? ctx.chains[0]?.chainId ?? known[0];
  if (chainId === undefined || !known.includes(chainId)) {
    throw new MockHttpError(
      'INVALID_PARAMS',
      `chainId ${String(chainId)} is not a reward chain of the mock (${known.join(', ')})`,
      { source: 'body', issues: [] },
    );
  }
  if (ctx.chains.length > 0 && !ctx.chains.some((chain) => chain.chainId === chainId)) {
    throw new MockHttpError('INVALID_PARAMS', `chainId ${String(chainId)} has no local chain running`, {
      source: 'body',
      issues: [],
    });
  }
  return chainId;
}

export function registerManyRewardsRoute(app: Hono, ctx: MockContext): void {
  app.post('/__mock/many-rewards', async (c) => {
    const body = parseOr400(bodySchema, await readJsonBody(c, { emptyAs: {} }), 'body');
    const chainId = chainOf(ctx, body.chainId);
    const user = ROLE.alice;
    const built = buildManyRewardCampaigns({
      chainId,
      count: body.count ?? MANY_REWARDS_DEFAULT,
      firstIndex: ctx.world.lastIndexOn(chainId) + 1,
      user,
      now: ctx.world.now(),
      tokens: ctx.world.rewardTokensOn(chainId),
    });
    ctx.grow(built);
    // Answer once paired chains have deployed, funded and published every new campaign.
    await ctx.settled();
    return c.json({ user, chainId, campaignIds: built.campaigns.map((campaign) => formatCampaignId(campaign)) });
  });
}
