import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { formatCampaignId, type CampaignIdText } from '../domain/campaign-id.ts';
import { apiClient, type ApiClient } from './client.ts';
import { getCampaigns } from './endpoints/get-campaigns.ts';
import { campaignKeys } from './query-keys.ts';
import type { Campaign } from './schemas/campaign.ts';
import { MAX_PAGE_SIZE, type CampaignListQuery } from './schemas/requests.ts';

// The service filters a list (reward chain, status, target, budget, user, claimable-only) but has
// no name search and no order of its own choosing. To answer those over the whole set, not the
// page on screen, the directory reads every page of one filtered list (100 rows each, the most
// the service allows) one after another in the background, into one cache entry per filter set.
// The entry holds the decoded pages as the service sent them, keyed by the filters alone, so a
// later persister can store it by encoding each page's rows with `campaignListSchema` (as the mock
// sends them) and restore it by decoding with `campaignPageSchema`, as the client reads a page.

/** The filters of a directory: a list query without its paging. */
export type CampaignDirectoryFilters = Omit<CampaignListQuery, 'limit' | 'offset'>;

/**
 * Query options for every page of one filtered campaign list: an infinite query whose page
 * parameter is the offset; the next page is asked while the last one ends before `total`.
 */
function campaignDirectoryQueryOptions(filters: CampaignDirectoryFilters, client: ApiClient = apiClient) {
  return infiniteQueryOptions({
    queryKey: campaignKeys.directory(filters),
    queryFn: ({ pageParam, signal }) =>
      getCampaigns({ ...filters, limit: MAX_PAGE_SIZE, offset: pageParam }, { client, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, lastOffset) =>
      lastOffset + MAX_PAGE_SIZE < last.total ? lastOffset + MAX_PAGE_SIZE : undefined,
  });
}

/** How far a directory has read, and what it has found so far. */
export interface CampaignListDirectory {
  /** Every campaign read so far, once each, in the service's order. */
  campaigns: readonly Campaign[];
  /** Campaigns the service has for these filters (from the latest page); undefined before the first. */
  total: number | undefined;
  /** Rows looked at so far (read, or left out as unreadable): how far a search has gone. */
  searched: number;
  /** Every page has been read. */
  complete: boolean;
  /** The first page has not answered yet. */
  pending: boolean;
  /** Why the last page asked failed; reading stops there until `retry`. */
  error: Error | null;
  /** Rows of the service's answers that could not be decoded, across pages. */
  rejected: readonly { index: number; reason: string }[];
  /** Asks the failed page again (or the first one) and carries on from there. */
  retry: () => void;
}

/**
 * Every campaign matching `filters`, read page after page in the background; `undefined` filters
 * read nothing. Pages are asked one at a time, so the rest of the screen's requests are never
 * queued behind a burst of them.
 */
export function useCampaignListDirectory(filters: CampaignDirectoryFilters | undefined): CampaignListDirectory {
  const query = useInfiniteQuery({
    ...campaignDirectoryQueryOptions(filters ?? {}),
    enabled: filters !== undefined,
  });
  const { hasNextPage, isError, fetchNextPage, refetch, data } = query;
  // Reads on after each page while there is a next one, and stops at an error (Retry carries on).
  // A read asked while another is running (a refetch of the pages read so far) is dropped rather
  // than cancelling it; the new data that refetch brings runs this again.
  useEffect(() => {
    if (hasNextPage && !isError) void fetchNextPage({ cancelRefetch: false });
  }, [data, hasNextPage, isError, fetchNextPage]);

  const read = useMemo(() => {
    const byId = new Map<CampaignIdText, Campaign>();
    const rejected: { index: number; reason: string }[] = [];
    let searched = 0;
    const pages = data?.pages ?? [];
    pages.forEach((page, number) => {
      // An id seen on an earlier page wins: a campaign added while reading shifts later pages by one.
      for (const campaign of page.data) {
        const id = formatCampaignId(campaign.id);
        if (!byId.has(id)) byId.set(id, campaign);
      }
      rejected.push(...page.rejected.map((row) => ({ ...row, index: number * MAX_PAGE_SIZE + row.index })));
      searched += page.data.length + page.rejected.length;
    });
    const total = pages.at(-1)?.total;
    return { campaigns: [...byId.values()], rejected, total, searched: Math.min(searched, total ?? searched) };
  }, [data]);

  const started = data !== undefined;
  // Stable while nothing changes, so screens can keep what they derive from it.
  const retry = useCallback(() => {
    void (started ? fetchNextPage() : refetch());
  }, [started, fetchNextPage, refetch]);
  return {
    ...read,
    complete: started && !hasNextPage,
    pending: filters !== undefined && !started && !isError,
    error: query.error,
    retry,
  };
}
