import { TokenSymbol } from '../../components/display-text.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useCampaignDirectory } from '../../api/campaign-directory.ts';
import { referralKeys } from '../../api/query-keys.ts';
import { useRefetchWhile } from '../../api/use-refetch-while.ts';
import { referralProofQueryOptions } from '../../api/endpoints/get-referral-proof.ts';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { CsvDownloadButton } from '../../components/csv-download-button.tsx';
import { DataRows, type DataColumn } from '../../components/data-rows.tsx';
import { ExplorerLink } from '../../components/explorer-link.tsx';
import { PublishedAgo } from '../../components/published-ago.tsx';
import { TokenAvatar } from '../../components/token-avatar.tsx';
import { chainName, explorerUrl } from '../../config/chains.ts';
import { paths } from '../../config/paths.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import type { CampaignDisplayName } from '../../domain/campaign-name.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { formatCount } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/time.ts';
import { usePaidOnChain } from '../../wallet/paid-on-chain.ts';
import {
  isPaidAheadOfService,
  payoutState,
  refereeSummary,
  referralsCsv,
  referralTotals,
  waitingReason,
} from './referral-rows.ts';

/** The payout control of one campaign, for the connected wallet's own payouts (from the page). */
export type RenderPayout = (payout: {
  id: CampaignId;
  referrer: Address;
  amount: bigint;
  rewardToken: RewardToken;
}) => ReactNode;

/**
 * One control claiming every payout claimable now (from the page). It stays rendered when nothing
 * is claimable, so a run's window follows it to its summary and a kept run resumes after a reload.
 */
export type RenderClaimAllPayouts = (target: { referrer: Address; claimable: boolean }) => ReactNode;

interface Row {
  stat: ReferralStat;
  name: CampaignDisplayName;
}

// The published date is the newest referral root's: a referral proof exists only for a finalized
// campaign, so it dates final payouts. Estimates have no proof (and no date); they move hourly.
const REFERRAL_CADENCE = 'about every hour';
const ESTIMATES_CADENCE = 'estimates move about every hour while campaigns run';

const amountText = (stat: ReferralStat) =>
  stat.amount === null ? 'Not computed yet' : formatTokenWithSymbol(stat.amount, stat.rewardToken);

function CampaignTitle({ row }: { row: Row }) {
  return (
    <span className="flex gap-2">
      <TokenAvatar address={row.stat.rewardToken.address} symbol={row.stat.rewardToken.symbol} />
      <span className="min-w-0">
        <Link
          to={paths.campaignDetail(row.stat.id)}
          className="font-medium break-words text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        >
          {row.name.title}
          <span className="sr-only">, campaign {formatCampaignId(row.stat.id)}</span>
        </Link>
        <span className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
          <ChainIcon chainId={row.stat.id.chainId} size={14} />
          Paid on {chainName(row.stat.id.chainId)} · {row.name.context}
        </span>
      </span>
    </span>
  );
}

const key = (row: Row) => formatCampaignId(row.stat.id);
const refereesColumn: DataColumn<Row> = {
  header: 'Referees',
  numeric: true,
  cell: (row) => formatCount(row.stat.refereeCount),
};
const amountColumn = (header: string): DataColumn<Row> => ({
  header,
  numeric: true,
  cell: (row) => <span className="font-semibold">{amountText(row.stat)}</span>,
});

function Group({
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
          <h3 id={id} className="font-semibold">
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

interface ReferralPayoutsProps {
  address: Address;
  stats: readonly ReferralStat[];
  /** Whether the stats are the connected wallet's own: only then are claims offered. */
  own: boolean;
  renderPayout: RenderPayout;
  renderClaimAllPayouts: RenderClaimAllPayouts | undefined;
}

/**
 * The referral center's body: a summary per token, then payouts claimable now (with the time
 * left in their window), estimated earnings (explained once), final payouts that wait, and paid
 * payouts as history, with a CSV export of all of them.
 */
export function ReferralPayouts({ address, stats, own, renderPayout, renderClaimAllPayouts }: ReferralPayoutsProps) {
  const now = new Date();
  const directory = useCampaignDirectory(stats.map((stat) => stat.id));
  // "Published …" needs the newest referral root: a campaign's claim window opens when its root
  // is published, so the payout whose window ends last was published last. One proof, read
  // for its date, instead of one per final payout (hundreds for a busy referrer).
  const newest = stats.reduce<ReferralStat | undefined>(
    (latest, stat) =>
      stat.claimWindowEnd !== null && (latest?.claimWindowEnd == null || stat.claimWindowEnd > latest.claimWindowEnd)
        ? stat
        : latest,
    undefined,
  );
  const publishedAt = useQuery({
    ...referralProofQueryOptions(newest?.id ?? { chainId: 0, campaignIndex: 0 }, address),
    enabled: newest !== undefined,
    select: (proof) => proof?.publishedAt,
  }).data;
  const rows: Row[] = stats.map((stat) => ({ stat, name: directory.nameOf(stat.id, stat.rewardToken.symbol) }));
  // A payout mined from this browser counts as paid at once; the service reports it a moment later.
  const paidOnChain = usePaidOnChain(address, 'payouts');
  const chainPaidOf = (stat: ReferralStat) => paidOnChain(stat.id);
  const byState = (state: ReturnType<typeof payoutState>) =>
    rows.filter((row) => payoutState(row.stat, now, chainPaidOf(row.stat)) === state);
  const claimable = byState('claimable').sort(
    (a, b) => (a.stat.claimWindowEnd?.getTime() ?? 0) - (b.stat.claimWindowEnd?.getTime() ?? 0),
  );
  const estimated = byState('estimated');
  const waiting = byState('final-waiting');
  // Newest first; one the chain paid a moment ago, before the service dates it, is the newest.
  const paidAt = (stat: ReferralStat) =>
    stat.claimedAt?.getTime() ?? (isPaidAheadOfService(stat, chainPaidOf(stat)) ? now.getTime() : 0);
  const paid = byState('paid').sort((a, b) => paidAt(b.stat) - paidAt(a.stat));
  const referees = refereeSummary(stats);
  const totals = referralTotals(stats, now, chainPaidOf);
  const catchingUp = paid.filter((row) => isPaidAheadOfService(row.stat, chainPaidOf(row.stat))).length;
  // Stats are cached for 60 s or more, as the interface asks: asked again no sooner than that.
  useRefetchWhile(catchingUp, [referralKeys.allStats()], { everyMs: 60_000, forMs: 10 * 60_000 });

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="referral-summary" className="flex flex-col gap-3">
        <div>
          <h3 id="referral-summary" className="font-semibold">
            Summary
          </h3>
          <PublishedAgo
            publishedAt={publishedAt}
            cadence={REFERRAL_CADENCE}
            final={{ estimates: estimated.length > 0 ? ESTIMATES_CADENCE : undefined }}
          />
        </div>
        <p className="text-sm">
          Referees counted in {formatCount(referees.campaigns)} {referees.campaigns === 1 ? 'campaign' : 'campaigns'},
          up to {formatCount(referees.most)} in one (a referee can count in several, so they are not added up).
        </p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {totals.map((total) => (
            <li
              key={`${String(total.chainId)}:${total.rewardToken.address}`}
              aria-label={`${total.rewardToken.symbol} on ${chainName(total.chainId)}`}
              className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <p className="flex items-center gap-2 text-sm">
                <TokenAvatar address={total.rewardToken.address} symbol={total.rewardToken.symbol} />
                <span className="min-w-0">
                  <TokenSymbol token={total.rewardToken} className="font-semibold" /> on {chainName(total.chainId)}
                </span>
                <ChainIcon chainId={total.chainId} size={16} />
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600 dark:text-slate-400">Estimated</dt>
                <dd className="text-right break-all tabular-nums">
                  {formatTokenWithSymbol(total.estimated, total.rewardToken)}
                </dd>
                <dt className="text-slate-600 dark:text-slate-400">Final, unpaid</dt>
                <dd className="text-right font-semibold break-all tabular-nums">
                  {formatTokenWithSymbol(total.finalUnpaid, total.rewardToken)}
                </dd>
                <dt className="text-slate-600 dark:text-slate-400">Paid</dt>
                <dd className="text-right break-all tabular-nums">
                  {formatTokenWithSymbol(total.paid, total.rewardToken)}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
        <div>
          <CsvDownloadButton
            csv={() => referralsCsv([...claimable, ...estimated, ...waiting, ...paid], chainName, now, chainPaidOf)}
            filename={`referral-earnings-${address}.csv`}
          />
        </div>
      </section>

      <Group
        id="payouts-claimable"
        title={`Claimable now (${formatCount(claimable.length)})`}
        note={
          claimable.length === 0
            ? 'No payout can be claimed right now.'
            : 'Each payout is paid once, to the referrer, and only until its claim window closes.'
        }
        action={own ? renderClaimAllPayouts?.({ referrer: address, claimable: claimable.length > 0 }) : undefined}
      >
        {claimable.length > 0 && (
          <DataRows
            caption="Payouts claimable now"
            items={claimable}
            rowKey={key}
            titleHeader="Campaign"
            title={(row) => <CampaignTitle row={row} />}
            columns={[
              amountColumn('Payout'),
              {
                header: 'Window',
                cell: (row) => (row.stat.claimWindowEnd === null ? '' : <Countdown end={row.stat.claimWindowEnd} />),
              },
            ]}
            action={
              own
                ? {
                    header: 'Claim',
                    cell: (row) =>
                      row.stat.amount === null
                        ? null
                        : renderPayout({
                            id: row.stat.id,
                            referrer: address,
                            amount: row.stat.amount,
                            rewardToken: row.stat.rewardToken,
                          }),
                  }
                : undefined
            }
          />
        )}
      </Group>

      {estimated.length > 0 && (
        <Group
          id="payouts-estimated"
          title={`Estimated (${formatCount(estimated.length)})`}
          note="These amounts move with your referees’ earnings and with other referrers’, since referrers share one pool per campaign. They become final when the campaign is finalized."
        >
          <DataRows
            caption="Estimated referral earnings"
            items={estimated}
            rowKey={key}
            titleHeader="Campaign"
            title={(row) => <CampaignTitle row={row} />}
            columns={[refereesColumn, amountColumn('Estimated')]}
          />
        </Group>
      )}

      {waiting.length > 0 && (
        <Group id="payouts-waiting" title={`Final, not claimable (${formatCount(waiting.length)})`}>
          <DataRows
            caption="Final payouts that cannot be claimed now"
            items={waiting}
            rowKey={key}
            titleHeader="Campaign"
            title={(row) => <CampaignTitle row={row} />}
            columns={[
              refereesColumn,
              amountColumn('Payout'),
              { header: 'Why', cell: (row) => waitingReason(row.stat, now) },
            ]}
          />
        </Group>
      )}

      {paid.length > 0 && (
        <Group
          id="payouts-paid"
          title={`Paid (${formatCount(paid.length)})`}
          note={
            catchingUp > 0
              ? `${catchingUp === 1 ? 'One payout' : `${formatCount(catchingUp)} payouts`} mined from this browser ${catchingUp === 1 ? 'is' : 'are'} not in the service’s figures yet; ${catchingUp === 1 ? 'it is' : 'they are'} shown paid as the chain has it while the service catches up.`
              : 'As the service reports them; it trails the chain by a few blocks.'
          }
        >
          <DataRows
            caption="Paid referral payouts"
            items={paid}
            rowKey={key}
            titleHeader="Campaign"
            title={(row) => <CampaignTitle row={row} />}
            columns={[
              amountColumn('Paid'),
              {
                header: 'When',
                cell: (row) =>
                  row.stat.claimedAt !== null
                    ? formatDateTime(row.stat.claimedAt)
                    : isPaidAheadOfService(row.stat, chainPaidOf(row.stat))
                      ? 'Just now'
                      : '',
              },
              {
                header: 'Transaction',
                cell: (row) =>
                  row.stat.claimTxHash === null ? (
                    ''
                  ) : (
                    <ExplorerLink explorer={explorerUrl(row.stat.id.chainId)} kind="tx" value={row.stat.claimTxHash} />
                  ),
              },
            ]}
          />
        </Group>
      )}
    </div>
  );
}
