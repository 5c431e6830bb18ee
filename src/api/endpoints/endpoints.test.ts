import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { campaignKeys } from '../query-keys.ts';
import { createQueryClient, STATS_CACHE_MS } from '../query-defaults.ts';
import {
  CHECKSUMMED_ADDRESS,
  SAMPLE_ADDRESS,
  wireCampaign,
  wireCampaignStats,
  wireClaimProof,
  wireForwarderTarget,
  wireReferralProof,
  wireReferralStat,
  wireUserReward,
} from '../testing/wire-samples.ts';
import { getActiveCampaigns } from './get-active-campaigns.ts';
import { getCampaign } from './get-campaign.ts';
import { campaignStatsQueryOptions, getCampaignStats } from './get-campaign-stats.ts';
import { campaignsQueryOptions, getCampaigns } from './get-campaigns.ts';
import { getClaimProof } from './get-claim-proof.ts';
import { getForwarderTargets } from './get-forwarder-targets.ts';
import { getReferralProof, referralProofQueryOptions } from './get-referral-proof.ts';
import { getReferralStats } from './get-referral-stats.ts';
import { getReferralUsername } from './get-referral-username.ts';
import { getUserRewards } from './get-user-rewards.ts';
import { bindReferral } from './post-referral-bind.ts';

// Each fetcher is run against a scripted fetch, checking the request it builds (path, query,
// headers, body) and the domain value it hands back.

interface Call {
  url: string;
  init: RequestInit;
}

function scripted(...bodies: { status?: number; body: unknown }[]) {
  const calls: Call[] = [];
  const client = createApiClient({
    baseUrl: 'http://svc.test/v1',
    fetch: (input, init) => {
      calls.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
      const next = bodies.shift() ?? {
        status: 500,
        body: { error: 'unscripted', code: 'INTERNAL_ERROR', details: null },
      };
      return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status ?? 200 }));
    },
    sleep: () => Promise.resolve(),
  });
  return { client, calls };
}

function sentBody(call: Call | undefined): unknown {
  const body = call?.init.body;
  if (typeof body !== 'string') throw new Error('expected a JSON string body');
  return JSON.parse(body);
}

const id = { chainId: 8453, campaignIndex: 7 };

describe('campaign endpoints', () => {
  it('getCampaigns sends the filters and decodes the page', async () => {
    const { client, calls } = scripted({ body: { data: [wireCampaign()], total: 1 } });
    const page = await getCampaigns({ status: ['active'], userAddress: CHECKSUMMED_ADDRESS }, { client });
    expect(calls[0]?.url).toBe(
      `http://svc.test/v1/campaigns?status=active&userAddress=${CHECKSUMMED_ADDRESS.toLowerCase()}`,
    );
    expect(page.data[0]?.totalRewards).toBe(10n ** 19n);
  });

  it('getCampaigns refuses invalid filters without sending anything', async () => {
    const { client, calls } = scripted();
    await expect(getCampaigns({ claimableOnly: true }, { client })).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
    expect(calls).toHaveLength(0);
  });

  it('getActiveCampaigns uses /campaigns/active', async () => {
    const { client, calls } = scripted({ body: { data: [], total: 0 } });
    await getActiveCampaigns({ limit: 20 }, { client });
    expect(calls[0]?.url).toBe('http://svc.test/v1/campaigns/active?limit=20');
  });

  it('getCampaign writes the id into the path and passes userAddress', async () => {
    const { client, calls } = scripted({ body: wireCampaign() });
    const campaign = await getCampaign(id, SAMPLE_ADDRESS, { client });
    expect(calls[0]?.url).toBe(`http://svc.test/v1/campaigns/8453:7?userAddress=${SAMPLE_ADDRESS}`);
    expect(campaign.id).toEqual(id);
  });

  it('getCampaignStats reads the stats path and is cached and polled for at least 60 s', async () => {
    const { client, calls } = scripted({ body: wireCampaignStats() });
    expect((await getCampaignStats(id, { client })).participants).toBe(42);
    expect(calls[0]?.url).toBe('http://svc.test/v1/campaigns/8453:7/stats');
    const defaults = createQueryClient().defaultQueryOptions(campaignStatsQueryOptions(id, client));
    expect(STATS_CACHE_MS).toBeGreaterThanOrEqual(60_000);
    expect(defaults.staleTime).toBe(STATS_CACHE_MS);
    expect(defaults.refetchInterval).toBe(STATS_CACHE_MS);
  });

  it('query options fetch through the injected client under the factory key', async () => {
    const { client } = scripted({ body: { data: [wireCampaign()], total: 1 } });
    const queryClient = new QueryClient();
    const page = await queryClient.query(campaignsQueryOptions({ limit: 1 }, client));
    expect(page.total).toBe(1);
    expect(queryClient.getQueryData(campaignKeys.list({ limit: 1 }))).toBe(page);
  });
});

describe('reward and claim endpoints', () => {
  it('getUserRewards lowercases the path address', async () => {
    const { client, calls } = scripted({ body: { data: [wireUserReward()], total: 1 } });
    const rewards = await getUserRewards(CHECKSUMMED_ADDRESS, { chainId: 1 }, { client });
    expect(calls[0]?.url).toBe(`http://svc.test/v1/users/${CHECKSUMMED_ADDRESS.toLowerCase()}/rewards?chainId=1`);
    expect(rewards.data[0]?.claimable).toBe(3n);
  });

  it('getClaimProof reads /claims/{campaignId}/{address}', async () => {
    const { client, calls } = scripted({ body: wireClaimProof() });
    const proof = await getClaimProof(id, SAMPLE_ADDRESS, { client });
    expect(calls[0]?.url).toBe(`http://svc.test/v1/claims/8453:7/${SAMPLE_ADDRESS}`);
    expect(proof.claimable).toBe(6n);
  });
});

describe('referral endpoints', () => {
  it('getReferralUsername trims and lowercases the username', async () => {
    const { client, calls } = scripted({ body: { username: 'alice', referrer: SAMPLE_ADDRESS } });
    await getReferralUsername(' Alice ', { client });
    expect(calls[0]?.url).toBe('http://svc.test/v1/referrals/usernames/alice');
  });

  it('getReferralUsername surfaces an unclaimed username as NOT_FOUND', async () => {
    const { client } = scripted({ status: 404, body: { error: 'no such username', code: 'NOT_FOUND', details: null } });
    await expect(getReferralUsername('nobody', { client })).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('getReferralStats returns the array, bare or wrapped', async () => {
    const { client, calls } = scripted({ body: [wireReferralStat()] }, { body: { data: [wireReferralStat()] } });
    expect((await getReferralStats(SAMPLE_ADDRESS, { chainId: 8453 }, { client })).data).toHaveLength(1);
    expect((await getReferralStats(SAMPLE_ADDRESS, {}, { client })).data).toHaveLength(1);
    expect(calls[0]?.url).toBe(`http://svc.test/v1/referrals/stats/${SAMPLE_ADDRESS}?chainId=8453`);
  });

  it('getReferralProof returns the proof once published', async () => {
    const { client } = scripted({ body: wireReferralProof() });
    const proof = await getReferralProof(id, SAMPLE_ADDRESS, { client });
    expect(proof?.amount).toBe(777n);
  });

  it('getReferralProof returns null while the proof is not published (404)', async () => {
    const { client } = scripted({ status: 404, body: { error: 'not published', code: 'NOT_FOUND', details: null } });
    expect(await getReferralProof(id, SAMPLE_ADDRESS, { client })).toBeNull();
  });

  it('getReferralProof still fails on other errors', async () => {
    const { client } = scripted({ status: 400, body: { error: 'bad', code: 'INVALID_PARAMS', details: null } });
    await expect(getReferralProof(id, SAMPLE_ADDRESS, { client })).rejects.toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('referralProofQueryOptions waits while no referrer is known', () => {
    const options = referralProofQueryOptions(id, undefined);
    expect(typeof options.queryFn).not.toBe('function');
  });

  it('bindReferral in signature mode sends the signed body and no Authorization', async () => {
    const wire = { referee: SAMPLE_ADDRESS, referrer: SAMPLE_ADDRESS, boundAt: '1735787045', created: true };
    const { client, calls } = scripted({ body: wire });
    const signature = `0x${'12'.repeat(65)}` as const;
    const bind = await bindReferral(
      { mode: 'signature', referee: CHECKSUMMED_ADDRESS, referrer: SAMPLE_ADDRESS, deadline: 1735790000n, signature },
      { client },
    );
    expect(bind).toMatchObject({ created: true, boundAt: new Date('2025-01-02T03:04:05Z') });
    expect(calls[0]?.url).toBe('http://svc.test/v1/referrals/bind');
    expect(sentBody(calls[0])).toEqual({
      referee: CHECKSUMMED_ADDRESS.toLowerCase(),
      referrer: SAMPLE_ADDRESS,
      deadline: '1735790000',
      signature,
    });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBeNull();
  });

  it('bindReferral in session mode sends the bearer token and a username without deadline/signature', async () => {
    const wire = { referee: SAMPLE_ADDRESS, referrer: SAMPLE_ADDRESS, boundAt: '1735787045', created: false };
    const { client, calls } = scripted({ body: wire });
    await bindReferral(
      { mode: 'session', sessionToken: 'tok', referee: SAMPLE_ADDRESS, referrerUsername: 'alice' },
      { client },
    );
    expect(sentBody(calls[0])).toEqual({ referee: SAMPLE_ADDRESS, referrerUsername: 'alice' });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('bindReferral surfaces ALREADY_BOUND', async () => {
    const { client } = scripted({ status: 409, body: { error: 'bound', code: 'ALREADY_BOUND', details: null } });
    await expect(
      bindReferral(
        { mode: 'session', sessionToken: 't', referee: SAMPLE_ADDRESS, referrer: SAMPLE_ADDRESS },
        { client },
      ),
    ).rejects.toMatchObject({ code: 'ALREADY_BOUND', status: 409 });
  });
});

describe('forwarder endpoint', () => {
  it('getForwarderTargets unwraps { data }', async () => {
    const { client, calls } = scripted({ body: { data: [wireForwarderTarget()] } });
    const targets = await getForwarderTargets({ client });
    expect(calls[0]?.url).toBe('http://svc.test/v1/forwarder/targets');
    expect(targets.data[0]?.depositActionType).toBe('erc4626-deposit');
    expect(targets.rejected).toEqual([]);
  });
});
