import type { Env, Hono } from 'hono';
import { referralUsernameSchema } from '../../api/schemas/referrals.ts';
import { usernamePathSchema } from '../../api/schemas/requests.ts';
import { errorResponse } from '../http/errors.ts';
import { parsePath, sendEncoded } from '../http/request.ts';
import { fixtureDirectory, type IdentityDirectory } from '../identity/directory.ts';

/**
 * Registers GET /v1/referrals/usernames/{username}. The path is trimmed and lowercased by the
 * contract's codec before the pattern check (400 INVALID_PARAMS when it still fails). An
 * unclaimed username is 404 NOT_FOUND, the code every GET endpoint uses for a missing resource;
 * REFERRER_NOT_FOUND stays the bind's code for an unresolvable referrerUsername in a body.
 * `_ctx` is taken only for the uniform `register*Routes(app, ctx)` shape: usernames and payout
 * wallets are static fixtures, read through `directory`.
 */
export function registerReferralUsernameRoutes<E extends Env>(
  app: Hono<E>,
  _ctx: unknown,
  directory: IdentityDirectory = fixtureDirectory,
): void {
  app.get('/v1/referrals/usernames/:username', (c) => {
    // Throws 400 INVALID_PARAMS (rendered by the app's error handler) when the pattern fails.
    const { username } = parsePath(c, usernamePathSchema);
    const account = directory.accountByUsername(username);
    if (account?.username == null) {
      return errorResponse(c, 'NOT_FOUND', 'No account has claimed this username', { username });
    }
    // Resolved on every request, never cached: the owner can re-point the payout wallet.
    return sendEncoded(c, referralUsernameSchema, { username: account.username, referrer: account.payoutWallet });
  });
}
