import { t } from '@lingui/core/macro';
import { isApiError } from '../../api/api-error.ts';
import type { ReferralUsername } from '../../api/schemas/referrals.ts';
import { parseReferralUsername } from '../../domain/referral-username.ts';
import { usernameFormatHint } from '../../domain/format-hints.ts';

/** What each panel says in each state of a username lookup; the rest is shared. */
export interface UsernameHintWording {
  empty: string;
  found: (resolved: ReferralUsername) => string;
  notFound: (username: string) => string;
  failed: string;
}

/**
 * The line under a username field: a prompt while empty, the format while invalid, then what the
 * service says the username resolves to, or that it resolves to nobody.
 */
export function usernameHint(
  text: string,
  lookup: { data: ReferralUsername | undefined; error: unknown },
  wording: UsernameHintWording,
): string {
  const username = parseReferralUsername(text);
  if (username === null) return text.trim() === '' ? wording.empty : usernameFormatHint();
  if (lookup.data !== undefined) return wording.found(lookup.data);
  if (isApiError(lookup.error, 'NOT_FOUND', 'REFERRER_NOT_FOUND')) return wording.notFound(username);
  if (lookup.error != null) return wording.failed;
  return t`Looking up @${username}…`;
}
