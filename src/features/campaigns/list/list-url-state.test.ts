import { describe, expect, it } from 'vitest';
import { searchParamsToObject } from '../../../api/schemas/query-params.ts';
import { campaignListQuerySchema } from '../../../api/schemas/requests.ts';
import * as z from '../../../lib/zod.ts';
import {
  DEFAULT_LIST_STATE,
  EMPTY_FILTERS,
  parseListState,
  patchListState,
  serializeListState,
  toListRequest,
  type ListState,
} from './list-url-state.ts';

const VAULT = '0x2222222222222222222222222222222222222222';
const WALLET = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

function parse(query: string) {
  return parseListState(new URLSearchParams(query));
}

describe('list URL state', () => {
  it('reads an empty URL as the default view with nothing to report', () => {
    expect(parse('')).toEqual({ state: DEFAULT_LIST_STATE, problems: [] });
  });

  it('round-trips every setting through the URL', () => {
    const state: ListState = {
      chainId: 31338,
      statuses: ['active', 'ended'],
      statusChosen: true,
      target: { chainId: 8453, address: VAULT },
      budgetAddress: WALLET,
      claimableOnly: true,
      address: WALLET,
      // Left out by choice: a search (and My campaigns) would include them.
      includeForwarder: false,
      forwarderChosen: true,
      mine: true,
      watchlist: true,
      sort: 'apr',
      search: 'usdc morpho',
      view: 'table',
      page: 3,
      pageSize: 50,
    };
    const params = serializeListState(state);
    expect(parse(params.toString())).toEqual({ state, problems: [] });
  });

  it('opens on live campaigns by APR, and a link asks for every status with status=any', () => {
    expect(DEFAULT_LIST_STATE.statuses).toEqual(['active']);
    expect(DEFAULT_LIST_STATE.statusChosen).toBe(false);
    expect(DEFAULT_LIST_STATE.sort).toBe('apr');
    const any = { ...DEFAULT_LIST_STATE, statuses: [], statusChosen: true };
    expect(parse('status=any')).toEqual({ state: any, problems: [] });
    expect(serializeListState(any).toString()).toBe('status=any');
    expect(parse('sort=service').state.sort).toBe('service');
    expect(serializeListState({ ...DEFAULT_LIST_STATE, sort: 'service' }).toString()).toBe('sort=service');
  });

  it('reads an old link’s sort=default as the service’s order, without a problem', () => {
    expect(parse('sort=default')).toEqual({ state: { ...DEFAULT_LIST_STATE, sort: 'service' }, problems: [] });
    expect(parse('sort=default&sort=service')).toEqual({
      state: { ...DEFAULT_LIST_STATE, sort: 'service' },
      problems: [],
    });
    expect(serializeListState(parse('sort=default').state).toString()).toBe('sort=service');
  });

  it('covers every status for a search, a target, a budget, claimable rewards and My campaigns', () => {
    // What a view looks for may be starting soon or ended: the live-only landing must not hide it.
    for (const query of [
      'q=mvUSDC',
      `targetChain=31337&target=${VAULT}&forwarder=1`,
      `budget=${WALLET}`,
      'claimable=1',
      'mine=1',
      'watchlist=1',
    ]) {
      const { state } = parse(query);
      expect({ query, statuses: state.statuses, chosen: state.statusChosen }).toEqual({
        query,
        statuses: [],
        chosen: false,
      });
      // The link stays as it was: the default is worked out again when it is opened.
      expect(serializeListState(state).toString()).toBe(new URLSearchParams(query).toString());
    }
    expect(toListRequest(parse('mine=1').state, WALLET)).toEqual({
      kind: 'ready',
      query: { limit: 20, offset: 0, userAddress: WALLET, includeForwarderTargets: true },
    });
    // Browsing, even narrowed by chain or to forwarder campaigns, opens on live campaigns.
    expect(parse('chain=31338&forwarder=1').state.statuses).toEqual(['active']);
    expect(parse('q=%20%20').state.statuses).toEqual(['active']);
  });

  it('covers forwarder campaigns when looking for campaigns, unless the link says not to', () => {
    // A search for a campaign that counts only forwarder deposits found nothing, and said it had
    // searched every campaign.
    const searched = patchListState(DEFAULT_LIST_STATE, { search: '31337:9' });
    expect(searched).toMatchObject({ includeForwarder: true, forwarderChosen: false });
    expect(serializeListState(searched).toString()).toBe('q=31337%3A9');
    expect(toListRequest(searched, undefined)).toMatchObject({ query: { includeForwarderTargets: true } });
    expect(patchListState(searched, { search: '' }).includeForwarder).toBe(false);
    expect(parse('mine=1').state.includeForwarder).toBe(true);
    expect(parse('chain=31338').state.includeForwarder).toBe(false);
    // A choice, either way, is the link's and stays whatever else changes.
    const without = parse('q=steak&forwarder=0').state;
    expect(without).toMatchObject({ includeForwarder: false, forwarderChosen: true });
    expect(patchListState(without, { search: 'morpho' }).includeForwarder).toBe(false);
    expect(serializeListState(without).toString()).toBe('forwarder=0&q=steak');
    expect(parse('forwarder=1').state).toMatchObject({ includeForwarder: true, forwarderChosen: true });
    // Chosen as the view would have it anyway, it is left to the default: clearing every filter
    // while searching keeps the link short, and clearing the search then browses as the landing.
    const cleared = patchListState(parse('q=steak&chain=1').state, EMPTY_FILTERS);
    expect(serializeListState(cleared).toString()).toBe('status=any&q=steak');
    expect(patchListState(cleared, { search: '' }).includeForwarder).toBe(false);
    // A link keeps what it says.
    expect(serializeListState(parse('q=steak&forwarder=1').state).toString()).toBe('forwarder=1&q=steak');
    expect(patchListState(DEFAULT_LIST_STATE, { includeForwarder: true }).forwarderChosen).toBe(true);
  });

  it('keeps statuses the link names, whatever else the view looks for', () => {
    expect(parse('mine=1&status=active').state).toMatchObject({ statuses: ['active'], statusChosen: true });
    expect(parse('q=mvUSDC&status=active').state.statuses).toEqual(['active']);
    expect(serializeListState(parse('mine=1&status=active').state).toString()).toBe('status=active&mine=1');
    expect(serializeListState(parse('mine=1&status=any').state).toString()).toBe('status=any&mine=1');
  });

  it('a search or My campaigns from the landing covers every status, and clearing it returns to live', () => {
    const searched = patchListState(DEFAULT_LIST_STATE, { search: 'mvUSDC' });
    expect(searched.statuses).toEqual([]);
    expect(serializeListState(searched).toString()).toBe('q=mvUSDC');
    expect(patchListState(searched, { search: '' }).statuses).toEqual(['active']);
    const mine = patchListState(DEFAULT_LIST_STATE, { mine: true });
    expect(mine.statuses).toEqual([]);
    expect(serializeListState(mine).toString()).toBe('mine=1');
    const off = patchListState(mine, { mine: false });
    expect(off.statuses).toEqual(['active']);
    expect(serializeListState(off).toString()).toBe('');
  });

  it('keeps statuses the user chose when the search or My campaigns changes', () => {
    const chosen = patchListState(DEFAULT_LIST_STATE, { statuses: ['ended'] });
    expect(chosen.statusChosen).toBe(true);
    expect(patchListState(chosen, { mine: true }).statuses).toEqual(['ended']);
    expect(patchListState(chosen, { search: 'eth' }).statuses).toEqual(['ended']);
    const everyStatus = patchListState(DEFAULT_LIST_STATE, { statuses: [] });
    expect(patchListState(everyStatus, { mine: false }).statuses).toEqual([]);
    expect(serializeListState(everyStatus).toString()).toBe('status=any');
    const liveMine = parse('mine=1&status=active').state;
    expect(patchListState(liveMine, { mine: false }).statuses).toEqual(['active']);
    expect(patchListState(liveMine, { page: 2 }).statuses).toEqual(['active']);
  });

  it('starts a new order, search, filter or page size from its first page, and keeps the page for cards or table', () => {
    const third = parse('page=3').state;
    expect(patchListState(third, { sort: 'tvl' }).page).toBe(1);
    expect(patchListState(third, { search: 'eth' }).page).toBe(1);
    expect(patchListState(third, { mine: true }).page).toBe(1);
    expect(patchListState(third, { chainId: 31338 }).page).toBe(1);
    expect(patchListState(third, { pageSize: 50 }).page).toBe(1);
    expect(patchListState(third, { view: 'table' }).page).toBe(3);
    expect(patchListState(third, { sort: third.sort }).page).toBe(3);
    expect(patchListState(third, { sort: 'tvl', page: 2 }).page).toBe(2);
  });

  it('leaves defaults out of the URL so shared links stay short', () => {
    expect(serializeListState(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(
      serializeListState({ ...DEFAULT_LIST_STATE, statuses: ['active', 'pending'], statusChosen: true }).toString(),
    ).toBe('status=active%2Cpending');
    // A status the user chose stays in the link even when it equals the landing's default.
    expect(serializeListState({ ...DEFAULT_LIST_STATE, statusChosen: true }).toString()).toBe('status=active');
  });

  it('accepts repeated and comma-separated statuses, and checksummed addresses (lowercased)', () => {
    const { state, problems } = parse(
      'status=active&status=ended,finalized&budget=0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(problems).toEqual([]);
    expect(state.statuses).toEqual(['active', 'ended', 'finalized']);
    expect(state.budgetAddress).toBe('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
  });

  it('drops invalid parameters, keeps the valid ones and says what it dropped', () => {
    const { state, problems } = parse(
      'chain=base&status=active,paused&sort=cheapest&view=grid&page=0&size=500&claimable=maybe&budget=0x12&q=eth',
    );
    // The one good status is kept as chosen; the search would otherwise cover every status.
    expect(state).toEqual({
      ...DEFAULT_LIST_STATE,
      statuses: ['active'],
      statusChosen: true,
      search: 'eth',
      includeForwarder: true,
    });
    expect(problems).toEqual([
      'Reward chain "base" is not a chain id.',
      'Status "paused" is not a campaign status.',
      'Budget address "0x12" is not an address.',
      'Claimable only "maybe" is not on or off.',
      'Sort "cheapest" is not a sort order.',
      'View "grid" is neither cards nor table.',
      'Page "0" is not a page number.',
      'Page size "500" is not one of 10, 20, 50, 100.',
    ]);
  });

  it('drops half a target pair and an invalid target address', () => {
    expect(parse(`target=${VAULT}`).problems).toEqual([
      'The target filter needs both a target chain and a target address.',
    ]);
    expect(parse('targetChain=1').state.target).toBeUndefined();
    expect(parse('targetChain=1&target=0xnope').problems).toEqual(['Target address "0xnope" is not an address.']);
    expect(parse(`targetChain=one&target=${VAULT}`).problems).toEqual(['Target chain "one" is not a chain id.']);
    expect(parse(`targetChain=1&target=${VAULT}`).state.target).toEqual({ chainId: 1, address: VAULT });
  });
});

describe('list URL state, value by value', () => {
  it('reads a chain written with leading zeros as that chain, and refuses chain 0', () => {
    expect(parse('chain=01')).toEqual({ state: { ...DEFAULT_LIST_STATE, chainId: 1 }, problems: [] });
    expect(parse('chain=0').problems).toEqual(['Reward chain "0" is not a chain id.']);
    expect(parse(`targetChain=0008453&target=${VAULT}`).state.target).toEqual({ chainId: 8453, address: VAULT });
  });

  it('decodes each filter exactly as the service decodes the parameter it becomes', () => {
    const servicePairs = [
      ['chain', 'chainId'],
      ['status', 'status'],
      ['budget', 'budgetAddress'],
      ['claimable', 'claimableOnly'],
    ] as const;
    const values = ['01', '0', '1', '8453', '1.5', '-1', '0x', 'active', 'ended,paused', 'yes', 'true', '0', WALLET];
    for (const [urlKey, serviceKey] of servicePairs) {
      for (const value of values) {
        // claimableOnly needs a user at the service; give it one so only the value is judged.
        const serviceQuery = new URLSearchParams({ [serviceKey]: value, userAddress: WALLET });
        const service = z.safeParse(campaignListQuerySchema, searchParamsToObject(serviceQuery));
        const url = parse(`${urlKey}=${encodeURIComponent(value)}`);
        expect({ urlKey, value, accepted: url.problems.length === 0 }).toEqual({
          urlKey,
          value,
          accepted: service.success,
        });
      }
    }
  });

  it('says what each bad value was, parameter by parameter, and keeps the rest', () => {
    const cases: [string, string][] = [
      ['targetChain=x&target=0x2222222222222222222222222222222222222222', 'Target chain "x" is not a chain id.'],
      ['address=alice', 'Address "alice" is not an address.'],
      ['forwarder=2', 'Forwarder campaigns "2" is not on or off.'],
      ['mine=yes', 'My campaigns "yes" is not on or off.'],
      ['watchlist=on', 'Watchlist "on" is not on or off.'],
      ['size=020x', 'Page size "020x" is not one of 10, 20, 50, 100.'],
      ['page=1e3', 'Page "1e3" is not a page number.'],
    ];
    for (const [query, problem] of cases) {
      const { state, problems } = parse(`${query}&view=table`);
      expect(problems).toEqual([problem]);
      expect(state.view).toBe('table');
    }
  });

  it('takes a parameter repeated with one meaning once, and drops one given different meanings', () => {
    expect(parse('chain=8453&chain=08453&mine=1&mine=true')).toEqual({
      state: { ...DEFAULT_LIST_STATE, chainId: 8453, mine: true, statuses: [], includeForwarder: true },
      problems: [],
    });
    expect(parse('chain=base&chain=8453')).toEqual({
      state: { ...DEFAULT_LIST_STATE, chainId: 8453 },
      problems: ['Reward chain "base" is not a chain id.'],
    });
    const { state, problems } = parse('chain=1&chain=8453&q=eth&q=usdc&view=table');
    expect(problems).toEqual([
      'Reward chain is given 2 times ("1", "8453"); a link holds one.',
      'Search is given 2 times ("eth", "usdc"); a link holds one.',
    ]);
    expect(state).toEqual({ ...DEFAULT_LIST_STATE, view: 'table' });
  });

  it('joins repeated statuses, each once, keeping the good ones of a list with bad ones', () => {
    expect(parse('status=active&status=ended,active&status=nope,,finalized')).toEqual({
      state: { ...DEFAULT_LIST_STATE, statuses: ['active', 'ended', 'finalized'], statusChosen: true },
      problems: ['Status "nope" is not a campaign status.'],
    });
  });

  it('trims spaces around values but keeps search text as typed, and reads blank values as unset', () => {
    expect(parse('chain=%208453%20&sort=%20apr&q=%20usdc%20&page=')).toEqual({
      state: {
        ...DEFAULT_LIST_STATE,
        chainId: 8453,
        sort: 'apr',
        search: ' usdc ',
        statuses: [],
        includeForwarder: true,
      },
      problems: [],
    });
  });
});

describe('toListRequest', () => {
  it('turns page and size into limit and offset, and filters into service parameters', () => {
    const state: ListState = {
      ...DEFAULT_LIST_STATE,
      chainId: 31337,
      statuses: ['active', 'pending'],
      statusChosen: true,
      target: { chainId: 1, address: VAULT },
      budgetAddress: WALLET,
      includeForwarder: true,
      page: 2,
      pageSize: 10,
    };
    expect(toListRequest(state, undefined)).toEqual({
      kind: 'ready',
      query: {
        limit: 10,
        offset: 10,
        chainId: 31337,
        status: ['active', 'pending'],
        targetChainId: 1,
        targetAddress: VAULT,
        budgetAddress: WALLET,
        includeForwarderTargets: true,
      },
    });
  });

  it('sends no user unless claimable-only or My campaigns needs one', () => {
    expect(toListRequest(DEFAULT_LIST_STATE, WALLET)).toEqual({
      kind: 'ready',
      query: { limit: 20, offset: 0, status: ['active'] },
    });
  });

  it('uses the typed address, else the connected wallet, for claimable-only', () => {
    const claimable = { ...DEFAULT_LIST_STATE, claimableOnly: true };
    expect(toListRequest(claimable, undefined)).toEqual({ kind: 'needs-address' });
    expect(toListRequest(claimable, WALLET)).toMatchObject({
      query: { userAddress: WALLET, claimableOnly: true },
    });
    expect(toListRequest({ ...claimable, address: VAULT }, WALLET)).toMatchObject({ query: { userAddress: VAULT } });
    expect(toListRequest({ ...DEFAULT_LIST_STATE, mine: true }, WALLET)).toMatchObject({
      query: { userAddress: WALLET },
    });
  });
});
