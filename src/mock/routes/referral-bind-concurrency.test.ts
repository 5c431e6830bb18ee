import fc from 'fast-check';
import type { Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureScenariosIdentity } from '../identity/wallets.ts';
import {
  sessionHeader,
  signedBindBody,
  startReferralTestServer,
  type ReferralTestServer,
} from './referral-test-support.ts';

// Concurrency and robustness of POST /v1/referrals/bind over real HTTP: twenty binds of one
// referee in flight at once must leave exactly one referrer, and no body, however malformed,
// may produce a 5xx.

const s = fixtureScenariosIdentity();
const [grace, heidi, ivan] = s.freeReferees;
let server: ReferralTestServer;

beforeAll(async () => {
  server = await startReferralTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.ctx.reset();
});

// Ten linked wallets of ten accounts other than ivan's, none referred by ivan: every one of them
// would be accepted on its own, so only the race decides.
const referrers: Address[] = [
  grace,
  heidi,
  ...s.busyReferrers,
  s.sameAccountWallets[0],
  s.payoutRedirect.payoutWallet,
  s.selfReferralViaRemovedLink.referrer,
  s.referralChain.a,
  s.referralChain.c,
  s.smartWallet.owner,
];

/**
 * Opens 20 keep-alive connections first, so the racing requests reach the server together
 * instead of one per connection handshake, which would serialize them and hide a race.
 */
async function warmConnections(): Promise<void> {
  await Promise.all(Array.from({ length: 20 }, () => server.get('/v1/referrals/usernames/alice')));
}

describe('concurrent binds of one referee', () => {
  it('20 session-mode binds with 10 referrers: one created, its twin repeats, the rest ALREADY_BOUND', async () => {
    // Session mode, because its JWT check runs on WebCrypto, a real asynchronous hop: the handlers
    // genuinely interleave there, so a check-then-write across that await would let several
    // requests create a bind. (Signature recovery completes within one tick; see the next test.)
    const headers = await sessionHeader(server.ctx, 'acct-ivan');
    const requests = [...referrers, ...referrers].map((referrer) => ({ body: { referee: ivan, referrer }, headers }));
    await warmConnections();
    const results = await Promise.all(requests.map(({ body, headers: h }) => server.bind(body, h)));
    const created = results.filter((result) => result.json.created === true);
    expect(created).toHaveLength(1);
    const winner = created[0]?.json.referrer;
    for (const result of results) {
      if (result.json.created === true) continue;
      if (result.status === 200) {
        expect(result.json).toMatchObject({ referrer: winner, created: false });
      } else {
        expect(result).toMatchObject({ status: 409, json: { code: 'ALREADY_BOUND', details: { referrer: winner } } });
      }
    }
    expect(results.filter((result) => result.status === 200)).toHaveLength(2);
    expect(server.ctx.binds.listBinds().filter((bind) => bind.referee === ivan)).toHaveLength(1);
    expect(server.ctx.binds.referrerOf(ivan)).toBe(winner);
  });

  it('20 signature-mode binds with 10 referrers: the same outcome', async () => {
    const bodies = await Promise.all(
      [...referrers, ...referrers].map((referrer) => signedBindBody(server.ctx, ivan, referrer)),
    );
    await warmConnections();
    const results = await Promise.all(bodies.map((body) => server.bind(body)));
    expect(results.filter((result) => result.json.created === true)).toHaveLength(1);
    expect(results.filter((result) => result.json.created === false)).toHaveLength(1);
    expect(results.filter((result) => result.json.code === 'ALREADY_BOUND')).toHaveLength(18);
  });

  it('20 identical session-mode binds: one created, nineteen created=false', async () => {
    const headers = await sessionHeader(server.ctx, 'acct-ivan');
    await warmConnections();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => server.bind({ referee: ivan, referrer: grace }, headers)),
    );
    expect(results.map((result) => result.status)).toEqual(Array<number>(20).fill(200));
    expect(results.filter((result) => result.json.created === true)).toHaveLength(1);
  });

  it('opposite binds racing cannot both land: one wins, the other is a cycle', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? signedBindBody(server.ctx, grace, heidi) : signedBindBody(server.ctx, heidi, grace),
      ),
    );
    await warmConnections();
    const results = await Promise.all(pairs.map((body) => server.bind(body)));
    const codes = new Set(results.filter((result) => result.status !== 200).map((result) => result.json.code));
    expect(codes).toEqual(new Set(['CYCLIC_REFERRAL']));
    const graceBound = server.ctx.binds.referrerOf(grace) !== null;
    const heidiBound = server.ctx.binds.referrerOf(heidi) !== null;
    expect(graceBound !== heidiBound).toBe(true);
  });
});

// Values that sit near the schema's edges: right-looking but wrong, plus arbitrary junk.
const addressLike = fc.oneof(
  fc.constantFrom<string>(grace, heidi, ivan, s.unlinkedWallet, s.smartWallet.proxy, grace.toUpperCase(), `${grace}0`),
  fc.stringMatching(/^0x[0-9a-fA-F]{38,42}$/),
  fc.string(),
);
const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.object({ maxDepth: 1 }),
);
const bindBody = fc.record(
  {
    referee: fc.oneof(addressLike, junk),
    referrer: fc.oneof(addressLike, junk),
    referrerUsername: fc.oneof(
      fc.constantFrom('alice', 'dave_defi', 'nobody_here', 'AB', ' alice '),
      fc.stringMatching(/^[a-z0-9_]{1,22}$/),
      junk,
    ),
    deadline: fc.oneof(fc.stringMatching(/^[0-9]{0,22}$/), fc.bigInt({ min: 0n, max: 10n ** 21n }).map(String), junk),
    signature: fc.oneof(fc.stringMatching(/^0x[0-9a-fA-F]{0,140}$/), fc.stringMatching(/^0x[0-9a-f]{130}$/), junk),
    unexpected: junk,
  },
  { requiredKeys: [] },
);
const authorization = fc.option(
  fc.oneof(
    fc.constant('Bearer '),
    fc.string({ maxLength: 40 }).map((value) => `Bearer ${value}`),
    fc.stringMatching(/^[ -~]{0,40}$/),
  ),
  { nil: undefined },
);

describe('bind robustness', () => {
  it('never answers 5xx to random or malformed bodies and headers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(bindBody, fc.anything({ maxDepth: 2 })), authorization, async (body, auth) => {
        const headers: Record<string, string> = auth === undefined ? {} : { authorization: auth };
        const { status, json } = await server.bind(body === undefined ? 'undefined' : body, headers);
        expect(status).toBeLessThan(500);
        expect(typeof json.code === 'string' || json.created !== undefined).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
