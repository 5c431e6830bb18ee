import { decStr } from '../../api/schemas/primitives.ts';
import type { Address } from '../../domain/address.ts';
import { keptStore } from '../../lib/kept.ts';
import * as z from '../../lib/zod.ts';
import type { ClaimableSnapshot } from './notify-decisions.ts';

// What the notifications remember per browser: the claimable amounts last seen per watched
// address (a rise is measured from them, across visits), and which notifications were shown
// (each is said once, even with the app open in two tabs).

/** Enough for years of hourly publications on a busy wallet; the oldest are forgotten first. */
const MAX_REMEMBERED = 2_000;

const nothingSeen: Record<string, Record<string, bigint>> = {};

const seenClaimable = keptStore({
  key: 'notifications.seenClaimable',
  name: 'the claimable amounts notifications compare with',
  version: 1,
  // Watched address → campaign and token → claimable amount in base units. Objects with any keys
  // through z.catchall, not z.record, whose code would join every screen's first load (zod's
  // schemas live in the first-load chunk, so any of its functions used anywhere lands there).
  schema: z.catchall(z.object({}), z.catchall(z.object({}), decStr)),
  fallback: nothingSeen,
});

const shownNotifications = keptStore({
  key: 'notifications.shown',
  name: 'the notifications already shown',
  version: 1,
  schema: z.array(z.string()),
  fallback: [],
});

/** What was claimable when `user` was last watched in this browser; undefined if never. */
export function readSeenClaimable(user: Address): ClaimableSnapshot | undefined {
  const seen = seenClaimable.read()[user.toLowerCase()];
  return seen === undefined ? undefined : new Map(Object.entries(seen));
}

/** Keeps what is claimable for `user` now, the next comparison's starting point. */
export function keepSeenClaimable(user: Address, snapshot: ClaimableSnapshot): void {
  seenClaimable.update((all) => ({ ...all, [user.toLowerCase()]: Object.fromEntries(snapshot) }));
}

/** Keys of the notifications shown in this browser. */
export function readShownNotifications(): ReadonlySet<string> {
  return new Set(shownNotifications.read());
}

/** Remembers notifications as shown. */
export function rememberShown(keys: readonly string[]): void {
  if (keys.length === 0) return;
  shownNotifications.update((shown) => {
    const kept = [...new Set([...shown, ...keys])];
    return kept.slice(Math.max(0, kept.length - MAX_REMEMBERED));
  });
}
