import { Link } from 'react-router-dom';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { Badge } from '../../../components/badge.tsx';
import { DisplayText, TokenSymbol } from '../../../components/display-text.tsx';
import { chainName } from '../../../config/chains.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { statusLabel, statusTone, targetName, timeLeftLabel } from '../campaign-labels.ts';
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
  const { id, target, rewardToken } = campaign;
  const idText = formatCampaignId(id);
  const { title: name } = campaignDisplayName(campaign, chainName);
  return (
    <header className="flex flex-col gap-2">
      <Link to={paths.campaigns} className="self-start text-sm text-indigo-700 underline dark:text-indigo-300">
        ← All campaigns
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold">
          <TokenSymbol token={rewardToken} maxWidthClass="max-w-[min(100%,16rem)]" /> rewards on{' '}
          <DisplayText text={targetName(target)} />
        </h1>
        <WatchButton id={id} name={name} />
        <Badge tone={statusTone(campaign.status)}>{statusLabel(campaign.status)}</Badge>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <DisplayText text={target.protocol ?? 'Unknown protocol'} /> · positions on {chainName(campaign.eventChainId)} ·
        rewards paid in <TokenSymbol token={rewardToken} /> on {chainName(id.chainId)} · campaign {idText}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {campaign.status === 'draft' ? 'Planned start' : 'Starts'} {formatDateTime(campaign.startTime)}
        {campaign.endTime !== undefined
          ? ` · ends ${formatDateTime(campaign.endTime)}`
          : ' · open-ended, runs until its budget is spent'}{' '}
        · <TimeLeft campaign={campaign} />
      </p>
    </header>
  );
}
