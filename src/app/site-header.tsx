import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_NAME } from '../config/app-name.ts';
import { appConfig } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { WalletReady } from '../wallet/wallet-ready.tsx';
import { WalletButton } from './wallet-button.tsx';
import { LanguageMenu } from './i18n/language-menu.tsx';

// Local mode only; the static test keeps it out of production builds.
const DevAccountPicker =
  import.meta.env.VITE_APP_MODE !== 'production' && appConfig.mode === 'local'
    ? lazy(() => import('../wallet/dev-wallet/dev-account-picker.tsx'))
    : undefined;

const navItems: readonly { to: string; label: MessageDescriptor; end?: boolean }[] = [
  { to: paths.campaigns, label: msg`Campaigns`, end: true },
  { to: paths.rewards, label: msg`Rewards` },
  { to: paths.referrals, label: msg`Referrals` },
  { to: paths.depositTargets, label: msg`Deposit targets` },
  { to: paths.about, label: msg`About` },
];

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return [
    'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap lg:py-1.5',
    isActive
      ? 'bg-indigo-100 text-indigo-900 dark:bg-indigo-500/20 dark:text-indigo-100'
      : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  ].join(' ');
}

/** Closes the open menu on a press outside the header, as a menu a user opened by mistake should. */
function useCloseOnOutsidePress(open: boolean, close: () => void, inside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && inside.current?.contains(event.target) !== true) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, inside]);
}

/**
 * The site header. It is one wrapping row in reading order (brand, navigation, wallet controls),
 * so the tab order is the visual order and nothing can be painted over anything else: where the
 * wallet controls do not fit beside the navigation (a connected account with the development
 * wallet's picker at 1024 px) they move to a second row instead of sliding under the links.
 * Below `lg` the navigation folds behind a Menu button and opens as a panel over the page, so
 * opening it moves nothing else.
 */
export function SiteHeader() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const headerRef = useRef<HTMLElement>(null);
  // Following a link closes the menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
  }, []);
  useCloseOnOutsidePress(menuOpen, closeMenu, headerRef);
  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          setMenuOpen(false);
          document.getElementById('main-menu-button')?.focus();
        }
      }}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:px-6 lg:gap-x-4">
        <NavLink to={paths.campaigns} className="mr-auto flex min-w-0 items-center gap-2 font-semibold lg:mr-0">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={24} height={24} />
          <span className="truncate">{APP_NAME}</span>
        </NavLink>
        <button
          id="main-menu-button"
          type="button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => {
            setMenuOpen((open) => !open);
          }}
          className="flex h-10 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium lg:hidden dark:border-slate-700"
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
            {menuOpen ? (
              <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3z" />
            ) : (
              <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
            )}
          </svg>
          <Trans>Menu</Trans>
        </button>
        <nav
          id="main-nav"
          aria-label={t`Main`}
          className={`${
            menuOpen
              ? 'absolute inset-x-0 top-full flex flex-col border-b border-slate-200 bg-white px-3 py-2 shadow-lg sm:px-6 dark:border-slate-800 dark:bg-slate-950'
              : 'hidden'
          } gap-1 lg:static lg:flex lg:flex-row lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:lg:bg-transparent`}
        >
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navLinkClass}>
              {i18n._(item.label)}
            </NavLink>
          ))}
        </nav>
        {/* Below sm the controls always take a row of their own, so the brand and the connected
            account both stay readable at 320 px and connecting never changes the header's rows. */}
        <div className="ml-auto flex min-h-10 flex-wrap items-center justify-end gap-2 max-sm:basis-full">
          {DevAccountPicker !== undefined && (
            <WalletReady>
              <Suspense fallback={null}>
                <DevAccountPicker />
              </Suspense>
            </WalletReady>
          )}
          <LanguageMenu />
          <ThemeToggle />
          <WalletButton />
        </div>
      </div>
    </header>
  );
}
