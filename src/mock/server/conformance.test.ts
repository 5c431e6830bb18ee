import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '../../lib/zod.ts';
import {
  BODY_TOO_LARGE,
  BUDGET_ADDRESS_PARAM,
  CLAIMABLE_ONLY_PARAM,
  FORWARDER_OPT_IN_PARAM,
  REQUEST_BODY_LIMIT_BYTES,
} from '../../api/assumptions.ts';
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

/** The app's origin under `npm start` with default ports: allowed to read /v1 by default. */
const APP_ORIGIN = 'http://127.0.0.1:4173';

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.origin}${path}`, init);
  return { status: response.status, headers: response.headers, json: (await response.json()) as unknown };
}

async function decode<S extends z.core.$ZodType>(path: string, schema: S): Promise<z.output<S>> {
  const { status, json } = await get(path);
  expect(status, JSON.stringify(json)).toBe(200);
  return z.decode(schema, json as z.input<S>);
}

/** Sends the request as the app's page would (with its Origin) and checks the error body and CORS. */
async function expectError(path: string, status: number, code: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Origin', APP_ORIGIN);
  const response = await get(path, { ...init, headers });
  expect(response.status, JSON.stringify(response.json)).toBe(status);
  const body = errorResponseSchema.parse(response.json);
  expect(body.code).toBe(code);
  expect(Object.keys(response.json as object).sort()).toEqual(['code', 'details', 'error']);
  // The app's page must be able to read every error, or it could only say "network error".
  expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
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
    const response = await preflight('/v1/referrals/bind', 'http://localhost:5173');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
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
  it('answers 429 RATE_LIMITED with Retry-After past the per-IP ceiling, not on /__mock', async () => {
    const limited = await startMockServer({
      port: 0,
      contextOptions: { origin: TEST_ORIGIN, rateLimitPerMinute: 3, logger },
    });
    try {
      for (let i = 0; i < 3; i += 1) expect((await fetch(`${limited.url}/forwarder/targets`)).status).toBe(200);
      const response = await fetch(`${limited.url}/campaigns`, { headers: { Origin: APP_ORIGIN } });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
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

function preflight(path: string, origin: string, base = server.origin): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,x-partner-ref-id',
    },
  });
}

describe('CORS over HTTP', () => {
  it('lets only the app origins read /v1, and says the answer varies by Origin', async () => {
    for (const origin of ['http://127.0.0.1:4173', 'http://localhost:5173', 'http://127.0.0.1:4273']) {
      const response = await fetch(`${server.url}/forwarder/targets`, { headers: { Origin: origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toContain('Origin');
    }
    for (const origin of ['http://evil.example', 'http://127.0.0.1:9999', 'null']) {
      const response = await fetch(`${server.url}/forwarder/targets`, { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const options = await preflight('/v1/referrals/bind', origin);
      expect(options.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('dates /v1 answers by the world clock and lets the app read the Date header', async () => {
    const response = await fetch(`${server.url}/forwarder/targets`, { headers: { Origin: APP_ORIGIN } });
    // The world clock of a frozen mock stays at its origin, whatever the wall clock says.
    expect(response.headers.get('date')).toBe(TEST_ORIGIN.toUTCString());
    expect(response.headers.get('access-control-expose-headers')).toContain('Date');
  });

  it('takes its allow-list from the server options (MOCK_ALLOWED_ORIGINS)', async () => {
    const custom = await startMockServer({
      port: 0,
      contextOptions: { origin: TEST_ORIGIN, logger },
      allowedOrigins: ['https://app.example.org'],
    });
    try {
      const allowed = await fetch(`${custom.url}/forwarder/targets`, {
        headers: { Origin: 'https://app.example.org' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.org');
      const local = await fetch(`${custom.url}/forwarder/targets`, { headers: { Origin: APP_ORIGIN } });
      expect(local.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await custom.close();
    }
  });

  it('sends no CORS header on /__mock, and refuses a request a web page sent there', async () => {
    const clockBefore = await get('/__mock/clock');
    for (const path of ['/__mock/fixtures', '/__mock/clock']) {
      const fromPage = await fetch(`${server.origin}${path}`, { headers: { Origin: APP_ORIGIN } });
      expect(fromPage.status).toBe(403);
      expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
      expect(errorResponseSchema.parse(await fromPage.json()).error).toContain('never a web page');
      const options = await preflight(path, APP_ORIGIN);
      expect(options.headers.get('access-control-allow-origin')).toBeNull();
    }
    // A "simple" cross-origin POST (text/plain, no preflight) is what a page could send blind.
    for (const path of ['/__mock/reset', '/__mock/clock', '/__mock/session']) {
      const blind = await fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { Origin: 'http://evil.example', 'content-type': 'text/plain' },
        body: JSON.stringify({ advanceSeconds: 86_400, account: 'acct-alice' }),
      });
      expect(blind.status).toBe(403);
      expect(blind.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect((await get('/__mock/clock')).json).toEqual(clockBefore.json);
    // Tools and tests (no Origin) still reach the controls, and without CORS headers.
    const tool = await fetch(`${server.origin}/__mock/fixtures`);
    expect(tool.status).toBe(200);
    expect(tool.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** Sends `target` exactly as written (no URL parsing on the way) and reads the answer. */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: server.port, path: target, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('path normalisation over HTTP', () => {
  it('routes a plain control path (so the refusals below are not just a missing route)', async () => {
    const { status, body } = await rawGet('/__mock/fixtures');
    expect(status).toBe(200);
    expect(body).toContain('mnemonic');
  });

  it.each([
    '/v1/../__mock/fixtures',
    '/v1/%2e%2e/__mock/fixtures',
    '/v1/%2E%2E/__mock/fixtures',
    '/v1/.%2e/__mock/fixtures',
    '/v1/%2e./__mock/fixtures',
    '/v1/%252e%252e/__mock/fixtures',
    '/v1/..%2f__mock/fixtures',
    '/v1/%2e%2e%2f__mock/fixtures',
    '/v1/..%5c__mock/fixtures',
    '/v1/campaigns/%2e%2e/%2e%2e/__mock/fixtures',
    '/v1/./../__mock/fixtures',
    '//__mock/fixtures',
    '/v1//../__mock/fixtures',
  ])('GET %s never reaches the controls: 400 INVALID_PARAMS', async (target) => {
    const { status, body } = await rawGet(target);
    expect(status).toBe(400);
    expect(body).not.toContain('mnemonic');
    const error = errorResponseSchema.parse(JSON.parse(body));
    expect(error.code).toBe('INVALID_PARAMS');
    expect(error.error).toMatch(/^Invalid path: it contains/);
  });
});

/**
 * POSTs `total` bytes to the bind endpoint in 64 KiB chunks, stopping once the server answers.
 * With `declareLength`, Content-Length says the whole size up front; otherwise it is chunked.
 */
function postLargeBody(
  total: number,
  declareLength: boolean,
): Promise<{ status: number; body: string; bytesSent: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/v1/referrals/bind',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          Origin: APP_ORIGIN,
          ...(declareLength ? { 'content-length': String(total) } : {}),
        },
      },
      (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => (body += part));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body, bytesSent, headers: response.headers });
        });
      },
    );
    // Once the server has answered and closed, further writes fail; that is the expected end.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = (): void => {
      while (!answered && bytesSent < total) {
        const size = Math.min(chunk.length, total - bytesSent);
        bytesSent += size;
        if (!request.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe('request body limit over HTTP', () => {
  const limit = REQUEST_BODY_LIMIT_BYTES;
  const tooLarge = {
    error: `Request body too large: at most ${String(limit)} bytes`,
    code: BODY_TOO_LARGE.code,
    details: { source: 'body', limitBytes: limit },
  };

  it('reads a body of exactly the limit (the bind then judges its content)', async () => {
    const body = JSON.stringify({ referee: ALICE }).padEnd(limit, ' ');
    expect(Buffer.byteLength(body)).toBe(limit);
    const response = await fetch(`${server.url}/referrals/bind`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(errorResponseSchema.parse(await response.json()).error).not.toContain('too large');
  });

  it.each([
    ['with Content-Length', true],
    ['chunked', false],
  ])('answers one byte over the limit (%s) with 413 and the error body', async (_label, declareLength) => {
    const result = await postLargeBody(limit + 1, declareLength);
    expect(result.status).toBe(BODY_TOO_LARGE.status);
    expect(JSON.parse(result.body)).toEqual(tooLarge);
    expect(result.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it.each([
    ['with Content-Length', true],
    ['chunked', false],
  ])('refuses a 200 MB body (%s) long before it is all sent, and memory stays flat', async (_label, declareLength) => {
    const total = 200 * 1024 * 1024;
    const rssBefore = process.memoryUsage().rss;
    const result = await postLargeBody(total, declareLength);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual(tooLarge);
    // The client stops pushing when the answer arrives; socket buffers hold a few MB at most.
    expect(result.bytesSent).toBeLessThan(32 * 1024 * 1024);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('limits the /__mock controls too', async () => {
    const response = await fetch(`${server.origin}/__mock/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'x'.repeat(limit) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
  });
});
