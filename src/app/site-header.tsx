import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AppNavLink } from '../components/app-link.tsx';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { PRODUCT_MARK_URL } from '../lib/product-mark.ts';
import { WalletButton } from './wallet-button.tsx';
import { HeaderSettings } from './header-settings.tsx';

const navItems: readonly { to: string; label: MessageDescriptor; end?: boolean }[] = [
  { to: paths.campaigns, label: msg`Campaigns`, end: true },
  { to: paths.rewards, label: msg`Rewards` },
  { to: paths.referrals, label: msg`Referrals` },
  { to: paths.depositTargets, label: msg`Deposit targets` },
  { to: paths.about, label: msg`About` },
];

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return [
    'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap lg:px-2.5 lg:py-1.5 xl:px-3',
    isActive
      ? 'bg-brand-100 text-brand-900 dark:bg-brand-500/20 dark:text-brand-100'
      : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  ].join(' ');
}

const MENU_BUTTON_ID = 'main-menu-button';
const SETTINGS_BUTTON_ID = 'header-settings-button';

/** Which of the header's two disclosures is open: the phone's menu panel or the desktop's settings. */
type Open = 'none' | 'menu' | 'settings';

/**
 * Closes an open panel when a press lands outside `inside`, or the keyboard's focus moves out of
 * it: Tab past the panel's last control would otherwise walk on under the still-open panel (on a
 * phone, hidden by it), where Escape, heard by the header, no longer reached it. The focus stays
 * where the reader took it.
 */
function useCloseWhenLeft(open: boolean, close: () => void, inside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onLeave = (event: Event) => {
      if (event.target instanceof Node && inside.current?.contains(event.target) !== true) close();
    };
    document.addEventListener('pointerdown', onLeave);
    document.addEventListener('focusin', onLeave);
    return () => {
      document.removeEventListener('pointerdown', onLeave);
      document.removeEventListener('focusin', onLeave);
    };
  }, [open, close, inside]);
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
      {open ? (
        <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3z" />
      ) : (
        <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
      )}
    </svg>
  );
}

/**
 * The logo before the name: the partner's (app-config.json partner.logo), one per theme, else the
 * product's mark, drawn in the page (src/lib/product-mark.ts). Both are in the page and CSS shows
 * the theme's one, so the first paint (before any script reads the theme) is right, and at a fixed
 * 24 px so a logo that loads late moves nothing. alt="": the name beside it says the same, and a
 * screen reader should not say it twice. data-partner-logo marks them for
 * scripts/partner-pages.ts, which writes the partner's into the prerendered page.
 */
export function BrandMark() {
  const { logo } = appConfig.partner;
  return (
    <>
      <img
        data-partner-logo="light"
        src={logo?.light ?? PRODUCT_MARK_URL}
        alt=""
        width={24}
        height={24}
        onError={showProductMark}
        className="size-6 shrink-0 object-contain dark:hidden"
      />
      <img
        data-partner-logo="dark"
        src={logo?.dark ?? PRODUCT_MARK_URL}
        alt=""
        width={24}
        height={24}
        onError={showProductMark}
        className="hidden size-6 shrink-0 object-contain dark:block"
      />
    </>
  );
}

/**
 * A partner's logo that does not load (a wrong path, a host that is down) gives way to the
 * product's mark, rather than the browser's broken-image sign, and the operator is told why.
 */
function showProductMark(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src === PRODUCT_MARK_URL) return;
  console.warn(`The partner's logo ${image.src} did not load; the header shows the product's mark instead.`);
  image.src = PRODUCT_MARK_URL;
}

/** Two sliders: "adjust", lighter than a cog. */
function SettingsIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="currentColor">
      <path d="M3 6h4v2H3zm8 0h6v2h-6zM7 4h2v6H7zm-4 8h8v2H3zm11 0h3v2h-3zm-3-2h2v6h-2z" />
    </svg>
  );
}

/**
 * The site header: one row at every width, so it leaves the screen to the page. On a phone it
 * holds the brand, a Menu button and the wallet; the menu opens as a panel over the page with the
 * navigation and the settings (language, theme, the development account). From 1024 px the
 * navigation sits in the row and the settings fold behind a button of their own. Both panels are
 * disclosures: the button says whether it is open, Escape or a press outside closes it and gives
 * the focus back to its button, Tab out of the header closes it and leaves the focus where it went,
 * and in the DOM each panel follows its button, so Tab walks into it.
 * One settings group serves both (the panel wrapper is `display: contents` from 1024 px), so no
 * control exists twice.
 */
export function SiteHeader() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Open>('none');
  const [openPath, setOpenPath] = useState(pathname);
  const headerRef = useRef<HTMLElement>(null);
  // Following a link closes the panel.
  if (openPath !== pathname) {
    setOpenPath(pathname);
    setOpen('none');
  }
  const close = useCallback(() => {
    setOpen('none');
  }, []);
  useCloseWhenLeft(open !== 'none', close, headerRef);
  // The settings button is an icon: its name, and its group's.
  const settingsLabel = t`Settings`;
  const menuOpen = open === 'menu';
  const settingsOpen = open === 'settings';
  return (
    <>
      <header
        ref={headerRef}
        className="sticky top-0 z-20 border-b border-slate-200 bg-surface/90 backdrop-blur dark:border-slate-800 dark:bg-page/90"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || open === 'none') return;
          setOpen('none');
          document.getElementById(open === 'menu' ? MENU_BUTTON_ID : SETTINGS_BUTTON_ID)?.focus();
        }}
      >
        <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 sm:gap-3 sm:px-6 lg:gap-2 xl:gap-4">
          <AppNavLink to={paths.campaigns} className="mr-auto flex min-w-0 items-center gap-2 font-semibold lg:mr-0">
            <BrandMark />
            {/* On the narrowest phones the name takes two short lines rather than losing its end, and
              so it does from 1024 px where the navigation's words leave it too little room (in
              Spanish it ran under "Campañas"); one line from 640 px and from 1280 px. A partner's
              longer name ends in "…" past those lines, and a long word breaks, rather than running
              under the Menu button or growing the header. data-partner-name: where
              scripts/partner-pages.ts writes a partner's name into the prerendered page, so the
              first paint already says it. */}
            <span
              data-partner-name=""
              className="line-clamp-2 min-w-0 leading-tight wrap-anywhere max-sm:text-sm sm:line-clamp-1 lg:line-clamp-2 xl:line-clamp-1"
            >
              {appConfig.partner.name}
            </span>
          </AppNavLink>
          <button
            id={MENU_BUTTON_ID}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="header-panel"
            onClick={() => {
              setOpen(menuOpen ? 'none' : 'menu');
            }}
            className="flex h-10 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium lg:hidden dark:border-slate-700"
          >
            <MenuIcon open={menuOpen} />
            {/* The word from 640 px; on a phone the icon alone keeps the row for the brand and wallet. */}
            <span className="max-sm:sr-only">
              <Trans>Menu</Trans>
            </span>
          </button>
          <div
            id="header-panel"
            className={`${
              menuOpen
                ? 'absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem)] flex-col gap-2 overflow-y-auto border-b border-slate-200 bg-surface px-3 py-2 shadow-lg sm:px-6 dark:border-slate-800 dark:bg-page'
                : 'max-lg:hidden'
            } lg:contents`}
          >
            <nav id="main-nav" aria-label={t`Main`} className="flex flex-col gap-1 lg:flex-row lg:gap-0.5 xl:gap-1">
              {navItems.map((item) => (
                <AppNavLink key={item.to} to={item.to} end={item.end} className={navLinkClass}>
                  {i18n._(item.label)}
                </AppNavLink>
              ))}
            </nav>
            <button
              id={SETTINGS_BUTTON_ID}
              type="button"
              aria-expanded={settingsOpen}
              aria-controls="header-settings"
              aria-label={settingsLabel}
              onClick={() => {
                setOpen(settingsOpen ? 'none' : 'settings');
              }}
              className="ml-auto hidden size-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 lg:flex dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <SettingsIcon />
            </button>
            <div
              id="header-settings"
              role="group"
              aria-label={settingsLabel}
              className={`flex flex-col gap-2 border-t border-slate-200 pt-2 dark:border-slate-800 lg:absolute lg:top-full lg:right-6 lg:mt-1 lg:w-96 lg:rounded-xl lg:border lg:bg-surface lg:p-3 lg:shadow-lg ${
                settingsOpen ? '' : 'lg:hidden'
              }`}
            >
              <HeaderSettings />
            </div>
          </div>
          <div className="flex shrink-0 items-center">
            <WalletButton />
          </div>
        </div>
      </header>
      {/* On a phone the open menu dims the page under it, so the page's next line is not read as
          the menu's last; a press on it is outside the header, so it closes the menu. */}
      {menuOpen && <div aria-hidden="true" className="fixed inset-0 z-10 bg-slate-950/40 lg:hidden dark:bg-black/60" />}
    </>
  );
}
