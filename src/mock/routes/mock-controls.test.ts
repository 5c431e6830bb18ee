import { describe, expect, it } from 'vitest';
import * as z from '../../lib/zod.ts';
import { claimProofSchema } from '../../api/schemas/claims.ts';
import { createMockApp } from '../app.ts';
import { verifySessionToken } from '../identity/sessions.ts';
import { FIXTURE_MNEMONIC, fixtureScenariosIdentity } from '../identity/wallets.ts';
import type { MockScenarios } from '../scenarios.ts';
import { testContext, TEST_ORIGIN } from '../test-support.ts';
import { REWARD_CHAINS } from '../world/chains.ts';
import { signBind } from './referral-test-support.ts';

// The /__mock controls: the scenarios they name must be true at the moment they are served.

function setup() {
  const ctx = testContext();
  const app = createMockApp(ctx);
  const json = async (path: string, init?: RequestInit) => {
    const response = await app.request(path, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const post = (path: string, body: unknown) =>
    json(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const scenarios = async () => (await json('/__mock/fixtures')).body.scenarios as MockScenarios;
  return { ctx, app, json, post, scenarios };
}

const chainOf = (campaignId: string) => Number(campaignId.split(':')[0]);

describe('/__mock controls', () => {
  it('lists the mnemonic, wallets, accounts and (injectable) chains', async () => {
    const { ctx, json } = setup();
    const { body } = await json('/__mock/fixtures');
    expect(body.mnemonic).toBe(FIXTURE_MNEMONIC);
    expect((body.wallets as unknown[]).length).toBeGreaterThan(10);
    expect((body.accounts as unknown[]).length).toBeGreaterThan(5);
    expect(body.chains).toEqual([]);
    ctx.setChains([
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', manager: '0x5fbdb2315678afecb367f032d93f642f64180aa3' },
    ]);
    expect((await json('/__mock/fixtures')).body.chains).toHaveLength(1);
  });

  it('names claimable examples on every reward chain that really are claimable', async () => {
    const { json, scenarios } = setup();
    const { claimable } = await scenarios();
    for (const chain of REWARD_CHAINS)
      expect(claimable.some((s) => chainOf(s.campaignId) === chain.chainId)).toBe(true);
    for (const { campaignId, user } of claimable) {
      const { status, body } = await json(`/v1/claims/${campaignId}/${user}`);
      expect(status).toBe(200);
      expect(z.decode(claimProofSchema, body as z.input<typeof claimProofSchema>).claimable).toBeGreaterThan(0n);
    }
  });

  it('names published referral proofs on every reward chain and unpublished ones that 404', async () => {
    const { json, scenarios } = setup();
    const { referralProof, unpublishedReferralProof } = await scenarios();
    for (const chain of REWARD_CHAINS)
      expect(referralProof.some((s) => chainOf(s.campaignId) === chain.chainId)).toBe(true);
    for (const { campaignId, referrer } of referralProof) {
      expect((await json(`/v1/referrals/proofs/${campaignId}/${referrer}`)).status).toBe(200);
    }
    expect(unpublishedReferralProof.length).toBeGreaterThan(0);
    for (const { campaignId, referrer } of unpublishedReferralProof) {
      expect((await json(`/v1/referrals/proofs/${campaignId}/${referrer}`)).status).toBe(404);
    }
  });

  it('keeps free referees free: a referee bound by a test drops out of the list', async () => {
    const { ctx, scenarios } = setup();
    const before = (await scenarios()).freeReferees;
    expect(before.length).toBeGreaterThanOrEqual(3);
    const [first] = before;
    if (first === undefined) throw new Error('no free referee');
    expect(ctx.binds.bindOf(first)).toBeNull();
    ctx.binds.tryBind(first, ctx.binds.listBinds()[0]?.referrer ?? first, ctx.clock.now());
    expect((await scenarios()).freeReferees).not.toContain(first);
    const identity = await scenarios();
    expect(identity.boundPair.referee).not.toBe(identity.boundPair.referrer);
    expect(identity.sameAccountWallets).toHaveLength(2);
    expect(identity.smartWallet.proxy).not.toBe(identity.smartWallet.owner);
  });

  it('issues session tokens for fixture accounts only', async () => {
    const { ctx, post } = setup();
    const { status, body } = await post('/__mock/session', { account: 'acct-alice' });
    expect(status).toBe(200);
    expect(await verifySessionToken(ctx, String(body.token))).toEqual({ accountId: 'acct-alice' });
    expect((await post('/__mock/session', { account: 'acct-nobody' })).status).toBe(404);
    expect((await post('/__mock/session', { acct: 'x' })).status).toBe(400);
  });

  it('advances the clock and resets the world', async () => {
    const { post, json } = setup();
    const moved = await post('/__mock/clock', { advanceSeconds: 7200 });
    expect(moved.body.now).toBe(new Date(TEST_ORIGIN.getTime() + 7_200_000).toISOString());
    expect((await post('/__mock/clock', { advanceSeconds: -1 })).status).toBe(400);
    expect((await json('/__mock/clock', { method: 'POST', body: 'not json' })).status).toBe(400);
    const reset = await post('/__mock/reset', {});
    expect((reset.body.clock as { now: string }).now).toBe(TEST_ORIGIN.toISOString());
  });
});

describe('/__mock controls and web pages', () => {
  it('refuse any request that carries an Origin (a page), and do nothing for it', async () => {
    const { app, json } = setup();
    const before = (await json('/__mock/clock')).body;
    const fromPage = (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('Origin', 'http://127.0.0.1:4173');
      return app.request(path, { ...init, headers });
    };
    for (const [path, init] of [
      ['/__mock/fixtures', {}],
      ['/__mock/reset', { method: 'POST' }],
      ['/__mock/clock', { method: 'POST', body: JSON.stringify({ advanceSeconds: 3600 }) }],
      ['/__mock/session', { method: 'POST', body: JSON.stringify({ account: 'acct-alice' }) }],
      ['/__mock/many-rewards', { method: 'POST' }],
    ] as const) {
      const response = await fromPage(path, init);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.code).toBe('INVALID_PARAMS');
      expect(JSON.stringify(body)).not.toContain(FIXTURE_MNEMONIC);
    }
    expect((await json('/__mock/clock')).body).toEqual(before);
  });
});

describe('/__mock/reset under a running clock', () => {
  it('keeps the world on the wall clock, so a bind signed as the app signs it is accepted', async () => {
    let wall = Date.parse('2031-03-01T08:00:00Z');
    const ctx = testContext({ clockMode: 'running', origin: new Date(wall), wallNow: () => wall });
    const app = createMockApp(ctx);
    const post = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });

    // Two hours of `npm start`, a day of clock advances, then a reset from a test.
    wall += 2 * 3_600_000;
    expect((await post('/__mock/clock', { advanceSeconds: 86_400 })).status).toBe(200);
    const reset = (await (await post('/__mock/reset', {})).json()) as { clock: { now: string; mode: string } };
    expect(reset.clock).toMatchObject({ mode: 'running', now: new Date(wall).toISOString() });

    // The app signs a deadline 55 minutes ahead of the device's (wall) clock.
    const [referee, referrer] = fixtureScenariosIdentity().freeReferees;
    const deadline = BigInt(Math.floor(wall / 1000) + 55 * 60);
    const bind = await post('/v1/referrals/bind', {
      referee,
      referrer,
      deadline: deadline.toString(),
      signature: await signBind(referee, referrer, deadline),
    });
    expect(bind.status, await bind.clone().text()).toBe(200);
    expect(((await bind.json()) as { created: boolean }).created).toBe(true);
  });
});
