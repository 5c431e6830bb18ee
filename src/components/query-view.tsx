import type { ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';
import { RefreshFailedNotice } from './refresh-failed-notice.tsx';

/** What a failed query shows and how it is retried: api/error-details.ts's `queryErrorProps(query)`. */
interface QueryViewError {
  message: string;
  code?: string | undefined;
  onRetry: () => void;
  retrying: boolean;
}

interface QueryViewProps<T> {
  /** The query's data and error, as React Query holds them. */
  query: { data: T | undefined; error: unknown };
  /** How the error reads and retries; only used when the query failed. */
  errorProps: QueryViewError;
  /** Heading of the error state, e.g. "Deposit targets could not be loaded". */
  errorTitle: string;
  /** 1 when the error is the whole page. */
  errorHeadingLevel?: 1 | 2;
  /** Placeholders the size of the content, shown until the first data arrives. */
  loading: ReactNode;
  /** Read to screen readers while loading, e.g. "Loading deposit targets". */
  loadingLabel: string;
  /** The empty state, and when to show it instead of the data. */
  empty?: { when: (data: T) => boolean; view: ReactNode };
  /**
   * What a failed refresh could not update ("this campaign"): the loaded data stays on screen with a
   * notice above it. Without it a failed refresh keeps the data silently.
   */
  refreshSubject?: string;
  children: (data: T) => ReactNode;
}

/**
 * One query's four states: loading (placeholders), failed (the service's message and a Retry),
 * empty, and its data. Data once loaded stays on screen when a refresh fails: replacing it with an
 * error would throw away what the reader was looking at.
 */
export function QueryView<T>({
  query,
  errorProps,
  errorTitle,
  errorHeadingLevel = 2,
  loading,
  loadingLabel,
  empty,
  refreshSubject,
  children,
}: QueryViewProps<T>) {
  const { data, error } = query;
  if (data === undefined) {
    if (error != null) return <ErrorState title={errorTitle} headingLevel={errorHeadingLevel} {...errorProps} />;
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {loadingLabel}
        </p>
        {loading}
      </div>
    );
  }
  const showNotice = error != null && refreshSubject !== undefined;
  // The content stays at the same place in the tree whether or not the notice shows, so a failed
  // refresh does not remount (and reset) what the reader is looking at.
  return (
    <>
      {showNotice && (
        <div className="mb-4">
          <RefreshFailedNotice subject={refreshSubject} {...errorProps} />
        </div>
      )}
      {empty?.when(data) === true ? empty.view : children(data)}
    </>
  );
}
