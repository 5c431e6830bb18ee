import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PageButtons } from '../../../components/page-buttons.tsx';
import { PAGE_SIZES } from './list-url-state.ts';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Previous/next through the service's pages, the page count and the page size (at most 100). */
export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const { t } = useLingui();
  const uid = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t`Pages`} className="flex flex-wrap items-center justify-between gap-3">
      <PageButtons page={page} pages={pages} onPage={onPage} />
      <div className="flex items-center gap-2">
        <label htmlFor={`${uid}-size`} className="text-sm">
          <Trans>Per page</Trans>
        </label>
        <select
          id={`${uid}-size`}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
          value={pageSize}
          onChange={(event) => {
            onPageSize(Number(event.target.value));
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
