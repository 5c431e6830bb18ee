import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { CsvDownloadButton, type CsvFile } from '../../components/csv-download-button.tsx';
import { chainName } from '../../config/chains.ts';
import { REWARD_SORTS, type RewardSort, type RewardView } from './reward-rows.ts';

const SORT_LABELS: Record<RewardSort, MessageDescriptor> = {
  claimable: msg`Claimable now`,
  value: msg`Value in dollars`,
  closes: msg`Closes soonest`,
  earned: msg`Earned in all`,
  name: msg`Campaign name`,
};

const controlClass =
  'block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';

interface RewardViewControlsProps {
  view: RewardView;
  setView: (patch: Partial<RewardView>) => void;
  /** Reward chains to offer, in id order. */
  chains: readonly number[];
  /** The CSV of every row the filters show (all pages), built on click. */
  csv: () => Promise<CsvFile>;
  csvFilename: string;
  /** "Add all deadlines to calendar" (from the page), when any deadline is open. */
  addToCalendar?: ReactNode;
  /** Whether "Value in dollars" is offered (not in a build without a price source). */
  byValue: boolean;
}

/** Reward chain, order, claimable-only and the CSV export of the rewards list. */
export function RewardViewControls({
  view,
  setView,
  chains,
  csv,
  csvFilename,
  addToCalendar,
  byValue,
}: RewardViewControlsProps) {
  const { t, i18n } = useLingui();
  const uid = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${uid}-chain`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
          <Trans>Reward chain</Trans>
        </label>
        <select
          id={`${uid}-chain`}
          value={view.chainId === undefined ? '' : String(view.chainId)}
          onChange={(event) => {
            setView({ chainId: event.target.value === '' ? undefined : Number(event.target.value) });
          }}
          className={controlClass}
        >
          <option value="">{t`All chains`}</option>
          {chains.map((chainId) => (
            <option key={chainId} value={chainId}>
              {chainName(chainId)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${uid}-sort`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
          <Trans>Sort by</Trans>
        </label>
        <select
          id={`${uid}-sort`}
          value={view.sort}
          onChange={(event) => {
            setView({ sort: REWARD_SORTS.find((sort) => sort === event.target.value) ?? 'claimable' });
          }}
          className={controlClass}
        >
          {REWARD_SORTS.filter((sort) => byValue || sort !== 'value').map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 py-2 text-sm">
        <input
          type="checkbox"
          checked={view.claimableOnly}
          onChange={(event) => {
            setView({ claimableOnly: event.target.checked });
          }}
          className="size-4"
        />
        <Trans>Claimable only</Trans>
      </label>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {addToCalendar}
        <CsvDownloadButton csv={csv} filename={csvFilename} label={t`Download CSV`} />
      </div>
    </div>
  );
}
