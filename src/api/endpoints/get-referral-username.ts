import { normalizeReferralUsername } from '../../domain/referral-username.ts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { referralKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import { referralUsernameSchema, type ReferralUsername } from '../schemas/referrals.ts';
import { usernamePathSchema } from '../schemas/requests.ts';

/**
 * GET /v1/referrals/usernames/{username}: the payout wallet a username's links credit. An
 * unclaimed username is ApiError NOT_FOUND. Resolve right before a bind, not from a long cache.
 */
export async function getReferralUsername(username: string, options: EndpointOptions = {}): Promise<ReferralUsername> {
  const client = options.client ?? apiClient;
  // Normalised like the service does, so `Alice ` is checked and sent as `alice`.
  const normalized = normalizeReferralUsername(username);
  return client.get(
    buildPath(API_ROUTES.referralUsername, encodeRequest(usernamePathSchema, { username: normalized })),
    {
      schema: referralUsernameSchema,
      signal: options.signal,
    },
  );
}

/**
 * Query options for a username lookup, stale after 10 s (query-defaults.ts) because the
 * payout wallet can be re-pointed; waits (skipToken) while the username is empty.
 */
function referralUsernameQueryOptions(username: string | undefined, client: ApiClient = apiClient) {
  const pending = username === undefined || username.trim() === '';
  return queryOptions({
    queryKey: referralKeys.username(username),
    queryFn: pending ? skipToken : ({ signal }) => getReferralUsername(username, { client, signal }),
  });
}

/** A username's payout wallet; idle while the username is empty. */
export function useReferralUsername(username: string | undefined) {
  return useQuery(referralUsernameQueryOptions(username));
}
