import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import {
  clearPendingReferral,
  parseReferralUsername,
  readPendingReferral,
  REF_PARAM,
  savePendingReferral,
  subscribePendingReferral,
  USERNAME_FORMAT_HINT,
} from './referral-link.ts';

/**
 * Picks up `?ref=username` on any page, keeps it in this browser, and says so in a bar with a way
 * to bind (on the referrals page) or dismiss. A malformed username is named, not silently dropped.
 */
export function ReferralBanner() {
  const [params] = useSearchParams();
  const fromLink = params.get(REF_PARAM);
  const linkUsername = fromLink === null ? null : parseReferralUsername(fromLink);
  const stored = useSyncExternalStore(subscribePendingReferral, readPendingReferral, () => null);
  const [dismissedLink, setDismissedLink] = useState<string | null>(null);
  const pending = linkUsername !== null && linkUsername !== dismissedLink ? linkUsername : stored;

  useEffect(() => {
    // The newest link wins until the visitor binds or dismisses it.
    if (linkUsername !== null && linkUsername !== dismissedLink) savePendingReferral(linkUsername);
  }, [linkUsername, dismissedLink]);

  const [dismissedInvalidLink, setDismissedInvalidLink] = useState<string | null>(null);
  if (fromLink !== null && linkUsername === null && dismissedInvalidLink !== fromLink) {
    return (
      <Bar
        onDismiss={() => {
          setDismissedInvalidLink(fromLink);
        }}
      >
        This referral link names “{fromLink}”, which is not a username, so it was ignored. {USERNAME_FORMAT_HINT}
      </Bar>
    );
  }
  if (pending === null) return null;
  return (
    <Bar
      onDismiss={() => {
        setDismissedLink(linkUsername);
        clearPendingReferral();
      }}
    >
      You were referred by <strong>@{pending}</strong>.{' '}
      <Link to={paths.referrals} className="font-semibold underline">
        Bind your wallet to them
      </Link>{' '}
      to credit them with a share of the rewards you earn.
    </Bar>
  );
}

function Bar({ children, onDismiss }: { children: React.ReactNode; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-2 text-sm dark:border-indigo-800 dark:bg-indigo-950/40"
    >
      <p className="min-w-0 flex-1">{children}</p>
      <button type="button" onClick={onDismiss} className="shrink-0 font-semibold underline">
        Dismiss
      </button>
    </div>
  );
}
