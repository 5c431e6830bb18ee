import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { buildCampaign, buildPosition } from '../../../test/build-campaign.ts';
import { matchWholeSet, needsWholeSet, pageOf, wholeSetPurpose } from './whole-set.ts';

// The list answers My campaigns, search and sort over every campaign of the filters, then pages
// the matches. These build a set several service pages long (250 campaigns, 20 on screen) and
// check that what lies past the first page is found, counted and ordered.

const SET_SIZE = 250;

function campaignAt(campaignIndex: number, overrides: Partial<Campaign> = {}): Campaign {
  const base = buildCampaign({ id: { chainId: 31337, campaignIndex } });
  return {
    ...base,
    partnerApyBps: BigInt(campaignIndex),
    target: { ...base.target, symbol: `vault${String(campaignIndex)}` },
    ...overrides,
  };
}

/** 250 campaigns in the service's order; the wallet is in every 14th (18 of them). */
const set: Campaign[] = Array.from({ length: SET_SIZE }, (_, index) =>
  campaignAt(index, index % 14 === 3 ? { userPosition: buildPosition() } : {}),
);
const ids = (campaigns: readonly Campaign[]) => campaigns.map((campaign) => campaign.id.campaignIndex);

describe('matchWholeSet', () => {
  it('finds every campaign of the wallet across the whole set, not only the first page', () => {
    const mine = matchWholeSet(set, { mine: true, search: '', sort: 'service' });
    expect(mine).toHaveLength(18);
    expect(ids(mine).at(-1)).toBe(241);
    expect(ids(pageOf(mine, 1, 20))).toHaveLength(18);
  });

  it('counts rewards without a balance as the wallet’s, and a zero position as not', () => {
    const rewardsOnly = campaignAt(1, { userPosition: buildPosition({ balance: 0n }) });
    const emptied = campaignAt(2, { userPosition: buildPosition({ balance: 0n, accumulatedRewards: 0n }) });
    expect(ids(matchWholeSet([rewardsOnly, emptied], { mine: true, search: '', sort: 'service' }))).toEqual([1]);
  });

  it('finds a campaign that lies on a later page by its name', () => {
    const found = matchWholeSet(set, { mine: false, search: 'RWD rewards on vault217', sort: 'service' });
    expect(ids(found)).toEqual([217]);
  });

  it('finds a campaign by its id, with or without the # cards and rows show before it', () => {
    expect(ids(matchWholeSet(set, { mine: false, search: '31337:199', sort: 'service' }))).toEqual([199]);
    expect(ids(matchWholeSet(set, { mine: false, search: '#31337:199', sort: 'service' }))).toEqual([199]);
    expect(ids(matchWholeSet(set, { mine: false, search: '#31337:12', sort: 'apr' }))[0]).toBe(12);
  });

  it('puts the campaign a searched id names first, ahead of the longer ids it also matches', () => {
    // APR order puts 129 ... 120 and 12 last among "31337:12"'s 11 matches; the one asked for leads.
    const found = matchWholeSet(set, { mine: false, search: ' 31337:12 ', sort: 'apr' });
    expect(ids(found)).toEqual([12, 129, 128, 127, 126, 125, 124, 123, 122, 121, 120]);
    const reading = matchWholeSet(set, { mine: false, search: '31337:12', sort: 'apr' }, { complete: false });
    expect(ids(reading)[0]).toBe(12);
    expect(ids(matchWholeSet(set, { mine: false, search: '31337:1', sort: 'apr' }))[0]).toBe(1);
  });

  it('orders the whole set, so the first page holds the best of all, not of the first 20', () => {
    const best = pageOf(matchWholeSet(set, { mine: false, search: '', sort: 'apr' }), 1, 20);
    expect(ids(best)).toEqual(Array.from({ length: 20 }, (_, index) => SET_SIZE - 1 - index));
  });

  it('applies My campaigns, search and order together', () => {
    const answer = matchWholeSet(set, { mine: true, search: 'vault2', sort: 'apr' });
    expect(ids(answer)).toEqual([241, 227, 213]);
  });
});

describe('matchWholeSet while the set is still being read', () => {
  const firstPages = set.slice(0, 100);
  const morePages = set.slice(0, 200);

  it('keeps the service’s order, so the cards on screen stay put as pages arrive', () => {
    const early = pageOf(
      matchWholeSet(firstPages, { mine: false, search: '', sort: 'apr' }, { complete: false }),
      1,
      20,
    );
    const later = pageOf(
      matchWholeSet(morePages, { mine: false, search: '', sort: 'apr' }, { complete: false }),
      1,
      20,
    );
    expect(ids(early)).toEqual(ids(set.slice(0, 20)));
    expect(later).toEqual(early);
  });

  it('appends matches found on later pages after those already shown', () => {
    const query = { mine: true, search: '', sort: 'apr' as const };
    const early = ids(matchWholeSet(firstPages, query, { complete: false }));
    const later = ids(matchWholeSet(morePages, query, { complete: false }));
    expect(later.slice(0, early.length)).toEqual(early);
    expect(later.length).toBeGreaterThan(early.length);
  });

  it('applies the chosen order once every page has been read', () => {
    const ranked = matchWholeSet(set, { mine: false, search: '', sort: 'apr' }, { complete: true });
    expect(ids(ranked.slice(0, 3))).toEqual([249, 248, 247]);
  });
});

describe('wholeSetPurpose', () => {
  it('says a typed search is a search, My campaigns a check, and an order alone a ranking', () => {
    expect(wholeSetPurpose({ mine: true, search: 'usdc', sort: 'apr' })).toBe('search');
    expect(wholeSetPurpose({ mine: true, search: '  ', sort: 'apr' })).toBe('mine');
    expect(wholeSetPurpose({ mine: false, search: '', sort: 'apr' })).toBe('rank');
  });
});

describe('pageOf', () => {
  it('slices 1-based pages and gives an empty page past the end', () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf(items, 1, 20)).toHaveLength(20);
    expect(pageOf(items, 3, 20)).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 4, 20)).toEqual([]);
  });
});

describe('needsWholeSet', () => {
  const plain = { mine: false, search: '', sort: 'service' as const, watchlist: false };
  it('asks the service for one page only in its own order, unsearched, for everyone', () => {
    expect(needsWholeSet(plain)).toBe(false);
    expect(needsWholeSet({ ...plain, search: '   ' })).toBe(false);
  });
  it('reads the whole set for My campaigns, a search or an order of our own', () => {
    expect(needsWholeSet({ ...plain, mine: true })).toBe(true);
    expect(needsWholeSet({ ...plain, search: 'usdc' })).toBe(true);
    expect(needsWholeSet({ ...plain, sort: 'apr' })).toBe(true);
  });
  it('never for the watchlist, which is its own short list', () => {
    expect(needsWholeSet({ ...plain, sort: 'apr', watchlist: true })).toBe(false);
  });
});
