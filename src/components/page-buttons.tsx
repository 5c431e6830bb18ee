import { Trans } from '@lingui/react/macro';
import { formatCount } from '../lib/format.ts';

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';

interface PageButtonsProps {
  /** 1-based; may be past `pages` when a link names a page that no longer exists. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous page, "Page x of y", next page. */
export function PageButtons({ page, pages, onPage }: PageButtonsProps) {
  const current = formatCount(page);
  const total = formatCount(pages);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 1}
        onClick={() => {
          // From a page past the end, Previous goes to the last page rather than past it.
          onPage(Math.min(page - 1, pages));
        }}
      >
        <Trans>Previous page</Trans>
      </button>
      <span className="text-sm">
        <Trans>
          Page {current} of {total}
        </Trans>
      </span>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        <Trans>Next page</Trans>
      </button>
    </div>
  );
}
