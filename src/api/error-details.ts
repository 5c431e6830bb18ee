import { t } from '@lingui/core/macro';
import { isApiError } from './api-error.ts';

/**
 * What an error state shows: the service's own message and code when it sent them. The app's own
 * words are in the active language when this is called (during a render).
 */
export function errorDetails(error: unknown): { message: string; code: string | undefined } {
  if (isApiError(error)) return { message: error.serverMessage ?? error.message, code: error.code };
  if (error instanceof Error) return { message: error.message, code: undefined };
  return { message: t`Something went wrong.`, code: undefined };
}

/** The message, code and retry of a failed query, as ErrorState and RefreshFailedNotice take them. */
export function queryErrorProps(query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> }) {
  return {
    ...errorDetails(query.error),
    onRetry: () => {
      void query.refetch();
    },
    retrying: query.isFetching,
  };
}
