import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { describeFilters } from './filter-summary.ts';
import type { ListFilters } from './list-url-state.ts';
import { ACTIVE_FILTERS_CLASS } from './list-summary.tsx';

/**
 * "Filtered by:" and each active filter in words, with a way to clear them all; with none, that
 * every campaign of every status is listed. Always one row, so the landing's default filter (live
 * campaigns) is in view and one click from every status.
 */
export function ActiveFilters({ filters, onClear }: { filters: ListFilters; onClear: () => void }) {
  // Subscribes to the language: the phrases are worded when rendered.
  useLingui();
  const phrases = describeFilters(filters);
  if (phrases.length === 0) {
    return (
      <p className={`${ACTIVE_FILTERS_CLASS} text-slate-600 dark:text-slate-400`}>
        <Trans>Every campaign, of every status.</Trans>
      </p>
    );
  }
  return (
    <div className={ACTIVE_FILTERS_CLASS}>
      <span className="text-slate-600 dark:text-slate-400">
        <Trans>Filtered by:</Trans>
      </span>
      {phrases.map((phrase) => (
        <span key={phrase} className="rounded-full bg-slate-100 px-2.5 py-0.5 dark:bg-slate-800">
          {phrase}
        </span>
      ))}
      <button
        type="button"
        className="text-sm font-semibold text-brand-700 underline dark:text-brand-300"
        onClick={onClear}
      >
        <Trans>Clear filters</Trans>
      </button>
    </div>
  );
}
