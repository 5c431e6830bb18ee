import { useId } from 'react';
import { SORT_LABELS } from './sort-and-search.ts';
import { SORT_KEYS, VIEWS, type ListState, type ListView, type SortKey } from './list-url-state.ts';

interface ListToolbarProps {
  state: ListState;
  filterCount: number;
  filtersOpen: boolean;
  filterPanelId: string;
  /** Whether "My campaigns" can be offered: a wallet is connected or an address was entered. */
  canShowMine: boolean;
  onToggleFilters: () => void;
  onChange: (patch: Partial<ListState>, options?: { replace?: boolean }) => void;
}

const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';
const toggleClass =
  'rounded-lg border px-3 py-2 text-sm font-medium border-slate-300 dark:border-slate-700 aria-pressed:border-indigo-500 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-900 dark:aria-pressed:bg-indigo-500/20 dark:aria-pressed:text-indigo-100';

const viewLabels: Record<ListView, string> = { cards: 'Cards', table: 'Table' };

/** Filters button, search and sort of the fetched page, view switch and the My campaigns toggle. */
export function ListToolbar(props: ListToolbarProps) {
  const { state, onChange } = props;
  const uid = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <button
        type="button"
        aria-expanded={props.filtersOpen}
        aria-controls={props.filterPanelId}
        onClick={props.onToggleFilters}
        className={`${toggleClass} ${props.filtersOpen ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
      >
        Filters{props.filterCount > 0 ? ` (${String(props.filterCount)})` : ''}
      </button>
      <div className="min-w-40 flex-1">
        <label htmlFor={`${uid}-search`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
          Search this page
        </label>
        <input
          id={`${uid}-search`}
          type="search"
          className={controlClass}
          placeholder="Token, protocol, address or pool id"
          value={state.search}
          onChange={(event) => {
            // Replace, not push: one history entry per keystroke would make Back useless.
            onChange({ search: event.target.value }, { replace: true });
          }}
        />
      </div>
      <div className="min-w-40 flex-1 sm:flex-none">
        <label htmlFor={`${uid}-sort`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
          Sort this page
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
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label="View" className="flex gap-1">
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
            {viewLabels[view]}
          </button>
        ))}
      </div>
      {props.canShowMine && (
        <button
          type="button"
          aria-pressed={state.mine}
          className={toggleClass}
          onClick={() => {
            onChange({ mine: !state.mine });
          }}
        >
          My campaigns
        </button>
      )}
    </div>
  );
}
