import { useLingui as useActiveLanguage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, startTransition, Suspense, useState, type ReactNode } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { DataRows, type DataColumn } from '../../components/data-rows.tsx';
import { PageButtons } from '../../components/page-buttons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { TokenAvatar } from '../../components/token-avatar.tsx';
import { chainName } from '../../config/chains.ts';
import { paths } from '../../config/paths.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import { campaignFallbackName, type CampaignDisplayName } from '../../domain/campaign-name.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { formatCount } from '../../lib/format.ts';
import type { PayoutNameOf } from './payout-names.ts';
import type { PayoutRow } from './referral-rows.ts';
import type { RenderPayout } from './payout-renderers.ts';

// The dollar values load after the rows (payout-dollars.tsx): until then, and while prices are
// asked, each holds its place with "…".
const dollars = () => import('./payout-dollars.tsx');
/** One amount's value in dollars (rows, and the summary's lines per token). */
export const PayoutUsd = lazy(async () => ({ default: (await dollars()).PayoutUsd }));
/** What the payouts claimable now are worth, for the summary (the same chunk as the rows' values). */
export const ReadyToCollect = lazy(async () => ({ default: (await dollars()).ReadyToCollect }));

/** A dollar value's place while its code or price is on its way (as UsdFigure shows one asked). */
export function DollarsPending() {
  return (
    <span aria-hidden="true" className="text-slate-400 tabular-nums">
      …
    </span>
  );
}

/**
 * Rows a group shows at once. Past this it pages, so the page holds a bounded number of rows (and
 * their claim controls) however many payouts the referrer has; the summary, the CSV and "claim
 * all payouts" still cover every one.
 */
const PAYOUT_PAGE_SIZE = 50;

/** One group of payouts (claimable, estimated, …): a heading, a note, and its rows. */
export function Group({
  id,
  title,
  note,
  action,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          {/* Focusable by script: the place a row's control hands the keyboard to as the row moves here. */}
          <h3 id={id} tabIndex={-1} className="font-semibold">
            {title}
          </h3>
          {note !== undefined && <p className="text-sm text-slate-600 dark:text-slate-400">{note}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * A row's campaign: its name once read, its reward chain, and the element that tells the page the
 * row is in view. Until the name is read the row shows a placeholder of its size, not a made-up
 * name that changes under the reader's eyes; only when names could not be read does it fall back
 * to the reward token and id (which the page then says). Memoised: a row re-renders only when its
 * own stat or name changes, not when another row's answer arrives.
 */
const PayoutTitle = memo(function PayoutTitle({
  stat,
  name,
  namesFailed,
  watch,
}: {
  stat: ReferralStat;
  name: CampaignDisplayName | undefined;
  namesFailed: boolean;
  watch: (element: Element | null) => void;
}) {
  // Memoised on its props: it subscribes to the language itself, so its fallback name follows a switch.
  useActiveLanguage();
  const chain = chainName(stat.id.chainId);
  const campaignId = formatCampaignId(stat.id);
  const shown = name ?? (namesFailed ? campaignFallbackName(stat.id, stat.rewardToken.symbol) : undefined);
  return (
    <span ref={watch} className="flex gap-2">
      <TokenAvatar address={stat.rewardToken.address} symbol={stat.rewardToken.symbol} />
      <span className="min-w-0">
        <AppLink
          to={paths.campaignDetail(stat.id)}
          className="font-medium break-words text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          {shown === undefined ? (
            <>
              <Skeleton className="inline-block h-4 w-44 max-w-full align-middle" />
              <span className="sr-only">
                <Trans>Loading the name</Trans>
              </span>
            </>
          ) : (
            shown.title
          )}
          <span className="sr-only">
            <Trans>, campaign {campaignId}</Trans>
          </span>
        </AppLink>
        <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
          <ChainIcon chainId={stat.id.chainId} size={14} />
          <Trans>Paid on {chain}</Trans>
          {name !== undefined ? (
            ` · ${name.context}`
          ) : shown === undefined ? (
            <Skeleton className="ml-1 inline-block h-3 w-28 shrink" />
          ) : null}
        </span>
      </span>
    </span>
  );
});

/** The claim control of a claimable row (own payouts only); memoised like the title. */
const PayoutAction = memo(function PayoutAction({
  stat,
  referrer,
  name,
  renderPayout,
}: {
  stat: ReferralStat;
  referrer: Address;
  name: string | undefined;
  renderPayout: RenderPayout;
}) {
  if (stat.amount === null) return null;
  return renderPayout({ id: stat.id, referrer, amount: stat.amount, rewardToken: stat.rewardToken, name });
});

/**
 * Builds a claim column (headed `header`) for the rows of `referrer`; the button takes the name the
 * row has read.
 */
export function claimColumn(header: string, referrer: Address, renderPayout: RenderPayout, nameOf: PayoutNameOf) {
  return {
    header,
    cell: (row: PayoutRow) => (
      <PayoutAction stat={row.stat} referrer={referrer} name={nameOf(row.key)?.title} renderPayout={renderPayout} />
    ),
  };
}

/** The payout's amount, or why there is none yet. */
function PayoutAmount({ stat }: { stat: ReferralStat }) {
  return (
    <span className="font-semibold">
      {stat.amount === null ? <Trans>Not computed yet</Trans> : formatTokenWithSymbol(stat.amount, stat.rewardToken)}
    </span>
  );
}

/** The number of referees of each row, headed `header` (the caller's words, in the reader's language). */
export const refereesColumn = (header: string): DataColumn<PayoutRow> => ({
  header,
  numeric: true,
  cell: (row) => formatCount(row.stat.refereeCount),
});

export const amountColumn = (header: string): DataColumn<PayoutRow> => ({
  header,
  numeric: true,
  cell: (row) => <PayoutAmount stat={row.stat} />,
});

/**
 * The payout's value in dollars at the current price, beside its amount (only when the build has
 * a price source: without one the column is not there at all). Nothing for an amount not computed
 * yet. A row shows it once it comes into view (`shown`), as it reads its name: a page of a
 * referrer's rows costs the drawing of a screenful of values, not of every row.
 */
export const valueColumn = (header: string, shown: (row: PayoutRow) => boolean): DataColumn<PayoutRow> => ({
  header,
  numeric: true,
  cell: (row) =>
    row.stat.amount === null ? (
      ''
    ) : shown(row) ? (
      <Suspense fallback={<DollarsPending />}>
        <PayoutUsd chainId={row.stat.id.chainId} token={row.stat.rewardToken} amount={row.stat.amount} />
      </Suspense>
    ) : (
      <DollarsPending />
    ),
});

interface PayoutRowsProps {
  caption: string;
  /** What the page buttons are named, e.g. "Pages of payouts claimable now". */
  pagesLabel: string;
  rows: readonly PayoutRow[];
  columns: readonly DataColumn<PayoutRow>[];
  action?: { header: string; cell: (row: PayoutRow) => ReactNode } | undefined;
  nameOf: PayoutNameOf;
  /** Some names could not be read: rows without one show their reward token and id. */
  namesFailed: boolean;
  /** The ref that reports a row in view (useRowsInView's `watch`). */
  watch: (key: string) => (element: Element | null) => void;
}

/** A group's rows, PAYOUT_PAGE_SIZE at a time, with page buttons past that. */
export function PayoutRows({
  caption,
  pagesLabel,
  rows,
  columns,
  action,
  nameOf,
  namesFailed,
  watch,
}: PayoutRowsProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAYOUT_PAGE_SIZE));
  // Rows can leave the group (paid, window closed): past its end, the last page is shown.
  const current = Math.min(page, pages);
  const first = (current - 1) * PAYOUT_PAGE_SIZE;
  const shown = rows.slice(first, first + PAYOUT_PAGE_SIZE);
  const from = formatCount(first + 1);
  const to = formatCount(first + shown.length);
  const total = formatCount(rows.length);
  return (
    <>
      <DataRows
        caption={caption}
        items={shown}
        rowKey={(row) => row.key}
        titleHeader={t`Campaign`}
        title={(row) => (
          <PayoutTitle stat={row.stat} name={nameOf(row.key)} namesFailed={namesFailed} watch={watch(row.key)} />
        )}
        columns={columns}
        action={action}
      />
      {pages > 1 && (
        <nav aria-label={pagesLabel} className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              Rows {from}–{to} of {total}
            </Trans>
          </p>
          <PageButtons
            page={current}
            pages={pages}
            // A new page mounts up to PAYOUT_PAGE_SIZE rows: drawn in the background, so the click
            // paints at once and the rows follow without blocking input.
            onPage={(next) => {
              startTransition(() => {
                setPage(next);
              });
            }}
          />
        </nav>
      )}
    </>
  );
}
