import { isSameCampaignId, parseCampaignId } from '../../../domain/campaign-id.ts';
import type { ListState } from './list-url-state.ts';
import {
  hasPosition,
  NAME_MEMBERS,
  searchCampaigns,
  SORT_MEMBERS,
  sortCampaigns,
  type ListedCampaign,
} from './sort-and-search.ts';

// What the list shows when the answer needs more than the service's own paging: My campaigns,
// a name search, or an order the service does not offer. These run over every campaign of the
// filtered list (the campaign directory), then the matching set is paged here, so an answer is
// never the page on screen passed off as the whole.

/** The parts of the view that the service cannot answer. */
export type WholeSetQuery = Pick<ListState, 'mine' | 'search' | 'sort'>;

/** Whether the view needs the whole filtered set rather than one page of the service's list. */
export function needsWholeSet(state: WholeSetQuery & Pick<ListState, 'watchlist'>): boolean {
  if (state.watchlist) return false;
  return state.mine || state.search.trim() !== '' || state.sort !== 'service';
}

/**
 * The campaigns that match: the wallet's own (for My campaigns), then the search, in the chosen
 * order once every campaign has been read (`complete`). Until then they stay in the service's order,
 * so each page read appends matches after those on screen instead of moving cards under the
 * pointer (a large list takes dozens of pages); the order is applied once, when the set is whole.
 * A search that is a campaign id puts that campaign first, in either order: `31337:12` also
 * matches 31337:120 to 31337:129 and on, and the one asked for would otherwise sit among them.
 */
export function matchWholeSet<T extends ListedCampaign>(
  campaigns: readonly T[],
  query: WholeSetQuery,
  { complete }: { complete: boolean } = { complete: true },
): T[] {
  const mine = query.mine ? campaigns.filter(hasPosition) : campaigns;
  const matches = sortCampaigns(searchCampaigns(mine, query.search), complete ? query.sort : 'service');
  return namedIdFirst(matches, query.search);
}

/** `campaigns` with the one whose id is `search` (if any) moved to the front. */
function namedIdFirst<T extends ListedCampaign>(campaigns: T[], search: string): T[] {
  const id = parseCampaignId(search.trim().replace(/^#/, ''));
  if (id === null) return campaigns;
  const index = campaigns.findIndex((campaign) => isSameCampaignId(campaign.id, id));
  const named = campaigns[index];
  if (index <= 0 || named === undefined) return campaigns;
  return [named, ...campaigns.slice(0, index), ...campaigns.slice(index + 1)];
}

/**
 * The members of each campaign that `matchWholeSet` reads for `query` (the id always): what the
 * whole-set reader decodes of every row, where the rest waits until a row is shown.
 */
export function membersToMatch(query: WholeSetQuery, { complete }: { complete: boolean }): (keyof ListedCampaign)[] {
  const sort = complete ? query.sort : 'service';
  const members = new Set<keyof ListedCampaign>(['id', ...SORT_MEMBERS[sort]]);
  // Names break ties in every order, and are what a search reads.
  if (sort !== 'service' || query.search.trim() !== '') for (const member of NAME_MEMBERS) members.add(member);
  if (query.mine) members.add('userPosition');
  return [...members];
}

/** Why the whole filtered list is read: to search it, to find the wallet's campaigns, or to rank it. */
export type WholeSetPurpose = 'search' | 'mine' | 'rank';

export function wholeSetPurpose(query: WholeSetQuery): WholeSetPurpose {
  if (query.search.trim() !== '') return 'search';
  return query.mine ? 'mine' : 'rank';
}

/** One page (1-based) of `items`. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
