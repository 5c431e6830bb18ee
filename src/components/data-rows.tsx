import type { ReactNode } from 'react';
import { SM_MEDIA_QUERY, useMediaQuery } from './use-media-query.ts';

/** One column after the first (the row's title). */
export interface DataColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Amounts and counts: right-aligned, tabular figures. */
  numeric?: boolean;
}

interface DataRowsProps<T> {
  /** Names the table (and the list of cards) for screen readers. */
  caption: string;
  items: readonly T[];
  rowKey: (item: T) => string;
  titleHeader: string;
  title: (item: T) => ReactNode;
  columns: readonly DataColumn<T>[];
  /** A control on each row (a claim), where the eye already is: the row's end, the card's foot. */
  action?: { header: string; cell: (item: T) => ReactNode };
}

/** The height a table out of view holds: its header, and each row (a name over its chain). */
const TABLE_HEAD_REM = 2.25;
const TABLE_ROW_REM = 3.5;

/**
 * Rows as a table from the `sm` breakpoint up and as cards below it. Only one of the two is
 * rendered, so a stateful control in a row exists once. The table's scroll box is `relative`, so
 * screen-reader-only text inside it stays inside it and cannot widen the page.
 */
export function DataRows<T>({ caption, items, rowKey, titleHeader, title, columns, action }: DataRowsProps<T>) {
  const wide = useMediaQuery(SM_MEDIA_QUERY);
  if (!wide) {
    return (
      <ul aria-label={caption} className="divide-y divide-slate-100 dark:divide-slate-800">
        {items.map((item) => (
          // A card out of view is neither laid out nor painted until it nears the screen, so a page
          // of 50 costs the layout of a screenful (a phone spends most of its load on layout).
          <li
            key={rowKey(item)}
            data-row-key={rowKey(item)}
            className="flex flex-col gap-2 py-3 [contain-intrinsic-size:auto_8rem] [content-visibility:auto]"
          >
            <div className="min-w-0">{title(item)}</div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-slate-600 dark:text-slate-400">{column.header}</dt>
                  <dd
                    className={`min-w-0 break-words ${column.numeric === true ? 'text-right tabular-nums' : 'text-right'}`}
                  >
                    {column.cell(item)}
                  </dd>
                </div>
              ))}
            </dl>
            {action !== undefined && <div>{action.cell(item)}</div>}
          </li>
        ))}
      </ul>
    );
  }
  // A table out of view (a later group of rows) is neither laid out nor painted until it nears
  // the screen; table rows cannot skip on their own, so the whole table does. It holds the height
  // of its rows meanwhile (a header and about 3.5rem a row), so a short table leaves no tall blank
  // below its heading and a long one does not jump when drawn.
  return (
    <div
      className="relative overflow-x-auto [content-visibility:auto]"
      style={{ containIntrinsicSize: `auto ${String(TABLE_HEAD_REM + items.length * TABLE_ROW_REM)}rem` }}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {titleHeader}
            </th>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-medium ${column.numeric === true ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
            {action !== undefined && (
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">{action.header}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => (
            <tr key={rowKey(item)} data-row-key={rowKey(item)}>
              <td className="px-3 py-2 align-top">{title(item)}</td>
              {columns.map((column) => (
                <td
                  key={column.header}
                  // An amount stays on one line once the table has room (md); between sm and md a
                  // five-column table in Spanish is wider than the screen unless "1.234,5 PTN" may
                  // break before its symbol.
                  className={`px-3 py-2 align-top ${column.numeric === true ? 'text-right tabular-nums md:whitespace-nowrap' : ''}`}
                >
                  {column.cell(item)}
                </td>
              ))}
              {action !== undefined && <td className="px-3 py-2 align-top">{action.cell(item)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
