import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useNotificationsEnabled } from './notification-preference.ts';

// The watcher's code (service reads, chain reads, the decisions) loads only for a browser where
// notifications were turned on: for everyone else this slot reads one kept flag and renders nothing.
const NotificationWatcher = lazy(() =>
  import('./notification-watcher.tsx').then(
    (module) => ({ default: module.NotificationWatcher }),
    (error: unknown) => {
      console.error('The notification watcher could not be loaded', error);
      return { default: WatcherUnavailable };
    },
  ),
);

function WatcherUnavailable() {
  return (
    <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
      <Trans>Notifications could not start: reload the page to get them.</Trans>
    </p>
  );
}

/** Mounted once in the layout: watches for notifications when the person turned them on, else nothing. */
export function NotificationWatcherSlot() {
  if (!useNotificationsEnabled()) return null;
  return (
    <Suspense fallback={null}>
      <NotificationWatcher />
    </Suspense>
  );
}
