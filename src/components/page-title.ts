import { useEffect, useId, useSyncExternalStore } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

// The page's name for the browser tab and history. Pages say what they are called; the app shell
// (app/layout.tsx) writes it into `document.title` with the product's name, which components/
// does not know. Kept as a small store rather than set directly so that the newest page wins and a
// page that leaves takes its title with it, instead of the previous page's title staying on a
// loading or failed screen.

const titles = new Map<string, string>();
const listeners = new Set<() => void>();
/** The name the page rendered on the server last said (no effect runs there): see takeServerTitle. */
let serverTitle: string | undefined;

function publish(): void {
  for (const listener of listeners) listener();
}

/**
 * Names the page in the browser tab: `name` ("Rewards" as a message, so it follows the language,
 * or a campaign's name), or nothing yet with `undefined` (then a page inside, or the product's name
 * alone, speaks).
 */
export function usePageTitle(name: string | MessageDescriptor | undefined): void {
  const { i18n } = useLingui();
  const title = typeof name === 'object' ? i18n._(name) : name;
  const id = useId();
  if (import.meta.env.SSR && title !== undefined) serverTitle = title;
  useEffect(() => {
    if (title === undefined) return;
    titles.set(id, title);
    publish();
    return () => {
      titles.delete(id);
      publish();
    };
  }, [id, title]);
}

/**
 * The current page's title, or `undefined` when no page has named itself. The most recently named
 * page wins: a nested "not found" names the screen while its parent, with nothing to say, passes
 * `undefined`.
 */
export function useCurrentPageTitle(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => [...titles.values()].at(-1),
    () => undefined,
  );
}

/**
 * The name of the page just rendered by react-dom/server, for the build to write into the page's
 * `<title>` (app/prerender.tsx); taken, so the next page starts without one. The last page to
 * render a name wins, as in the browser.
 */
export function takeServerTitle(): string | undefined {
  const title = serverTitle;
  serverTitle = undefined;
  return title;
}
