import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { BUDGET_ADDRESS_PARAM, CLAIMABLE_ONLY_PARAM, FORWARDER_OPT_IN_PARAM } from '../../../api/assumptions.ts';
import type { CampaignStatus } from '../../../api/schemas/campaign.ts';
import { queryBoolean, queryUint, splitQueryList } from '../../../api/schemas/query-params.ts';
import { campaignListQuerySchema, pageLimitParam, type CampaignListQuery } from '../../../api/schemas/requests.ts';
import * as z from '../../../lib/zod.ts';
import type { Address } from '../../../domain/address.ts';
import { CAMPAIGN_LIST_PARAMS } from '../../../config/paths.ts';

// The campaign list's whole view (filters, sort, search, view, page) lives in the URL, so a
// filtered view can be shared, survives reload and works with Back. This module is the only
// place that reads or writes those parameters, and `listUrlSchema` is what they may hold.

export const SORT_KEYS = ['service', 'apr', 'tvl', 'remaining', 'end', 'newest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const VIEWS = ['cards', 'table'] as const;
export type ListView = (typeof VIEWS)[number];

/** Page sizes offered; the service allows at most 100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

/**
 * Which statuses a view shows when the user has not chosen any.
 *
 * A default must never hide what someone asked for. Browsing the list (no search, no lookup)
 * opens on live campaigns, the useful landing; but a view that looks for particular campaigns
 * (a search, a target linked from a deposit target, a budget address, claimable rewards, "My
 * campaigns") covers every status, since what it looks for may be starting soon, ended or
 * finalized (a wallet's unclaimed rewards often sit in ended campaigns). So the status filter has
 * two sources, kept apart in the URL:
 * - no `status` parameter: the default, worked out from the rest of the view by `defaultStatuses`
 *   (links shared before this rule keep working and simply follow it);
 * - `status=active,ended` or `status=any` (every status): the user chose, and it is kept whatever
 *   else changes. Where such a choice hides matches, the empty state says how many and offers them.
 */
const BROWSING_STATUSES: readonly CampaignStatus[] = ['active'];

/** The `status` value of a link that asks for every status, rather than the default. */
const ANY_STATUS = 'any';

/** The parts of a view that decide its default statuses. */
type StatusDefaultInputs = Pick<
  ListState,
  'search' | 'mine' | 'watchlist' | 'target' | 'budgetAddress' | 'claimableOnly'
>;

/** Whether the view looks for particular campaigns rather than browsing the list. */
function looksForCampaigns(view: StatusDefaultInputs): boolean {
  return (
    view.search.trim() !== '' ||
    view.mine ||
    view.watchlist ||
    view.target !== undefined ||
    view.budgetAddress !== undefined ||
    view.claimableOnly
  );
}

/** The statuses a view has when the user chose none: live ones when browsing, else every status. */
function defaultStatuses(view: StatusDefaultInputs): CampaignStatus[] {
  return looksForCampaigns(view) ? [] : [...BROWSING_STATUSES];
}

/**
 * Whether a view includes the campaigns that count only deposits made through a forwarder, when
 * the user has not said: not when browsing (the service leaves them out unless asked, and a
 * deposit straight into their target earns nothing), but yes when looking for campaigns, by the
 * same rule as the statuses: a search for one of them found nothing and said it had searched
 * every campaign. A link says a choice as `forwarder=1` or `forwarder=0`.
 */
function defaultIncludeForwarder(view: StatusDefaultInputs): boolean {
  return looksForCampaigns(view);
}

/** The view with the defaults (statuses, forwarder campaigns) the user has not chosen worked out. */
function withDefaults(view: ListState): ListState {
  return {
    ...view,
    ...(!view.statusChosen && { statuses: defaultStatuses(view) }),
    ...(!view.forwarderChosen && { includeForwarder: defaultIncludeForwarder(view) }),
  };
}

/** The sort a link may still name from before `service` was called that: read as `service`, silently. */
const SORT_ALIASES: Readonly<Record<string, SortKey>> = { default: 'service' };

/** The filters sent to the service (plus the "My campaigns" toggle, answered over the whole set). */
export interface ListFilters {
  /** Reward chain. */
  chainId: number | undefined;
  /** The statuses shown: the ones chosen, else the view's default (see defaultStatuses). */
  statuses: CampaignStatus[];
  /** Whether the user chose the statuses (the link names them), rather than the default applying. */
  statusChosen: boolean;
  /** Event-chain target; the service needs chain and address together. */
  target: { chainId: number; address: Address } | undefined;
  budgetAddress: Address | undefined;
  claimableOnly: boolean;
  /** An address typed in for claimable-only and "My campaigns"; else the connected wallet is used. */
  address: Address | undefined;
  /** Whether campaigns that count only deposits through a forwarder are listed too. */
  includeForwarder: boolean;
  /** Whether the user chose that (the link says it), rather than the view's default applying. */
  forwarderChosen: boolean;
  /** Only campaigns where the address has a position or rewards, among every campaign of the filters. */
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

/** No filter at all: every campaign of every status, said in the link (`status=any&forwarder=1`). */
export const EMPTY_FILTERS: ListFilters = {
  chainId: undefined,
  statuses: [],
  statusChosen: true,
  target: undefined,
  budgetAddress: undefined,
  claimableOnly: false,
  address: undefined,
  includeForwarder: true,
  forwarderChosen: true,
  mine: false,
};

/** The landing view: live campaigns, best APR first. */
export const DEFAULT_LIST_STATE: ListState = {
  ...EMPTY_FILTERS,
  statuses: [...BROWSING_STATUSES],
  statusChosen: false,
  includeForwarder: false,
  forwarderChosen: false,
  watchlist: false,
  sort: 'apr',
  search: '',
  view: 'cards',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const P = CAMPAIGN_LIST_PARAMS;
const service = campaignListQuerySchema.shape;

/**
 * What a list URL may hold: one rule per parameter. A filter the service takes is decoded by the
 * service's own rule for it (so the URL and the request never disagree on a value: `chain=01` is
 * chain 1 in both, `chain=0` is refused by both); the view's own settings have their rules here.
 * A link gives the target filter's chain and address together, as the filter form edits them.
 */
const listUrlSchema = z
  .object({
    [P.chain]: service.chainId,
    [P.status]: service.status,
    [P.targetChain]: service.targetChainId,
    [P.target]: service.targetAddress,
    [P.budget]: service[BUDGET_ADDRESS_PARAM],
    [P.claimable]: service[CLAIMABLE_ONLY_PARAM],
    [P.address]: service.userAddress,
    [P.forwarder]: service[FORWARDER_OPT_IN_PARAM],
    [P.mine]: z.optional(queryBoolean),
    [P.watchlist]: z.optional(queryBoolean),
    [P.sort]: z.optional(z.enum(SORT_KEYS)),
    [P.search]: z.optional(z.string()),
    [P.view]: z.optional(z.enum(VIEWS)),
    [P.page]: z.optional(queryUint({ min: 1, max: 999_999_999 })),
    [P.size]: z.optional(z.pipe(pageLimitParam, z.literal(PAGE_SIZES))),
  })
  .check(
    // The reader is told this in their language (targetPairProblem); the message is for logs only.
    z.refine((url) => (url[P.targetChain] === undefined) === (url[P.target] === undefined), {
      message: 'The target filter needs both a target chain and a target address.',
    }),
  );

type ListUrlParam = keyof typeof listUrlSchema.shape;

/** A parameter that holds a list: a bad item is dropped and the good ones kept. */
const LIST_PARAMS: ReadonlySet<ListUrlParam> = new Set([P.status]);

/**
 * The name of each parameter in words, and what a value that breaks its rule is said to be not, in
 * the reader's language (`invalid` is called when the problem is found).
 */
const PARAM_WORDS: Record<ListUrlParam, { name: MessageDescriptor; invalid: (value: string) => string }> = {
  [P.chain]: { name: msg`Reward chain`, invalid: (value) => t`Reward chain "${value}" is not a chain id.` },
  [P.status]: { name: msg`Status`, invalid: (value) => t`Status "${value}" is not a campaign status.` },
  [P.targetChain]: { name: msg`Target chain`, invalid: (value) => t`Target chain "${value}" is not a chain id.` },
  [P.target]: { name: msg`Target address`, invalid: (value) => t`Target address "${value}" is not an address.` },
  [P.budget]: { name: msg`Budget address`, invalid: (value) => t`Budget address "${value}" is not an address.` },
  [P.claimable]: {
    name: msg`Claimable only`,
    invalid: (value) => t`Claimable only "${value}" is not on or off.`,
  },
  [P.address]: { name: msg`Address`, invalid: (value) => t`Address "${value}" is not an address.` },
  [P.forwarder]: {
    name: msg`Forwarder campaigns`,
    invalid: (value) => t`Forwarder campaigns "${value}" is not on or off.`,
  },
  [P.mine]: { name: msg`My campaigns`, invalid: (value) => t`My campaigns "${value}" is not on or off.` },
  [P.watchlist]: { name: msg`Watchlist`, invalid: (value) => t`Watchlist "${value}" is not on or off.` },
  [P.sort]: { name: msg`Sort`, invalid: (value) => t`Sort "${value}" is not a sort order.` },
  [P.search]: { name: msg`Search`, invalid: (value) => t`Search "${value}" could not be read.` },
  [P.view]: { name: msg`View`, invalid: (value) => t`View "${value}" is neither cards nor table.` },
  [P.page]: { name: msg`Page`, invalid: (value) => t`Page "${value}" is not a page number.` },
  [P.size]: {
    name: msg`Page size`,
    invalid: (value) => {
      const sizes = PAGE_SIZES.join(', ');
      return t`Page size "${value}" is not one of ${sizes}.`;
    },
  },
};

/** Why half a target pair in a link was dropped. */
function targetPairProblem(): string {
  return t`The target filter needs both a target chain and a target address.`;
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/**
 * One parameter's wire value after its rule, with a sentence for each bad value. A blank value is
 * no value; values that mean the same (`mine=1&mine=true`) are one; a one-value parameter given
 * values that mean different things is dropped, since the link does not say which it means.
 */
function readParam(key: ListUrlParam, params: URLSearchParams, problems: string[]): string | string[] | undefined {
  const rule = listUrlSchema.shape[key];
  const words = PARAM_WORDS[key];
  const given = params.getAll(key);
  // Search text is kept as typed; in every other value, surrounding spaces are a copy-paste slip.
  const values = [...new Set(key === P.search ? given : given.map((value) => value.trim()))].filter(
    (value) => value !== '',
  );
  if (values.length === 0) return undefined;
  if (LIST_PARAMS.has(key)) {
    const items = splitQueryList(values);
    const good = items.filter((item) => {
      const ok = z.safeParse(rule, item).success;
      if (!ok) problems.push(words.invalid(item));
      return ok;
    });
    return good.length === 0 ? undefined : [...new Set(good)];
  }
  const read = values.map((value) => ({ value, result: z.safeParse(rule, value) }));
  for (const { value, result } of read) if (!result.success) problems.push(words.invalid(value));
  const good = read.filter(({ result }) => result.success);
  const meanings = new Set(good.map(({ result }) => JSON.stringify(result.data)));
  if (meanings.size > 1) {
    const given = good.map(({ value }) => value);
    const name = i18n._(words.name);
    const listed = quoted(given);
    problems.push(
      t`${name} is given ${plural(given.length, { one: '# time', other: '# times' })} (${listed}); a link holds one.`,
    );
    return undefined;
  }
  return good[0]?.value;
}

/** The view in the URL, and a sentence for each parameter that was dropped as invalid. */
export interface ParsedListState {
  state: ListState;
  problems: string[];
}

/**
 * Reads the list view from the URL through `listUrlSchema`. Each parameter that breaks its rule
 * is dropped and described; every other one is kept. Never throws.
 */
export function parseListState(params: URLSearchParams): ParsedListState {
  const problems: string[] = [];
  const wire: Partial<Record<ListUrlParam, string | string[]>> = {};
  // `status=any` is the link's way to say "every status" (no status filter), as opposed to no
  // `status` at all, which is the default (live campaigns).
  const anyStatus = params.getAll(P.status).some((value) => value.trim() === ANY_STATUS);
  const read = new URLSearchParams(params);
  if (anyStatus) read.delete(P.status);
  const sorts = read.getAll(P.sort);
  if (sorts.some((value) => SORT_ALIASES[value.trim()] !== undefined)) {
    read.delete(P.sort);
    for (const value of sorts) read.append(P.sort, SORT_ALIASES[value.trim()] ?? value);
  }
  for (const key of Object.keys(listUrlSchema.shape) as ListUrlParam[]) {
    const value = readParam(key, read, problems);
    if (value !== undefined) wire[key] = value;
  }
  let decoded = z.safeParse(listUrlSchema, wire);
  if (!decoded.success) {
    // Every value passed its own rule, so what is left is the target pair: half a pair is dropped,
    // said once (a pair whose other half was bad has been described already).
    const halfGiven = [P.targetChain, P.target].filter((key) => params.getAll(key).some((v) => v.trim() !== ''));
    if (halfGiven.length < 2) problems.push(...decoded.error.issues.map(() => targetPairProblem()));
    decoded = z.safeParse(listUrlSchema, { ...wire, [P.targetChain]: undefined, [P.target]: undefined });
    if (!decoded.success) throw new Error(`list URL rules disagree: ${decoded.error.message}`);
  }
  const url = decoded.data;
  const mine = url[P.mine] ?? false;
  const targetChainId = url[P.targetChain];
  const targetAddress = url[P.target];
  const chosenStatuses = anyStatus ? [] : url[P.status];
  const chosenForwarder = url[P.forwarder];
  const view: ListState = {
    chainId: url[P.chain],
    statuses: chosenStatuses ?? [],
    statusChosen: chosenStatuses !== undefined,
    target:
      targetChainId === undefined || targetAddress === undefined
        ? undefined
        : { chainId: targetChainId, address: targetAddress },
    budgetAddress: url[P.budget],
    claimableOnly: url[P.claimable] ?? false,
    address: url[P.address],
    includeForwarder: chosenForwarder ?? false,
    forwarderChosen: chosenForwarder !== undefined,
    mine,
    watchlist: url[P.watchlist] ?? false,
    sort: url[P.sort] ?? DEFAULT_LIST_STATE.sort,
    search: url[P.search] ?? '',
    view: url[P.view] ?? DEFAULT_LIST_STATE.view,
    page: url[P.page] ?? 1,
    pageSize: url[P.size] ?? DEFAULT_PAGE_SIZE,
  };
  return { state: withDefaults(view), problems };
}

export function sameStatuses(a: readonly CampaignStatus[], b: readonly CampaignStatus[]): boolean {
  return a.length === b.length && a.every((status) => b.includes(status));
}

/** Writes the list view as URL parameters, leaving defaults out so shared links stay short. */
export function serializeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.chainId !== undefined) params.set(P.chain, String(state.chainId));
  // Only statuses the user chose go into the link; without them the link follows the default.
  if (state.statusChosen) {
    params.set(P.status, state.statuses.length === 0 ? ANY_STATUS : state.statuses.join(','));
  }
  if (state.target !== undefined) {
    params.set(P.targetChain, String(state.target.chainId));
    params.set(P.target, state.target.address);
  }
  if (state.budgetAddress !== undefined) params.set(P.budget, state.budgetAddress);
  if (state.claimableOnly) params.set(P.claimable, '1');
  if (state.address !== undefined) params.set(P.address, state.address);
  if (state.forwarderChosen) params.set(P.forwarder, state.includeForwarder ? '1' : '0');
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
 * The view after `patch`. Statuses given in the patch are the user's choice (unless the patch says
 * otherwise); statuses not chosen follow the new view's default (a search, My campaigns or a
 * target covers every status; browsing shows live campaigns). Any change but the page and the
 * cards-or-table view makes another set or another order, so it starts again from its first page:
 * page 2 of the old order, kept under a new sort, would skip the new order's first page.
 */
export function patchListState(state: ListState, patch: Partial<ListState>): ListState {
  const patched = { ...state, ...patch };
  if (patch.statuses !== undefined && patch.statusChosen === undefined) patched.statusChosen = true;
  // A forwarder choice the new view would make anyway is left to the default: "no filter" while
  // searching writes no `forwarder=1`, and clearing the search then browses as the landing does.
  if (patch.includeForwarder !== undefined) {
    patched.forwarderChosen =
      (patch.forwarderChosen ?? true) && patched.includeForwarder !== defaultIncludeForwarder(patched);
  }
  const next = withDefaults(patched);
  if (patch.page === undefined && changesTheSet(state, next)) next.page = 1;
  return next;
}

/** Whether `next` lists other campaigns, or in another order or page size, than `state`. */
function changesTheSet(state: ListState, next: ListState): boolean {
  const same = (key: keyof ListState) => JSON.stringify(state[key]) === JSON.stringify(next[key]);
  return (Object.keys(next) as (keyof ListState)[]).some((key) => key !== 'page' && key !== 'view' && !same(key));
}

/**
 * Identifies the filters the filter form edits (all but My campaigns), to remount the form when
 * they change. Picked by name: a ListState also carries sort, search, view and page.
 */
export function formFiltersKey(filters: ListFilters): string {
  const { chainId, statuses, statusChosen, target, budgetAddress, claimableOnly, address } = filters;
  // Default statuses and forwarder campaigns move with the search and My campaigns; that is not an
  // edit of the form's filters, so the form keeps what is typed (it follows them).
  const chosen = statusChosen ? statuses : 'default';
  const forwarder = filters.forwarderChosen ? filters.includeForwarder : 'default';
  return JSON.stringify([chainId, chosen, target, budgetAddress, claimableOnly, address, forwarder]);
}

/** How many filters differ from "everything" (for the filter button and the empty state). */
export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.chainId !== undefined,
    filters.statuses.length > 0,
    filters.target !== undefined,
    filters.budgetAddress !== undefined,
    filters.claimableOnly,
    !filters.includeForwarder,
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
