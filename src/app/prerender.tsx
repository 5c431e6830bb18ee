/**
 * The build-time entry (scripts/prerender-plugin.ts loads it): each route's first screen (header,
 * navigation, heading and skeletons) rendered by the app's own components into the HTML the
 * server sends, so text paints before any JavaScript runs and matches what the app then draws.
 * Nothing here fetches: queries render their loading state, the wallet an empty place (see
 * prerendering.ts). Each route is rendered in every language of PRERENDERED_LOCALES: English
 * into the page, the others into files index.html's language script puts in its place.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { takeServerTitle } from '../components/page-title.ts';
import { APP_BASE } from '../config/app-base.ts';
import type { PrerenderedLocale } from '../config/locales.ts';
import { Providers } from './providers.tsx';
import { activateLocale } from './i18n/locale-runtime.ts';
import { AppRoutes } from './router.tsx';

/** The id e2e tests know the prerendered markup by; `contents` keeps the wrapper out of layout. */
const PRERENDERED_SHELL_ID = 'prerendered-shell';

/**
 * The app at `pathname`; `pageTitle` (the page's name in the tab) rides on the wrapper, for
 * index.html's language script to put in the tab with a copy in another language.
 */
function appAt(pathname: string, pageTitle?: string): ReactNode {
  return (
    <div id={PRERENDERED_SHELL_ID} className="contents" data-page-title={pageTitle}>
      <Providers>
        <StaticRouter location={`${APP_BASE}${pathname}`} basename={APP_BASE === '' ? undefined : APP_BASE}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </div>
  );
}

/** A route's first screen in one language, and the words it must show, in that language. */
interface RenderedRoute {
  markup: string;
  mustShow: string;
  /** The page's name for the tab, in that language, if it names itself before any answer. */
  pageTitle: string | undefined;
}

/**
 * The markup of `#root` for a visit to `pathname` in `locale`, and `mustShow` (an English message
 * of the screen, such as its heading) as that language says it, for the build to check the
 * markup by. A first pass waits for every lazy page and component to load; the second then
 * renders them in place. Rendering once with `prerender` would leave late boundaries as templates
 * filled by inline scripts, which the CSP refuses. Unless `named` is false (a file that answers
 * every campaign's address), the page's name for the tab comes with it, as the first pass named it.
 */
export async function renderRoute(
  pathname: string,
  locale: PrerenderedLocale,
  mustShow: string,
  named = true,
): Promise<RenderedRoute> {
  await activateLocale(locale);
  takeServerTitle();
  const { prelude } = await prerender(appAt(pathname));
  await prelude.cancel();
  const pageTitle = named ? takeServerTitle() : undefined;
  // A descriptor built at run time: Lingui's extractor reads only literal messages, and this
  // heading is already in the catalog under its own words.
  const heading: MessageDescriptor = { id: generateMessageId(mustShow), message: mustShow };
  const markup = renderToString(appAt(pathname, pageTitle));
  takeServerTitle();
  return { markup, mustShow: i18n._(heading), pageTitle };
}
