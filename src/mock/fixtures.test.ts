import { describe, expect, it } from 'vitest';
import * as z from '../lib/zod.ts';
import { FORWARDER_OPT_IN_PARAM } from '../api/assumptions.ts';
import { CAMPAIGN_STATUSES, campaignListSchema, campaignSchema, campaignStatsSchema } from '../api/schemas/campaign.ts';
import { claimProofSchema } from '../api/schemas/claims.ts';
import { errorResponseSchema } from '../api/schemas/errors.ts';
import { forwarderTargetListSchema } from '../api/schemas/forwarder.ts';
import { referralProofSchema, referralStatListSchema } from '../api/schemas/referrals.ts';
import { userRewardListSchema } from '../api/schemas/rewards.ts';
import { fixtureWallets } from './identity/wallets.ts';
import { inProcessApi, type InProcessApi } from './test-support.ts';
import { REWARD_CHAINS } from './world/chains.ts';
import { ROLE } from './world/wallet-roles.ts';

// Every response the fixture world can produce, at several moments of its life, decoded with the
// api schemas the client uses: a fixture the client cannot read fails here, not in the browser.

const STRANGER = '0x00000000000000000000000000000000deadbeef';
const wallets = [...fixtureWallets.map((wallet) => wallet.address), STRANGER];

/** Decodes a 200 body with `ok`, any other status with ErrorResponse; returns the status. */
async function decodeEither(api: InProcessApi, path: string, ok: z.core.$ZodType): Promise<number> {
  const { status, json } = await api.get(path);
  const result = z.safeParse(status === 200 ? ok : errorResponseSchema, json);
  if (!result.success) throw new Error(`GET ${path} (${String(status)}): ${z.prettifyError(result.error)}`);
  return status;
}

async function decodeEverything(api: InProcessApi): Promise<{ ok: number; notFound: number }> {
  const counts = { ok: 0, notFound: 0 };
  const tally = (status: number) => {
    if (status === 200) counts.ok += 1;
    else if (status === 404) counts.notFound += 1;
    else throw new Error(`unexpected status ${String(status)}`);
  };
  const { world } = api.ctx;
  for (const campaign of world.allCampaigns()) {
    const base = `/v1/campaigns/${campaign.key}`;
    tally(await decodeEither(api, base, campaignSchema));
    tally(await decodeEither(api, `${base}/stats`, campaignStatsSchema));
    const holders = [...world.positionsIn(campaign).map((position) => position.user), STRANGER];
    for (const user of holders) tally(await decodeEither(api, `${base}?userAddress=${user}`, campaignSchema));
    // Synthetic participants' proofs are decoded and verified in world/proofs.test.ts.
    for (const user of holders) tally(await decodeEither(api, `/v1/claims/${campaign.key}/${user}`, claimProofSchema));
    const referrers = [...new Set(world.bindsSnapshot().map((bind) => bind.referrer)), STRANGER];
    for (const referrer of referrers) {
      tally(await decodeEither(api, `/v1/referrals/proofs/${campaign.key}/${referrer}`, referralProofSchema));
    }
  }
  for (const wallet of wallets) {
    tally(await decodeEither(api, `/v1/users/${wallet}/rewards?limit=100`, userRewardListSchema));
    tally(await decodeEither(api, `/v1/referrals/stats/${wallet}`, referralStatListSchema));
  }
  // Every userPosition shape is already covered by the per-campaign details above; a few full lists suffice.
  for (const wallet of [ROLE.alice, ROLE.bob, ROLE.erinProxy, STRANGER]) {
    tally(
      await decodeEither(
        api,
        `/v1/campaigns?userAddress=${wallet}&limit=100&${FORWARDER_OPT_IN_PARAM}=true`,
        campaignListSchema,
      ),
    );
  }
  for (const status of CAMPAIGN_STATUSES)
    tally(await decodeEither(api, `/v1/campaigns?status=${status}&limit=100`, campaignListSchema));
  for (const chain of REWARD_CHAINS) {
    tally(
      await decodeEither(api, `/v1/campaigns/active?chainId=${String(chain.chainId)}&limit=100`, campaignListSchema),
    );
  }
  tally(await decodeEither(api, '/v1/forwarder/targets', forwarderTargetListSchema));
  return counts;
}

describe('fixtures decode with the api schemas', () => {
  it.each([
    ['at the origin', 0],
    ['two days later', 2 * 86_400],
    ['a hundred days later', 100 * 86_400],
  ])('every response %s', async (_label, seconds) => {
    const api = inProcessApi();
    api.ctx.advance(seconds);
    const counts = await decodeEverything(api);
    expect(counts.ok).toBeGreaterThan(300);
    expect(counts.notFound).toBeGreaterThan(50);
  });

  it('serves every campaign field in its documented wire form', async () => {
    const api = inProcessApi();
    const { json } = await api.get(`/v1/campaigns?limit=100&${FORWARDER_OPT_IN_PARAM}=true`);
    const wire = z.object({ data: z.array(z.record(z.string(), z.unknown())) }).parse(json);
    const decstr = /^(0|[1-9]\d*)$/;
    for (const campaign of wire.data) {
      for (const field of ['tvl', 'rewardsDistributed', 'rewardsRemaining', 'totalRewards', 'emissionRate']) {
        expect(campaign[field]).toMatch(decstr);
      }
      expect(new Date(String(campaign.startTime)).toISOString()).toBe(campaign.startTime);
    }
    const addresses = JSON.stringify(wire).match(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g) ?? [];
    expect(addresses.length).toBeGreaterThan(100);
    expect(addresses.every((address) => address === address.toLowerCase())).toBe(true);
  });
});
