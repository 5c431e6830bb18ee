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
/**
 * The name a page rendered last in the build's render of a route's HTML (react-dom/server, where
 * no effect runs), for app/prerender.tsx to write into the page's `<title>`. Pages nest with the
 * outer ones naming nothing (`undefined`), so the name rendered last is the page's, as the
 * newest-wins store above has it in the browser. Only a server render notes it: the browser's
 * build leaves this code out (`import.meta.env.SSR`).
 */
let serverTitle: string | undefined;

function noteServerTitle(title: string): void {
  serverTitle = title;
}

/** The name noted since the last call (see serverTitle), for the build's render of a route. */
export function takeServerTitle(): string | undefined {
  const title = serverTitle;
  serverTitle = undefined;
  return title;
}

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
  if (import.meta.env.SSR && title !== undefined) noteServerTitle(title);
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
