import { lazy, useState, type ComponentType } from 'react';

// React.lazy keeps the promise it was given, a rejected one included: a page whose chunk failed
// to download once (a moment offline) would stay broken after "Try again" until a full reload.
// lazyWithRetry makes a fresh React.lazy after each failure, so the next render imports again.
// A chunk that is gone for good (a deploy replaced the hashed files) cannot be fetched by any
// retry: the app then reloads once, keeping the URL, to get the new build's index.html.

const RELOAD_KEY = 'app:chunk-reload';
/** A second reload for the same URL within this window is a loop, not a recovery. */
const RELOAD_LOOP_WINDOW_MS = 60_000;

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a page's code failing to download (not a bug in the page). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

function chunkUrlOf(error: Error): string | null {
  const match = /(https?:\/\/\S+?\.(?:m?js|css))\b/.exec(error.message);
  return match?.[1] ?? null;
}

function readReloadMark(): { url: string; at: number } | null {
  try {
    const raw = sessionStorage.getItem(RELOAD_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'object' && value !== null && 'url' in value && 'at' in value) {
      const { url, at } = value;
      if (typeof url === 'string' && typeof at === 'number') return { url, at };
    }
    return null;
  } catch (error) {
    // Storage refused (private mode) or a foreign value: no record, so at most one reload anyway.
    console.warn('Could not read the chunk reload mark', error);
    return null;
  }
}

/**
 * Reloads the page once for this URL; false (and no reload) when it already did so within the
 * last minute, so a build that keeps failing shows its error instead of reloading forever.
 */
export function reloadOnce(now: number = Date.now()): boolean {
  const url = window.location.href;
  const mark = readReloadMark();
  if (mark !== null && mark.url === url && now - mark.at < RELOAD_LOOP_WINDOW_MS) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ url, at: now }));
  } catch (error) {
    console.warn('Could not record the chunk reload; not reloading, to be safe from a loop', error);
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Asks the server for the chunk: 'gone' (404: a new deploy removed it), 'available' (the
 * download failed but the file is there), or 'unknown' (still offline, or no URL to ask about).
 */
async function chunkStatus(error: Error): Promise<'gone' | 'available' | 'unknown'> {
  const url = chunkUrlOf(error);
  if (url === null) return 'unknown';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404) return 'gone';
    return response.ok ? 'available' : 'unknown';
  } catch (headError) {
    console.warn('Could not check whether the chunk still exists', headError);
    return 'unknown';
  }
}

// Pages whose import failed, each able to start a fresh import; "Try again" calls them.
const failedImports = new Set<() => void>();

/** Lets every page whose code failed to load import it again on its next render. */
export function retryFailedImports(): void {
  for (const retry of failedImports) retry();
  failedImports.clear();
}

// Resolves never: the page is being reloaded, and Suspense keeps showing the loading state.
const reloading = new Promise<never>(() => undefined);

/**
 * React.lazy that imports again after a failure once retryFailedImports() is called (the error
 * boundary's "Try again"), and reloads the page once, keeping the URL, when the chunk was removed
 * by a new deploy, or when a retry still fails while the server has the file (a browser may keep
 * a failed module import per URL).
 *
 * `preload()` imports the page ahead (a hovered link, the page being opened): a page whose code
 * is loaded by the time it mounts renders at once, without React.lazy's suspended first render
 * and the loading state it shows. Each mounted page keeps the component it started with, so a
 * preload finishing later never remounts a page (and loses its state).
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let failures = 0;
  let loaded: ComponentType<P> | undefined;
  const makeLazy = () =>
    lazy(async () => {
      try {
        const module = await load();
        failures = 0;
        loaded = module.default;
        return module;
      } catch (error) {
        failures += 1;
        failedImports.add(() => {
          current = makeLazy();
        });
        if (isChunkLoadError(error)) {
          const status = await chunkStatus(error as Error);
          const reload = status === 'gone' || (status === 'available' && failures > 1);
          if (reload && reloadOnce()) return reloading;
        }
        throw error;
      }
    });
  let current = makeLazy();
  function LazyPage(props: P) {
    const [Page] = useState<ComponentType<P>>(() => loaded ?? current);
    return <Page {...props} />;
  }
  /** Imports the page's code now; rejects when the download fails (the page reports it when shown). */
  LazyPage.preload = async (): Promise<void> => {
    if (loaded !== undefined) return;
    loaded = (await load()).default;
  };
  return LazyPage;
}
