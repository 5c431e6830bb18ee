import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../../components/app-link.tsx';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { Badge } from '../../../components/badge.tsx';
import { DisplayText, TokenSymbol } from '../../../components/display-text.tsx';
import { chainName } from '../../../config/chains.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { campaignBadge, targetName, timeLeftLabel } from '../campaign-labels.ts';
import { campaignDisplayName } from '../../../domain/campaign-name.ts';
import { useNow } from '../use-now.ts';
import { WatchButton } from '../watchlist/watch-button.tsx';
import { formatCampaignId } from '../../../domain/campaign-id.ts';

// Its own component so the minute tick re-renders one line, not the page.
function TimeLeft({ campaign }: { campaign: Campaign }) {
  const now = useNow(60_000);
  return <>{timeLeftLabel(campaign, now)}</>;
}

/** Title, chains, status and schedule of a campaign. */
export function CampaignHeader({ campaign }: { campaign: Campaign }) {
  // Subscribes to the language: the labels below come from functions that read it when called.
  const { t } = useLingui();
  const { id, target, rewardToken } = campaign;
  const idText = formatCampaignId(id);
  const { title: name } = campaignDisplayName(campaign, chainName);
  const protocol = target.protocol ?? t`Unknown protocol`;
  const eventChain = chainName(campaign.eventChainId);
  const rewardChain = chainName(id.chainId);
  const start = formatDateTime(campaign.startTime);
  const end = campaign.endTime === undefined ? undefined : formatDateTime(campaign.endTime);
  const draft = campaign.status === 'draft';
  // "Budget spent" rather than "Active" for a running campaign with nothing left to pay, as its card says.
  const badge = campaignBadge(campaign);
  return (
    <header className="flex flex-col gap-2">
      <AppLink to={paths.campaigns} className="self-start text-sm text-brand-700 underline dark:text-brand-300">
        <Trans>← All campaigns</Trans>
      </AppLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold">
          {/* The campaign's own page names its target whole, up to the heading's width (a list's
              row caps it at 12rem); only a name longer than a line is cut, whole on hover. */}
          <Trans>
            <TokenSymbol token={rewardToken} maxWidthClass="max-w-[min(100%,16rem)]" /> rewards on{' '}
            <DisplayText text={targetName(target)} maxWidthClass="max-w-full" />
          </Trans>
        </h1>
        <WatchButton id={id} name={name} />
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Trans>
          <DisplayText text={protocol} /> · positions on {eventChain} · rewards paid in{' '}
          <TokenSymbol token={rewardToken} /> on {rewardChain} · campaign {idText}
        </Trans>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {draft ? (
          end !== undefined ? (
            <Trans>
              Planned start {start} · ends {end} · <TimeLeft campaign={campaign} />
            </Trans>
          ) : (
            <Trans>
              Planned start {start} · open-ended, runs until its budget is spent · <TimeLeft campaign={campaign} />
            </Trans>
          )
        ) : end !== undefined ? (
          <Trans>
            Starts {start} · ends {end} · <TimeLeft campaign={campaign} />
          </Trans>
        ) : (
          <Trans>
            Starts {start} · open-ended, runs until its budget is spent · <TimeLeft campaign={campaign} />
          </Trans>
        )}
      </p>
    </header>
  );
}
