import { describeFilters } from './filter-summary.ts';
import type { ListFilters } from './list-url-state.ts';

/** "Filtered by:" and each active filter in words, with a way to clear them all. */
export function ActiveFilters({ filters, onClear }: { filters: ListFilters; onClear: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-400">Filtered by:</span>
      {describeFilters(filters).map((phrase) => (
        <span key={phrase} className="rounded-full bg-slate-100 px-2.5 py-0.5 dark:bg-slate-800">
          {phrase}
        </span>
      ))}
      <button
        type="button"
        className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
        onClick={onClear}
      >
        Clear filters
      </button>
    </div>
  );
}
