import type { Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { referralBindSchema } from '../../api/schemas/referrals.ts';
import { fixtureScenariosIdentity } from '../identity/wallets.ts';
import {
  sessionHeader,
  signBind,
  signedBindBody,
  startReferralTestServer,
  TEST_ORIGIN,
  type ReferralTestServer,
} from './referral-test-support.ts';

// Every bind rule and every error code it yields, over real HTTP with real EIP-712 signatures
// from the development mnemonic and real session JWTs.

const s = fixtureScenariosIdentity();
const [grace, heidi, ivan] = s.freeReferees;
const originSeconds = String(TEST_ORIGIN.getTime() / 1000);
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

const signed = (referee: Address, referrer: Address, options?: Parameters<typeof signedBindBody>[3]) =>
  signedBindBody(server.ctx, referee, referrer, options);
const expectError = async (
  request: Promise<{ status: number; json: Record<string, unknown> }>,
  status: number,
  code: string,
) => {
  const { status: actual, json } = await request;
  expect({ status: actual, code: json.code }).toEqual({ status, code });
  expect(Object.keys(json).sort()).toEqual(['code', 'details', 'error']);
  return json;
};

describe('POST /v1/referrals/bind in signature mode', () => {
  it('binds, repeats idempotently with the original boundAt, then refuses another referrer', async () => {
    const first = await server.bind(await signed(grace, heidi));
    expect(first).toEqual({
      status: 200,
      json: { referee: grace, referrer: heidi, boundAt: originSeconds, created: true },
    });
    expect(referralBindSchema.parse(first.json).boundAt).toEqual(TEST_ORIGIN);
    server.ctx.clock.advance(120);
    const again = await server.bind(await signed(grace, heidi));
    expect(again).toEqual({
      status: 200,
      json: { referee: grace, referrer: heidi, boundAt: originSeconds, created: false },
    });
    const other = await expectError(server.bind(await signed(grace, ivan)), 409, 'ALREADY_BOUND');
    expect(other.details).toEqual({ referee: grace, referrer: heidi });
    expect(server.ctx.binds.referrerOf(grace)).toBe(heidi);
  });

  it('accepts checksummed input and answers lowercase', async () => {
    const body = await signed(grace, heidi);
    const upper = (address: Address) => `0x${address.slice(2).toUpperCase()}`;
    const result = await server.bind({ ...body, referee: upper(grace), referrer: upper(heidi) });
    expect(result.json).toMatchObject({ referee: grace, referrer: heidi, created: true });
  });

  it('rule 1: resolves referrerUsername to the payout wallet, and 404s an unclaimed one', async () => {
    const { payoutWallet, username } = s.payoutRedirect;
    const result = await server.bind(await signed(grace, payoutWallet, { referrerUsername: username }));
    expect(result.json).toMatchObject({ referrer: payoutWallet, created: true });
    await expectError(
      server.bind(await signed(heidi, payoutWallet, { referrerUsername: 'nobody_claimed' })),
      404,
      'REFERRER_NOT_FOUND',
    );
  });

  it('rule 2: stores a smart-wallet referrer as its owner; the signature covers the proxy as submitted', async () => {
    const { proxy, owner } = s.smartWallet;
    await expectError(server.bind({ ...(await signed(grace, owner)), referrer: proxy }), 401, 'INVALID_SIGNATURE');
    const result = await server.bind(await signed(grace, proxy));
    expect(result).toMatchObject({ status: 200, json: { referrer: owner, created: true } });
    // Repeating with the proxy or with the owner is the same bind.
    expect((await server.bind(await signed(grace, owner))).json).toMatchObject({ created: false });
  });

  it('rule 3: refuses a referee without an active link, including a removed one', async () => {
    await expectError(server.bind(await signed(s.unlinkedWallet, grace)), 403, 'WALLET_NOT_LINKED');
    await expectError(server.bind(await signed(s.removedLinkWallet, grace)), 403, 'WALLET_NOT_LINKED');
  });

  it('rule 4: refuses a referrer without an active link, including a removed one', async () => {
    await expectError(server.bind(await signed(grace, s.unlinkedReferrer)), 409, 'REFERRER_NOT_LINKED');
    await expectError(server.bind(await signed(grace, s.removedLinkWallet)), 409, 'REFERRER_NOT_LINKED');
  });

  it("rule 5: refuses a referrer that is or was linked to the referee's account", async () => {
    const [carolA, carolB] = s.sameAccountWallets;
    await expectError(server.bind(await signed(carolA, carolB)), 400, 'SELF_REFERRAL');
    const { referee, referrer } = s.selfReferralViaRemovedLink;
    await expectError(server.bind(await signed(referee, referrer)), 400, 'SELF_REFERRAL');
    // A proxy canonicalizes to its owner, so the owner cannot refer itself through it.
    await expectError(server.bind(await signed(s.smartWallet.owner, s.smartWallet.proxy)), 400, 'SELF_REFERRAL');
    await expectError(server.bind(await signed(grace, grace)), 400, 'SELF_REFERRAL');
  });

  it('rule 6: refuses direct and 3-long cycles, fixture and fresh, before ALREADY_BOUND', async () => {
    const { referee, referrer } = s.boundPair;
    await expectError(server.bind(await signed(referrer, referee)), 409, 'CYCLIC_REFERRAL');
    const { a, b, c } = s.referralChain;
    const chain = await expectError(server.bind(await signed(c, a)), 409, 'CYCLIC_REFERRAL');
    expect(chain.details).toEqual({ cycle: [c, a, b] });
    // b is already bound (to c), yet the loop is what the caller hears about.
    await expectError(server.bind(await signed(b, a)), 409, 'CYCLIC_REFERRAL');
    await server.bind(await signed(grace, heidi));
    await expectError(server.bind(await signed(heidi, grace)), 409, 'CYCLIC_REFERRAL');
  });

  it('rule 7: a pre-bound referee repeats with created=false and refuses another referrer', async () => {
    const { referee, referrer } = s.boundPair;
    const repeat = await server.bind(await signed(referee, referrer));
    expect(repeat).toMatchObject({ status: 200, json: { referee, referrer, created: false } });
    expect(Number(repeat.json.boundAt)).toBeLessThan(TEST_ORIGIN.getTime() / 1000);
    await expectError(server.bind(await signed(referee, grace)), 409, 'ALREADY_BOUND');
  });

  it('rules 9 and 10: refuses a wrong signer, a wrong message, bad bytes and a contract-wallet referee', async () => {
    const json = await expectError(
      server.bind(await signed(grace, heidi, { signer: heidi })),
      401,
      'INVALID_SIGNATURE',
    );
    expect(json.details).toEqual({ reason: 'wrong-signer' });
    const body = await signed(grace, heidi);
    await expectError(server.bind({ ...body, deadline: String(Number(body.deadline) - 1) }), 401, 'INVALID_SIGNATURE');
    await expectError(server.bind({ ...body, referrer: ivan }), 401, 'INVALID_SIGNATURE');
    await expectError(server.bind({ ...body, signature: `0x${'11'.repeat(65)}` }), 401, 'INVALID_SIGNATURE');
    await expectError(server.bind({ ...body, signature: '0xabcdef' }), 401, 'INVALID_SIGNATURE');
    const proxyJson = await expectError(
      server.bind(await signed(s.smartWallet.proxy, grace, { signer: s.smartWallet.owner })),
      401,
      'INVALID_SIGNATURE',
    );
    expect(proxyJson.details).toEqual({ reason: 'contract-wallet' });
    expect(server.ctx.binds.referrerOf(grace)).toBeNull();
  });

  it('rule 10: expires signatures on the world clock', async () => {
    const body = await signed(grace, heidi, { ttlSeconds: 600 });
    server.ctx.clock.advance(600);
    const json = await expectError(server.bind(body), 401, 'INVALID_SIGNATURE');
    expect(json.details).toMatchObject({ reason: 'expired' });
    const atNow = await signed(grace, heidi, { ttlSeconds: 0 });
    await expectError(server.bind(atNow), 401, 'INVALID_SIGNATURE');
    expect((await server.bind(await signed(grace, heidi, { ttlSeconds: 1 }))).status).toBe(200);
  });

  it('authenticates before revealing link or bind state', async () => {
    const forged = { ...(await signed(s.unlinkedWallet, grace)), signature: (await signed(grace, heidi)).signature };
    await expectError(server.bind(forged), 401, 'INVALID_SIGNATURE');
    // A forged repeat of an existing bind must not be answered 200 created=false.
    const { referee, referrer } = s.boundPair;
    await expectError(server.bind(await signed(referee, referrer, { signer: grace })), 401, 'INVALID_SIGNATURE');
  });
});

describe('POST /v1/referrals/bind in session mode', () => {
  it("binds the session user's own wallet, also by username", async () => {
    const headers = await sessionHeader(server.ctx, 'acct-grace');
    const result = await server.bind({ referee: grace, referrerUsername: 'alice' }, headers);
    expect(result).toEqual({
      status: 200,
      json: { referee: grace, referrer: s.busyReferrers[0], boundAt: originSeconds, created: true },
    });
    expect((await server.bind({ referee: grace, referrer: s.busyReferrers[0] }, headers)).json).toMatchObject({
      created: false,
    });
  });

  it("refuses a wallet linked to another user's account", async () => {
    const headers = await sessionHeader(server.ctx, 'acct-heidi');
    await expectError(server.bind({ referee: grace, referrer: ivan }, headers), 403, 'WALLET_NOT_LINKED');
    await expectError(server.bind({ referee: s.unlinkedWallet, referrer: ivan }, headers), 403, 'WALLET_NOT_LINKED');
  });

  it('refuses tokens that fail verification', async () => {
    const body = { referee: grace, referrer: heidi };
    const valid = (await sessionHeader(server.ctx, 'acct-grace')).authorization ?? '';
    for (const authorization of [
      'Bearer not-a-jwt',
      'Basic Z3JhY2U6cHc=',
      'Bearer',
      `${valid}x`,
      valid.replace('Bearer ', 'Token '),
    ]) {
      await expectError(server.bind(body, { authorization }), 401, 'INVALID_SESSION');
    }
    const unknown = await sessionHeader(server.ctx, 'acct-nobody');
    const json = await expectError(server.bind(body, unknown), 401, 'INVALID_SESSION');
    expect(json.details).toEqual({ reason: 'unknown-account' });
    server.ctx.clock.advance(3601);
    await expectError(server.bind(body, { authorization: valid }), 401, 'INVALID_SESSION');
    expect(server.ctx.binds.referrerOf(grace)).toBeNull();
  });

  it('accepts a lowercase bearer scheme', async () => {
    const token = (await sessionHeader(server.ctx, 'acct-grace')).authorization?.slice('Bearer '.length) ?? '';
    expect((await server.bind({ referee: grace, referrer: heidi }, { authorization: `bearer ${token}` })).status).toBe(
      200,
    );
  });
});

describe('POST /v1/referrals/bind body validation', () => {
  it('answers 400 INVALID_PARAMS to every malformed body', async () => {
    const good = await signed(grace, heidi);
    const session = await sessionHeader(server.ctx, 'acct-grace');
    const cases: [string, unknown, Record<string, string>?][] = [
      ['unknown key', { ...good, extra: 1 }],
      ['both referrer fields', { ...good, referrerUsername: 'alice' }],
      ['neither referrer field', { referee: grace, deadline: good.deadline, signature: good.signature }],
      ['bad referee', { ...good, referee: '0x1234' }],
      [
        'uppercase username',
        { referee: grace, referrerUsername: 'Alice', deadline: good.deadline, signature: good.signature },
      ],
      ['deadline longer than 20 characters', { ...good, deadline: '1'.repeat(21) }],
      ['deadline with a leading zero', { ...good, deadline: `0${good.deadline ?? ''}` }],
      ['deadline more than an hour ahead', await signed(grace, heidi, { ttlSeconds: 3601 })],
      ['signature without 0x', { ...good, signature: good.signature?.slice(2) }],
      ['signature not hex', { ...good, signature: '0xzz' }],
      ['signature over 4096 characters', { ...good, signature: `0x${'ab'.repeat(2048)}` }],
      ['deadline without signature', { ...good, signature: undefined }],
      ['no authorization at all', { referee: grace, referrer: heidi }],
      ['session and signature together', good, session],
      ['not JSON', '{"referee":'],
      ['an array', [good]],
      ['null', 'null'],
    ];
    for (const [name, body, headers] of cases) {
      const { status, json } = await server.bind(body, headers);
      expect({ name, status, code: json.code }).toEqual({ name, status: 400, code: 'INVALID_PARAMS' });
    }
    expect(server.ctx.binds.referrerOf(grace)).toBeNull();
  });

  it('allows a deadline exactly one hour ahead', async () => {
    expect((await server.bind(await signed(grace, heidi, { ttlSeconds: 3600 }))).status).toBe(200);
  });

  it('checks the signature against the exact signed deadline value', async () => {
    const deadline = BigInt(server.ctx.clock.nowSeconds() + 60);
    const signature = await signBind(grace, heidi, deadline);
    const body = { referee: grace, referrer: heidi, deadline: deadline.toString(), signature };
    expect((await server.bind(body)).status).toBe(200);
  });
});
