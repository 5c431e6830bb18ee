import { useSyncExternalStore } from 'react';
import { keptStore } from '../../lib/kept.ts';
import * as z from '../../lib/zod.ts';

// Whether this browser shows notifications: off until the person turns it on, and kept per
// browser (a phone and a laptop decide apart). This module is what every screen's first load
// carries of notifications, so it holds the choice and nothing else.

const notificationsEnabled = keptStore({
  key: 'notifications.enabled',
  name: 'whether to show notifications in this browser',
  version: 1,
  schema: z.boolean(),
  fallback: false,
});

/** Whether the person turned notifications on in this browser. */
export function useNotificationsEnabled(): boolean {
  return useSyncExternalStore(
    notificationsEnabled.subscribe,
    notificationsEnabled.read,
    notificationsEnabled.getServerSnapshot,
  );
}

/** Keeps the choice (this tab and others follow it). */
export function setNotificationsEnabled(enabled: boolean): void {
  notificationsEnabled.write(enabled);
}
