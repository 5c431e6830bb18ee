import { lazy, Suspense, useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { appConfig } from '../config/env.ts';
import { SiteHeader } from './site-header.tsx';
import { LocalChainNotice } from './local-chain-notice.tsx';
import { SentWatcherSlot } from '../features/claims/sent-watcher-slot.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { ReferralBannerSlot } from './referral-banner-slot.tsx';
import { NotificationWatcherSlot } from '../features/notifications/notification-watcher-slot.tsx';
import { useDocumentTitle } from './use-document-title.ts';

// A partner's links and footer line: at the foot of the page, so drawn a moment after the rest
// without moving anything, and loaded only by deployments that have them. Outside every page's
// error boundary, a chunk that fails to load leaves the foot empty rather than the app broken.
const PartnerFooter = lazy(() =>
  import('./partner-footer.tsx').then(
    (module) => ({ default: module.PartnerFooter }),
    (error: unknown) => {
      console.warn("Could not load the partner's footer", error);
      return { default: () => null };
    },
  ),
);
const { links, footer } = appConfig.partner;
const hasPartnerFooter = footer !== undefined || Object.values(links).some((link) => link !== undefined);

/** A new page starts at the top; Back and Forward keep the browser's own scroll position. */
function useScrollToTopOnNavigate(pathname: string): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

function PageLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading page`} className="h-0.5 w-full animate-pulse rounded bg-brand-500/60" />
  );
}

/** Header, navigation and the page outlet shared by every route. */
export function Layout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(pathname);
  useDocumentTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-40 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:shadow-lg"
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* Only the static demo (VITE_MOCK_IN_BROWSER) has the banner; other builds drop its code. */}
      {import.meta.env.VITE_APP_MODE !== 'production' && import.meta.env.VITE_MOCK_IN_BROWSER === 'true' && (
        <DemoBanner />
      )}
      <SiteHeader />
      {/* The static test drops the notice's code from production builds, which never run local. The
          demo's chains run in the page, and its banner says how they are. */}
      {import.meta.env.VITE_APP_MODE !== 'production' &&
        import.meta.env.VITE_MOCK_IN_BROWSER !== 'true' &&
        appConfig.mode === 'local' && <LocalChainNotice />}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 outline-none sm:px-6">
        <div className="empty:hidden mb-4">
          <ReferralBannerSlot />
          <NotificationWatcherSlot />
        </div>
        <SentWatcherSlot />
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {hasPartnerFooter && (
        <Suspense fallback={null}>
          <PartnerFooter partner={appConfig.partner} />
        </Suspense>
      )}
    </div>
  );
}
