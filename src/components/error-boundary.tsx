import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedImports } from './lazy-with-retry.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows in place of the children that threw; `retry` draws them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Said in the console with the error, to tell which boundary caught it. */
  logAs: string;
}

/**
 * Shows `fallback` in place of children that threw, the rest of the page as it was. Its retry
 * imports again the code that failed to download (lazy-with-retry.tsx) and draws the children
 * again. Key it by what it shows (a page's path, a wallet) so another one starts clean.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(this.props.logAs, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return this.props.fallback(error, () => {
      retryFailedImports();
      this.setState({ error: null });
    });
  }
}
