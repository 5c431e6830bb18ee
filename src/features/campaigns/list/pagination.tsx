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

/**
 * Previous/next through the service's pages, the page count and the page size (at most 100). Each
 * part shows only when it can change what is listed: the page buttons when there is another page
 * (or the link named one past the end), the page size when the smallest one would not show every
 * campaign. A list of one page says nothing here.
 */
export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const { t } = useLingui();
  const uid = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const paged = pages > 1 || page > 1;
  const sizable = total > Math.min(...PAGE_SIZES);
  if (!paged && !sizable) return null;
  return (
    <nav aria-label={t`Pages`} className="flex flex-wrap items-center justify-between gap-3">
      {paged ? <PageButtons page={page} pages={pages} onPage={onPage} /> : <span />}
      {sizable && (
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
      )}
    </nav>
  );
}
