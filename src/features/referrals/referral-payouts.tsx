import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useServiceClockOffset } from '../../api/use-service-clock.ts';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';
import { closingWithin } from '../../domain/closing-soon.ts';
import { paths } from '../../config/paths.ts';
import { absoluteUrlOf } from '../../config/app-base.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readCampaignNames } from '../../api/campaign-directory.ts';
import { referralKeys } from '../../api/query-keys.ts';
import { useRefetchWhile } from '../../api/use-refetch-while.ts';
import { referralProofQueryOptions } from '../../api/endpoints/get-referral-proof.ts';
import type { TokenRef } from '../../api/prices/price-coins.ts';
import { useTokenPrices, type TokenPrices } from '../../api/prices/use-token-prices.ts';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import { BackgroundRender } from '../../components/background-render.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { ExplorerLink } from '../../components/explorer-link.tsx';
import { useTicking } from '../../components/published-ago.tsx';
import { chainName, explorerUrl } from '../../config/chains.ts';
import { usePayoutsOnChain, type PayoutsOnChain } from '../../contracts/reads/payout-state.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, parseCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { campaignFallbackName } from '../../domain/campaign-name.ts';
import { formatCount } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/time.ts';
import { markReported, usePaidHashes, usePaidOnChain } from '../../wallet/sent-transactions.ts';
import { amountColumn, claimColumn, Group, PayoutRows, refereesColumn, valueColumn } from './payout-groups.tsx';
import type { RenderClaimAllPayouts, RenderClosingSoon, RenderPayout } from './payout-renderers.ts';
import { usePayoutNames, type PayoutNameOf } from './payout-names.ts';
import { payoutSorts, PayoutSortControl, payoutToken, sortPayouts, type PayoutSort } from './payout-sort.tsx';
import {
  groupPayouts,
  refereeSummary,
  referralsCsv,
  referralTotals,
  waitingReason,
  type EvidenceOf,
  type PayoutRow,
} from './referral-rows.ts';
import { newestPublished, ReferralSummary } from './referral-summary.tsx';
import { useRowsInView, type RowsInView } from './use-rows-in-view.ts';

export interface ReferralPayoutsProps {
  address: Address;
  stats: readonly ReferralStat[];
  /** Whether the stats are the connected wallet's own: only then are claims offered. */
  own: boolean;
  renderPayout: RenderPayout;
  renderClaimAllPayouts: RenderClaimAllPayouts | undefined;
  renderClosingSoon?: RenderClosingSoon | undefined;
}

/**
 * Final payouts the service does not report paid, the ones that may be claimable now: their
 * distributors are what the chain is asked about, their tokens' prices what "Largest payout" compares.
 */
function unpaidFinal(stats: readonly ReferralStat[]): { ids: CampaignId[]; tokens: TokenRef[] } {
  const unpaid = stats.filter(
    (stat) => stat.status === 'final' && stat.claimedAt === null && stat.claimTxHash === null,
  );
  return { ids: unpaid.map((stat) => stat.id), tokens: unpaid.map(payoutToken) };
}

const NO_TOKENS: readonly TokenRef[] = [];

/** The Paid group's heading, where the keyboard goes when the payout it was on is paid. */
const PAID_GROUP_ID = 'payouts-paid';

/** When a paid payout was paid: the service's date, or who says it is paid before the service does. */
function PaidWhen({ row }: { row: PayoutRow }) {
  if (row.stat.claimedAt !== null) return formatDateTime(row.stat.claimedAt);
  if (row.paidBy === 'this-browser') return <Trans>Just now</Trans>;
  if (row.paidBy === 'chain') return <Trans>On chain</Trans>;
  return '';
}

/** Everything the body draws from, gathered by ReferralPayouts's hooks in one render. */
interface PayoutsView extends Omit<ReferralPayoutsProps, 'stats'> {
  stats: readonly ReferralStat[];
  now: Date;
  /** How far the service's clock is ahead of the device's, for the countdowns. */
  clockOffsetMs: number;
  /** The order chosen; shown only while it is one the rows and prices allow (payoutSorts). */
  sort: PayoutSort;
  setSort: (sort: PayoutSort) => void;
  /** The current prices of the tokens of the payouts that may be claimable (dollar values, "Largest payout"). */
  prices: TokenPrices;
  onChain: PayoutsOnChain;
  minedHere: (id: CampaignId) => bigint | undefined;
  /** The transaction this browser saw pay a payout, for its row until the service names one. */
  paidHashHere: (id: CampaignId) => `0x${string}` | undefined;
  names: { nameOf: PayoutNameOf; failed: boolean };
  publishedAt: Date | undefined;
  watch: RowsInView['watch'];
  /** Rows that came into view: only they show their dollar value (and its code and observer). */
  inView: ReadonlySet<string>;
}

/**
 * The referral center's body: a summary per token, then payouts claimable now (with the time
 * left in their window), estimated earnings (explained once), final payouts that wait, and paid
 * payouts as history, with a CSV export of all of them. Whether a payout is paid, and its claim
 * window, come from the chain (one read per reward chain); names only for the rows in view.
 */
export function ReferralPayouts({
  address,
  stats,
  own,
  renderPayout,
  renderClaimAllPayouts,
  renderClosingSoon,
}: ReferralPayoutsProps) {
  // A payout's window is the chain's: "now" is the service's clock, which the chains keep.
  const device = useTicking(30_000);
  const clockOffsetMs = useServiceClockOffset() ?? 0;
  const now = new Date(device.getTime() + clockOffsetMs);
  const [sort, setSort] = useState<PayoutSort>('closes');
  const unpaid = useMemo(() => unpaidFinal(stats), [stats]);
  const onChain = usePayoutsOnChain(address, unpaid.ids);
  // A payout mined from this browser counts as paid at once; the service reports it a moment later.
  const minedHere = usePaidOnChain(address, 'payouts');
  const paidHashHere = usePaidHashes(address, 'payouts');
  // Once the service reports a payout this browser saw mined, the record need not vouch for it.
  const reportedKey = stats
    .filter((stat) => (stat.claimedAt !== null || stat.claimTxHash !== null) && minedHere(stat.id) !== undefined)
    .map((stat) => formatCampaignId(stat.id))
    .join();
  useEffect(() => {
    const reported = reportedKey === '' ? [] : reportedKey.split(',').flatMap((text) => parseCampaignId(text) ?? []);
    if (reported.length > 0) markReported('payouts', address, reported);
  }, [address, reportedKey]);

  const { seen, watch } = useRowsInView();
  const idOf = useMemo(() => new Map(stats.map((stat) => [formatCampaignId(stat.id), stat.id])), [stats]);
  const seenIds = seen.flatMap((key) => idOf.get(key as PayoutRow['key']) ?? []);
  const names = usePayoutNames(seenIds);
  const inView = useMemo(() => new Set(seen), [seen]);
  // Prices are asked once the rows are drawn and seen, as the value column asks them, not on the
  // first render: across tokens, "Largest payout" is offered once they are in.
  const prices = useTokenPrices(seen.length > 0 ? unpaid.tokens : NO_TOKENS);

  // "Published …": one proof, the newest payout's, read for its date (not one per payout).
  const newest = newestPublished(stats);
  const publishedAt = useQuery({
    ...referralProofQueryOptions(newest?.id ?? { chainId: 0, campaignIndex: 0 }, address),
    enabled: newest !== undefined,
    select: (proof) => proof?.publishedAt,
  }).data;

  // Query answers re-render this component synchronously (React Query subscribes through
  // useSyncExternalStore), and drawing a hundred rows at once blocks a phone's main thread for
  // most of a second. So the hooks answer here, cheaply, and the body is drawn in the background,
  // in slices that yield to input; it follows the answers by a moment.
  return (
    <BackgroundRender
      value={{
        address,
        stats,
        own,
        renderPayout,
        renderClaimAllPayouts,
        renderClosingSoon,
        now,
        clockOffsetMs,
        sort,
        setSort,
        prices,
        onChain,
        minedHere,
        paidHashHere,
        names,
        publishedAt,
        watch,
        inView,
      }}
      render={(view: PayoutsView) => <PayoutsBody view={view} />}
    />
  );
}

/** Memoised on the value drawn, so an urgent render that leaves it alone skips every row. */
const PayoutsBody = memo(function PayoutsBody({ view }: { view: PayoutsView }) {
  const {
    address,
    stats,
    own,
    renderPayout,
    renderClaimAllPayouts,
    renderClosingSoon,
    now,
    clockOffsetMs,
    sort: chosenSort,
    setSort,
    prices,
    onChain,
    minedHere,
    paidHashHere,
    names,
    publishedAt,
    watch,
    inView,
  } = view;
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const evidenceOf: EvidenceOf = (stat) => ({ minedHere: minedHere(stat.id), chain: onChain.stateOf(stat.id) });
  const { claimable: soonestFirst, estimated, waiting, paid } = groupPayouts(stats, now, evidenceOf);
  const sorts = payoutSorts(soonestFirst, prices);
  // An order chosen that is no longer offered (a read of the prices failed, a payout in another
  // token came in) falls back to soonest first, and comes back with its option.
  const sort = sorts.includes(chosenSort) ? chosenSort : 'closes';
  const claimable = sortPayouts(soonestFirst, sort, prices);
  const nameOfRow = (row: PayoutRow) =>
    (names.nameOf(row.key) ?? campaignFallbackName(row.stat.id, row.stat.rewardToken.symbol)).title;
  const open = payoutDeadlines(soonestFirst, address, nameOfRow);
  const closing = closingWithin(open, now);

  // A payout collected here moves to Paid, its button and status line with it: the keyboard follows
  // it there rather than falling back to the page's start.
  const paidRowCount = paid.length;
  const paidBefore = useRef(paidRowCount);
  useEffect(() => {
    const grew = paidRowCount > paidBefore.current;
    paidBefore.current = paidRowCount;
    if (grew && (document.activeElement === null || document.activeElement === document.body))
      document.getElementById(PAID_GROUP_ID)?.focus();
  }, [paidRowCount]);

  const catchingUp = paid.filter((row) => row.paidBy === 'this-browser').length;
  const chainOnly = paid.filter((row) => row.paidBy === 'chain').length;
  // Stats are cached for 60 s or more, as the interface asks: asked again no sooner than that.
  useRefetchWhile(catchingUp, [referralKeys.allStats()], { everyMs: 60_000, forMs: 10 * 60_000 });

  // The screen names only the rows seen; the file names every row, reading the names still missing
  // on the click (through the cached queries the screen's names come from).
  const csv = async () => {
    const rows = [...claimable, ...estimated, ...waiting, ...paid];
    const names = await readCampaignNames(
      queryClient,
      rows.map((row) => row.stat.id),
    );
    const text = referralsCsv(
      rows.map((row) => ({ stat: row.stat, name: names.nameOf(row.stat.id, row.stat.rewardToken.symbol) })),
      chainName,
      now,
      evidenceOf,
    );
    return { text, shortfall: names.shortfall };
  };
  const rowsProps = { nameOf: names.nameOf, namesFailed: names.failed, watch };
  // Each amount's dollar value beside it; a build without a price source has no such column.
  const value = prices.enabled ? [valueColumn(t`Value`, (row) => inView.has(row.key))] : [];
  const closingCount = formatCount(closing.length);
  const claimableCount = formatCount(claimable.length);
  const estimatedCount = formatCount(estimated.length);
  const waitingCount = formatCount(waiting.length);
  const paidCount = formatCount(paid.length);
  // Each note a sentence of its own; with neither, what the paid rows are.
  const paidNotes: string[] = [];
  if (catchingUp > 0)
    paidNotes.push(
      t`${plural(catchingUp, {
        1: 'One payout mined from this browser is not in the service’s figures yet; it is shown paid as the chain has it while the service catches up.',
        other:
          '# payouts mined from this browser are not in the service’s figures yet; they are shown paid as the chain has it while the service catches up.',
      })}`,
    );
  if (chainOnly > 0)
    paidNotes.push(
      t`${plural(chainOnly, {
        1: 'One payout the chain reports paid is not in the service’s figures yet, and shown paid as the chain has it.',
        other:
          '# payouts the chain reports paid are not in the service’s figures yet, and shown paid as the chain has it.',
      })}`,
    );
  const paidNote =
    paidNotes.length > 0 ? paidNotes.join(' ') : t`As the service reports them; it trails the chain by a few blocks.`;

  return (
    <div className="flex flex-col gap-6">
      {renderClosingSoon?.({
        closing,
        open,
        now,
        claimClosing:
          own && closing.length > 0
            ? renderClaimAllPayouts?.({
                referrer: address,
                claimable: true,
                only: closing.map((deadline) => deadline.id),
                label: t`Claim the ${closingCount} closing soon`,
              })
            : null,
      })}
      <ReferralSummary
        totals={referralTotals(stats, now, evidenceOf)}
        readyToCollect={claimable.flatMap(({ stat }) =>
          stat.amount === null ? [] : [{ chainId: stat.id.chainId, token: stat.rewardToken, amount: stat.amount }],
        )}
        referees={refereeSummary(stats)}
        publishedAt={publishedAt}
        hasEstimates={estimated.length > 0}
        csv={csv}
        filename={`referral-earnings-${address}.csv`}
      />
      {/* One line that stays, its words changing as the chain answers: a note that came and went
          would move every row below it. */}
      <p
        role="status"
        className={`text-sm ${onChain.failed ? 'text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400'}`}
      >
        {onChain.failed ? (
          <Trans>
            The chain could not be read just now, so which payouts are paid and their claim windows are as the service
            reports them.
          </Trans>
        ) : onChain.pending ? (
          <Trans>Which payouts are paid, and until when each can be claimed: checking… with each reward chain.</Trans>
        ) : (
          <Trans>Which payouts are paid, and until when each can be claimed: as each reward chain says.</Trans>
        )}
      </p>
      {names.failed && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Some campaign names could not be loaded; those rows show their reward token and campaign id.</Trans>
        </p>
      )}

      <Group
        id="payouts-claimable"
        title={t`Claimable now (${claimableCount})`}
        note={
          claimable.length === 0 ? (
            <Trans>No payout can be claimed right now.</Trans>
          ) : (
            <Trans>Each payout is paid once, to the referrer, and only until its claim window closes.</Trans>
          )
        }
        action={own ? renderClaimAllPayouts?.({ referrer: address, claimable: claimable.length > 0 }) : undefined}
      >
        {/* With a price source the control stays while prices are asked, "Largest payout" joining
            it once they are in, so the rows below do not move as they load; without one, or once
            the source has failed, a control with nothing to choose from is left out. */}
        {claimable.length > 1 && (sorts.length > 1 || (prices.enabled && prices.error === null)) && (
          <PayoutSortControl sorts={sorts} sort={sort} setSort={setSort} />
        )}
        {claimable.length > 0 && (
          <PayoutRows
            {...rowsProps}
            caption={t`Payouts claimable now`}
            pagesLabel={t`Pages of payouts claimable now`}
            rows={claimable}
            columns={[
              amountColumn(t`Payout`),
              ...value,
              {
                header: t`Window`,
                cell: (row) =>
                  row.windowEnd === null ? '' : <Countdown end={row.windowEnd} clockOffsetMs={clockOffsetMs} />,
              },
            ]}
            action={own ? claimColumn(t`Claim`, address, renderPayout, names.nameOf) : undefined}
          />
        )}
      </Group>

      {estimated.length > 0 && (
        <Group
          id="payouts-estimated"
          title={t`Estimated (${estimatedCount})`}
          note={
            <Trans>
              These amounts move with your referees’ earnings and with other referrers’, since referrers share one pool
              per campaign. They become final when the campaign is finalized.
            </Trans>
          }
        >
          <PayoutRows
            {...rowsProps}
            caption={t`Estimated referral earnings`}
            pagesLabel={t`Pages of estimated referral earnings`}
            rows={estimated}
            columns={[refereesColumn(t`Referees`), amountColumn(t`Estimated`), ...value]}
          />
        </Group>
      )}

      {waiting.length > 0 && (
        <Group id="payouts-waiting" title={t`Final, not claimable (${waitingCount})`}>
          <PayoutRows
            {...rowsProps}
            caption={t`Final payouts that cannot be claimed now`}
            pagesLabel={t`Pages of final payouts that cannot be claimed now`}
            rows={waiting}
            columns={[
              refereesColumn(t`Referees`),
              amountColumn(t`Payout`),
              ...value,
              { header: t`Why`, cell: (row) => waitingReason(row.stat, now, row.evidence) },
            ]}
          />
        </Group>
      )}

      {paid.length > 0 && (
        <Group id={PAID_GROUP_ID} title={t`Paid (${paidCount})`} note={paidNote}>
          <PayoutRows
            {...rowsProps}
            caption={t`Paid referral payouts`}
            pagesLabel={t`Pages of paid referral payouts`}
            rows={paid}
            columns={[
              amountColumn(t`Paid`),
              ...value,
              { header: t`When`, cell: (row) => <PaidWhen row={row} /> },
              {
                header: t`Transaction`,
                cell: (row) => {
                  const hash = row.stat.claimTxHash ?? paidHashHere(row.stat.id);
                  return hash === undefined ? (
                    ''
                  ) : (
                    <ExplorerLink explorer={explorerUrl(row.stat.id.chainId)} kind="tx" value={hash} />
                  );
                },
              },
            ]}
          />
        </Group>
      )}
    </div>
  );
});

/** The claimable payouts with a window, as the calendar and the closing-soon summary speak of them. */
function payoutDeadlines(
  rows: readonly PayoutRow[],
  referrer: Address,
  nameOf: (row: PayoutRow) => string,
): ClaimDeadline[] {
  const url = absoluteUrlOf(paths.referrals);
  return rows.flatMap((row) =>
    row.windowEnd === null || row.stat.amount === null
      ? []
      : [
          {
            kind: 'payout' as const,
            id: row.stat.id,
            user: referrer,
            campaignName: nameOf(row),
            closesAt: row.windowEnd,
            claimable: {
              token: row.stat.rewardToken.address,
              amount: row.stat.amount,
              symbol: row.stat.rewardToken.symbol,
              decimals: row.stat.rewardToken.decimals,
            },
            url,
          },
        ],
  );
}
