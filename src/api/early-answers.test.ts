import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, SERVICE_REQUEST_TIMEOUT_MS } from './client.ts';
import { EARLY_ANSWER_WINDOW_MS, earlyAnswersFrom, pageAskedEarly, type EarlyAnswer } from './early-answers.ts';
import { campaignStatsSchema } from './schemas/campaign.ts';
import { resetServiceClock, serviceClockOffsetMs } from './server-clock.ts';
import { wireCampaignStats } from './testing/wire-samples.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServiceClock();
});

const STATS_URL = 'https://api.test/v1/campaigns/1:1/stats';

function statsResponse(date = 'Wed, 01 Jan 2025 00:00:00 GMT'): Response {
  return new Response(JSON.stringify(wireCampaignStats()), { status: 200, headers: { Date: date } });
}

function early(url: string, answer: EarlyAnswer['answer'], partnerRefId: string | null = null, askedAt = 0) {
  return { url, partnerRefId, askedAt, answer };
}

/** A client whose own fetch records what it was asked and answers `statsResponse()`. */
function clientWith(list: unknown[], config: { partnerRefId?: string; now?: () => number } = {}) {
  const fetched: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.test/v1',
    partnerRefId: config.partnerRefId,
    fetch: (input) => {
      fetched.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(statsResponse());
    },
    sleep: () => Promise.resolve(),
    earlyAnswers: earlyAnswersFrom(list, config.now ?? (() => 0)),
  });
  return { client, fetched };
}

describe('answers asked for before the app ran', () => {
  it('serve the first try of the same request, once, and the next request asks the service', async () => {
    const { client, fetched } = clientWith([
      early(STATS_URL, Promise.resolve({ response: statsResponse(), receivedAt: 0 })),
    ]);
    await expect(client.get('/campaigns/1:1/stats', { schema: campaignStatsSchema })).resolves.toMatchObject({
      participants: wireCampaignStats().participants,
    });
    expect(fetched).toEqual([]);
    await client.get('/campaigns/1:1/stats', { schema: campaignStatsSchema });
    expect(fetched).toEqual([STATS_URL]);
  });

  it('set the service clock by the time the answer arrived, not the time it was taken', async () => {
    const arrived = Date.parse('2025-01-01T00:00:00Z');
    const { client } = clientWith(
      [early(STATS_URL, Promise.resolve({ response: statsResponse(), receivedAt: arrived }), null, arrived)],
      { now: () => arrived + 2_000 },
    );
    await client.get('/campaigns/1:1/stats', { schema: campaignStatsSchema });
    expect(serviceClockOffsetMs()).toBe(500);
  });

  it.each([
    [
      'another URL',
      early('https://api.test/v1/campaigns/1:2/stats', Promise.resolve({ response: statsResponse(), receivedAt: 0 })),
    ],
    [
      'another partner reference',
      early(STATS_URL, Promise.resolve({ response: statsResponse(), receivedAt: 0 }), 'other'),
    ],
    [
      'an ask older than the window',
      early(
        STATS_URL,
        Promise.resolve({ response: statsResponse(), receivedAt: 0 }),
        null,
        -EARLY_ANSWER_WINDOW_MS - 1,
      ),
    ],
    ['something that is not an answer', { url: STATS_URL }],
  ])('are not taken for %s: the service is asked', async (_name, entry) => {
    const { client, fetched } = clientWith([entry]);
    await client.get('/campaigns/1:1/stats', { schema: campaignStatsSchema });
    expect(fetched).toEqual([STATS_URL]);
  });

  it('match the partner reference the client sends', async () => {
    const { client, fetched } = clientWith(
      [early(STATS_URL, Promise.resolve({ response: statsResponse(), receivedAt: 0 }), 'partner-1')],
      { partnerRefId: 'partner-1' },
    );
    await client.get('/campaigns/1:1/stats', { schema: campaignStatsSchema });
    expect(fetched).toEqual([]);
  });

  it('that failed are asked again, as any failed first try', async () => {
    const { client, fetched } = clientWith([early(STATS_URL, Promise.reject(new TypeError('Failed to fetch')))]);
    await client.get('/campaigns/1:1/stats', { schema: campaignStatsSchema });
    expect(fetched).toEqual([STATS_URL]);
  });

  it('that never come end in the usual time limit', async () => {
    vi.useFakeTimers();
    const { client } = clientWith([early(STATS_URL, new Promise(() => undefined))]);
    const result = client.get('/campaigns/1:1/stats', { schema: campaignStatsSchema }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS);
    expect(await result).toMatchObject({ code: 'TIMEOUT' });
  });

  it('are none when the page left none, or not a list', () => {
    expect(earlyAnswersFrom(undefined).take(STATS_URL, undefined)).toBeUndefined();
    expect(earlyAnswersFrom({ url: STATS_URL }).take(STATS_URL, undefined)).toBeUndefined();
  });

  it('tell the start whether the page asked for anything', () => {
    expect(pageAskedEarly()).toBe(false);
    vi.stubGlobal('__EARLY_ANSWERS__', []);
    expect(pageAskedEarly()).toBe(false);
    vi.stubGlobal('__EARLY_ANSWERS__', [early(STATS_URL, new Promise(() => undefined))]);
    expect(pageAskedEarly()).toBe(true);
  });
});
