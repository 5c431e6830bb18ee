import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralUsernameSchema } from '../../api/schemas/referrals.ts';
import { fixtureAccounts, fixtureScenariosIdentity } from '../identity/wallets.ts';
import { startReferralTestServer, type ReferralTestServer } from './referral-test-support.ts';

const s = fixtureScenariosIdentity();
let server: ReferralTestServer;

beforeAll(async () => {
  server = await startReferralTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /v1/referrals/usernames/{username}', () => {
  it('resolves every claimed username to its payout wallet', async () => {
    for (const account of fixtureAccounts) {
      if (account.username === null) continue;
      const { status, json } = await server.get(`/v1/referrals/usernames/${account.username}`);
      expect(status).toBe(200);
      expect(referralUsernameSchema.parse(json)).toEqual({
        username: account.username,
        referrer: account.payoutWallet,
      });
    }
  });

  it('answers with the payout wallet, not the registering wallet', async () => {
    const { json } = await server.get(`/v1/referrals/usernames/${s.payoutRedirect.username}`);
    expect(json.referrer).toBe(s.payoutRedirect.payoutWallet);
    expect(json.referrer).not.toBe(s.payoutRedirect.registeredWallet);
  });

  it('trims and lowercases the path', async () => {
    const { status, json } = await server.get(`/v1/referrals/usernames/${encodeURIComponent('  DaVe_DeFi ')}`);
    expect({ status, json }).toEqual({
      status: 200,
      json: { username: 'dave_defi', referrer: s.payoutRedirect.payoutWallet },
    });
  });

  it('answers 400 INVALID_PARAMS to a username the pattern refuses', async () => {
    for (const username of ['ab', 'a'.repeat(21), 'al-ice', 'ali%20ce', encodeURIComponent('élan')]) {
      const { status, json } = await server.get(`/v1/referrals/usernames/${username}`);
      expect({ username, status, code: json.code }).toEqual({ username, status: 400, code: 'INVALID_PARAMS' });
    }
  });

  it('answers 404 NOT_FOUND to an unclaimed username', async () => {
    const { status, json } = await server.get('/v1/referrals/usernames/nobody_here');
    expect({ status, json }).toEqual({
      status: 404,
      json: { error: 'No account has claimed this username', code: 'NOT_FOUND', details: { username: 'nobody_here' } },
    });
  });
});
