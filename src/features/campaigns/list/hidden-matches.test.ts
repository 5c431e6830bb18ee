import { describe, expect, it } from 'vitest';
import { wideningsOf } from './hidden-matches.ts';
import { DEFAULT_LIST_STATE, parseListState, patchListState, serializeListState } from './list-url-state.ts';

const VAULT = '0x2222222222222222222222222222222222222222';

const view = (query: string) => parseListState(new URLSearchParams(query)).state;

describe('what the filters hide', () => {
  it('widens a chosen status to every status first, then drops the other filters', () => {
    const state = view(`status=active&chain=31338&q=mvUSDC`);
    const [statuses, filters] = wideningsOf(state);
    expect(statuses?.kind).toBe('statuses');
    expect(serializeListState(patchListState(state, statuses?.patch ?? {})).toString()).toBe(
      'chain=31338&status=any&q=mvUSDC',
    );
    expect(filters?.kind).toBe('filters');
    // The search stays: it is what was asked; every filter goes.
    expect(serializeListState(patchListState(state, filters?.patch ?? {})).toString()).toBe('status=any&q=mvUSDC');
  });

  it('keeps My campaigns, its address and forwarder campaigns when it drops the filters', () => {
    const state = view(`mine=1&forwarder=1&budget=${VAULT}&address=${VAULT}`);
    expect(wideningsOf(state).map((widening) => widening.kind)).toEqual(['filters']);
    const wider = patchListState(state, wideningsOf(state)[0]?.patch ?? {});
    expect(wider).toMatchObject({ mine: true, address: VAULT, includeForwarder: true, budgetAddress: undefined });
  });

  it('has nothing to widen when the view has no filter', () => {
    expect(wideningsOf(view('status=any&q=nothing'))).toEqual([]);
    expect(wideningsOf(view('status=any&forwarder=1'))).toEqual([]);
    // The landing's defaults can be widened: a chain with no live campaign may have others, and
    // the campaigns that count only forwarder deposits are left out when browsing.
    expect(wideningsOf(DEFAULT_LIST_STATE).map((widening) => widening.kind)).toEqual(['statuses', 'filters']);
  });
});
