import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { NOTIFY_DEADLINE_DAYS } from '../../domain/claim-deadline.ts';
import { notificationPermission, type NotificationPermissionState } from './notification-permission.ts';
import { setNotificationsEnabled, useNotificationsEnabled } from './notification-preference.ts';

// The switch for browser notifications. Turning it on asks the browser's permission; when the
// browser refuses (or cannot show notifications at all) the switch stays off and says why, since
// a switch that flips on and then does nothing is worse than none.

const BLOCKED = msg`Notifications are blocked for this site in this browser. Allow them in the browser’s site settings, then turn this on again.`;

/** Why notifications cannot be on, in words (shown in the reader's language); undefined when they can. */
function refusal(permission: NotificationPermissionState): MessageDescriptor | undefined {
  switch (permission) {
    case 'granted':
      return undefined;
    case 'denied':
      return BLOCKED;
    case 'unsupported':
      return msg`This browser cannot show notifications, so they stay off.`;
    case 'default':
      return msg`Notifications were not allowed (the browser’s question was closed without an answer), so they stay off.`;
  }
}

async function askPermission(): Promise<NotificationPermissionState> {
  const permission = notificationPermission();
  if (permission !== 'default') return permission;
  return window.Notification.requestPermission();
}

/** "Notify me in this browser": off by default, kept per browser, works without a wallet. */
export function NotificationsToggle() {
  const { i18n } = useLingui();
  const enabled = useNotificationsEnabled();
  const helpId = useId();
  const [asking, setAsking] = useState(false);
  // Kept as a message, not its words: a language switched later says it in the new language.
  const [problem, setProblem] = useState<MessageDescriptor | undefined>();
  const permission = notificationPermission();
  // Kept on, but the browser no longer allows it (changed in its settings): shown as off, and why.
  const on = enabled && permission === 'granted';
  const said = problem ?? (enabled && !on ? refusal(permission) : undefined);
  const message = said === undefined ? undefined : i18n._(said);

  const days = NOTIFY_DEADLINE_DAYS;

  const turnOn = async () => {
    setAsking(true);
    try {
      const answer = await askPermission();
      const why = refusal(answer);
      setProblem(why);
      setNotificationsEnabled(why === undefined);
    } catch (error) {
      console.error('Asking for notification permission failed', error);
      const detail = error instanceof Error ? error.message : String(error);
      setProblem(msg`The browser could not be asked for permission (${detail}), so notifications stay off.`);
      setNotificationsEnabled(false);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="flex flex-col gap-1 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={helpId}
        // aria-disabled rather than disabled while the browser asks: keyboard focus stays here.
        aria-disabled={asking || undefined}
        onClick={() => {
          if (asking) return;
          if (on) {
            setProblem(undefined);
            setNotificationsEnabled(false);
          } else {
            void turnOn();
          }
        }}
        className="inline-flex w-fit items-center gap-3 rounded-lg py-1 font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors motion-reduce:transition-none ${
            on ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600'
          }`}
        >
          <span
            className={`inline-block size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
              on ? 'translate-x-4.5' : 'translate-x-0.5'
            }`}
          />
        </span>
        <Trans>Notify me in this browser</Trans>
      </button>
      <p id={helpId} className="text-slate-600 dark:text-slate-400">
        {asking ? (
          <Trans>Answer the browser’s question to turn notifications on…</Trans>
        ) : (
          <Trans>
            While this app is open with your wallet connected: when more rewards can be claimed, or a reward or referral
            payout must be claimed within {days} days.
          </Trans>
        )}
      </p>
      {message !== undefined && (
        <p role="status" className="text-amber-800 dark:text-amber-300">
          {message}
        </p>
      )}
    </div>
  );
}
