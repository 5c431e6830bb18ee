import { errors, jwtVerify, SignJWT } from 'jose';

// Session tokens of the mock identity provider: real HS256 JWTs, so the bind route exercises a
// genuine verification (signature, issuer, audience, expiry) rather than a lookup of magic
// strings. Times come from the world clock, so advancing the mock world expires sessions exactly
// as it expires bind signatures.

/** What session handling needs from the mock context. */
export interface SessionContext {
  sessionSecret: Uint8Array | string;
  clock: { now(): Date };
}

/** Issuer and audience the mock stamps on its tokens and insists on when verifying. */
export const SESSION_ISSUER = 'partner-mock-identity';
export const SESSION_AUDIENCE = 'partner-referrals';

/** Lifetime of an issued session. */
const SESSION_TTL_SECONDS = 3600;

const ALGORITHM = 'HS256';

function keyOf(secret: Uint8Array | string): Uint8Array {
  return typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
}

/** Issues a session token for a platform account (JWT subject = account id), valid one hour of world time. */
export async function issueSessionToken(ctx: SessionContext, accountId: string): Promise<string> {
  const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(accountId)
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
    .sign(keyOf(ctx.sessionSecret));
}

/**
 * Verifies a session token against the context's secret and the world clock. Any failure of the
 * token itself (malformed, wrong key, wrong issuer or audience, expired, no subject) is null,
 * which the route answers 401 INVALID_SESSION; anything else (a bug, not a bad token) is thrown.
 */
export async function verifySessionToken(ctx: SessionContext, token: string): Promise<{ accountId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(ctx.sessionSecret), {
      algorithms: [ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      currentDate: ctx.clock.now(),
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    return { accountId: payload.sub };
  } catch (error) {
    // jose reports every token defect as a JOSEError subclass; only those mean "invalid session".
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
