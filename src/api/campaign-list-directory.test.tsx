import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../config/env.ts';
import { createMockContext } from '../mock/context.ts';
import { listCampaigns } from '../mock/world/world-queries.ts';
import { setupMockService } from '../test/mock-service.ts';
import { useCampaignListDirectory, type CampaignDirectoryFilters } from './campaign-list-directory.ts';
import { createQueryClient } from './query-defaults.ts';

// The directory against the mock service's large world (10,000 campaigns): it must read every
// page of a filtered list, one request per hundred campaigns, and say how far it has read.
const ctx = createMockContext({ world: 'large' });
const server = setupMockService({ ctx });

function renderDirectory(filters: CampaignDirectoryFilters | undefined) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCampaignListDirectory(filters), { wrapper });
}

/** Counts the list requests the service receives, by offset. */
function countListRequests(): number[] {
  const offsets: number[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/campaigns')) offsets.push(Number(url.searchParams.get('offset')));
  });
  return offsets;
}

const FILTERS: CampaignDirectoryFilters = { chainId: 31338, status: ['ended', 'cancelled', 'finalized'] };

describe('useCampaignListDirectory', () => {
  it('reads every page of the filtered list, one request of 100 per hundred campaigns', async () => {
    const expected = listCampaigns(ctx.world, { chainId: 31338, statuses: FILTERS.status }, { limit: 1, offset: 0 });
    expect(expected.total).toBeGreaterThan(300);
    const offsets = countListRequests();
    const { result } = renderDirectory(FILTERS);
    await waitFor(
      () => {
        expect(result.current.complete).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(result.current.total).toBe(expected.total);
    expect(result.current.searched).toBe(expected.total);
    expect(result.current.campaigns).toHaveLength(expected.total);
    expect(new Set(result.current.campaigns.map((campaign) => campaign.status))).not.toContain('active');
    expect(offsets).toEqual(Array.from({ length: Math.ceil(expected.total / 100) }, (_, page) => page * 100));
  });

  it('says how far it has read while pages are still coming', async () => {
    // The fourth page is held back until the test has read the progress.
    const releases: (() => void)[] = [];
    const held = new Promise<undefined>((resolve) => {
      releases.push(() => {
        resolve(undefined);
      });
    });
    server.use(
      http.get(`${appConfig.apiBaseUrl}/campaigns`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') === '300') await held;
        return undefined;
      }),
    );
    const { result } = renderDirectory(FILTERS);
    await waitFor(() => {
      expect(result.current.searched).toBe(300);
    });
    expect(result.current.complete).toBe(false);
    expect(result.current.campaigns).toHaveLength(300);

    for (const release of releases) release();
    await waitFor(
      () => {
        expect(result.current.complete).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(result.current.searched).toBe(result.current.total);
  });

  it('stops at a page that fails, says so, and carries on from there on retry', async () => {
    // Down until healed: the client's own retry of a failed GET meets the same answer.
    let healed = false;
    server.use(
      http.get(`${appConfig.apiBaseUrl}/campaigns`, ({ request }) => {
        if (healed || new URL(request.url).searchParams.get('offset') !== '200') return undefined;
        return HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'down for a moment' }, { status: 500 });
      }),
    );
    const { result } = renderDirectory(FILTERS);
    await waitFor(
      () => {
        expect(result.current.error).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    expect(result.current.searched).toBe(200);
    expect(result.current.complete).toBe(false);

    healed = true;
    result.current.retry();
    await waitFor(
      () => {
        expect(result.current.complete).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(result.current.error).toBeNull();
  });

  it('reads nothing without filters to read', () => {
    const offsets = countListRequests();
    const { result } = renderDirectory(undefined);
    expect(result.current.pending).toBe(false);
    expect(result.current.campaigns).toEqual([]);
    expect(offsets).toEqual([]);
  });
});
