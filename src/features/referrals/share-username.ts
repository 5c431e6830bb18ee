import { keptStore } from '../../lib/kept.ts';
import * as z from '../../lib/zod.ts';

// The referrer's own username, kept so their link is there when they come back, and so the
// referral center knows to open on their link and earnings. Bare text before versions were kept.
const savedUsername = keptStore({
  key: 'partner.shareUsername',
  name: 'the username of the share card',
  version: 1,
  legacy: 'text',
  schema: z.string(),
  fallback: '',
});

/** The username last entered in the share card of this browser; '' when none. */
export function readSavedUsername(): string {
  return savedUsername.read();
}

/** Keeps the share card's username (null forgets it). */
export function saveUsername(username: string | null): void {
  if (username === null) savedUsername.clear();
  else savedUsername.write(username);
}
