import type { BadgeTone } from '../../components/badge.tsx';
import type { Campaign, CampaignStatus, Target } from '../../api/schemas/campaign.ts';
import { formatDuration } from '../../lib/time.ts';
import { shortenAddress } from '../../domain/address.ts';

// Words for campaign values that the service sends as codes. Pure, so lists and the detail page
// (and their tests) say the same thing.

const statusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  pending: 'Starting soon',
  active: 'Active',
  ended: 'Ended',
  finalized: 'Finalized',
  cancelled: 'Cancelled',
};

const statusTones: Record<CampaignStatus, BadgeTone> = {
  draft: 'neutral',
  pending: 'info',
  active: 'success',
  ended: 'warning',
  finalized: 'accent',
  cancelled: 'danger',
};

/** A status as a person reads it ("Starting soon" for pending). */
export function statusLabel(status: CampaignStatus): string {
  return statusLabels[status];
}

/** The badge tone of a status. */
export function statusTone(status: CampaignStatus): BadgeTone {
  return statusTones[status];
}

const tokenStandardLabels: Readonly<Record<string, string>> = {
  erc20: 'Token balance (ERC-20)',
  erc4626: 'Vault shares (ERC-4626)',
  erc721: 'Position NFT (ERC-721)',
  erc1155: 'Multi-token position (ERC-1155)',
};

/** What kind of position a target is; unknown standards are shown as sent. */
export function tokenStandardLabel(tokenStandard: string): string {
  return tokenStandardLabels[tokenStandard.toLowerCase()] ?? tokenStandard;
}

/** The name a person knows a target by: its symbol, else its address or pool id, shortened. */
export function targetName(target: Target): string {
  if (target.symbol !== undefined && target.symbol !== '') return target.symbol;
  if (target.address !== undefined) return shortenAddress(target.address);
  if (target.poolId !== undefined) return `Pool ${shortenAddress(target.poolId)}`;
  return 'Unnamed target';
}

/** What the list, the detail page and the watchlist star call a campaign: "PTN rewards on steakUSDC". */
export function campaignName(campaign: Pick<Campaign, 'rewardToken' | 'target'>): string {
  return `${campaign.rewardToken.symbol} rewards on ${targetName(campaign.target)}`;
}

/** The date a campaign stops paying: its end time, or for open-ended ones the estimated end. */
export function campaignEndDate(campaign: Pick<Campaign, 'endTime' | 'estimatedEndDate'>): Date | undefined {
  return campaign.endTime ?? campaign.estimatedEndDate;
}

/**
 * "3d 4h left", "starts in 2h", "ended 5d ago", or "Cancelled" / "Not scheduled" where a window
 * means nothing. Open-ended campaigns count down to their estimated end (when funding runs out).
 * A running campaign whose budget is spent says so: its window is open, but it pays nothing.
 */
export function timeLeftLabel(
  campaign: Pick<Campaign, 'status' | 'startTime' | 'endTime' | 'estimatedEndDate' | 'openEnded' | 'budgetExhausted'>,
  now: Date,
): string {
  if (campaign.status === 'cancelled') return 'Cancelled';
  if (campaign.status === 'active' && campaign.budgetExhausted) return 'Budget spent';
  const end = campaignEndDate(campaign);
  if (now < campaign.startTime)
    return `starts in ${formatDuration((campaign.startTime.getTime() - now.getTime()) / 1000)}`;
  if (end === undefined) return campaign.openEnded ? 'Open-ended' : 'No end date';
  const toEnd = (end.getTime() - now.getTime()) / 1000;
  if (toEnd > 0) return `${formatDuration(toEnd)} left${campaign.openEnded ? ' (estimated)' : ''}`;
  return `ended ${formatDuration(-toEnd)} ago`;
}
