import type { ReactNode } from 'react';
import { AppLink } from '../components/app-link.tsx';
import { t } from '@lingui/core/macro';
import { useLingui as useActiveLanguage } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../components/button.tsx';
import { paths } from '../config/paths.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { isChunkLoadError } from '../components/lazy-with-retry.tsx';

function describe(error: unknown): string {
  if (isChunkLoadError(error)) {
    return t`This page's code could not be downloaded: the connection may have dropped for a moment. Check it, then try again.`;
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return t`An unexpected error occurred.`;
}

/** What a page that threw shows; a function component, so it follows a change of language. */
function RouteErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // Subscribes to the active language: describe() reads it when this renders.
  useActiveLanguage();
  return (
    <section
      role="alert"
      className="mx-auto max-w-xl rounded-2xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950/40"
    >
      <h1 className="text-lg font-semibold">
        <Trans>This page ran into a problem</Trans>
      </h1>
      <p className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">{describe(error)}</p>
      <div className="mt-4 flex gap-3">
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
        <AppLink to={paths.campaigns} className="rounded-lg px-3 py-1.5 text-sm underline">
          <Trans>Back to campaigns</Trans>
        </AppLink>
      </div>
    </section>
  );
}

/**
 * Per-page error boundary: a page that throws shows what happened while the header stays usable.
 * Layout keys it by path, so navigating elsewhere starts clean; "Try again" re-renders the page,
 * which imports a page chunk that failed to download again (lazy-with-retry.tsx).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      logAs="A page failed to render"
      fallback={(error, retry) => <RouteErrorView error={error} onRetry={retry} />}
    >
      {children}
    </ErrorBoundary>
  );
}
