import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { errorFromRecord, isApiError } from '../../../api/api-error.ts';
import { apiClient } from '../../../api/client.ts';
import { campaignListSchema, campaignPageSchema, type Campaign } from '../../../api/schemas/campaign.ts';
import { appConfig } from '../../../config/env.ts';
import { DEFAULT_PARTNER } from '../../../config/partner.ts';
import { formatCampaignId } from '../../../domain/campaign-id.ts';
import * as z from '../../../lib/zod.ts';
import { createMockContext } from '../../../mock/context.ts';
import { listCampaigns } from '../../../mock/world/world-queries.ts';
import { setupMockService } from '../../../test/mock-service.ts';
import type { CampaignScope } from '../../../config/partner.ts';
import { WholeSetEngine } from './whole-set-engine.ts';
import type { CampaignDirectoryFilters, WholeSetAnswer, WholeSetView } from './whole-set-protocol.ts';
import { matchWholeSet, pageOf } from './whole-set.ts';

// The whole-set reading that runs in the campaign list's worker, run here in-process against the
// mock service's large world (10,000 campaigns): what the page receives for a view (the page of
// matches, the counts, the rows left out and why), page by page, one request per hundred rows.

const ctx = createMockContext({ world: 'large' });
const server = setupMockService({ ctx });
const CAMPAIGNS = `${appConfig.apiBaseUrl}/campaigns`;

/** Ended campaigns of one reward chain: a few hundred, several pages. */
const FILTERS: CampaignDirectoryFilters = { chainId: 31338, status: ['ended', 'cancelled', 'finalized'] };

function viewOf(overrides: Partial<WholeSetView> = {}): WholeSetView {
  return {
    filters: FILTERS,
    narrowHere: false,
    scope: DEFAULT_PARTNER.campaigns,
    mine: false,
    search: '',
    sort: 'apr',
    page: 1,
    pageSize: 20,
    ...overrides,
  };
}

/** Every campaign of `filters` as the service lists them, decoded as a page is: the answer to check against. */
function serviceList(filters: CampaignDirectoryFilters): Campaign[] {
  const query = { chainId: filters.chainId, statuses: filters.status };
  const { total } = listCampaigns(ctx.world, query, { limit: 1, offset: 0 });
  const page = listCampaigns(ctx.world, query, { limit: total, offset: 0 });
  return campaignPageSchema.parse(z.encode(campaignListSchema, page)).data;
}

/** An engine watching one view, keeping every answer it sends. */
function watch(view: WholeSetView) {
  const answers: WholeSetAnswer[] = [];
  const engine = new WholeSetEngine({
    client: apiClient,
    send: (_id, answer) => answers.push(answer),
  });
  engine.watch('list', view);
  const latest = () => {
    const answer = answers.at(-1);
    if (answer === undefined) throw new Error('no answer yet');
    return answer;
  };
  const whole = async () => {
    await vi.waitFor(
      () => {
        expect(latest().complete || latest().error !== null).toBe(true);
      },
      { timeout: 20_000 },
    );
    return latest();
  };
  return { engine, answers, latest, whole };
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

const ids = (campaigns: readonly Campaign[]) => campaigns.map((campaign) => formatCampaignId(campaign.id));

describe('the whole-set reading', () => {
  it('reads every page, one request of 100 at a time, and then ranks the whole set', async () => {
    const expected = serviceList(FILTERS);
    expect(expected.length).toBeGreaterThan(300);
    const offsets = countListRequests();
    const { whole, answers } = watch(viewOf());
    // The first answer says nothing is read yet; no page is shown as the whole.
    expect(answers[0]).toMatchObject({ pending: true, complete: false, campaigns: [] });
    const answer = await whole();
    expect(offsets).toEqual(Array.from({ length: Math.ceil(expected.length / 100) }, (_, page) => page * 100));
    expect(answer).toMatchObject({ total: expected.length, searched: expected.length, matches: expected.length });
    expect(answer.rejected).toEqual([]);
    // The first page is the best twenty of them all, decoded whole, as a page decode gives them.
    const best = pageOf(matchWholeSet(expected, { mine: false, search: '', sort: 'apr' }), 1, 20);
    expect(answer.campaigns).toEqual(best);
  });

  it('shows the service’s order while reading, says how far it has read, and ranks once whole', async () => {
    const release = holdPage(300);
    const { latest, whole } = watch(viewOf());
    await vi.waitFor(() => {
      expect(latest().searched).toBe(300);
    });
    const expected = serviceList(FILTERS);
    expect(latest()).toMatchObject({ complete: false, pending: false, matches: 300, total: expected.length });
    expect(ids(latest().campaigns)).toEqual(ids(expected.slice(0, 20)));
    release();
    const answer = await whole();
    expect(ids(answer.campaigns)).not.toEqual(ids(expected.slice(0, 20)));
  });

  it('searches and finds My campaigns over every page, and pages the matches', async () => {
    const expected = serviceList(FILTERS);
    const search = 'usdc';
    const { whole } = watch(viewOf({ search, sort: 'tvl', page: 2, pageSize: 10 }));
    const answer = await whole();
    const matches = matchWholeSet(expected, { mine: false, search, sort: 'tvl' });
    expect(matches.length).toBeGreaterThan(20);
    expect(answer.matches).toBe(matches.length);
    expect(ids(answer.campaigns)).toEqual(ids(pageOf(matches, 2, 10)));
  });

  it('counts without sending a row when asked for no page (what widening the filters would show)', async () => {
    const { whole } = watch(viewOf({ search: 'weth', pageSize: 0 }));
    const answer = await whole();
    expect(answer.campaigns).toEqual([]);
    expect(answer.matches).toBe(
      matchWholeSet(serviceList(FILTERS), { mine: false, search: 'weth', sort: 'service' }).length,
    );
  });

  it('narrows to a partner’s scope here, and counts the scoped set once whole', async () => {
    const scope: CampaignScope = { rewardChainIds: [], targets: [], protocols: ['morpho'], campaignIds: [] };
    const { whole } = watch(viewOf({ narrowHere: true, scope }));
    const answer = await whole();
    const scoped = serviceList(FILTERS).filter((campaign) => campaign.target.protocol === 'morpho');
    expect(scoped.length).toBeGreaterThan(0);
    expect(answer).toMatchObject({ total: scoped.length, searched: scoped.length, matches: scoped.length });
    for (const campaign of answer.campaigns) expect(campaign.target.protocol).toBe('morpho');
  });

  it('stops at a page that fails with the service’s error, and carries on from there on retry', async () => {
    // Down until healed: the client's own retry of a failed GET meets the same answer.
    let healed = false;
    server.use(
      http.get(CAMPAIGNS, ({ request }) => {
        if (healed || new URL(request.url).searchParams.get('offset') !== '200') return undefined;
        return HttpResponse.json({ code: 'INTERNAL_ERROR', error: 'down for a moment' }, { status: 500 });
      }),
    );
    const { engine, latest, whole } = watch(viewOf());
    const stopped = await whole();
    expect(stopped).toMatchObject({ complete: false, searched: 200 });
    const error = stopped.error === null ? null : errorFromRecord(stopped.error);
    // The page explains it as it explains any service failure: by its code.
    expect(isApiError(error, 'INTERNAL_ERROR')).toBe(true);
    expect(error?.message).toBe('down for a moment');

    healed = true;
    engine.retry('list');
    await vi.waitFor(
      () => {
        expect(latest().complete).toBe(true);
      },
      { timeout: 20_000 },
    );
    expect(latest().error).toBeNull();
  });

  it('rejects a row whose ranked member is malformed before ranking it, and one malformed elsewhere once checked', async () => {
    // On the second page: row 5's APR is not a number; a row without an APR (ranked last, never on
    // the first page) gets a config hash that is not hex, a member the ranking does not read.
    const second = servicePage(100);
    const unranked = second.data.findIndex((row, index) => index !== 5 && row.partnerApyBps === null);
    expect(unranked).toBeGreaterThan(-1);
    corruptPage(100, (rows) => {
      rows[5] = { ...rows[5], partnerApyBps: 'lots' };
      rows[unranked] = { ...rows[unranked], configHash: 'not hex' };
    });
    const { engine, latest, whole } = watch(viewOf({ pageSize: 5 }));
    const ranked = await whole();
    expect(ranked.rejected).toEqual([{ index: 105, reason: 'partnerApyBps: expected decimal string' }]);
    expect(ids(ranked.campaigns)).not.toContain(formatCampaignId(second.data[5]?.id as Campaign['id']));

    // The rows no answer decoded whole are checked in the background, and reported like the rest.
    while (engine.checkSome(50));
    // In the order of the service's list, as a page decode reports them.
    expect(latest().rejected).toEqual(
      [
        { index: 105, reason: 'partnerApyBps: expected decimal string' },
        { index: 100 + unranked, reason: 'configHash: expected hex string' },
      ].sort((a, b) => a.index - b.index),
    );
    expect(latest().matches).toBe(ranked.matches - 1);
  });

  it('leaves out a shown row that does not decode whole, and shows the next in its place', async () => {
    corruptPage(0, (rows) => {
      rows[3] = { ...rows[3], configHash: 'not hex' };
    });
    const release = holdPage(100);
    const { latest } = watch(viewOf({ sort: 'service', pageSize: 20 }));
    await vi.waitFor(() => {
      expect(latest().searched).toBe(100);
    });
    const expected = servicePage(0).data.map((row) => `${String(row.id.chainId)}:${String(row.id.campaignIndex)}`);
    expect(ids(latest().campaigns)).toEqual([...expected.slice(0, 3), ...expected.slice(4, 21)]);
    expect(latest().rejected).toEqual([{ index: 3, reason: 'configHash: expected hex string' }]);
    expect(latest().matches).toBe(99);
    release();
  });
});

/** The list page at `offset` of FILTERS as the service sends it. */
function servicePage(offset: number) {
  const page = listCampaigns(ctx.world, { chainId: FILTERS.chainId, statuses: FILTERS.status }, { limit: 100, offset });
  return z.encode(campaignListSchema, page);
}

/** Answers the list page at `offset` with its rows changed by `change`. */
function corruptPage(offset: number, change: (rows: Record<string, unknown>[]) => void): void {
  server.use(
    http.get(CAMPAIGNS, ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') !== String(offset)) return undefined;
      const page = servicePage(offset);
      const rows: Record<string, unknown>[] = page.data.map((row) => ({ ...row }));
      change(rows);
      return HttpResponse.json({ data: rows, total: page.total });
    }),
  );
}

/** Holds the list page at `offset` back until the returned function is called. */
function holdPage(offset: number): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(CAMPAIGNS, async ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') === String(offset)) await held;
      return undefined;
    }),
  );
  return release;
}
