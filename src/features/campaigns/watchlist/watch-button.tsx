import { useLingui } from '@lingui/react/macro';
import type { CampaignId } from '../../../domain/campaign-id.ts';
import { useWatchlist } from './use-watchlist.ts';

interface WatchButtonProps {
  id: CampaignId;
  /** The campaign's name as the list shows it, e.g. "PTN rewards on steakUSDC". */
  name: string;
  /** sm fits a one-line card row (24 px, the smallest target WCAG allows); md sits by a heading. */
  size?: 'sm' | 'md';
}

/**
 * The star that adds a campaign to this browser's watchlist. A toggle button: its name stays
 * "Add … to watchlist" and aria-pressed says whether it is on, as screen readers expect.
 */
export function WatchButton({ id, name, size = 'md' }: WatchButtonProps) {
  const { t } = useLingui();
  const { isWatched, toggle } = useWatchlist();
  const watched = isWatched(id);
  return (
    <button
      type="button"
      aria-pressed={watched}
      aria-label={t`Add ${name} to watchlist`}
      title={watched ? t`On your watchlist (click to remove)` : t`Add to your watchlist`}
      onClick={() => {
        toggle(id);
      }}
      className={`relative inline-flex shrink-0 ${size === 'sm' ? '-my-0.5 size-6' : 'size-9'} items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-amber-500 aria-pressed:text-amber-500 dark:text-slate-400 dark:hover:bg-slate-800`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5"
        fill={watched ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path
          strokeLinejoin="round"
          d="M10 2.5l2.32 4.7 5.18.75-3.75 3.66.89 5.16L10 14.33l-4.64 2.44.89-5.16L2.5 7.95l5.18-.75L10 2.5z"
        />
      </svg>
    </button>
  );
}
