import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../api/schemas/errors.ts';
import { createMockApp } from './app.ts';
import { testContext } from './test-support.ts';

// Property: no malformed path, query string or header makes a read endpoint fail with a 5xx.
// Every answer is JSON; every non-200 is an ErrorResponse.

const ctx = testContext();
const app = createMockApp(ctx);

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    '',
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    '..',
    '.',
    ':',
    '::',
    '1:',
    ':1',
    '-1:2',
    '31337:5',
    '31337:1e3',
    '99999999999999999999999:1',
    '0x',
    '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    '0X3C44CDDDB6A900FA2B585DD299E03D12FA4293BC',
    '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bcff',
    'alice',
    'ALICE ',
    '__proto__',
    'constructor',
    'null',
    '[]',
    '{}',
  ),
  fc.stringMatching(/^\d{1,25}:\d{1,25}$/),
);

const templates: ((a: string, b: string) => string)[] = [
  (a) => `/v1/campaigns/${a}`,
  (a) => `/v1/campaigns/${a}/stats`,
  (a, b) => `/v1/claims/${a}/${b}`,
  (a) => `/v1/users/${a}/rewards`,
  (a) => `/v1/referrals/stats/${a}`,
  (a, b) => `/v1/referrals/proofs/${a}/${b}`,
  (a) => `/v1/referrals/usernames/${a}`,
  () => '/v1/campaigns',
  () => '/v1/campaigns/active',
  () => '/v1/forwarder/targets',
  (a) => `/v1/${a}`,
];

const queryKey = fc.constantFrom(
  'limit',
  'offset',
  'status',
  'chainId',
  'targetChainId',
  'targetAddress',
  'userAddress',
  'budgetAddress',
  'claimableOnly',
  'includeForwarderTargets',
  '__proto__',
  'constructor',
  'x',
);

const query = fc.array(fc.tuple(queryKey, nasty), { maxLength: 5 });

const headerValue = fc.oneof(fc.string({ maxLength: 140 }), fc.constantFrom('', ' ', 'ok-ref', '-x', 'a'.repeat(129)));

describe('robustness of the read endpoints', () => {
  it('never answers a malformed request with a 5xx', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: templates.length - 1 }),
        nasty,
        nasty,
        query,
        fc.option(headerValue, { nil: undefined }),
        async (template, a, b, pairs, refId) => {
          const path = templates[template]?.(a, b) ?? '/';
          const search = new URLSearchParams(pairs).toString();
          let request: Request;
          try {
            const headers = new Headers();
            if (refId !== undefined) headers.set('X-Partner-Ref-Id', refId);
            request = new Request(`http://mock.test${path}${search === '' ? '' : `?${search}`}`, { headers });
          } catch (error) {
            // A URL or header no HTTP client could send is outside the property.
            if (error instanceof TypeError) return;
            throw error;
          }
          const response = await app.fetch(request);
          seen.add(response.status);
          expect(response.status).toBeLessThan(500);
          const body: unknown = await response.json();
          if (response.status !== 200) expect(errorResponseSchema.safeParse(body).success).toBe(true);
        },
      ),
      { numRuns: 400, interruptAfterTimeLimit: 15_000, seed: 20_250_101 },
    );
    // The generators must reach the handlers, not only the router's 404.
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 400, 404]));
  });
});
