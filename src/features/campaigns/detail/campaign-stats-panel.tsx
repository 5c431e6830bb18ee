import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { campaignStatsQueryOptions } from '../../../api/endpoints/get-campaign-stats.ts';
import { pricesEnabled } from '../../../api/prices/prices-enabled.ts';
import type { Campaign, CampaignStats } from '../../../api/schemas/campaign.ts';
import { ProgressBar, progressPercent } from '../../../components/progress-bar.tsx';
import { formatCount, formatUsd6 } from '../../../lib/format.ts';
import { summarizeApr } from '../apr.ts';
import { formatReward } from '../amounts.ts';
import { useNow } from '../use-now.ts';
import { isOver } from '../campaign-over.ts';
import { DetailSection, Fact } from './detail-section.tsx';
import { UpdatedAgo } from './updated-ago.tsx';

// The dollars left load after the figures (remaining-usd.tsx), only in a build with a price source.
const RemainingUsd = lazy(async () => ({ default: (await import('../remaining-usd.tsx')).RemainingUsd }));

function statsOf(campaign: Campaign): CampaignStats {
  const { id, tvl, participants, rewardsDistributed, rewardsRemaining, partnerApyBps, protocolApyBps } = campaign;
  return { id, tvl, participants, rewardsDistributed, rewardsRemaining, partnerApyBps, protocolApyBps };
}

/**
 * The fast-moving numbers (APR, TVL, participants, rewards paid and left). They poll the stats
 * endpoint (every 60 s, as the spec asks) inside this component only, so a refresh re-renders
 * these figures and nothing else on the page. Until the first poll answers, the campaign's own
 * copy of the numbers stands in.
 */
export function CampaignStatsPanel({ campaign }: { campaign: Campaign }) {
  const { t } = useLingui();
  const stats = useQuery({ ...campaignStatsQueryOptions(campaign.id), placeholderData: statsOf(campaign) });
  const figures = stats.data ?? statsOf(campaign);
  const now = useNow(60_000);
  // The null-APR reason reads the TVL too: take it from the latest stats, not the page load.
  const apr = summarizeApr(figures, { ...campaign, tvl: figures.tvl }, now);
  const percentLeft = Math.round(progressPercent(figures.rewardsRemaining, campaign.totalRewards));
  // A campaign that stopped before spending its budget (cancelled, most often) leaves paid out and
  // left short of the total: said, so the three figures add up.
  const neverPaid = campaign.totalRewards - figures.rewardsDistributed - figures.rewardsRemaining;
  const unpaidText = isOver(campaign.status) && neverPaid > 0n ? formatReward(neverPaid, campaign) : undefined;
  return (
    <DetailSection
      title={t`Key figures`}
      aside={<UpdatedAgo updatedAt={stats.isPlaceholderData ? 0 : stats.dataUpdatedAt} />}
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label={t`Reward APR`}>
          <span className={apr.hasPartner ? 'text-lg font-semibold' : 'italic'}>{apr.partner}</span>
        </Fact>
        <Fact label={t`Protocol APR`}>{apr.protocol ?? t`No data`}</Fact>
        <Fact label={t`Total APR`}>{apr.totalText}</Fact>
        {/* Full here, compact on the list's cards: one formatter, so both round to the same value. */}
        <Fact label={t`TVL`}>{formatUsd6(figures.tvl)}</Fact>
        <Fact label={t`Participants`}>{formatCount(figures.participants)}</Fact>
        <Fact label={t`Rewards paid out`}>{formatReward(figures.rewardsDistributed, campaign)}</Fact>
        <Fact label={t`Rewards left`}>
          {formatReward(figures.rewardsRemaining, campaign)}
          {pricesEnabled && (
            <span className="block text-slate-600 dark:text-slate-400">
              <Suspense fallback={<span aria-hidden="true">…</span>}>
                <RemainingUsd
                  chainId={campaign.id.chainId}
                  token={campaign.rewardToken}
                  amount={figures.rewardsRemaining}
                />
              </Suspense>
            </span>
          )}
        </Fact>
        <Fact label={t`Total rewards`}>{formatReward(campaign.totalRewards, campaign)}</Fact>
      </dl>
      <div className="mt-4">
        <ProgressBar
          value={figures.rewardsRemaining}
          max={campaign.totalRewards}
          label={t`Rewards remaining`}
          valueText={t`${percentLeft}% of the budget left`}
        />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <Trans>{percentLeft}% of the budget left</Trans>
        </p>
        {unpaidText !== undefined && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            <Trans>
              {unpaidText} of the budget was never paid out: the campaign stopped paying before spending it.
            </Trans>
          </p>
        )}
      </div>
      {stats.error != null && (
        <p role="status" className="mt-3 text-sm text-amber-800 dark:text-amber-200">
          <Trans>These figures could not be refreshed; they show the last known values and retry in a minute.</Trans>
        </p>
      )}
    </DetailSection>
  );
}
