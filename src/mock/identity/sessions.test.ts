import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  issueSessionToken,
  SESSION_AUDIENCE,
  SESSION_ISSUER,
  verifySessionToken,
  type SessionContext,
} from './sessions.ts';

function context(
  secret = 'mock-secret-for-tests-0123456789abcdef',
): SessionContext & { advance(seconds: number): void } {
  let now = new Date('2030-01-01T00:00:00Z').getTime();
  return {
    sessionSecret: new TextEncoder().encode(secret),
    clock: { now: () => new Date(now) },
    advance(seconds) {
      now += seconds * 1000;
    },
  };
}

describe('session tokens', () => {
  it('round-trips the account id', async () => {
    const ctx = context();
    const token = await issueSessionToken(ctx, 'acct-grace');
    expect(token.split('.')).toHaveLength(3);
    await expect(verifySessionToken(ctx, token)).resolves.toEqual({ accountId: 'acct-grace' });
  });

  it('expires after an hour of world time', async () => {
    const ctx = context();
    const token = await issueSessionToken(ctx, 'acct-grace');
    ctx.advance(3599);
    await expect(verifySessionToken(ctx, token)).resolves.not.toBeNull();
    ctx.advance(2);
    await expect(verifySessionToken(ctx, token)).resolves.toBeNull();
  });

  it('refuses another secret, a tampered payload and garbage', async () => {
    const ctx = context();
    const token = await issueSessionToken(ctx, 'acct-grace');
    await expect(verifySessionToken(context('another-secret-entirely-0123456789'), token)).resolves.toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'acct-heidi', iss: SESSION_ISSUER, aud: SESSION_AUDIENCE, exp: 4e9 }),
    ).toString('base64url');
    await expect(verifySessionToken(ctx, `${header ?? ''}.${forged}.${signature ?? ''}`)).resolves.toBeNull();
    for (const garbage of ['', 'abc', 'a.b.c', '...', '\u0000.\u0001.\u0002', 'eyJ.eyJ.x']) {
      await expect(verifySessionToken(ctx, garbage)).resolves.toBeNull();
    }
  });

  it('insists on issuer and audience', async () => {
    const ctx = context();
    const key = ctx.sessionSecret as Uint8Array;
    const build = (issuer: string, audience: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('acct-grace')
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(ctx.clock.now())
        .setExpirationTime(new Date(ctx.clock.now().getTime() + 60_000))
        .sign(key);
    await expect(verifySessionToken(ctx, await build('someone-else', SESSION_AUDIENCE))).resolves.toBeNull();
    await expect(verifySessionToken(ctx, await build(SESSION_ISSUER, 'another-api'))).resolves.toBeNull();
    await expect(verifySessionToken(ctx, await build(SESSION_ISSUER, SESSION_AUDIENCE))).resolves.toEqual({
      accountId: 'acct-grace',
    });
  });
});
