import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CampaignResults } from './campaign-results.tsx';
import { DEFAULT_LIST_STATE } from './list-url-state.ts';
import { ListSummary } from './list-summary.tsx';
import type { Listing } from './use-campaign-list-view.ts';

// A whole-set answer read page by page: what the results and the summary say before it is whole,
// and when a later page fails before anything matched.

function listing(overrides: Partial<Listing> & { progress: NonNullable<Listing['progress']> }): Listing {
  return {
    mode: 'whole-set',
    loaded: true,
    emptyList: false,
    total: 0,
    previous: false,
    rejected: [],
    error: null,
    isFetching: false,
    retry: () => undefined,
    ...overrides,
  };
}

function renderResults(shown: Listing, search: string, mine = false) {
  const noop = () => undefined;
  render(
    <>
      <ListSummary listing={shown} first={1} shown={0} />
      <CampaignResults
        state={{ ...DEFAULT_LIST_STATE, search, mine }}
        listing={shown}
        rows={[]}
        hasFilters
        onClearFilters={noop}
        onClearWholeSetFilters={noop}
        onFirstPage={noop}
        onSort={noop}
      />
    </>,
  );
}

const reading = { searched: 300, of: 6563, complete: false };

describe('CampaignResults while the whole set is read', () => {
  it('stops showing placeholders when a later page fails before any match, and says what was read', () => {
    renderResults(listing({ progress: { ...reading, purpose: 'search' }, error: new Error('HTTP 503') }), 'zzz');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Stopped after 300 of 6,563 campaigns: the next page could not be loaded. Carry on searching',
    );
    expect(screen.getByRole('heading', { name: 'No match in the campaigns read so far' })).toBeInTheDocument();
    expect(screen.getByText(/None of the 300 of 6,563 campaigns read matches/)).toBeInTheDocument();
    expect(screen.queryByText(/was searched/)).not.toBeInTheDocument();
    expect(document.querySelector('.animate-pulse')).toBeNull();
  });

  it('says a search is searching', () => {
    renderResults(listing({ progress: { ...reading, purpose: 'search' }, isFetching: true }), 'zzz');
    expect(screen.getByText('Searched 300 of 6,563 campaigns…')).toBeInTheDocument();
  });

  it('says an order alone is being ranked, not searched, and once whole that it ranked them all', () => {
    renderResults(listing({ progress: { ...reading, purpose: 'rank' }, isFetching: true }), '');
    expect(screen.getByText('Ranking: read 300 of 6,563 campaigns…')).toBeInTheDocument();
    expect(screen.queryByText(/Searched/)).not.toBeInTheDocument();
  });

  it('says My campaigns checked every campaign once whole', () => {
    renderResults(listing({ progress: { searched: 48, of: 48, complete: true, purpose: 'mine' }, total: 0 }), '', true);
    expect(screen.getByRole('status')).toHaveTextContent('Checked all 48 campaigns of these filters.');
    expect(screen.getByRole('heading', { name: 'You have no position or rewards in these campaigns' })).toBeVisible();
    expect(screen.getByText(/Every campaign of these filters was checked/)).toBeInTheDocument();
  });
});
