import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES } from '../../api/schemas/campaign.ts';
import { testContext, TEST_ORIGIN } from '../test-support.ts';
import { accruedAt, isInCliff } from './accrual.ts';
import { EVENT_CHAINS, REWARD_CHAINS } from './chains.ts';
import { partnerApyBpsAt } from './campaign-metrics.ts';
import { campaignOf, claimableOf, listCampaigns, userPositionOf } from './world-queries.ts';
import { ROLE } from './wallet-roles.ts';
import type { MockWorld } from './world.ts';

const HOUR = 3600;
const DAY = 86_400;

function byArchetype(world: MockWorld, name: string, chainId = 31337) {
  const campaign = world.allCampaigns().find((c) => c.archetype === name && c.chainId === chainId);
  if (campaign === undefined) throw new Error(`no ${name} campaign on ${String(chainId)}`);
  return campaign;
}

describe('fixture world', () => {
  it('is identical on every start (seeded, relative to the origin)', () => {
    const a = testContext();
    const b = testContext();
    const all = { limit: 100, offset: 0 };
    const filter = { userAddress: ROLE.alice, includeForwarderTargets: true };
    const encode = (value: unknown) =>
      JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    expect(encode(listCampaigns(a.world, filter, all))).toBe(encode(listCampaigns(b.world, filter, all)));
    expect(encode(a.world.rootsSnapshot())).toBe(encode(b.world.rootsSnapshot()));
  });

  it('has at least 40 campaigns over 3 reward chains and at least 4 event chains, every status', () => {
    const { world } = testContext();
    const campaigns = world.allCampaigns();
    expect(campaigns.length).toBeGreaterThanOrEqual(40);
    expect(new Set(campaigns.map((c) => c.chainId))).toEqual(new Set(REWARD_CHAINS.map((c) => c.chainId)));
    const eventChains = new Set(campaigns.map((c) => c.target.chainId));
    expect(eventChains.size).toBeGreaterThanOrEqual(4);
    for (const id of [1, 8453, 42161, 31337, 31338, 31339]) expect(eventChains).toContain(id);
    expect(EVENT_CHAINS.length).toBeGreaterThanOrEqual(4);
    for (const chain of REWARD_CHAINS) {
      const statuses = new Set(campaigns.filter((c) => c.chainId === chain.chainId).map((c) => world.statusOf(c)));
      expect([...statuses].sort()).toEqual([...CAMPAIGN_STATUSES].sort());
    }
  });

  it('covers every Modes member, target kind, token decimals and campaign flag', () => {
    const { world } = testContext();
    const campaigns = world.allCampaigns();
    const modes = new Set(campaigns.flatMap((c) => Object.keys(c.modes)));
    for (const mode of [
      'fixedApy',
      'apyCap',
      'earningCap',
      'capitalCap',
      'depositCap',
      'cliff',
      'minBalance',
      'depositTiers',
      'newCapitalOnly',
      'includeExistingPositions',
      'participantCap',
    ]) {
      expect(modes).toContain(mode);
    }
    expect(new Set(campaigns.map((c) => c.rewardToken.decimals))).toEqual(new Set([6, 18]));
    expect(new Set(campaigns.map((c) => c.target.tokenStandard))).toEqual(
      new Set(['erc20', 'erc4626', 'erc721', 'erc1155']),
    );
    expect(
      campaigns.some((c) => c.target.poolId !== null && c.target.address === null && c.target.poolKey !== null),
    ).toBe(true);
    expect(campaigns.some((c) => c.target.tokenStandard === 'erc721' && c.target.address !== null)).toBe(true);
    expect(new Set(campaigns.map((c) => c.target.protocol)).size).toBeGreaterThanOrEqual(8);
    expect(campaigns.some((c) => c.openEnded)).toBe(true);
    expect(campaigns.some((c) => c.requiresForwarderDeposit)).toBe(true);
    expect(campaigns.some((c) => c.raffleTicketMultiplier !== 1)).toBe(true);
    const campaign = campaignOf(world, byArchetype(world, 'active-budget-exhausted', 31339));
    expect(campaign.budgetExhausted).toBe(true);
  });

  it('has a null APR for each cause the spec names', () => {
    const { world } = testContext();
    const now = world.now();
    const apr = (name: string, chainId?: number) => partnerApyBpsAt(byArchetype(world, name, chainId), now);
    expect(apr('pending-soon')).toBeNull(); // not started
    expect(apr('ended-recent')).toBeNull(); // ended
    expect(apr('active-zero-tvl', 31337)).toBeNull(); // zero TVL
    expect(apr('active-price-lag', 31338)).toBeNull(); // price feed lagging
    expect(apr('active-tiers')).not.toBeNull();
    expect(apr('active-new-capital')).toBe(1000n); // clipped by apyCap
    expect(apr('active-forwarder-open-ended')).toBe(700n); // fixedApy
  });

  it('has an ineligible fixture position for each reason, and an in-cliff one', () => {
    const { world } = testContext();
    const now = world.now();
    const reasons = new Set(
      world
        .allCampaigns()
        .flatMap((c) => world.positionsIn(c).flatMap((p) => (p.ineligible ? [p.ineligible.reason] : []))),
    );
    expect([...reasons].sort()).toEqual(
      ['below-min-balance', 'deposit-cap-reached', 'new-capital-only', 'out-of-range', 'participant-cap-full'].sort(),
    );
    const cliff = byArchetype(world, 'active-cliff-range');
    const bob = world.positionOf(cliff, ROLE.bob);
    expect(bob && isInCliff(cliff, bob, now)).toBe(true);
    expect(userPositionOf(world, cliff, ROLE.bob)).toMatchObject({ isEligible: false, claimable: 0n });
    expect(userPositionOf(world, cliff, ROLE.bob).accumulatedRewards).toBeGreaterThan(0n);
    expect(userPositionOf(world, cliff, ROLE.alice).isEligible).toBe(true);
  });

  it('grows accumulated rewards and claimable with the clock, and moves statuses', () => {
    const ctx = testContext();
    const { world } = ctx;
    const tiers = byArchetype(world, 'active-tiers');
    const before = userPositionOf(world, tiers, ROLE.alice);
    ctx.advance(30 * 60);
    const halfHour = userPositionOf(world, tiers, ROLE.alice);
    expect(halfHour.accumulatedRewards).toBeGreaterThan(before.accumulatedRewards);
    expect(halfHour.claimable).toBe(before.claimable); // same hourly checkpoint
    ctx.advance(30 * 60);
    expect(userPositionOf(world, tiers, ROLE.alice).claimable).toBeGreaterThan(before.claimable);

    const soon = byArchetype(world, 'pending-soon');
    const ending = byArchetype(world, 'active-ending-soon');
    const finalizing = byArchetype(world, 'ended-finalizing');
    expect(world.statusOf(soon)).toBe('active');
    ctx.advance(1 * HOUR);
    expect(world.statusOf(ending)).toBe('ended');
    expect(world.statusOf(finalizing)).toBe('finalized');
    ctx.advance(2 * DAY);
    expect(world.statusOf(ending)).toBe('finalized');
    expect(world.statusOf(byArchetype(world, 'draft'))).toBe('draft');
    expect(world.statusOf(byArchetype(world, 'cancelled'))).toBe('cancelled');
  });

  it('lets the cliff end: a locked position becomes claimable once its cliff passes', () => {
    const ctx = testContext();
    const cliff = byArchetype(ctx.world, 'active-cliff-range');
    expect(claimableOf(ctx.world, cliff, ROLE.bob)).toBe(0n);
    ctx.advance(5 * DAY + HOUR);
    expect(claimableOf(ctx.world, cliff, ROLE.bob)).toBeGreaterThan(0n);
    expect(userPositionOf(ctx.world, cliff, ROLE.bob).isEligible).toBe(true);
  });

  it('stops accrual at the earning cap, the budget end and the out-of-range time', () => {
    const { world } = testContext();
    const now = world.now();
    const capped = byArchetype(world, 'active-capped');
    const alice = world.positionOf(capped, ROLE.alice);
    expect(alice).toBeDefined();
    if (alice === undefined) return;
    expect(accruedAt(capped, alice, now)).toBe(capped.modes.earningCap?.maxRewards);
    const ivanCampaign = byArchetype(world, 'active-cliff-range');
    const ivan = world.positionOf(ivanCampaign, ROLE.ivan);
    if (ivan === undefined) throw new Error('ivan has no position');
    expect(accruedAt(ivanCampaign, ivan, now)).toBeGreaterThan(0n);
    expect(accruedAt(ivanCampaign, ivan, now + DAY)).toBe(accruedAt(ivanCampaign, ivan, now));
  });

  it('reset restores the initial world: clock, recorded claims and binds', () => {
    const ctx = testContext();
    const tiers = byArchetype(ctx.world, 'active-tiers');
    const initial = claimableOf(ctx.world, tiers, ROLE.alice);
    ctx.world.setClaimedOnChain(tiers.key, ROLE.alice, initial);
    expect(claimableOf(ctx.world, tiers, ROLE.alice)).toBe(0n);
    ctx.binds.tryBind(ROLE.grace, ROLE.alice, ctx.clock.now());
    ctx.advance(3 * HOUR);
    ctx.reset();
    expect(ctx.clock.now()).toEqual(TEST_ORIGIN);
    expect(claimableOf(ctx.world, tiers, ROLE.alice)).toBe(initial);
    expect(ctx.binds.bindOf(ROLE.grace)).toBeNull();
  });

  it('lists with the spec filters', () => {
    const { world } = testContext();
    const all = { limit: 100, offset: 0 };
    const forwarderOnly = world.allCampaigns().filter((c) => c.requiresForwarderDeposit).length;
    const withoutOptIn = listCampaigns(world, {}, all).total;
    expect(listCampaigns(world, { includeForwarderTargets: true }, all).total).toBe(withoutOptIn + forwarderOnly);
    const claimable = listCampaigns(world, { userAddress: ROLE.alice, claimableOnly: true }, all);
    expect(claimable.total).toBeGreaterThan(0);
    expect(claimable.data.every((c) => (c.userPosition?.claimable ?? 0n) > 0n)).toBe(true);
    const bobClaimed = byArchetype(world, 'finalized-published');
    const bobList = listCampaigns(world, { userAddress: ROLE.bob, claimableOnly: true }, all);
    expect(bobList.data.map((c) => c.id.campaignIndex)).not.toContain(bobClaimed.campaignIndex);
    const target = byArchetype(world, 'active-tiers').target;
    const byTarget = listCampaigns(
      world,
      { targetChainId: target.chainId, targetAddress: target.address ?? undefined },
      all,
    );
    expect(byTarget.data.map((c) => c.id)).toEqual([
      { chainId: 31337, campaignIndex: byArchetype(world, 'active-tiers').campaignIndex },
    ]);
    const funder = byArchetype(world, 'active-tiers').fundingHistory[0]?.funder;
    const byBudget = listCampaigns(world, { budgetAddress: funder }, all);
    expect(byBudget.total).toBeGreaterThan(0);
    expect(byBudget.data.every((c) => c.id.chainId === 31337)).toBe(true);
    const page = listCampaigns(world, {}, { limit: 5, offset: 5 });
    expect(page.data).toHaveLength(5);
    expect(page.total).toBe(withoutOptIn);
  });
});
