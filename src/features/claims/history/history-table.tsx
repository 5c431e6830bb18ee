import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useState } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { AddressLink } from '../../../components/address-link.tsx';
import { Badge } from '../../../components/badge.tsx';
import { DataRows, type DataColumn } from '../../../components/data-rows.tsx';
import { PageButtons } from '../../../components/page-buttons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { chainName, explorerUrl } from '../../../config/chains.ts';
import { paths } from '../../../config/paths.ts';
import type { HistoryKind } from '../../../contracts/reads/history-types.ts';
import { shortenAddress } from '../../../domain/address.ts';
import type { CampaignDisplayName } from '../../../domain/campaign-name.ts';
import { formatTokenWithSymbol, type TokenUnits } from '../../../domain/token-amount.ts';
import { formatCount } from '../../../lib/format.ts';
import { formatDateTime, formatDateTimeUtc } from '../../../lib/time.ts';
import type { HistoryRow, HistorySummary, HistoryToken, PendingHistoryRow } from './history-rows.ts';
import { ValueThen } from './history-value-cell.tsx';
import type { HistoryValue } from './history-values.ts';

/**
 * Rows drawn at once, as the Rewards screen and the referral payouts do: the DOM stays bounded for
 * a wallet with hundreds of claims (each card or row out of view is also skipped by the browser's
 * layout, DataRows' content-visibility), while the summary and the CSV cover every row.
 */
const ROWS_PER_PAGE = 50;

const ETH: TokenUnits = { symbol: 'ETH', decimals: 18 };

/** An amount exactly, all its decimals: a history is a record, not an estimate. */
function exactAmount(amount: bigint, token: TokenUnits): string {
  return formatTokenWithSymbol(amount, token, { maxFractionDigits: token.decimals });
}

/** An amount as every screen writes it, its every decimal on hover (and in the CSV). */
function ReadableAmount({ amount, token }: { amount: bigint; token: TokenUnits }) {
  return <span title={exactAmount(amount, token)}>{formatTokenWithSymbol(amount, token)}</span>;
}

/** "Nov 30, 2026, 8:11 PM in your time zone", the tooltip of a row's UTC date. */
function localTimeTitle(date: Date): string {
  const local = formatDateTime(date);
  return t`${local} in your time zone`;
}

function KindBadge({ kind }: { kind: HistoryKind }) {
  return kind === 'claim' ? (
    <Badge tone="info">
      <Trans>Reward claim</Trans>
    </Badge>
  ) : (
    <Badge tone="accent">
      <Trans>Referral payout</Trans>
    </Badge>
  );
}

function CampaignName({ row }: { row: { campaign: HistoryRow['campaign']; name: CampaignDisplayName | undefined } }) {
  if (row.name === undefined) return <Skeleton className="h-4 w-40" />;
  return (
    <AppLink
      to={paths.campaignDetail(row.campaign)}
      className="font-medium break-words text-brand-700 underline underline-offset-2 dark:text-brand-300"
    >
      {row.name.title}
    </AppLink>
  );
}

function Amount({ amount, token, settled }: { amount: bigint; token: HistoryToken | undefined; settled: boolean }) {
  if (token !== undefined) return <ReadableAmount amount={amount} token={token} />;
  if (!settled) return <Skeleton className="ml-auto h-4 w-24" />;
  return <Trans>Token unknown</Trans>;
}

function Fee({ row }: { row: HistoryRow }) {
  const { t } = useLingui();
  const calls = row.entry.transactionCalls;
  return (
    <span className="inline-flex flex-col items-end">
      <ReadableAmount amount={row.entry.fee} token={ETH} />
      {calls > 1 && (
        <span className="text-xs whitespace-normal text-slate-600 dark:text-slate-400">
          {t`share of a ${calls}-claim transaction’s fee`}
        </span>
      )}
    </span>
  );
}

function Sender({ row }: { row: HistoryRow }) {
  const { entry } = row;
  if (entry.sender === 'wallet') return <Trans>Sent by this wallet</Trans>;
  if (entry.sender === 'safe') return <Trans>Sent by this wallet (a Safe or other contract account)</Trans>;
  const from = shortenAddress(entry.from);
  return (
    <span title={entry.from}>
      <Trans>Sent by another sender, {from}</Trans>
    </span>
  );
}

/** The page of the history on screen: which one of how many, and the rows it holds. */
export interface HistoryPage {
  current: number;
  pages: number;
  /** The index of its first row among every row shown. */
  first: number;
  setPage: (page: number) => void;
}

/**
 * The page of `count` rows on screen, kept per view of the filters (`viewKey`): a new view starts
 * at its first page. Held above the rows, so the screen names only the campaigns of this page.
 */
export function useHistoryPage(count: number, viewKey: string): HistoryPage {
  const [pageAt, setPageAt] = useState({ key: viewKey, page: 1 });
  const pages = Math.max(1, Math.ceil(count / ROWS_PER_PAGE));
  const current = Math.min(pageAt.key === viewKey ? pageAt.page : 1, pages);
  return {
    current,
    pages,
    first: (current - 1) * ROWS_PER_PAGE,
    setPage: (page) => {
      setPageAt({ key: viewKey, page });
    },
  };
}

/** The rows of `page` among `rows`. */
export function rowsOfPage<T>(rows: readonly T[], page: HistoryPage): T[] {
  return rows.slice(page.first, page.first + ROWS_PER_PAGE);
}

interface HistoryRowsProps {
  rows: readonly HistoryRow[];
  /** Campaign data has answered (or failed) for every row: a missing token is then unknown, not loading. */
  settled: boolean;
  page: HistoryPage;
  /**
   * Each row's dollar value at its time, for the rows of the page in view; undefined when the build
   * has no price source, and then there is no column for it at all.
   */
  valueOf: ((row: HistoryRow) => HistoryValue) | undefined;
}

/** Every mined row, newest first, a page at a time: a table on wide screens, cards on a phone. */
export function HistoryRows({ rows, settled, page, valueOf }: HistoryRowsProps) {
  const { t } = useLingui();
  const { current, pages, first } = page;
  const shown = rowsOfPage(rows, page);
  // What every row would repeat is said once above them: who sent them all, and (in the summary)
  // that they are all of one kind.
  const allOwn = rows.every((row) => row.entry.sender === 'wallet');
  const oneKind = rows.every((row) => row.entry.kind === rows[0]?.entry.kind);
  // Five columns, each stacking two facts (date over chain, name over kind, hash over sender), so
  // the table fits a laptop without scrolling sideways; on a phone each row is a card.
  const columns: DataColumn<HistoryRow>[] = [
    {
      header: t`Campaign`,
      cell: (row) => (
        <span className="flex flex-col items-end gap-1 sm:items-start">
          <CampaignName row={row} />
          {!oneKind && <KindBadge kind={row.entry.kind} />}
        </span>
      ),
    },
    {
      header: t`Amount`,
      numeric: true,
      cell: (row) => <Amount amount={row.entry.amount} token={row.token} settled={settled} />,
    },
    // Beside the amount it prices: what it was worth when mined, not what it is worth today.
    ...(valueOf === undefined
      ? []
      : [
          {
            header: t`Value when received`,
            numeric: true,
            cell: (row: HistoryRow) => <ValueThen value={valueOf(row)} row={row} />,
          },
        ]),
    { header: t`Fee`, numeric: true, cell: (row) => <Fee row={row} /> },
    {
      header: t`Transaction`,
      cell: (row) => (
        <span className="flex flex-col items-end gap-0.5 sm:items-start">
          <AddressLink
            address={row.entry.hash}
            kind="tx"
            explorer={explorerUrl(row.entry.chainId)}
            label={t`Transaction`}
            hideLabel
          />
          {!allOwn && (
            <span className="text-xs text-slate-600 dark:text-slate-400">
              <Sender row={row} />
            </span>
          )}
        </span>
      ),
    },
  ];
  const from = formatCount(first + 1);
  const to = formatCount(first + shown.length);
  const total = formatCount(rows.length);
  return (
    <>
      {allOwn && rows.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Every transaction below was sent by this wallet.</Trans>
        </p>
      )}
      <DataRows
        caption={t`Claims and payouts, newest first`}
        items={shown}
        rowKey={(row) => row.key}
        // In UTC, as the date filters and the CSV: a row dated in the reader's zone could fall on
        // another day than the filter that lists it. The reader's own time is in its tooltip.
        titleHeader={t`Date (UTC) and chain`}
        title={(row) => (
          <span className="flex flex-col">
            <time
              dateTime={new Date(row.entry.timestamp * 1000).toISOString()}
              title={localTimeTitle(new Date(row.entry.timestamp * 1000))}
              className="font-medium whitespace-nowrap"
            >
              {formatDateTimeUtc(new Date(row.entry.timestamp * 1000))}
            </time>
            <span className="text-xs text-slate-600 dark:text-slate-400">{chainName(row.entry.chainId)}</span>
          </span>
        )}
        columns={columns}
      />
      {pages > 1 && (
        <nav aria-label={t`Pages of the history`} className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Rows {from}–{to} of {total}
            </Trans>
          </p>
          <PageButtons
            page={current}
            pages={pages}
            onPage={(next) => {
              // A page mounts up to 50 rows: drawn in the background, so the click paints at once.
              startTransition(() => {
                page.setPage(next);
              });
            }}
          />
        </nav>
      )}
    </>
  );
}

interface PendingRowsProps {
  rows: readonly PendingHistoryRow[];
  nameOf: (row: PendingHistoryRow) => CampaignDisplayName | undefined;
  tokenOf: (row: PendingHistoryRow) => HistoryToken | undefined;
}

/** Claims and payouts sent from this browser that the chain's logs do not hold yet. */
export function PendingRows({ rows, nameOf, tokenOf }: PendingRowsProps) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <ul aria-label={t`Pending claims and payouts`} className="flex flex-col gap-2">
      {rows.map((row, index) => {
        const token = tokenOf(row);
        return (
          <li
            key={row.hash ?? `${String(row.sentAt)}:${String(index)}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm dark:border-amber-800 dark:bg-amber-950/40"
          >
            <Badge tone="warning">
              <Trans>Pending</Trans>
            </Badge>
            <span>{chainName(row.chainId)}</span>
            <CampaignName row={{ campaign: row.campaign, name: nameOf(row) }} />
            <KindBadge kind={row.kind} />
            {row.amount !== undefined && token !== undefined && (
              <span className="tabular-nums">
                <ReadableAmount amount={row.amount} token={token} />
              </span>
            )}
            {row.hash !== undefined && (
              <AddressLink
                address={row.hash}
                kind="tx"
                explorer={explorerUrl(row.chainId)}
                label={t`Transaction`}
                hideLabel
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function tokenOnChain(symbol: string, chainId: number): string {
  const chain = chainName(chainId);
  return t`${symbol} on ${chain}`;
}

/** How many claims and payouts, and the total received of each token (never summed across tokens). */
export function HistorySummaryPanel({ summary }: { summary: HistorySummary }) {
  const { t } = useLingui();
  const claims = summary.claims;
  const payouts = summary.payouts;
  return (
    <section
      aria-label={t`Summary of the history`}
      className="rounded-2xl border border-slate-200 bg-surface p-4 dark:border-slate-800"
    >
      <p className="text-sm font-semibold">
        {t`${plural(claims, { one: '# reward claim', other: '# reward claims' })} and ${plural(payouts, {
          one: '# referral payout',
          other: '# referral payouts',
        })}`}
      </p>
      {summary.totals.length > 0 && (
        <dl className="mt-2 grid gap-x-8 gap-y-1 text-sm md:grid-cols-2">
          {summary.totals.map((total) => (
            <div key={total.key} className="flex min-w-0 flex-wrap justify-between gap-x-3">
              <dt className="text-slate-600 dark:text-slate-400">{tokenOnChain(total.token.symbol, total.chainId)}</dt>
              {/* Read at a glance, cut to 4 decimals; the exact sum is in its title and in the rows. */}
              <dd
                className="min-w-0 text-right break-words tabular-nums"
                title={exactAmount(total.amount, total.token)}
              >
                {formatTokenWithSymbol(total.amount, total.token)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {summary.untotalled > 0 && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t`${plural(summary.untotalled, {
            one: '# row is in no total: its campaign’s token is not known.',
            other: '# rows are in no total: their campaigns’ tokens are not known.',
          })}`}
        </p>
      )}
    </section>
  );
}

/** Rows of the right height while the chains answer, so nothing moves when they do. */
export function HistorySkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p className="sr-only" role="status">
        {t`Loading the history`}
      </p>
      <Skeleton className="h-20 w-full rounded-2xl" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} className="h-14 w-full rounded-lg" />
      ))}
    </div>
  );
}
