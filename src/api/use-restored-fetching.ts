import { partialMatchKey, useIsFetching, type QueryKey } from '@tanstack/react-query';

/**
 * When this page started loading. An answer older than that was kept from an earlier visit
 * (app/query-persistence.ts) rather than read by this one.
 */
const PAGE_STARTED_AT = performance.timeOrigin;

/**
 * True while a query under one of `queryKeys` shows an answer kept from an earlier visit and is
 * reading a fresh one, so the screen can say its rows are being updated.
 */
export function useIsRestoredAndFetching(queryKeys: readonly QueryKey[]): boolean {
  const count = useIsFetching({
    predicate: (query) =>
      query.state.data !== undefined &&
      query.state.dataUpdatedAt < PAGE_STARTED_AT &&
      queryKeys.some((key) => partialMatchKey(query.queryKey, key)),
  });
  return count > 0;
}
