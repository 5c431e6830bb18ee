import { useEffect, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import {
  clearPendingReferral,
  readPendingReferral,
  REF_PARAM,
  savePendingReferral,
  subscribePendingReferral,
} from './referral-link.ts';
import { parseReferralUsername, USERNAME_FORMAT_HINT } from '../../domain/referral-username.ts';

/**
 * Picks up `?ref=username` on any page, keeps it in this browser, and says so in a bar with a way
 * to bind (on the referrals page) or dismiss. A malformed username is named, not silently dropped.
 */
export function ReferralBanner() {
  const [params, setParams] = useSearchParams();
  const fromLink = params.get(REF_PARAM);
  const linkUsername = fromLink === null ? null : parseReferralUsername(fromLink);
  // Storage is the one source: a bind (here or in another tab) or a dismissal clears it.
  const pending = useSyncExternalStore(subscribePendingReferral, readPendingReferral, () => null);

  useEffect(() => {
    // The newest link wins until the visitor binds or dismisses it.
    if (linkUsername !== null) savePendingReferral(linkUsername);
  }, [linkUsername]);

  const dismiss = () => {
    clearPendingReferral();
    // Without the link in the address bar, a reload does not bring the referral back.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REF_PARAM);
        return next;
      },
      { replace: true },
    );
    // The bar and its button go; keep keyboard users in the page rather than at <body>.
    document.getElementById('main')?.focus();
  };

  if (fromLink !== null && linkUsername === null) {
    return (
      <Bar onDismiss={dismiss}>
        This referral link names “{fromLink}”, which is not a username, so it was ignored. {USERNAME_FORMAT_HINT}
      </Bar>
    );
  }
  if (pending === null) return null;
  return (
    <Bar onDismiss={dismiss}>
      You were referred by <strong>@{pending}</strong>.{' '}
      <Link to={`${paths.referrals}?${REF_PARAM}=${pending}`} className="font-semibold underline">
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
