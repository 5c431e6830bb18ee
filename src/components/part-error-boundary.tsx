import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorState } from './error-state.tsx';
import { isChunkLoadError } from './lazy-with-retry.tsx';

/** What a part that failed shows; a function component, so it follows a change of language. */
function PartErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const message = isChunkLoadError(error)
    ? t`This part's code could not be downloaded: the connection may have dropped for a moment. Check it, then try again.`
    : error instanceof Error
      ? error.message
      : t`An unexpected error occurred.`;
  return (
    <ErrorState
      title={t`This part of the page could not be shown`}
      message={message}
      onRetry={onRetry}
      headingLevel={3}
    />
  );
}

/**
 * One part of a page whose code loads on its own (lazyWithRetry): when its download fails or it
 * throws, the part says so in its place with "Retry", and the rest of the page stays as it was,
 * with whatever the reader was doing there. Without it the page's own boundary replaces the whole
 * page.
 */
export function PartErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      logAs="A part of the page failed to render"
      fallback={(error, retry) => <PartErrorView error={error} onRetry={retry} />}
    >
      {children}
    </ErrorBoundary>
  );
}
