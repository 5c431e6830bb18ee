import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appConfig, configError } from './config/env.ts';
import { App } from './app/app.tsx';
import { pageCodeLoaded } from './app/router.tsx';
import { routePathOf } from './config/app-base.ts';
import { ConfigErrorScreen } from './components/config-error-screen.tsx';
import { keepSkeletonPulsesFromReact } from './components/skeleton.tsx';
import { activateLocale, initialLocale } from './app/i18n/locale-runtime.ts';
import { createQueryClient } from './api/query-defaults.ts';
import { routeDataOf } from './app/route-data-of.ts';
import { pageAskedEarly } from './api/early-answers.ts';
import { WholeStylesheet, wholeStylesheetText } from './app/whole-stylesheet.ts';

const queryClient = createQueryClient();

/**
 * Asks for the opened screen's data now, while its code, the language and the first render are
 * still on their way, with the very query options the screen renders from (the ones a hovered
 * link warms, route-data-prefetch.ts): the screen then finds the answer arriving, or there, rather
 * than asking for it only once it has rendered. Nothing when the app cannot start.
 */
function askForTheScreensData(): void {
  if (configError !== null) return;
  const url = new URL(window.location.href);
  url.pathname = routePathOf(url.pathname);
  // Only a screen with data to ask ahead loads the prefetcher (and the service client it imports),
  // and not when the page has asked already: the screen then renders with that answer on its way.
  if (routeDataOf(url.pathname) === undefined || pageAskedEarly()) return;
  import('./app/route-data-prefetch.ts').then(
    ({ prefetchRouteData }) => {
      prefetchRouteData(queryClient, url);
    },
    (error: unknown) => {
      // The screen asks for its data itself when it renders; only the head start is lost.
      console.warn('Could not load the data prefetcher', error);
    },
  );
}
const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
// Before React listens at the root: the placeholders' pulses are none of its business.
keepSkeletonPulsesFromReact(window);
const root = createRoot(container);

/**
 * A page served without the partner's sheet (app-config.json edited without `npm run configure`),
 * or with a stale one, gets the right one before React draws. Its code loads only for a partner
 * with colours: the product's own deployments never download it.
 */
async function partnerStyleReady(): Promise<void> {
  const carried = document.head.querySelector('style[data-partner-style]');
  if (appConfig.partner.colors === undefined && carried === null) return;
  const { applyPartnerStyle } = await import('./app/partner-style-element.ts');
  applyPartnerStyle(document, appConfig.partner);
}

/**
 * Demo builds (VITE_MOCK_IN_BROWSER=true) answer the service from a service worker before the
 * app's first request, and run the local chains in the page. The static tests let the bundler
 * drop the mock and the chains from every other build.
 */
async function startDemoService(): Promise<void> {
  if (import.meta.env.VITE_APP_MODE === 'production' || import.meta.env.VITE_MOCK_IN_BROWSER !== 'true') return;
  const { startBrowserMock } = await import('./mock/browser.ts');
  await startBrowserMock({
    apiBaseUrl: appConfig.apiBaseUrl,
    rpcUrls: appConfig.rpcUrls,
    buildId: (import.meta.env.VITE_BUILD_ID as string | undefined) ?? 'development',
  });
}

function render(sheet: string | undefined): void {
  // In a transition React renders the first screen in slices between frames rather than in one
  // long task, so the page keeps answering input while it starts. The prerendered first screen in
  // #root (scripts/prerender-plugin.ts) stays on screen until React's first commit replaces it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <WholeStylesheet text={sheet} />
        {configError === null ? <App queryClient={queryClient} /> : <ConfigErrorScreen message={configError.message} />}
      </StrictMode>,
    );
  });
}

// The page's chunk is already downloading (index.html preloads it). The first render waits for
// it: rendered earlier, React would replace the prerendered page with the one-line loading bar
// and then draw the page again, a flash of nothing where the heading was. A failed download is
// left to the page's own import, which reports it and offers "Try again".
const pageReady = pageCodeLoaded(routePathOf(window.location.pathname)).catch((error: unknown) => {
  console.warn(`Could not load the code of ${window.location.pathname}`, error);
});
// The language's catalog (a few KiB) loads beside the page's code; a catalog that fails to load
// leaves the page in English, the source language, rather than blank.
const languageReady = activateLocale(initialLocale()).catch(async (error: unknown) => {
  console.error('Could not load the language; showing English', error);
  await activateLocale('en');
});
// A partner's colours that fail to load leave the product's own, never a blank page.
const styleReady = partnerStyleReady().catch((error: unknown) => {
  console.warn("Could not apply the partner's colours", error);
});
// The prerendered page carries only its own rules: what the screen adds needs the whole sheet.
const sheetReady = wholeStylesheetText(window);
// In the static demo the service answers only once its worker runs: the early ask waits for it.
const serviceReady = startDemoService();
// (A failed start is reported below, with the screen that says so.)
void serviceReady.then(askForTheScreensData, () => undefined);
Promise.all([serviceReady, pageReady, languageReady, styleReady]).then(
  async () => {
    // It never fails, nor waits long: a sheet that does not come is said, and left to the browser.
    render(await sheetReady);
  },
  async (error: unknown) => {
    console.error('The in-browser demo service failed to start', error);
    // The screen that says so speaks the reader's language too (or English, if that failed).
    await languageReady;
    const reason = error instanceof Error ? error.message : String(error);
    // Loaded only here: no build but the demo can get this far, and none should carry it.
    const { DemoServiceFailedScreen } = await import('./components/demo-service-failed-screen.tsx');
    root.render(
      <>
        <WholeStylesheet text={await sheetReady} />
        <DemoServiceFailedScreen reason={reason} />
      </>,
    );
  },
);
