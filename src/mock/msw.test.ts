import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from '../lib/zod.ts';
import { campaignListSchema } from '../api/schemas/campaign.ts';
import { errorResponseSchema } from '../api/schemas/errors.ts';
import { createMockHandlers } from './msw.ts';
import { testContext } from './test-support.ts';

// The MSW handlers run the same app as the HTTP server: same bodies, same errors.

const ctx = testContext();
const server = setupServer(
  ...createMockHandlers('http://api.test/v1', ctx),
  ...createMockHandlers('http://prefixed.test/partner/v1/'),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

describe('createMockHandlers', () => {
  it('answers fetch calls with the mock app', async () => {
    const response = await fetch('http://api.test/v1/campaigns?limit=3');
    expect(response.status).toBe(200);
    const page = z.decode(campaignListSchema, (await response.json()) as z.input<typeof campaignListSchema>);
    expect(page.data).toHaveLength(3);
  });

  it('strips a path prefix before /v1', async () => {
    const response = await fetch('http://prefixed.test/partner/v1/forwarder/targets');
    expect(response.status).toBe(200);
  });

  it('passes errors, bodies and the shared context through', async () => {
    const notFound = await fetch('http://api.test/v1/campaigns/1:1');
    expect(notFound.status).toBe(404);
    expect(errorResponseSchema.parse(await notFound.json()).code).toBe('NOT_FOUND');
    const advanced = await fetch('http://api.test/__mock/clock', {
      method: 'POST',
      body: JSON.stringify({ advanceSeconds: 60 }),
    });
    expect(advanced.status).toBe(200);
    expect(ctx.clock.now().getTime() - ctx.clock.origin.getTime()).toBe(60_000);
  });
});
