import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type Ref } from 'react';
import { useLocation } from 'react-router-dom';
import { SORT_LABELS } from './sort-and-search.ts';
import { controlClass } from '../../../components/control-class.ts';
import { SORT_KEYS, VIEWS, type ListState, type ListView, type SortKey } from './list-url-state.ts';

interface ListToolbarProps {
  state: ListState;
  filterCount: number;
  filtersOpen: boolean;
  filterPanelId: string;
  filtersButtonRef: Ref<HTMLButtonElement>;
  /** Whether "My campaigns" can be offered: a wallet is connected or an address was entered. */
  canShowMine: boolean;
  onToggleFilters: () => void;
  onChange: (patch: Partial<ListState>, options?: { replace?: boolean }) => void;
}

// Small labels over the toolbar's controls, so the controls line up on one row.
// On a phone the labels are left to screen readers (the search box has its placeholder, the sort
// select shows its order), so the first card comes into view without scrolling.
const labelClass = 'sr-only text-xs font-medium text-slate-600 sm:not-sr-only sm:block dark:text-slate-400';
const toggleClass =
  'rounded-lg border px-2.5 py-2 sm:px-3 text-sm font-medium border-slate-300 dark:border-slate-700 aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 dark:aria-pressed:bg-brand-500/20 dark:aria-pressed:text-brand-100';

const viewLabels: Record<ListView, MessageDescriptor> = { cards: msg`Cards`, table: msg`Table` };

/** Filters button, search and sort over every campaign of the filters, view switch, the Watchlist and My campaigns toggles. */
export function ListToolbar({
  state,
  filterCount,
  filtersOpen,
  filterPanelId,
  filtersButtonRef,
  canShowMine,
  onToggleFilters,
  onChange,
}: ListToolbarProps) {
  const { t, i18n } = useLingui();
  const uid = useId();
  return (
    // Search first: the widest control, a row of its own on a phone; then what narrows the set.
    // Never narrower than its placeholder: in Spanish the sort select is wide, and the search box
    // squeezed beside it cut its own hint; it takes a row of its own before it would.
    <div className="flex flex-wrap items-end gap-2 sm:gap-3">
      <div className="min-w-40 basis-full sm:min-w-72 sm:flex-1 sm:basis-auto">
        <label htmlFor={`${uid}-search`} className={labelClass}>
          <Trans>Search campaigns</Trans>
        </label>
        <SearchInput
          id={`${uid}-search`}
          search={state.search}
          onSearch={(search) => {
            // Replace, not push: one history entry per keystroke would make Back useless.
            onChange({ search }, { replace: true });
          }}
        />
      </div>
      <button
        ref={filtersButtonRef}
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={filterPanelId}
        onClick={onToggleFilters}
        className={`${toggleClass} ${filtersOpen ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
      >
        {filterCount > 0 ? <Trans>Filters ({filterCount})</Trans> : <Trans>Filters</Trans>}
      </button>
      <div className="min-w-40 flex-1 sm:flex-none">
        <label htmlFor={`${uid}-sort`} className={labelClass}>
          <Trans>Sort by</Trans>
        </label>
        <select
          id={`${uid}-sort`}
          className={controlClass}
          value={state.sort}
          onChange={(event) => {
            onChange({ sort: event.target.value as SortKey });
          }}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {i18n._(SORT_LABELS[key])}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label={t`View`} className="flex gap-1">
        {VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={state.view === view}
            className={toggleClass}
            onClick={() => {
              onChange({ view });
            }}
          >
            {i18n._(viewLabels[view])}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-pressed={state.watchlist}
        className={toggleClass}
        onClick={() => {
          // The watchlist is one list, not paged: leaving or entering it starts from page 1.
          onChange({ watchlist: !state.watchlist });
        }}
      >
        <Trans>Watchlist</Trans>
      </button>
      {canShowMine && !state.watchlist && (
        <button
          type="button"
          aria-pressed={state.mine}
          className={toggleClass}
          onClick={() => {
            onChange({ mine: !state.mine });
          }}
        >
          <Trans>My campaigns</Trans>
        </button>
      )}
    </div>
  );
}

/**
 * The search text. The input keeps what is typed itself: the router applies URL changes in a
 * transition, so an input whose value came back from the URL would drop fast keystrokes and jump
 * the caret. A URL value the input did not write (Back, a link) is copied into it.
 *
 * Looked at on every navigation, not only when the URL's search changes: typing fast, each
 * keystroke's transition can be overtaken by the next, so the screen may never show what was typed
 * before Back lands on the search it already shows, and the box would keep the typed text.
 */
function SearchInput({ id, search, onSearch }: { id: string; search: string; onSearch: (search: string) => void }) {
  const { t } = useLingui();
  const { key: navigation } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  // Values typed here whose URL update has not landed yet, oldest first.
  const typedRef = useRef<string[]>([]);
  useEffect(() => {
    const typed = typedRef.current;
    const landed = typed.indexOf(search);
    if (landed !== -1) {
      typed.splice(0, landed + 1);
      return;
    }
    typed.length = 0;
    if (inputRef.current !== null && inputRef.current.value !== search) inputRef.current.value = search;
  }, [search, navigation]);
  return (
    <input
      ref={inputRef}
      id={id}
      type="search"
      className={controlClass}
      placeholder={t`Token, protocol, address or id`}
      defaultValue={search}
      onChange={(event) => {
        typedRef.current.push(event.target.value);
        onSearch(event.target.value);
      }}
    />
  );
}
