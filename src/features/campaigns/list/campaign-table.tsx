import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/badge.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { DisplayText, TokenSymbol } from '../../../components/display-text.tsx';
import { WatchButton } from '../watchlist/watch-button.tsx';
import { RemainingBar } from './campaign-card.tsx';
import type { CampaignRow } from './campaign-row.ts';

const COLUMNS = [
  'Campaign',
  'Target',
  'Reward chain',
  'Status',
  'APR',
  'TVL',
  'Participants',
  'Rewards remaining',
  'Time left',
] as const;

// Cells never wrap, so every row is one line high and the skeleton's rows match; on a narrow
// screen the table scrolls sideways inside its own box instead of widening the page.
const cell = 'h-12 px-3 text-sm whitespace-nowrap';

function TableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="h-10 px-3 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * One campaign as a table row. Memoised like the card: sorting or searching a page moves rows
 * without re-rendering them.
 */
const CampaignTableRow = memo(function CampaignTableRow({ row }: { row: CampaignRow }) {
  return (
    <tr className="hover:bg-slate-50 dark:hover:bg-slate-800/50">
      <th scope="row" className={`${cell} font-semibold`}>
        <span className="flex items-center gap-1">
          <WatchButton id={row.id} name={row.name} size="sm" />
          <Link to={row.href} className="underline-offset-2 hover:underline">
            <TokenSymbol token={{ symbol: row.rewardSymbol, symbolAltered: row.rewardSymbolAltered }} /> rewards on{' '}
            <DisplayText text={row.targetName} />
            <span className="sr-only">, campaign {row.idText}</span>
          </Link>
        </span>
      </th>
      <td className={cell}>
        <DisplayText text={row.protocol ?? 'Unknown protocol'} /> · {row.eventChain}
      </td>
      <td className={cell}>{row.rewardChain}</td>
      <td className={cell}>
        <Badge tone={row.statusTone}>{row.statusLabel}</Badge>
      </td>
      <td className={cell}>
        <span className={row.apr.hasPartner ? 'font-semibold' : 'text-slate-600 italic dark:text-slate-400'}>
          {row.apr.partner}
        </span>
        {row.apr.protocol !== undefined && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            + {row.apr.protocol} protocol{row.apr.total !== undefined && ` = ${row.apr.total}`}
          </span>
        )}
      </td>
      <td className={cell}>{row.tvl}</td>
      <td className={cell}>{row.participants}</td>
      <td className={cell}>
        <span className="block text-xs">{row.remainingText}</span>
        <span className="mt-1 block w-32">
          <RemainingBar row={row} />
        </span>
      </td>
      <td className={cell}>{row.timeLeft}</td>
    </tr>
  );
});

/** The page of campaigns as a table: one row each, the first cell links to the detail page. */
export function CampaignTable({ rows, caption }: { rows: readonly CampaignRow[]; caption: string }) {
  return (
    <TableFrame caption={caption}>
      {rows.map((row) => (
        <CampaignTableRow key={row.key} row={row} />
      ))}
    </TableFrame>
  );
}

/** Placeholder rows of the table's row height. */
export function CampaignTableSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-hidden="true">
      <TableFrame caption="Loading campaigns">
        {Array.from({ length: rows }, (_, index) => (
          <tr key={index}>
            {COLUMNS.map((column) => (
              <td key={column} className={cell}>
                <Skeleton className="h-3.5 w-20" />
              </td>
            ))}
          </tr>
        ))}
      </TableFrame>
    </div>
  );
}
