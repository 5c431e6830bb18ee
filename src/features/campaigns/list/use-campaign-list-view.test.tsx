import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { setupMockService } from '../../../test/mock-service.ts';
import { renderRoute } from '../../../test/render.tsx';
import type { CampaignRow } from './campaign-row.ts';
import { useCampaignListView } from './use-campaign-list-view.ts';

setupMockService();

/** Renders the hook behind the list and keeps every `rows` it returned, render by render. */
function renderListView(url: string) {
  const renders: (readonly CampaignRow[])[] = [];
  let update: ReturnType<typeof useCampaignListView>['update'] = () => undefined;
  function Probe() {
    const view = useCampaignListView();
    renders.push(view.rows);
    update = view.update;
    return <p>{view.rows.length} rows</p>;
  }
  renderRoute([{ path: '/', element: <Probe /> }], url);
  return {
    latest: () => renders.at(-1) ?? [],
    update: (patch: Parameters<typeof update>[0]) => {
      act(() => {
        update(patch);
      });
    },
  };
}

// The cards and table rows are memoised on their row: a row that keeps its identity is not
// rendered again. Sorting or searching the fetched page must therefore reuse every row object,
// so a page of 100 campaigns re-renders none of its cards, only moves or drops them.
describe('useCampaignListView', () => {
  it('reuses every row when the page is sorted or searched', async () => {
    // Every campaign: a search covers forwarder-only campaigns, so the set stays the same.
    const view = renderListView('/?size=100&status=any&forwarder=1');
    expect(await screen.findByText('51 rows')).toBeInTheDocument();
    const before = view.latest();

    view.update({ sort: 'tvl' });
    await waitFor(() => {
      expect(view.latest().map((row) => row.key)).not.toEqual(before.map((row) => row.key));
    });
    const sorted = view.latest();
    expect(sorted).toHaveLength(before.length);
    for (const row of sorted) expect(before).toContain(row);

    view.update({ search: 'usd' });
    await waitFor(() => {
      expect(view.latest().length).toBeLessThan(before.length);
    });
    expect(view.latest().length).toBeGreaterThan(0);
    for (const row of view.latest()) expect(before).toContain(row);
  });
});
