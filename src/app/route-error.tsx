import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../components/button.tsx';
import { paths } from '../config/paths.ts';
import { isChunkLoadError, retryFailedImports } from './lazy-with-retry.tsx';

function describe(error: unknown): string {
  if (isChunkLoadError(error)) {
    return "This page's code could not be downloaded: the connection may have dropped for a moment. Check it, then try again.";
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'An unexpected error occurred.';
}

interface RouteErrorBoundaryState {
  error: unknown;
}

/**
 * Per-page error boundary: a page that throws shows what happened while the header stays usable.
 * Layout keys it by path, so navigating elsewhere starts clean; "Try again" re-renders the page,
 * which imports a page chunk that failed to download again (lazy-with-retry.tsx).
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <section
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950/40"
      >
        <h1 className="text-lg font-semibold">This page ran into a problem</h1>
        <p className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">{describe(error)}</p>
        <div className="mt-4 flex gap-3">
          <Button
            onClick={() => {
              retryFailedImports();
              this.setState({ error: null });
            }}
          >
            Try again
          </Button>
          <Link to={paths.campaigns} className="rounded-lg px-3 py-1.5 text-sm underline">
            Back to campaigns
          </Link>
        </div>
      </section>
    );
  }
}
