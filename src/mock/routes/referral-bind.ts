import type { Context, Env, Hono } from 'hono';
import type { Address } from 'viem';
import { referralBindSchema } from '../../api/schemas/referrals.ts';
import { referralBindBodySchema, type ReferralBindBody } from '../../api/schemas/requests.ts';
import type { MockContext } from '../context.ts';
import { errorResponse, parseOr400 } from '../http/errors.ts';
import { readJsonBody, sendEncoded } from '../http/request.ts';
import {
  alreadyBoundRejection,
  canonicalizeReferrer,
  checkBindPreconditions,
  checkDeadlineHorizon,
  checkDeadlineNotExpired,
  cyclicReferralRejection,
  resolveReferrer,
  type BindRejection,
  type RuleResult,
} from '../identity/bind-rules.ts';
import { verifyBindSignature } from '../identity/bind-signature.ts';
import { fixtureDirectory, type IdentityDirectory } from '../identity/directory.ts';
import { verifySessionToken } from '../identity/sessions.ts';

// POST /v1/referrals/bind. Order of checks (the reasons are in identity/bind-rules.ts):
//   body -> deadline horizon -> rule 1 -> rule 2 -> authentication (signature or session)
//   -> [no await from here on] rules 3, 4, 5 -> rules 6, 7 and the write (BindStore.tryBind).
// Everything asynchronous happens before the first read of link or bind state, so concurrent
// binds of one referee are decided one at a time by the synchronous tail.

/** What the bind route needs from the mock context. */
export type BindRouteContext = Pick<MockContext, 'clock' | 'binds' | 'sessionSecret'>;

/** How the caller proved it may bind the referee. */
type Authorization =
  { mode: 'signature'; deadline: bigint; signature: `0x${string}` } | { mode: 'session'; header: string };

function reject(c: Context, rejection: BindRejection): Response {
  return errorResponse(c, rejection.code, rejection.message, rejection.details);
}

/**
 * Decides the mode. The Authorization header selects session mode; sending deadline or signature
 * alongside it is refused rather than guessed at, since the two modes prove different things.
 */
function authorizationOf(body: ReferralBindBody, header: string | undefined): RuleResult<Authorization> {
  const hasSignatureFields = body.deadline !== undefined || body.signature !== undefined;
  if (header !== undefined) {
    if (hasSignatureFields) {
      return {
        ok: false,
        rejection: {
          code: 'INVALID_PARAMS',
          message: 'Send either deadline and signature or an Authorization header, not both',
          details: { source: 'body', issues: [{ path: 'signature', message: 'not allowed with a session token' }] },
        },
      };
    }
    return { ok: true, value: { mode: 'session', header } };
  }
  // The schema already refuses one of deadline/signature without the other.
  if (body.deadline === undefined || body.signature === undefined) {
    return {
      ok: false,
      rejection: {
        code: 'INVALID_PARAMS',
        message: 'deadline and signature are required without an Authorization header',
        details: { source: 'body', issues: [{ path: 'signature', message: 'required in signature mode' }] },
      },
    };
  }
  return { ok: true, value: { mode: 'signature', deadline: body.deadline, signature: body.signature } };
}

/** `Bearer <token>`, scheme case-insensitive (RFC 7235); anything else is no token at all. */
function bearerToken(header: string): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1] ?? null;
}

const invalidSession = (reason: string): RuleResult<string> => ({
  ok: false,
  rejection: { code: 'INVALID_SESSION', message: 'The session token failed verification', details: { reason } },
});

/**
 * Authenticates the request. Signature mode yields null (rule 3 then only needs an active link);
 * session mode yields the session's account id, whose ownership of the referee rule 3 checks.
 */
async function authenticate(
  ctx: BindRouteContext,
  directory: IdentityDirectory,
  auth: Authorization,
  referee: Address,
  signedReferrer: Address,
): Promise<RuleResult<string | null>> {
  if (auth.mode === 'signature') {
    const expiry = checkDeadlineNotExpired(auth.deadline, ctx.clock.nowSeconds());
    if (!expiry.ok) return expiry;
    const signature = await verifyBindSignature(directory, {
      referee,
      signedReferrer,
      deadline: auth.deadline,
      signature: auth.signature,
    });
    return signature.ok ? { ok: true, value: null } : signature;
  }
  const token = bearerToken(auth.header);
  if (token === null) return invalidSession('malformed-authorization-header');
  const session = await verifySessionToken(ctx, token);
  if (session === null) return invalidSession('invalid-token');
  // A well-signed token for an account the identity provider does not know is still no session.
  if (directory.accountById(session.accountId) === undefined) return invalidSession('unknown-account');
  return { ok: true, value: session.accountId };
}

/**
 * Registers POST /v1/referrals/bind. The response is encoded with the contract's ReferralBind
 * schema (boundAt in unix seconds); errors go through errorResponse with the shared status table.
 */
export function registerReferralBindRoutes<E extends Env>(
  app: Hono<E>,
  ctx: BindRouteContext,
  directory: IdentityDirectory = fixtureDirectory,
): void {
  app.post('/v1/referrals/bind', async (c) => {
    // Both throw MockHttpError (400 INVALID_PARAMS), which the app's error handler renders.
    const body = parseOr400(referralBindBodySchema, await readJsonBody(c), 'body');
    const auth = authorizationOf(body, c.req.header('authorization'));
    if (!auth.ok) return reject(c, auth.rejection);
    if (auth.value.mode === 'signature') {
      const horizon = checkDeadlineHorizon(auth.value.deadline, ctx.clock.nowSeconds());
      if (!horizon.ok) return reject(c, horizon.rejection);
    }

    const resolved = resolveReferrer(
      directory,
      body.referrer !== undefined ? { referrer: body.referrer } : { referrerUsername: body.referrerUsername ?? '' },
    );
    if (!resolved.ok) return reject(c, resolved.rejection);
    const referrer = canonicalizeReferrer(directory, resolved.value);

    const authenticated = await authenticate(ctx, directory, auth.value, body.referee, resolved.value);
    if (!authenticated.ok) return reject(c, authenticated.rejection);

    // No await below this line: rules 3-7 and the write run as one uninterruptible step.
    const preconditions = checkBindPreconditions(directory, {
      referee: body.referee,
      referrer,
      sessionAccountId: authenticated.value,
    });
    if (!preconditions.ok) return reject(c, preconditions.rejection);
    const attempt = ctx.binds.tryBind(body.referee, referrer, ctx.clock.now());
    switch (attempt.outcome) {
      case 'cyclic':
        return reject(c, cyclicReferralRejection(attempt.cycle));
      case 'already-bound':
        return reject(c, alreadyBoundRejection(body.referee, attempt.bind.referrer));
      case 'created':
      case 'repeat':
        return sendEncoded(c, referralBindSchema, { ...attempt.bind, created: attempt.outcome === 'created' });
    }
  });
}
