import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, SERVICE_REQUEST_TIMEOUT_MS } from './client.ts';
import { campaignStatsSchema } from './schemas/campaign.ts';
import { resetServiceClock, serviceClockOffsetMs } from './server-clock.ts';
import { wireCampaignStats } from './testing/wire-samples.ts';

afterEach(() => {
  vi.useRealTimers();
  resetServiceClock();
});

// A fetch that never answers, but stops when its signal aborts, as the browser's does.
function silentFetch(): typeof globalThis.fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => {
        reject(init.signal?.reason as Error);
      });
    });
}

describe('request time limit', () => {
  it('ends a request the service never answers after 15 s with TIMEOUT and a message in words', async () => {
    vi.useFakeTimers();
    const client = createApiClient({ baseUrl: 'https://api.test/v1', fetch: silentFetch() });
    const result = client.get('/campaigns/1:1/stats', { schema: campaignStatsSchema }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({
      code: 'TIMEOUT',
      message: 'The service did not answer within 15 s. Check your connection, then try again.',
    });
  });

  it('tells a caller abort apart from a timeout', async () => {
    const client = createApiClient({ baseUrl: 'https://api.test/v1', fetch: silentFetch() });
    const controller = new AbortController();
    const result = client
      .get('/x', { schema: campaignStatsSchema, signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(await result).toMatchObject({ code: 'ABORTED' });
  });

  it('times out a body that stops arriving halfway', async () => {
    vi.useFakeTimers();
    const fetch: typeof globalThis.fetch = (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"id":'));
          init?.signal?.addEventListener('abort', () => {
            controller.error(init.signal?.reason);
          });
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    };
    const client = createApiClient({ baseUrl: 'https://api.test/v1', fetch, timeoutMs: 2000 });
    const result = client.get('/x', { schema: campaignStatsSchema }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toMatchObject({ code: 'TIMEOUT', message: expect.stringContaining('within 2 s') as string });
  });
});

describe('service clock', () => {
  it('records how far the service clock is from the device from the Date header', async () => {
    const deviceNow = Date.parse('2026-01-01T12:00:00Z');
    const fetch: typeof globalThis.fetch = () =>
      Promise.resolve(
        new Response(JSON.stringify(wireCampaignStats()), {
          status: 200,
          headers: { Date: 'Thu, 01 Jan 2026 14:00:00 GMT' },
        }),
      );
    const client = createApiClient({ baseUrl: 'https://api.test/v1', fetch, now: () => deviceNow });
    expect(serviceClockOffsetMs()).toBeNull();
    await client.get('/campaigns/1:1/stats', { schema: campaignStatsSchema });
    expect(serviceClockOffsetMs()).toBe(2 * 3600_000 + 500);
  });
});
