// A referrer's platform username, as it appears in `?ref=` links, in the bind form and on the
// service's username endpoint. The service trims and lowercases what it is sent, then checks the
// rule; the app does the same, here, so a link, a key and a request agree on one spelling.

/** A platform username: 3 to 20 characters of a-z, 0-9 and underscore (after normalising). */
export const USERNAME_PATTERN = /^[a-z0-9_]{3,20}$/;

/** What a person is told when a username is not one. */
export const USERNAME_FORMAT_HINT = 'A username is 3 to 20 characters: lowercase letters, digits and _.';

/** Trims and lowercases, as the service does before it checks a username. */
export function normalizeReferralUsername(text: string): string {
  return text.trim().toLowerCase();
}

/** The username in `text` as the service reads it (trimmed, lowercased), or null when it is not one. */
export function parseReferralUsername(text: string): string | null {
  const username = normalizeReferralUsername(text);
  return USERNAME_PATTERN.test(username) ? username : null;
}
