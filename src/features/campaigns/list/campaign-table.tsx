import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { Badge } from '../../../components/badge.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { DisplayText, TokenSymbol } from '../../../components/display-text.tsx';
import { RemainingDollars } from './remaining-dollars.tsx';
import { WatchButton } from '../watchlist/watch-button.tsx';
import { RemainingBar } from './campaign-card.tsx';
import type { CampaignRow } from './campaign-row.ts';
import type { SortKey } from './list-url-state.ts';

const COLUMNS = ['Campaign', 'Target', 'Time left', 'APR', 'TVL', 'Participants', 'Rewards remaining'] as const;

type Column = (typeof COLUMNS)[number];

/** Each column's header as the reader sees it (the column names above are keys). */
const COLUMN_LABELS: Record<Column, MessageDescriptor> = {
  Campaign: msg`Campaign`,
  Target: msg`Target`,
  'Time left': msg`Time left`,
  APR: msg`APR`,
  TVL: msg`TVL`,
  Participants: msg`Participants`,
  'Rewards remaining': msg`Rewards remaining`,
};

/**
 * The table fits its box rather than scrolling sideways: the columns a reader compares campaigns
 * by (name, APR, rewards remaining) are always there, and the others join as the screen widens.
 * The reward chain sits under the target (and under the name while the target column is hidden),
 * the status above the time left ("Ended", "ended 3 days ago"). Sized for the page's content width: a phone (name, APR, rewards
 * remaining), 768 px (+ status), 1024 (+ TVL), 1280 (+ target), 1536 (+ participants).
 */
const COLUMN_SHOWN: Record<Column, string> = {
  Campaign: '',
  Target: 'hidden xl:table-cell',
  'Time left': 'hidden md:table-cell',
  APR: '',
  TVL: 'hidden lg:table-cell',
  Participants: 'hidden 2xl:table-cell',
  'Rewards remaining': '',
};

/** Numbers are right-aligned, so their digits line up down the column. */
const NUMERIC: ReadonlySet<Column> = new Set(['APR', 'TVL', 'Participants', 'Rewards remaining']);

/**
 * The columns a header click sorts by, with the direction each order runs in (aria-sort): the
 * same orders as the sort select, so the two always agree.
 */
const SORT_BY_COLUMN: Partial<Record<Column, { key: SortKey; direction: 'ascending' | 'descending' }>> = {
  APR: { key: 'apr', direction: 'descending' },
  TVL: { key: 'tvl', direction: 'descending' },
  'Rewards remaining': { key: 'remaining', direction: 'descending' },
  'Time left': { key: 'end', direction: 'ascending' },
};

// Short values do not wrap; the name and the small second lines may, so a narrow column never
// cuts them. If a table is still wider than its box (a very long name), it scrolls inside its own
// box instead of widening the page, with the name column pinned so a row is never read without
// its campaign.
const cell = 'h-12 px-2 py-2 text-sm sm:px-3';
const pinned = 'sticky left-0 z-10 bg-surface';

/** The classes of a column's cells: when it shows, and its alignment. */
function columnClass(column: Column): string {
  return `${COLUMN_SHOWN[column]} ${NUMERIC.has(column) ? 'text-right' : ''}`;
}

/** Whether `ref`'s box scrolls sideways and, if so, whether columns remain to its right. */
function useColumnsToTheRight() {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (box === null) return;
    // One pixel of slack: zoomed layouts round scroll positions to fractions.
    setMore(box.scrollWidth - box.clientWidth - box.scrollLeft > 1);
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (box === null) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const table = box.firstElementChild;
    if (table !== null) observer.observe(table);
    return () => {
      observer.disconnect();
    };
  }, [measure]);
  return { ref, more, measure };
}

interface TableSort {
  sort: SortKey;
  onSort: (sort: SortKey) => void;
}

function ColumnHeader({ column, sorting }: { column: Column; sorting: TableSort | undefined }) {
  const { i18n } = useLingui();
  const label = i18n._(COLUMN_LABELS[column]);
  const order = SORT_BY_COLUMN[column];
  const base = `h-10 px-2 font-medium sm:px-3 ${columnClass(column)} ${column === 'Campaign' ? pinned : ''}`;
  if (order === undefined || sorting === undefined) {
    return (
      <th scope="col" className={base}>
        {label}
      </th>
    );
  }
  const active = sorting.sort === order.key;
  return (
    <th scope="col" className={base} aria-sort={active ? order.direction : 'none'}>
      <button
        type="button"
        className={`inline-flex items-center gap-1 rounded text-left underline-offset-2 hover:underline ${active ? 'font-semibold text-slate-900 dark:text-slate-100' : ''}`}
        onClick={() => {
          sorting.onSort(order.key);
        }}
      >
        {label}
        <span aria-hidden="true">{active ? (order.direction === 'ascending' ? '↑' : '↓') : '↕'}</span>
      </button>
    </th>
  );
}

function TableFrame({
  caption,
  sorting,
  children,
}: {
  caption: string;
  sorting?: TableSort | undefined;
  children: ReactNode;
}) {
  const { ref, more, measure } = useColumnsToTheRight();
  return (
    <div className="flex flex-col gap-1">
      <p
        className={`text-right text-xs text-slate-600 dark:text-slate-400 ${more ? '' : 'invisible'}`}
        aria-hidden={!more}
      >
        <Trans>Scroll for more columns →</Trans>
      </p>
      {/* On a phone the table runs to the screen's edges: the page's margins are the 24 px that let
          the name, APR and rewards remaining fit 360 px in Spanish without a sideways scroll. */}
      <div className="relative max-sm:-mx-3">
        <div
          ref={ref}
          onScroll={measure}
          className="overflow-x-auto border-y border-slate-200 bg-surface sm:rounded-2xl sm:border-x dark:border-slate-800"
        >
          <table className="w-full text-left">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <tr>
                {COLUMNS.map((column) => (
                  <ColumnHeader key={column} column={column} sorting={sorting} />
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
          </table>
        </div>
        {/* A shade at the right edge while columns lie beyond it. */}
        {more && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-8 sm:rounded-r-2xl bg-gradient-to-l from-slate-900/15 to-transparent dark:from-black/50"
          />
        )}
      </div>
    </div>
  );
}

/**
 * One campaign as a table row. Memoised like the card: sorting or searching a page moves rows
 * without re-rendering them.
 */
const CampaignTableRow = memo(function CampaignTableRow({ row }: { row: CampaignRow }) {
  const { t } = useLingui();
  const { idText, eventChain, rewardChain } = row;
  const protocolName = row.protocol ?? t`Unknown protocol`;
  const { protocol, total } = row.apr;
  return (
    <tr className="hover:bg-slate-50 dark:hover:bg-slate-800/50">
      {/* Narrow below sm: on a 360 px phone the name, APR and rewards remaining share about 330 px. */}
      <th scope="row" className={`${cell} font-semibold ${pinned} max-w-56 min-w-28 sm:min-w-48`}>
        <span className="flex items-center gap-1">
          <WatchButton id={row.id} name={row.name} size="sm" />
          <span className="min-w-0">
            <AppLink to={row.href} className="underline-offset-2 hover:underline">
              {/* Fixed caps, not the default `min(100%, …)`: a percentage of a table cell sized by
                  its content resolves to nothing, and a 10,000-character symbol made the table that wide. */}
              <Trans>
                <TokenSymbol
                  token={{ symbol: row.rewardSymbol, symbolAltered: row.rewardSymbolAltered }}
                  maxWidthClass="max-w-32"
                />{' '}
                rewards on <DisplayText text={row.targetName} maxWidthClass="max-w-40" />
                <span className="sr-only">, campaign {idText}</span>
              </Trans>
            </AppLink>
            {/* While the target column is hidden, the chain that pays is said here. */}
            <span className="block text-xs font-normal text-slate-600 xl:hidden dark:text-slate-400">
              <Trans>Paid on {rewardChain}</Trans>
            </span>
            {/* While the status column is hidden (a phone), the status is said here: a search lists
                every status, and an ended campaign must not read like a live one. */}
            <span className="mt-1 block md:hidden [&>span]:whitespace-normal">
              <Badge tone={row.statusTone}>{row.statusLabel}</Badge>
            </span>
          </span>
        </span>
      </th>
      <td className={`${cell} ${columnClass('Target')}`}>
        <span className="block whitespace-nowrap">
          <DisplayText text={protocolName} maxWidthClass="max-w-40" /> · {eventChain}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          <Trans>Paid on {rewardChain}</Trans>
        </span>
      </td>
      <td className={`${cell} ${columnClass('Time left')}`}>
        <Badge tone={row.statusTone}>{row.statusLabel}</Badge>
        <span className="mt-0.5 block text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
          {row.timeLeft}
        </span>
      </td>
      <td className={`${cell} ${columnClass('APR')}`}>
        {/* A rate stays whole; a reason in its place ("Price feed lagging") may wrap. */}
        <span
          className={
            row.apr.hasPartner ? 'font-semibold whitespace-nowrap' : 'text-slate-600 italic dark:text-slate-400'
          }
        >
          {row.apr.partner}
        </span>
        {protocol !== undefined && (
          <span className="hidden text-xs text-slate-600 sm:block dark:text-slate-400">
            {total === undefined ? (
              <Trans>+ {protocol} protocol</Trans>
            ) : (
              <Trans>
                + {protocol} protocol = {total}
              </Trans>
            )}
          </span>
        )}
      </td>
      <td className={`${cell} ${columnClass('TVL')} whitespace-nowrap`}>{row.tvl}</td>
      <td className={`${cell} ${columnClass('Participants')} whitespace-nowrap`}>{row.participants}</td>
      <td className={`${cell} ${columnClass('Rewards remaining')}`}>
        <span className="block text-xs">{row.remainingText}</span>
        <RemainingDollars
          chainId={row.id.chainId}
          token={row.rewardToken}
          amount={row.remaining}
          className="block text-xs font-semibold"
        />
        <span className="mt-1 ml-auto block w-20 sm:w-32">
          <RemainingBar row={row} />
        </span>
      </td>
    </tr>
  );
});

/**
 * The page of campaigns as a table: one row each, the first cell links to the detail page; the
 * headers of sortable columns sort the list (the same order as the sort select).
 */
export function CampaignTable({
  rows,
  caption,
  sorting,
}: {
  rows: readonly CampaignRow[];
  caption: string;
  sorting?: TableSort | undefined;
}) {
  return (
    <TableFrame caption={caption} sorting={sorting}>
      {rows.map((row) => (
        <CampaignTableRow key={row.key} row={row} />
      ))}
    </TableFrame>
  );
}

/** Placeholder rows of the table's row height. */
export function CampaignTableSkeleton({ rows }: { rows: number }) {
  const { t } = useLingui();
  return (
    <div aria-hidden="true">
      <TableFrame caption={t`Loading campaigns`}>
        {Array.from({ length: rows }, (_, index) => (
          <tr key={index}>
            {COLUMNS.map((column) => (
              <td key={column} className={`${cell} ${columnClass(column)}`}>
                <Skeleton className={`h-3.5 w-16 ${NUMERIC.has(column) ? 'ml-auto' : ''}`} />
              </td>
            ))}
          </tr>
        ))}
      </TableFrame>
    </div>
  );
}
