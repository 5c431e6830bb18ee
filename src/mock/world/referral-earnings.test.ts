import { describe, expect, it } from 'vitest';
import { testContext } from '../test-support.ts';
import { emissionEnd } from './campaign-metrics.ts';
import { referralAmount, referralDistributionAt } from './referral-earnings.ts';
import { ROLE } from './wallet-roles.ts';
import { referralStatsOf } from './world-queries.ts';

describe('referral earnings', () => {
  it('attributes a deposit up to five minutes before the bind, and not an earlier one', () => {
    const { world } = testContext();
    const binds = world.bindsSnapshot();
    const now = world.now();
    const within = world.allCampaigns().find((c) => c.archetype === 'active-capped' && c.chainId === 31337);
    const before = world.allCampaigns().find((c) => c.archetype === 'active-new-capital' && c.chainId === 31337);
    if (within === undefined || before === undefined) throw new Error('missing campaigns');
    const withinShare = referralDistributionAt(within, world.positionsIn(within), binds, now).shares.get(ROLE.alice);
    expect(withinShare?.referees).toContain(ROLE.carolB);
    const beforeShare = referralDistributionAt(before, world.positionsIn(before), binds, now).shares.get(ROLE.alice);
    expect(beforeShare?.referees ?? []).not.toContain(ROLE.carolB);
  });

  it('never pays out more than the pool, and a new bind is not retroactive', () => {
    const ctx = testContext();
    const { world } = ctx;
    for (const campaign of world.allCampaigns()) {
      const distribution = referralDistributionAt(
        campaign,
        world.positionsIn(campaign),
        world.bindsSnapshot(),
        world.now(),
      );
      const total = [...distribution.shares.keys()].reduce(
        (sum, r) => sum + (referralAmount(campaign, distribution, r) ?? 0n),
        0n,
      );
      expect(total).toBeLessThanOrEqual(campaign.referralPool);
    }
    // heidi holds positions already; binding her now earns alice nothing from them.
    const aliceBefore = referralStatsOf(world, ROLE.alice).map(
      (s) => `${String(s.id.chainId)}:${String(s.id.campaignIndex)}:${String(s.refereeCount)}`,
    );
    ctx.binds.tryBind(ROLE.heidi, ROLE.alice, ctx.clock.now());
    const aliceAfter = referralStatsOf(world, ROLE.alice).map(
      (s) => `${String(s.id.chainId)}:${String(s.id.campaignIndex)}:${String(s.refereeCount)}`,
    );
    expect(aliceAfter).toEqual(aliceBefore);
  });

  it('gives a busy referrer estimated and final stats; final ones match the published proof', () => {
    const { world } = testContext();
    const stats = referralStatsOf(world, ROLE.alice);
    expect(stats.some((s) => s.status === 'estimated' && s.amount !== null)).toBe(true);
    expect(stats.some((s) => s.status === 'estimated' && s.amount === null)).toBe(true); // pending campaign
    const finals = stats.filter((s) => s.status === 'final');
    expect(finals.length).toBeGreaterThanOrEqual(3);
    for (const stat of finals) {
      const campaign = world.findCampaign(stat.id);
      if (campaign === undefined) throw new Error('missing campaign');
      const publication = world.referralPublication(campaign);
      expect(stat.claimWindowEnd === null).toBe(publication === null);
      if (publication !== null) expect(publication.tree.leaves.get(ROLE.alice)?.amount).toBe(stat.amount);
      const distribution = referralDistributionAt(
        campaign,
        world.positionsIn(campaign),
        world.bindsSnapshot(),
        emissionEnd(campaign),
      );
      expect(referralAmount(campaign, distribution, ROLE.alice)).toBe(stat.amount);
    }
  });

  it('moves an estimate with time and freezes it once final', () => {
    const ctx = testContext();
    const estimated = referralStatsOf(ctx.world, ROLE.alice).find(
      (s) => s.status === 'estimated' && s.amount !== null && s.id.campaignIndex === 5,
    );
    const final = referralStatsOf(ctx.world, ROLE.alice).find((s) => s.status === 'final');
    ctx.advance(6 * 3600);
    const later = referralStatsOf(ctx.world, ROLE.alice);
    interface WithId {
      id: { chainId: number; campaignIndex: number };
    }
    const sameId = (a: WithId, b?: WithId) =>
      a.id.chainId === b?.id.chainId && a.id.campaignIndex === b.id.campaignIndex;
    expect(later.find((s) => sameId(s, estimated))?.amount).not.toBe(estimated?.amount);
    expect(later.find((s) => sameId(s, final))?.amount).toBe(final?.amount);
  });

  it('shows a fixture claim with its transaction', () => {
    const { world } = testContext();
    const claimed = referralStatsOf(world, ROLE.mallory).filter((s) => s.claimTxHash !== null);
    expect(claimed).toHaveLength(3);
    expect(claimed.every((s) => s.claimedAt !== null && s.status === 'final')).toBe(true);
  });
});
