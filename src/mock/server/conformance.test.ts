import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '../../api/zod.ts';
import { BUDGET_ADDRESS_PARAM, CLAIMABLE_ONLY_PARAM, FORWARDER_OPT_IN_PARAM } from '../../api/assumptions.ts';
import { campaignListSchema, campaignSchema, campaignStatsSchema } from '../../api/schemas/campaign.ts';
import { errorResponseSchema } from '../../api/schemas/errors.ts';
import { forwarderTargetListSchema } from '../../api/schemas/forwarder.ts';
import { referralStatListSchema } from '../../api/schemas/referrals.ts';
import { userRewardListSchema } from '../../api/schemas/rewards.ts';
import { recordingLogger, TEST_ORIGIN } from '../test-support.ts';
import { ROLE } from '../world/wallet-roles.ts';
import { startMockServer, type RunningMockServer } from './main.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';

// The read side of the mock over real HTTP, one request per rule: what a browser or the e2e
// suite sees, including CORS and the error bodies.

const ALICE = ROLE.alice;
let server: RunningMockServer;
const logger = recordingLogger();

beforeAll(async () => {
  server = await startMockServer({
    port: 0,
    contextOptions: { origin: TEST_ORIGIN, logger, rateLimitPerMinute: 100_000 },
  });
});
afterAll(async () => {
  await server.close();
});

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.origin}${path}`, init);
  return { status: response.status, headers: response.headers, json: (await response.json()) as unknown };
}

async function decode<S extends z.core.$ZodType>(path: string, schema: S): Promise<z.output<S>> {
  const { status, json } = await get(path);
  expect(status, JSON.stringify(json)).toBe(200);
  return z.decode(schema, json as z.input<S>);
}

async function expectError(path: string, status: number, code: string, init: RequestInit = {}) {
  const response = await get(path, init);
  expect(response.status, JSON.stringify(response.json)).toBe(status);
  const body = errorResponseSchema.parse(response.json);
  expect(body.code).toBe(code);
  expect(Object.keys(response.json as object).sort()).toEqual(['code', 'details', 'error']);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  return { ...body, headers: response.headers };
}

describe('read endpoints over HTTP', () => {
  it('serves each read endpoint, decodable by the client schemas', async () => {
    const list = await decode(`/v1/campaigns?userAddress=${ALICE}&limit=5`, campaignListSchema);
    expect(list.data).toHaveLength(5);
    expect(list.data[0]?.userPosition).toBeDefined();
    const active = await decode('/v1/campaigns/active?limit=100', campaignListSchema);
    expect(active.data.every((c) => c.status === 'active')).toBe(true);
    const first = active.data[0];
    if (first === undefined) throw new Error('the fixture world lists no active campaign');
    const key = formatCampaignId(first.id);
    expect((await decode(`/v1/campaigns/${key}`, campaignSchema)).userPosition).toBeUndefined();
    expect((await decode(`/v1/campaigns/${key}/stats`, campaignStatsSchema)).id).toEqual(active.data[0]?.id);
    const rewards = await decode(`/v1/users/${ALICE}/rewards?status=active,ended&chainId=31338`, userRewardListSchema);
    expect(rewards.total).toBeGreaterThan(0);
    expect(rewards.data.every((r) => r.id.chainId === 31338 && r.accumulatedRewards > 0n)).toBe(true);
    expect((await decode(`/v1/referrals/stats/${ALICE}?chainId=31339`, referralStatListSchema)).length).toBeGreaterThan(
      0,
    );
    expect((await decode('/v1/forwarder/targets', forwarderTargetListSchema)).data.length).toBeGreaterThan(0);
  });

  it('applies status (repeated or comma-separated), chain, target, budget, claimable and forwarder filters', async () => {
    const repeated = await decode('/v1/campaigns?status=draft&status=cancelled&limit=100', campaignListSchema);
    const comma = await decode('/v1/campaigns?status=draft,cancelled&limit=100', campaignListSchema);
    expect(repeated.total).toBe(6);
    expect(comma.data.map((c) => c.id)).toEqual(repeated.data.map((c) => c.id));
    const byChain = await decode('/v1/campaigns?chainId=31338&limit=100', campaignListSchema);
    expect(byChain.data.every((c) => c.id.chainId === 31338)).toBe(true);
    const withForwarder = await decode(`/v1/campaigns?limit=100&${FORWARDER_OPT_IN_PARAM}=true`, campaignListSchema);
    expect(withForwarder.total).toBe(byChain.total * 3 + 3);
    expect(withForwarder.data.some((c) => c.requiresForwarderDeposit)).toBe(true);
    const target = withForwarder.data.find((c) => c.target.address !== undefined && c.id.chainId === 31339)?.target;
    const byTarget = await decode(
      `/v1/campaigns?targetChainId=${String(target?.chainId)}&targetAddress=${String(target?.address)}`,
      campaignListSchema,
    );
    expect(byTarget.data.every((c) => c.target.address === target?.address)).toBe(true);
    const funder = withForwarder.data[5]?.fundingHistory[0]?.funder;
    const byBudget = await decode(
      `/v1/campaigns?${BUDGET_ADDRESS_PARAM}=${String(funder)}&limit=100`,
      campaignListSchema,
    );
    expect(byBudget.total).toBeGreaterThan(0);
    const claimable = await decode(
      `/v1/campaigns?userAddress=${ALICE}&${CLAIMABLE_ONLY_PARAM}=true&limit=100`,
      campaignListSchema,
    );
    expect(claimable.data.every((c) => (c.userPosition?.claimable ?? 0n) > 0n)).toBe(true);
    const empty = await decode('/v1/campaigns?offset=9007199254740991', campaignListSchema);
    expect(empty).toEqual({ data: [], total: withForwarder.total - 3 });
  });

  it('accepts a valid X-Partner-Ref-Id and refuses a malformed one', async () => {
    expect((await get('/v1/forwarder/targets', { headers: { 'X-Partner-Ref-Id': 'partner-1:abc.def' } })).status).toBe(
      200,
    );
    const error = await expectError('/v1/forwarder/targets', 400, 'INVALID_PARAMS', {
      headers: { 'X-Partner-Ref-Id': '-bad' },
    });
    expect(error.error).toContain('X-Partner-Ref-Id');
    await expectError('/v1/campaigns', 400, 'INVALID_PARAMS', { headers: { 'X-Partner-Ref-Id': 'x'.repeat(129) } });
  });

  it.each([
    ['/v1/campaigns?limit=101', 'limit'],
    ['/v1/campaigns?limit=-1', 'limit'],
    ['/v1/campaigns?offset=9007199254740992', 'offset'],
    ['/v1/campaigns?offset=abc', 'offset'],
    ['/v1/campaigns?status=running', 'status'],
    ['/v1/campaigns?chainId=1.5', 'chainId'],
    ['/v1/campaigns?targetChainId=1', 'targetAddress'],
    [`/v1/campaigns?${CLAIMABLE_ONLY_PARAM}=true`, 'userAddress'],
    [`/v1/campaigns?${CLAIMABLE_ONLY_PARAM}=yes&userAddress=${ALICE}`, CLAIMABLE_ONLY_PARAM],
    [`/v1/campaigns?${BUDGET_ADDRESS_PARAM}=0x123`, BUDGET_ADDRESS_PARAM],
    ['/v1/campaigns?userAddress=0xZZ', 'userAddress'],
    ['/v1/campaigns?limit=1&limit=2', 'limit'],
    ['/v1/campaigns/active?status=active', 'status'],
    ['/v1/campaigns/abc', 'campaignId'],
    ['/v1/campaigns/1:2:3/stats', 'campaignId'],
    ['/v1/campaigns/31337:99999999999999999999', 'campaignId'],
    ['/v1/campaigns/31337:5?userAddress=alice', 'userAddress'],
    ['/v1/users/0x1234/rewards', 'address'],
    ['/v1/users/' + ALICE + '/rewards?status=nope', 'status'],
    ['/v1/claims/31337:5/not-an-address', 'address'],
    ['/v1/claims/5/' + ALICE, 'campaignId'],
    ['/v1/referrals/stats/0xabc', 'address'],
    ['/v1/referrals/stats/' + ALICE + '?chainId=x', 'chainId'],
    ['/v1/referrals/proofs/x/' + ALICE, 'campaignId'],
  ])('GET %s is 400 INVALID_PARAMS naming %s', async (path, field) => {
    const error = await expectError(path, 400, 'INVALID_PARAMS');
    expect(error.error).toContain(field);
  });

  it.each([
    ['/v1/campaigns/31337:999', 'unknown campaign'],
    ['/v1/campaigns/1:1/stats', 'campaign on a chain without campaigns'],
    [`/v1/claims/31337:999/${ALICE}`, 'claim in an unknown campaign'],
    ['/v1/claims/31337:5/0x00000000000000000000000000000000deadbeef', 'address without a leaf'],
    [`/v1/claims/31337:1/${ALICE}`, 'draft campaign (no root yet)'],
    [`/v1/referrals/proofs/31337:16/${ALICE}`, 'referral root not published yet'],
    [`/v1/referrals/proofs/31337:5/${ALICE}`, 'campaign not finalized'],
    ['/v1/nope', 'unknown route'],
    ['/v1/campaigns/31337:5/unknown', 'unknown sub-route'],
  ])('GET %s is 404 NOT_FOUND (%s)', async (path) => {
    await expectError(path, 404, 'NOT_FOUND');
  });

  it('answers CORS preflights for the browser app on another port', async () => {
    const response = await fetch(`${server.origin}/v1/referrals/bind`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-partner-ref-id',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-partner-ref-id');
  });

  it('turns a thrown error into a logged 500 INTERNAL_ERROR', async () => {
    const spy = vi.spyOn(server.ctx.world, 'rewardTree').mockImplementation(() => {
      throw new Error('tree store unavailable');
    });
    try {
      const error = await expectError(`/v1/claims/31337:5/${ALICE}`, 500, 'INTERNAL_ERROR');
      expect(error.error).not.toContain('tree store');
      expect(logger.errors.some((line) => line.includes('/v1/claims/31337:5'))).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect((await get(`/v1/claims/31337:5/${ALICE}`)).status).toBe(200);
  });

  it('mounts the bind and username routes of the identity engineer', async () => {
    expect((await get('/v1/referrals/usernames/alice')).status).toBe(200);
    await expectError('/v1/referrals/bind', 400, 'INVALID_PARAMS', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
  });
});

describe('rate limiting over HTTP', () => {
  it('answers 429 RATE_LIMITED with Retry-After past the per-IP ceiling, outside /__mock too', async () => {
    const limited = await startMockServer({
      port: 0,
      contextOptions: { origin: TEST_ORIGIN, rateLimitPerMinute: 3, logger },
    });
    try {
      for (let i = 0; i < 3; i += 1) expect((await fetch(`${limited.url}/forwarder/targets`)).status).toBe(200);
      const response = await fetch(`${limited.url}/campaigns`);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const body = errorResponseSchema.parse(await response.json());
      expect(body.code).toBe('RATE_LIMITED');
      expect((await fetch(`${limited.origin}/__mock/fixtures`)).status).toBe(200);
      expect((await fetch(`${limited.origin}/__mock/reset`, { method: 'POST' })).status).toBe(200);
      expect((await fetch(`${limited.url}/campaigns`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
