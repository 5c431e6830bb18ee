import { lazy, Suspense, useEffect, useState } from 'react';
import { NavigationType, NavLink, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { appConfig } from '../config/env.ts';
import { WalletReady } from '../wallet/wallet-ready.tsx';
import { paths } from '../config/paths.ts';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { WalletButton } from './wallet-button.tsx';
import { LocalChainNotice } from './local-chain-notice.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { ReferralBanner } from '../features/referrals/referral-banner.tsx';

// Local mode only; the static test keeps it out of production builds.
const DevAccountPicker =
  import.meta.env.VITE_APP_MODE !== 'production' && appConfig.mode === 'local'
    ? lazy(() => import('../wallet/dev-wallet/dev-account-picker.tsx'))
    : undefined;

const navItems: readonly { to: string; label: string; end?: boolean }[] = [
  { to: paths.campaigns, label: 'Campaigns', end: true },
  { to: paths.rewards, label: 'Rewards' },
  { to: paths.referrals, label: 'Referrals' },
  { to: paths.depositTargets, label: 'Deposit targets' },
  { to: paths.about, label: 'About' },
];

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return [
    'rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap',
    isActive
      ? 'bg-indigo-100 text-indigo-900 dark:bg-indigo-500/20 dark:text-indigo-100'
      : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  ].join(' ');
}

/** A new page starts at the top; Back and Forward keep the browser's own scroll position. */
function useScrollToTopOnNavigate(pathname: string): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

function PageLoading() {
  return (
    <div role="status" aria-label="Loading page" className="h-0.5 w-full animate-pulse rounded bg-indigo-500/60" />
  );
}

/** Header, navigation and the page outlet shared by every route. */
export function Layout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(pathname);
  // Below `lg` (where five links, the brand and the wallet no longer fit one row) the navigation
  // folds behind a Menu button; following a link closes it again.
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        {/* A grid, not a wrapping flex row: when the wallet button changes width (placeholder,
            RainbowKit, connected account) the header keeps its rows and nothing below moves. */}
        <div
          className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:px-6 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:gap-x-4"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) {
              setMenuOpen(false);
              document.getElementById('main-menu-button')?.focus();
            }
          }}
        >
          <NavLink to={paths.campaigns} className="flex min-w-0 items-center gap-2 font-semibold">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            <span className="truncate">Partner Incentives</span>
          </NavLink>
          <button
            id="main-menu-button"
            type="button"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => {
              setMenuOpen((open) => !open);
            }}
            className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium sm:col-start-3 sm:row-start-1 lg:hidden dark:border-slate-700"
          >
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
              {menuOpen ? (
                <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3z" />
              ) : (
                <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
              )}
            </svg>
            Menu
          </button>
          {/* Below sm the actions get a row of their own, so the brand and the connected
              account both stay readable at 360 px. */}
          <div className="col-span-2 flex h-10 min-w-0 items-center justify-end gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1 lg:col-start-3">
            {DevAccountPicker !== undefined && (
              <WalletReady>
                <Suspense fallback={null}>
                  <DevAccountPicker />
                </Suspense>
              </WalletReady>
            )}
            <ThemeToggle />
            <WalletButton />
          </div>
          <nav
            id="main-nav"
            aria-label="Main"
            className={`${menuOpen ? 'flex' : 'hidden'} col-span-2 flex-col gap-1 pb-1 sm:col-span-3 lg:col-span-1 lg:col-start-2 lg:row-start-1 lg:flex lg:flex-row lg:pb-0`}
          >
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
        </div>
      </header>
      {/* The static test drops the notice's code from production builds, which never run local. */}
      {import.meta.env.VITE_APP_MODE !== 'production' && appConfig.mode === 'local' && <LocalChainNotice />}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 outline-none sm:px-6">
        <div className="empty:hidden mb-4">
          <ReferralBanner />
        </div>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
