import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Fragment, Suspense } from 'react';
import { pricesEnabled } from '../../api/prices/prices-enabled.ts';
import { TokenSymbol } from '../../components/display-text.tsx';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { CsvDownloadButton, type CsvFile } from '../../components/csv-download-button.tsx';
import { PublishedAgo } from '../../components/published-ago.tsx';
import { TokenAvatar } from '../../components/token-avatar.tsx';
import { chainName } from '../../config/chains.ts';
import type { ReferralStat } from '../../api/schemas/referrals.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { amountWrapClass } from '../../components/amount-wrap.ts';
import { formatCount } from '../../lib/format.ts';
import { DollarsPending, PayoutUsd, ReadyToCollect } from './payout-groups.tsx';
import type { PayoutAmount } from './payout-dollars.tsx';
import type { ReferralTotal } from './referral-rows.ts';

// The published date is the newest referral root's: a referral proof exists only for a finalized
// campaign, so it dates final payouts. Estimates have no proof (and no date); they move hourly.
const REFERRAL_CADENCE = msg`about every hour`;
const ESTIMATES_CADENCE = msg`estimates move about every hour while campaigns run`;

interface ReferralSummaryProps {
  totals: readonly ReferralTotal[];
  referees: { campaigns: number; most: number };
  publishedAt: Date | undefined;
  hasEstimates: boolean;
  /** The payouts claimable now, whose dollar value the summary opens with. */
  readyToCollect: readonly PayoutAmount[];
  /** Builds the CSV of every payout when asked, after reading the names of campaigns not yet named. */
  csv: () => Promise<CsvFile>;
  filename: string;
}

/** The referral center's summary: amounts per token and chain over every payout, and the CSV of all of them. */
export function ReferralSummary({
  totals,
  referees,
  publishedAt,
  hasEstimates,
  readyToCollect,
  csv,
  filename,
}: ReferralSummaryProps) {
  const { i18n, t } = useLingui();
  const campaigns = referees.campaigns;
  const most = formatCount(referees.most);
  return (
    <section aria-labelledby="referral-summary" className="flex flex-col gap-3">
      <div>
        <h3 id="referral-summary" className="font-semibold">
          <Trans>Summary</Trans>
        </h3>
        <PublishedAgo
          publishedAt={publishedAt}
          cadence={i18n._(REFERRAL_CADENCE)}
          final={{ estimates: hasEstimates ? i18n._(ESTIMATES_CADENCE) : undefined }}
        />
      </div>
      {pricesEnabled && readyToCollect.length > 0 && (
        // In dollars, since amounts of different tokens are never added; the exact amounts per
        // token follow below. Its line holds its height while the value loads.
        <div className="min-h-7">
          <Suspense fallback={<DollarsPending />}>
            <ReadyToCollect payouts={readyToCollect} />
          </Suspense>
        </div>
      )}
      <p className="text-sm">
        <Plural
          value={campaigns}
          one={`Referees counted in # campaign, up to ${most} in one (a referee can count in several, so they are not added up).`}
          other={`Referees counted in # campaigns, up to ${most} in one (a referee can count in several, so they are not added up).`}
        />
      </p>
      {/* Three boxes a row from 1024 px, or with dollar values from 1280: three amounts beside
          their values in a third of 1024 px broke symbols mid-word. */}
      <ul className={`grid gap-3 sm:grid-cols-2 ${pricesEnabled ? 'xl:grid-cols-3' : 'lg:grid-cols-3'}`}>
        {totals.map((total) => {
          const symbol = total.rewardToken.symbol;
          const chain = chainName(total.chainId);
          return (
            <li
              key={`${String(total.chainId)}:${total.rewardToken.address}`}
              aria-label={t`${symbol} on ${chain}`}
              className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <p className="flex items-center gap-2 text-sm">
                <TokenAvatar address={total.rewardToken.address} symbol={total.rewardToken.symbol} />
                <span className="min-w-0">
                  <Trans>
                    <TokenSymbol token={total.rewardToken} className="font-semibold" /> on {chain}
                  </Trans>
                </span>
                <ChainIcon chainId={total.chainId} size={16} />
              </p>
              {/* Each line's value in dollars in a column of its own, right-aligned, when priced. */}
              <dl
                className={`grid ${pricesEnabled ? 'grid-cols-[auto_1fr_auto]' : 'grid-cols-[auto_1fr]'} gap-x-3 gap-y-1 text-sm`}
              >
                {(
                  [
                    [t`Estimated`, total.estimated, ''],
                    [t`Final, unpaid`, total.finalUnpaid, 'font-semibold'],
                    [t`Paid`, total.paid, ''],
                  ] as const
                ).map(([label, amount, weight]) => {
                  const text = formatTokenWithSymbol(amount, total.rewardToken);
                  return (
                    <Fragment key={label}>
                      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                      <dd className={`text-right tabular-nums ${weight} ${amountWrapClass(text)}`}>{text}</dd>
                      {pricesEnabled && (
                        <dd className="text-right text-slate-600 tabular-nums dark:text-slate-400">
                          <Suspense fallback={<DollarsPending />}>
                            <PayoutUsd chainId={total.chainId} token={total.rewardToken} amount={amount} />
                          </Suspense>
                        </dd>
                      )}
                    </Fragment>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
      <div>
        <CsvDownloadButton csv={csv} filename={filename} />
      </div>
    </section>
  );
}

/**
 * The payout whose claim window ends last: a window opens when its referral root is published, so
 * it was published last, and its proof dates the newest amounts.
 */
export function newestPublished(stats: readonly ReferralStat[]): ReferralStat | undefined {
  return stats.reduce<ReferralStat | undefined>(
    (latest, stat) =>
      stat.claimWindowEnd !== null && (latest?.claimWindowEnd == null || stat.claimWindowEnd > latest.claimWindowEnd)
        ? stat
        : latest,
    undefined,
  );
}
