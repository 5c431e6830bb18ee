import { BUDGET_ADDRESS_PARAM, CLAIMABLE_ONLY_PARAM, FORWARDER_OPT_IN_PARAM } from '../../../api/assumptions.ts';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../api/schemas/campaign.ts';
import { parseAddress, type Address } from '../../../domain/address.ts';
import type { CampaignListQuery } from '../../../api/schemas/requests.ts';
import { CAMPAIGN_LIST_PARAMS } from '../../../config/paths.ts';

// The campaign list's whole view (filters, sort, search, view, page) lives in the URL, so a
// filtered view can be shared, survives reload and works with Back. This module is the only
// place that reads or writes those parameters.

export const SORT_KEYS = ['default', 'apr', 'tvl', 'remaining', 'end', 'newest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const VIEWS = ['cards', 'table'] as const;
export type ListView = (typeof VIEWS)[number];

/** Page sizes offered; the service allows at most 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

/** The filters sent to the service (plus the page-scoped "My campaigns" toggle). */
export interface ListFilters {
  /** Reward chain. */
  chainId: number | undefined;
  statuses: CampaignStatus[];
  /** Event-chain target; the service needs chain and address together. */
  target: { chainId: number; address: Address } | undefined;
  budgetAddress: Address | undefined;
  claimableOnly: boolean;
  /** An address typed in for claimable-only and "My campaigns"; else the connected wallet is used. */
  address: Address | undefined;
  includeForwarder: boolean;
  /** Only campaigns where the address has a position, among the fetched page. */
  mine: boolean;
}

export interface ListState extends ListFilters {
  /** Show the campaigns starred in this browser instead of the service's filtered list. */
  watchlist: boolean;
  sort: SortKey;
  search: string;
  view: ListView;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const EMPTY_FILTERS: ListFilters = {
  chainId: undefined,
  statuses: [],
  target: undefined,
  budgetAddress: undefined,
  claimableOnly: false,
  address: undefined,
  includeForwarder: false,
  mine: false,
};

export const DEFAULT_LIST_STATE: ListState = {
  ...EMPTY_FILTERS,
  watchlist: false,
  sort: 'default',
  search: '',
  view: 'cards',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const P = CAMPAIGN_LIST_PARAMS;

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function parseChainId(value: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const chainId = Number(value);
  return Number.isSafeInteger(chainId) ? chainId : undefined;
}

function parseFlag(value: string): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/** The view in the URL, and a sentence for each parameter that was dropped as invalid. */
export interface ParsedListState {
  state: ListState;
  problems: string[];
}

/** Reads the list view from the URL. Invalid parameters are dropped and described, never thrown. */
export function parseListState(params: URLSearchParams): ParsedListState {
  const state: ListState = { ...DEFAULT_LIST_STATE, statuses: [] };
  const problems: string[] = [];
  const read = (key: string): string | undefined => {
    const value = params.get(key);
    return value === null || value.trim() === '' ? undefined : value.trim();
  };

  const chain = read(P.chain);
  if (chain !== undefined) {
    state.chainId = parseChainId(chain);
    if (state.chainId === undefined) problems.push(`Reward chain "${chain}" is not a chain id.`);
  }

  for (const raw of params.getAll(P.status).flatMap((value) => value.split(','))) {
    const status = raw.trim();
    if (status === '') continue;
    if (!includes(CAMPAIGN_STATUSES, status)) problems.push(`Status "${status}" is not a campaign status.`);
    else if (!state.statuses.includes(status)) state.statuses.push(status);
  }

  const targetChain = read(P.targetChain);
  const target = read(P.target);
  if (targetChain !== undefined || target !== undefined) {
    const chainId = targetChain === undefined ? undefined : parseChainId(targetChain);
    const address = target === undefined ? null : parseAddress(target);
    if (targetChain === undefined || target === undefined) {
      problems.push('The target filter needs both a target chain and a target address.');
    } else if (chainId === undefined) {
      problems.push(`Target chain "${targetChain}" is not a chain id.`);
    } else if (address === null) {
      problems.push(`Target address "${target}" is not an address.`);
    } else {
      state.target = { chainId, address };
    }
  }

  const addressParams = [
    [P.budget, 'budgetAddress', 'Budget address'],
    [P.address, 'address', 'Address'],
  ] as const;
  for (const [key, field, label] of addressParams) {
    const value = read(key);
    if (value === undefined) continue;
    const address = parseAddress(value);
    if (address === null) problems.push(`${label} "${value}" is not an address.`);
    else state[field] = address;
  }

  const flagParams = [
    [P.claimable, 'claimableOnly', 'Claimable only'],
    [P.forwarder, 'includeForwarder', 'Forwarder campaigns'],
    [P.mine, 'mine', 'My campaigns'],
    [P.watchlist, 'watchlist', 'Watchlist'],
  ] as const;
  for (const [key, field, label] of flagParams) {
    const value = read(key);
    if (value === undefined) continue;
    const flag = parseFlag(value);
    if (flag === undefined) problems.push(`${label} "${value}" is not on or off.`);
    else state[field] = flag;
  }

  const sort = read(P.sort);
  if (sort !== undefined) {
    if (includes(SORT_KEYS, sort)) state.sort = sort;
    else problems.push(`Sort "${sort}" is not a sort order.`);
  }
  state.search = params.get(P.search) ?? '';

  const view = read(P.view);
  if (view !== undefined) {
    if (includes(VIEWS, view)) state.view = view;
    else problems.push(`View "${view}" is neither cards nor table.`);
  }

  const page = read(P.page);
  if (page !== undefined) {
    if (/^[1-9]\d{0,8}$/.test(page)) state.page = Number(page);
    else problems.push(`Page "${page}" is not a page number.`);
  }
  const size = read(P.size);
  if (size !== undefined) {
    const parsed = Number(size);
    if ((PAGE_SIZES as readonly number[]).includes(parsed) && /^\d+$/.test(size)) state.pageSize = parsed;
    else problems.push(`Page size "${size}" is not one of ${PAGE_SIZES.join(', ')}.`);
  }
  return { state, problems };
}

/** Writes the list view as URL parameters, leaving defaults out so shared links stay short. */
export function serializeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.chainId !== undefined) params.set(P.chain, String(state.chainId));
  if (state.statuses.length > 0) params.set(P.status, state.statuses.join(','));
  if (state.target !== undefined) {
    params.set(P.targetChain, String(state.target.chainId));
    params.set(P.target, state.target.address);
  }
  if (state.budgetAddress !== undefined) params.set(P.budget, state.budgetAddress);
  if (state.claimableOnly) params.set(P.claimable, '1');
  if (state.address !== undefined) params.set(P.address, state.address);
  if (state.includeForwarder) params.set(P.forwarder, '1');
  if (state.mine) params.set(P.mine, '1');
  if (state.watchlist) params.set(P.watchlist, '1');
  if (state.sort !== DEFAULT_LIST_STATE.sort) params.set(P.sort, state.sort);
  if (state.search !== '') params.set(P.search, state.search);
  if (state.view !== DEFAULT_LIST_STATE.view) params.set(P.view, state.view);
  if (state.page !== 1) params.set(P.page, String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set(P.size, String(state.pageSize));
  return params;
}

/**
 * Identifies the filters the filter form edits (all but My campaigns), to remount the form when
 * they change. Picked by name: a ListState also carries sort, search, view and page.
 */
export function formFiltersKey(filters: ListFilters): string {
  const { chainId, statuses, target, budgetAddress, claimableOnly, address, includeForwarder } = filters;
  return JSON.stringify([chainId, statuses, target, budgetAddress, claimableOnly, address, includeForwarder]);
}

/** How many filters differ from "everything" (for the filter button and the empty state). */
export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.chainId !== undefined,
    filters.statuses.length > 0,
    filters.target !== undefined,
    filters.budgetAddress !== undefined,
    filters.claimableOnly,
    filters.includeForwarder,
    filters.mine,
  ].filter(Boolean).length;
}

/** The request for the service, or why it cannot be sent yet. */
export type ListRequest = { kind: 'ready'; query: CampaignListQuery } | { kind: 'needs-address' };

/**
 * The GET /v1/campaigns query for a view. Claimable-only and "My campaigns" need an address: the
 * one typed in, else the connected wallet; without either nothing can be asked.
 */
export function toListRequest(state: ListState, walletAddress: Address | undefined): ListRequest {
  const needsUser = state.claimableOnly || state.mine;
  const userAddress = needsUser ? (state.address ?? walletAddress) : undefined;
  if (needsUser && userAddress === undefined) return { kind: 'needs-address' };
  const query: CampaignListQuery = {
    limit: state.pageSize,
    offset: (state.page - 1) * state.pageSize,
  };
  if (state.chainId !== undefined) query.chainId = state.chainId;
  if (state.statuses.length > 0) query.status = state.statuses;
  if (state.target !== undefined) {
    query.targetChainId = state.target.chainId;
    query.targetAddress = state.target.address;
  }
  if (state.budgetAddress !== undefined) query[BUDGET_ADDRESS_PARAM] = state.budgetAddress;
  if (userAddress !== undefined) query.userAddress = userAddress;
  if (state.claimableOnly) query[CLAIMABLE_ONLY_PARAM] = true;
  if (state.includeForwarder) query[FORWARDER_OPT_IN_PARAM] = true;
  return { kind: 'ready', query };
}
