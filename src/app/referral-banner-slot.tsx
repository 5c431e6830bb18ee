import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { readPendingReferral, REF_PARAM, subscribePendingReferral } from '../features/referrals/referral-link.ts';

// Checking a referral link needs the service client and its schemas. Most visits carry no link,
// so the banner's code loads only when there is one (in the address bar or kept from an earlier
// visit) and every screen's first load stays without it.
const ReferralBanner = lazy(() =>
  import('../features/referrals/referral-banner.tsx').then(
    (module) => ({ default: module.ReferralBanner }),
    (error: unknown) => {
      console.error('The referral banner could not be loaded', error);
      return { default: BannerUnavailable };
    },
  ),
);

function BannerUnavailable() {
  return (
    <p role="status" className="text-sm">
      <Trans>This page has a referral link, but it could not be checked: reload the page to try again.</Trans>
    </p>
  );
}

/** The referral banner when the visit has a referral link to say something about; else nothing. */
export function ReferralBannerSlot() {
  const [params] = useSearchParams();
  const pending = useSyncExternalStore(subscribePendingReferral, readPendingReferral, () => null);
  if (params.get(REF_PARAM) === null && pending === null) return null;
  return (
    <Suspense fallback={null}>
      <ReferralBanner />
    </Suspense>
  );
}
