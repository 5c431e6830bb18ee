import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { preloadPageCode } from './router.tsx';
import { routePathOf } from '../config/app-base.ts';

/** A pointer resting this long on a link means intent; one sweeping across the page does not. */
const HOVER_INTENT_MS = 60;

function sameOriginLink(target: EventTarget | null): URL | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
    return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

// The data prefetchers import the service client and its schemas, which the about page never
// needs: they load with the first link a user shows interest in, not with the entry.
let dataPrefetch: Promise<typeof import('./route-data-prefetch.ts')> | undefined;

function prefetchLink(client: QueryClient, link: URL): void {
  // Routes are matched without the base the app is served under.
  const url = new URL(link);
  url.pathname = routePathOf(link.pathname);
  preloadPageCode(url.pathname);
  dataPrefetch ??= import('./route-data-prefetch.ts');
  dataPrefetch.then(
    ({ prefetchRouteData }) => {
      prefetchRouteData(client, url);
    },
    (error: unknown) => {
      // The page loads its own data when opened; only the head start is lost.
      dataPrefetch = undefined;
      console.warn('Could not load the link prefetcher', error);
    },
  );
}

/**
 * Hovering (mouse or pen, resting for a moment) or focusing a link to one of the app's screens
 * fetches that screen's code and its data before the click, with the same query options the
 * screen uses, so the click renders at once. React Query fetches only what is missing or stale,
 * so a link hovered again within its data's stale time sends nothing. Touch is left alone: a
 * finger scrolling over links means nothing, and a tap navigates at once anyway. One listener on
 * the document serves every link, wherever a feature renders it.
 */
export function LinkPrefetch() {
  const client = useQueryClient();
  useEffect(() => {
    let pending: { url: URL; timer: number } | null = null;
    const cancel = (): void => {
      if (pending !== null) window.clearTimeout(pending.timer);
      pending = null;
    };
    const onPointerOver = (event: PointerEvent): void => {
      if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
      const url = sameOriginLink(event.target);
      if (url === null) {
        cancel();
        return;
      }
      if (pending?.url.href === url.href) return;
      cancel();
      pending = {
        url,
        timer: window.setTimeout(() => {
          pending = null;
          prefetchLink(client, url);
        }, HOVER_INTENT_MS),
      };
    };
    const onFocusIn = (event: FocusEvent): void => {
      const url = sameOriginLink(event.target);
      if (url !== null) prefetchLink(client, url);
    };
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancel();
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [client]);
  return null;
}
