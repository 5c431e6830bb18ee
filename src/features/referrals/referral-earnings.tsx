import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { queryErrorProps } from '../../api/error-details.ts';
import { referralStatsQueryOptions } from '../../api/endpoints/get-referral-stats.ts';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import type { Address } from '../../domain/address.ts';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ExplorerLink } from '../../components/explorer-link.tsx';
import { TokenSymbol } from '../../components/display-text.tsx';
import { SkippedRowsNotice } from '../../components/skipped-rows-notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ViewAsForm } from '../../components/view-as-form.tsx';
import { useViewAsAddress } from '../../wallet/use-view-as-address.ts';
import { chainName, explorerUrl } from '../../config/chains.ts';
import { paths } from '../../config/paths.ts';
import { formatCount } from '../../lib/format.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { formatDateTime } from '../../lib/time.ts';

const VIEW_AS_PARAM = 'address';

interface ReferralEarningsProps {
  /** The payout control of one campaign, for the connected wallet's own payouts (from the page). */
  renderPayout: (payout: { id: CampaignId; referrer: Address; amount: bigint; rewardToken: RewardToken }) => ReactNode;
}

const cell = 'px-3 py-2 align-top';

function amountText(stat: ReferralStat): string {
  if (stat.amount === null) return 'Not computed yet';
  return formatTokenWithSymbol(stat.amount, stat.rewardToken);
}

function payoutState(stat: ReferralStat, now: Date): string {
  if (stat.status === 'estimated')
    return 'Estimated: it moves with your referees’ and other referrers’ earnings until the campaign is finalized.';
  if (stat.claimedAt !== null) return `Paid ${formatDateTime(stat.claimedAt)}.`;
  if (stat.amount === null || stat.amount === 0n) return 'Final. Nothing to claim.';
  if (stat.claimWindowEnd === null) return 'Final. Claimable once the payout is published.';
  if (stat.claimWindowEnd < now) return `Final. The claim window closed ${formatDateTime(stat.claimWindowEnd)}.`;
  return `Final. Claimable until ${formatDateTime(stat.claimWindowEnd)}.`;
}

/**
 * A referrer's earnings per campaign (estimated until a campaign is finalized, then final) and
 * the one-shot payouts, for the connected wallet or any address (read-only, `?address=`).
 */
export function ReferralEarnings({ renderPayout }: ReferralEarningsProps) {
  const { address, own, missing, formProps } = useViewAsAddress(VIEW_AS_PARAM);
  const query = useQuery(referralStatsQueryOptions(address));
  const now = new Date();

  return (
    <section
      aria-labelledby="earnings-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="earnings-heading" className="text-lg font-semibold">
          Referral earnings
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Referrers share one pool per campaign. A payout is paid once, to the referrer, within its claim window.
        </p>
      </div>
      <ViewAsForm {...formProps} />
      {address === undefined ? (
        <p className="text-sm">
          {missing === 'invalid-view-as'
            ? 'Correct the address above to see its referral earnings.'
            : missing === 'connect'
              ? 'Connect a wallet, or enter any address above, to see referral earnings.'
              : 'Loading your wallet…'}
        </p>
      ) : (
        <>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">
            {own ? `Your connected wallet ${address}.` : `Viewing ${address} (read-only).`}
          </p>
          <SkippedRowsNotice rejected={query.data?.rejected} noun={['campaign', 'campaigns']} />
          {query.data === undefined ? (
            query.error != null ? (
              <ErrorState title="Referral earnings could not be loaded" {...queryErrorProps(query)} />
            ) : (
              <div aria-busy="true">
                <p className="sr-only" role="status">
                  Loading referral earnings
                </p>
                <Skeleton className="h-32 w-full rounded-xl" />
              </div>
            )
          ) : query.data.data.length === 0 ? (
            <EmptyState title="No referral earnings yet">
              Earnings appear here for each campaign in which someone you referred starts earning.
            </EmptyState>
          ) : (
            <div className="-mx-4 overflow-x-auto sm:mx-0">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Referral earnings by campaign</caption>
                <thead className="text-xs text-slate-600 dark:text-slate-400">
                  <tr>
                    <th scope="col" className={`${cell} font-medium`}>
                      Campaign
                    </th>
                    <th scope="col" className={`${cell} font-medium`}>
                      Referees
                    </th>
                    <th scope="col" className={`${cell} font-medium`}>
                      Amount
                    </th>
                    <th scope="col" className={`${cell} font-medium`}>
                      Payout
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                  {query.data.data.map((stat) => {
                    const claimable =
                      own &&
                      stat.status === 'final' &&
                      stat.amount !== null &&
                      stat.amount > 0n &&
                      stat.claimedAt === null &&
                      stat.claimWindowEnd !== null &&
                      stat.claimWindowEnd >= now;
                    return (
                      <tr key={formatCampaignId(stat.id)}>
                        <td className={`${cell} whitespace-nowrap`}>
                          <Link
                            to={paths.campaignDetail(stat.id)}
                            className="font-medium text-indigo-700 underline dark:text-indigo-300"
                          >
                            <TokenSymbol token={stat.rewardToken} /> campaign {stat.id.chainId}:{stat.id.campaignIndex}
                          </Link>
                          <div className="text-xs text-slate-600 dark:text-slate-400">{chainName(stat.id.chainId)}</div>
                        </td>
                        <td className={cell}>{formatCount(stat.refereeCount)}</td>
                        <td className={`${cell} font-semibold wrap-anywhere`}>{amountText(stat)}</td>
                        <td className={cell}>
                          <p className="max-w-sm">{payoutState(stat, now)}</p>
                          {stat.claimTxHash !== null && (
                            <p className="text-xs">
                              Transaction{' '}
                              <ExplorerLink
                                explorer={explorerUrl(stat.id.chainId)}
                                kind="tx"
                                value={stat.claimTxHash}
                              />
                            </p>
                          )}
                          {claimable && stat.amount !== null && (
                            <div className="mt-2">
                              {renderPayout({
                                id: stat.id,
                                referrer: address,
                                amount: stat.amount,
                                rewardToken: stat.rewardToken,
                              })}
                            </div>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
