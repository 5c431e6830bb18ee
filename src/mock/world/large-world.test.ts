import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../../api/schemas/campaign.ts';
import { referralStatListSchema } from '../../api/schemas/referrals.ts';
import { userRewardListSchema } from '../../api/schemas/rewards.ts';
import { inProcessApi, testContext } from '../test-support.ts';
import { buildLargeWorld, LARGE_WORLD } from './large-world.ts';

// The benchmark's large world: its size, the user's 300 rewards and many referral earnings, the
// order every list relies on, and the same world on every build.

describe('the large world', () => {
  const api = inProcessApi(testContext({ world: 'large' }));
  const user = LARGE_WORLD.user;

  it('holds 10,000 campaigns, ordered by reward chain then index, with distinct ids', () => {
    const campaigns = api.ctx.world.allCampaigns();
    expect(campaigns).toHaveLength(10_000);
    expect(new Set(campaigns.map((campaign) => campaign.key)).size).toBe(10_000);
    for (let i = 1; i < campaigns.length; i += 1) {
      const [before, after] = [campaigns[i - 1], campaigns[i]];
      if (before === undefined || after === undefined) throw new Error('unreachable');
      expect(after.chainId > before.chainId || after.campaignIndex > before.campaignIndex).toBe(true);
    }
  });

  it('serves the whole list through the service, page by page', async () => {
    const everything = await api.decode(
      '/v1/campaigns?limit=100&includeForwarderTargets=true&offset=9950',
      campaignListSchema,
    );
    expect(everything.total).toBe(10_000);
    expect(everything.data).toHaveLength(50);
    const active = await api.decode('/v1/campaigns?limit=100&status=active', campaignListSchema);
    expect(active.total).toBeGreaterThan(5000);
  });

  it('gives the user rewards in 300 campaigns over every reward chain, and referral earnings in many', async () => {
    const rewards = await api.decode(`/v1/users/${user}/rewards?limit=100`, userRewardListSchema);
    expect(rewards.total).toBe(LARGE_WORLD.userRewards);
    for (const chainId of [31337, 31338, 31339]) {
      const onChain = await api.decode(
        `/v1/users/${user}/rewards?limit=1&chainId=${String(chainId)}`,
        userRewardListSchema,
      );
      expect(onChain.total).toBeGreaterThan(90);
    }
    const claimable = await api.decode(
      `/v1/campaigns?limit=100&userAddress=${user}&claimableOnly=true`,
      campaignListSchema,
    );
    expect(claimable.total).toBeGreaterThan(250);
    const stats = await api.decode(`/v1/referrals/stats/${user}`, referralStatListSchema);
    expect(stats.length).toBeGreaterThan(300);
    expect(stats.some((stat) => stat.status === 'final')).toBe(true);
  });

  it('is the same world on every build', () => {
    const origin = Math.floor(api.ctx.clock.origin.getTime() / 1000);
    const again = buildLargeWorld(origin).campaigns;
    const first = api.ctx.world.allCampaigns();
    for (const index of [0, 17, 60, 3333, 5000, 9999]) {
      expect(again[index]?.configHash).toBe(first[index]?.configHash);
      expect(again[index]?.totalRewards).toBe(first[index]?.totalRewards);
    }
  });
});
