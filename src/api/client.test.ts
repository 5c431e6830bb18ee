import { describe, expect, it } from 'vitest';
import * as z from '../lib/zod.ts';
import { ApiError } from './api-error.ts';
import { createApiClient, encodeRequest, parseRetryAfter, type ApiClientConfig } from './client.ts';
import { campaignListSchema, campaignStatsSchema } from './schemas/campaign.ts';
import { campaignListQuerySchema } from './schemas/requests.ts';
import { wireCampaign, wireCampaignStats } from './testing/wire-samples.ts';

type Reply = Response | Error;

interface Harness {
  client: ReturnType<typeof createApiClient>;
  calls: { url: string; init: RequestInit }[];
  sleeps: number[];
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function errorBody(code: string, status: number, headers: Record<string, string> = {}): Response {
  return json({ error: `${code} happened`, code, details: null }, status, headers);
}

// A fetch that answers from a script and records what it was asked, and a sleep that only
// records, so retry tests run instantly and can assert the waits.
function harness(replies: Reply[], config: Partial<ApiClientConfig> = {}): Harness {
  const calls: Harness['calls'] = [];
  const sleeps: number[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
    const reply = replies.shift();
    if (reply === undefined) return Promise.reject(new Error('no scripted reply left'));
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  };
  const client = createApiClient({
    baseUrl: 'https://api.test/v1/',
    fetch,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    now: () => Date.parse('2025-01-01T00:00:00Z'),
    ...config,
  });
  return { client, calls, sleeps };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function header(call: { init: RequestInit } | undefined, name: string): string | null {
  return new Headers(call?.init.headers).get(name);
}

describe('createApiClient', () => {
  it('decodes a 2xx body with the schema and builds the URL from base, path and query', async () => {
    const { client, calls } = harness([json({ data: [wireCampaign()], total: 1 })]);
    const list = await client.get('/campaigns', {
      schema: campaignListSchema,
      query: encodeRequest(campaignListQuerySchema, { limit: 10, status: ['active', 'ended'] }),
    });
    expect(list.data[0]?.tvl).toBe(1234500000n);
    expect(calls[0]?.url).toBe('https://api.test/v1/campaigns?limit=10&status=active&status=ended');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('takes a body decoded elsewhere as it is, and decodes it here when that could not', async () => {
    const page = { data: [wireCampaign()], total: 1 };
    const elsewhere = { data: [], total: 0, rejected: [] };
    const { client } = harness([json(page), json(page)]);
    const decodedElsewhere = await client.get('/campaigns', {
      schema: campaignListSchema,
      decodeElsewhere: (text) => Promise.resolve(text === JSON.stringify(page) ? elsewhere : undefined),
    });
    expect(decodedElsewhere).toBe(elsewhere);
    const decodedHere = await client.get('/campaigns', {
      schema: campaignListSchema,
      decodeElsewhere: () => Promise.resolve(undefined),
    });
    expect(decodedHere.data[0]?.tvl).toBe(1234500000n);
  });

  it('words a body that did not decode elsewhere as any schema mismatch', async () => {
    const bad = { data: [{ ...wireCampaign(), tvl: 5 }], total: 1 };
    const { client } = harness([json(bad)]);
    const error = await rejection(
      client.get('/campaigns', { schema: campaignListSchema, decodeElsewhere: () => Promise.resolve(undefined) }),
    );
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toBe('data[0].tvl: expected decimal string');
  });

  it('sends X-Partner-Ref-Id when configured', async () => {
    const { client, calls } = harness([json(wireCampaignStats())], { partnerRefId: 'partner-1' });
    await client.get('/campaigns/1:2/stats', { schema: campaignStatsSchema });
    expect(header(calls[0], 'X-Partner-Ref-Id')).toBe('partner-1');
  });

  it('sends no X-Partner-Ref-Id when not configured', async () => {
    const { client, calls } = harness([json(wireCampaignStats())]);
    await client.get('/campaigns/1:2/stats', { schema: campaignStatsSchema });
    expect(header(calls[0], 'X-Partner-Ref-Id')).toBeNull();
  });

  it('refuses an invalid partner reference at construction', () => {
    expect(() => createApiClient({ baseUrl: 'https://api.test/v1', partnerRefId: 'has space' })).toThrow(TypeError);
  });

  it('posts JSON with caller headers', async () => {
    const { client, calls } = harness([json({ ok: true })]);
    await client.post('/referrals/bind', {
      schema: z.object({ ok: z.boolean() }),
      body: { referee: '0x1' },
      headers: { Authorization: 'Bearer t' },
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"referee":"0x1"}');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(header(calls[0], 'Authorization')).toBe('Bearer t');
  });

  it('turns an ErrorResponse into an ApiError with all its fields', async () => {
    const { client } = harness([json({ error: 'already bound', code: 'ALREADY_BOUND', details: { since: '1' } }, 409)]);
    const error = await rejection(client.post('/referrals/bind', { schema: z.unknown(), body: {} }));
    expect(error).toMatchObject({ code: 'ALREADY_BOUND', status: 409, serverMessage: 'already bound' });
    expect(error.details).toEqual({ since: '1' });
  });

  it('reports a schema mismatch as INVALID_RESPONSE naming the field', async () => {
    const bad = { data: [wireCampaign(), wireCampaign(), wireCampaign(), { ...wireCampaign(), tvl: 5 }], total: 4 };
    const { client } = harness([json(bad)]);
    const error = await rejection(client.get('/campaigns', { schema: campaignListSchema }));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.message).toBe('data[3].tvl: expected decimal string');
  });

  it('reports a non-JSON 2xx body as INVALID_RESPONSE', async () => {
    const { client } = harness([new Response('<html></html>', { status: 200 })]);
    const error = await rejection(client.get('/campaigns', { schema: campaignListSchema }));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toBe('The service answered with something other than data. Try again later.');
    expect(error.details).toEqual({ request: 'GET /campaigns' });
  });

  it('handles a non-JSON error body', async () => {
    const { client } = harness([new Response('Bad gateway', { status: 400, statusText: 'Bad Request' })]);
    const error = await rejection(client.get('/campaigns', { schema: campaignListSchema }));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 400, message: 'HTTP 400 Bad Request' });
  });

  it('retries 429 after the Retry-After seconds, then succeeds', async () => {
    const { client, calls, sleeps } = harness([
      errorBody('RATE_LIMITED', 429, { 'Retry-After': '2' }),
      json(wireCampaignStats()),
    ]);
    const stats = await client.get('/campaigns/1:2/stats', { schema: campaignStatsSchema });
    expect(stats.participants).toBe(42);
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('honours a Retry-After HTTP date', async () => {
    const { client, sleeps } = harness([
      errorBody('RATE_LIMITED', 429, { 'Retry-After': 'Wed, 01 Jan 2025 00:00:05 GMT' }),
      json(wireCampaignStats()),
    ]);
    await client.get('/campaigns/1:2/stats', { schema: campaignStatsSchema });
    expect(sleeps).toEqual([5000]);
  });

  it('backs off without Retry-After and gives up after 3 tries in total', async () => {
    const { client, calls, sleeps } = harness([
      errorBody('RATE_LIMITED', 429),
      errorBody('RATE_LIMITED', 429),
      errorBody('RATE_LIMITED', 429, { 'Retry-After': '1' }),
      json(wireCampaignStats()),
    ]);
    const error = await rejection(client.get('/campaigns/1:2/stats', { schema: campaignStatsSchema }));
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterMs: 1000 });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('retries 429 on POST too, since the service did not act on it', async () => {
    const { client, calls } = harness([errorBody('RATE_LIMITED', 429, { 'Retry-After': '0' }), json({ ok: true })]);
    await client.post('/referrals/bind', { schema: z.object({ ok: z.boolean() }), body: {} });
    expect(calls).toHaveLength(2);
  });

  it('does not wait for a Retry-After beyond the limit', async () => {
    const { client, calls, sleeps } = harness([errorBody('RATE_LIMITED', 429, { 'Retry-After': '3600' })]);
    const error = await rejection(client.get('/campaigns', { schema: campaignListSchema }));
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it.each([
    ['404', errorBody('NOT_FOUND', 404)],
    ['400', errorBody('INVALID_PARAMS', 400)],
    ['409', errorBody('CYCLIC_REFERRAL', 409)],
  ])('never retries %s', async (_status, reply) => {
    const { client, calls } = harness([reply, json(wireCampaignStats())]);
    await rejection(client.get('/campaigns/1:2/stats', { schema: campaignStatsSchema }));
    expect(calls).toHaveLength(1);
  });

  it('retries a GET once after a 5xx', async () => {
    const { client, calls } = harness([errorBody('INTERNAL_ERROR', 500), errorBody('INTERNAL_ERROR', 500), json({})]);
    const error = await rejection(client.get('/campaigns', { schema: campaignListSchema }));
    expect(error).toMatchObject({ code: 'INTERNAL_ERROR', status: 500 });
    expect(calls).toHaveLength(2);
  });

  it('retries a GET once after a network error, then succeeds', async () => {
    const { client, calls } = harness([new TypeError('fetch failed'), json(wireCampaignStats())]);
    await client.get('/campaigns/1:2/stats', { schema: campaignStatsSchema });
    expect(calls).toHaveLength(2);
  });

  it('never retries a POST after a 5xx or a network error', async () => {
    const server = harness([errorBody('INTERNAL_ERROR', 500), json({})]);
    expect((await rejection(server.client.post('/referrals/bind', { schema: z.unknown(), body: {} }))).code).toBe(
      'INTERNAL_ERROR',
    );
    expect(server.calls).toHaveLength(1);
    const network = harness([new TypeError('fetch failed'), json({})]);
    const error = await rejection(network.client.post('/referrals/bind', { schema: z.unknown(), body: {} }));
    // Said in words on screen (a claim, a bind, an error state); the request is for a developer.
    expect(error).toMatchObject({
      code: 'NETWORK_ERROR',
      status: null,
      message: 'The service could not be reached. Check your connection, then try again.',
      details: { request: 'POST /referrals/bind' },
    });
    expect(network.calls).toHaveLength(1);
  });

  it('reports an aborted request as ABORTED without retrying', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, calls } = harness([new DOMException('aborted', 'AbortError'), json({})]);
    const error = await rejection(client.get('/campaigns', { schema: campaignListSchema, signal: controller.signal }));
    expect(error.code).toBe('ABORTED');
    expect(calls).toHaveLength(1);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('encodeRequest', () => {
  it('throws INVALID_REQUEST before anything is sent', () => {
    expect(() => encodeRequest(campaignListQuerySchema, { limit: 500 })).toThrow(ApiError);
    try {
      encodeRequest(campaignListQuerySchema, { targetChainId: 1 });
    } catch (error) {
      expect(error).toMatchObject({
        code: 'INVALID_REQUEST',
        message: 'targetAddress: targetChainId requires targetAddress',
      });
    }
    expect.assertions(2);
  });
});
