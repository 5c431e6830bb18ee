import { Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { APP_BASE } from '../config/app-base.ts';
import { paths } from '../config/paths.ts';
import { Layout } from './layout.tsx';
import { lazyWithRetry } from '../components/lazy-with-retry.tsx';
import { preloadScreenWords } from './i18n/locale-runtime.ts';

// Every page is its own chunk, the list at / included: the entry holds only what every screen
// needs, and index.html preloads the chunks of the screen being opened (route-preload-plugin),
// so no round trip is lost. The declarative router is used rather than the data router: it costs
// about 11 KiB gzip less in the first load. Nothing fetches in a loader: each page's queries start
// when it renders, behind its own skeleton, unless a link to it was hovered or focused first
// (link-prefetch.ts, which warms the same queries and this page code). Suspense and an error
// boundary per page live in Layout. lazyWithRetry lets "Try again" import a failed chunk again.
// A page's code is asked for when a link to it is hovered or focused, or when it first renders: its
// words in the reader's language are asked for beside it (a chunk waits for its words before it
// runs). `path` is the page's route, which the build's route patterns match as they match an address.
function page(path: string, load: () => Promise<{ default: ComponentType }>) {
  return lazyWithRetry(() => {
    preloadScreenWords(`${APP_BASE}${path}`);
    return load();
  });
}
const CampaignsPage = page(paths.campaigns, () => import('../pages/campaigns-page.tsx'));
const CampaignDetailPage = page(paths.campaignDetailPattern, () => import('../pages/campaign-detail-page.tsx'));
const RewardsPage = page(paths.rewards, () => import('../pages/rewards-page.tsx'));
const HistoryPage = page(paths.history, () => import('../pages/history-page.tsx'));
const ReferralsPage = page(paths.referrals, () => import('../pages/referrals-page.tsx'));
const DepositTargetsPage = page(paths.depositTargets, () => import('../pages/deposit-targets-page.tsx'));
const AboutPage = page(paths.about, () => import('../pages/about-page.tsx'));
const WidgetPage = page(paths.widget, () => import('../pages/widget-page.tsx'));
// An unknown address is rare: its page is not in every screen's first load either.
const NotFoundPage = lazyWithRetry(async () => ({
  default: (await import('../pages/not-found-page.tsx')).NotFoundPage,
}));
// The widget's frame is only ever drawn in a partner's page: no screen of the app carries its code.
const WidgetLayout = lazyWithRetry(async () => ({ default: (await import('./widget-layout.tsx')).WidgetLayout }));

const pages = [
  { path: paths.campaigns, page: CampaignsPage },
  { path: paths.campaignDetailPattern, page: CampaignDetailPage },
  { path: paths.rewards, page: RewardsPage },
  { path: paths.history, page: HistoryPage },
  { path: paths.referrals, page: ReferralsPage },
  { path: paths.depositTargets, page: DepositTargetsPage },
  { path: paths.about, page: AboutPage },
  { path: paths.widget, page: WidgetPage },
] as const;

/**
 * Code a page draws only after its first view (loaded then, so that an opened page's largest paint
 * never waits for it), warmed with the page's own when a link to it shows intent: the click then
 * draws the whole page at once.
 */
const laterCode: Partial<Record<string, () => Promise<unknown>>> = {
  [paths.campaignDetailPattern]: () => import('../features/campaigns/detail/campaign-sections.tsx'),
};

/**
 * Starts importing the code of the page at `pathname` (nothing for an unknown path), and what it
 * draws after its first view, so it renders without a loading state once opened. A failed download
 * is left to the page's own import when it renders, which reports it and offers "Try again".
 */
export function preloadPageCode(pathname: string): void {
  const warn = (error: unknown) => {
    console.warn(`Could not preload the page code for ${pathname}`, error);
  };
  pageCodeLoaded(pathname).catch(warn);
  const later = pages.find((candidate) => matchPath(candidate.path, pathname) !== null);
  if (later !== undefined) laterCode[later.path]?.().catch(warn);
}

/** Settles once the code of the page at `pathname` has loaded (the not-found page's for an unknown path). */
export async function pageCodeLoaded(pathname: string): Promise<void> {
  const match = pages.find((candidate) => matchPath(candidate.path, pathname) !== null);
  if (match === undefined) return NotFoundPage.preload();
  await Promise.all([match.page.preload(), match.page === WidgetPage ? WidgetLayout.preload() : undefined]);
}

/** The app's routes, inside the shared layout; the widget inside its own, framed by a partner's page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={null}>
            <WidgetLayout />
          </Suspense>
        }
      >
        <Route path={paths.widget} element={<WidgetPage />} />
      </Route>
      <Route element={<Layout />}>
        {pages
          .filter(({ page }) => page !== WidgetPage)
          .map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
