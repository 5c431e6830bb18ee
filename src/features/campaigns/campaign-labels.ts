import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BadgeTone } from '../../components/badge.tsx';
import type { Campaign, CampaignStatus, Target } from '../../api/schemas/campaign.ts';
import { formatDuration, formatTimeAgo } from '../../lib/time.ts';
import { shortenAddress } from '../../domain/address.ts';

// Words for campaign values that the service sends as codes. Pure, so lists and the detail page
// (and their tests) say the same thing.

const statusLabels: Record<CampaignStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  pending: msg`Starting soon`,
  active: msg`Active`,
  ended: msg`Ended`,
  finalized: msg`Finalized`,
  cancelled: msg`Cancelled`,
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
  return i18n._(statusLabels[status]);
}

/**
 * The badge a list shows for a campaign: its status, except that a running campaign whose budget
 * is spent says so. "Active" beside an APR of 0.00% read as a campaign that pays and does not.
 */
export function campaignBadge(campaign: Pick<Campaign, 'status' | 'budgetExhausted'>): {
  label: string;
  tone: BadgeTone;
} {
  if (campaign.status === 'active' && campaign.budgetExhausted) return { label: t`Budget spent`, tone: 'warning' };
  return { label: statusLabel(campaign.status), tone: statusTones[campaign.status] };
}

const tokenStandardLabels: Readonly<Record<string, MessageDescriptor>> = {
  erc20: msg`Token balance (ERC-20)`,
  erc4626: msg`Vault shares (ERC-4626)`,
  erc721: msg`Position NFT (ERC-721)`,
  erc1155: msg`Multi-token position (ERC-1155)`,
};

/** What kind of position a target is; unknown standards are shown as sent. */
export function tokenStandardLabel(tokenStandard: string): string {
  const label = tokenStandardLabels[tokenStandard.toLowerCase()];
  return label === undefined ? tokenStandard : i18n._(label);
}

/** The name a person knows a target by: its symbol, else its address or pool id, shortened. */
export function targetName(target: Target): string {
  if (target.symbol !== undefined && target.symbol !== '') return target.symbol;
  if (target.address !== undefined) return shortenAddress(target.address);
  if (target.poolId !== undefined) {
    const poolId = shortenAddress(target.poolId);
    return t`Pool ${poolId}`;
  }
  return t`Unnamed target`;
}

/** The date a campaign stops paying: its end time, or for open-ended ones the estimated end. */
export function campaignEndDate(campaign: Pick<Campaign, 'endTime' | 'estimatedEndDate'>): Date | undefined {
  return campaign.endTime ?? campaign.estimatedEndDate;
}

type ScheduleFields = 'status' | 'startTime' | 'endTime' | 'estimatedEndDate' | 'openEnded' | 'budgetExhausted';

/**
 * "3d 4h left", "starts in 2h", "ended 5 days ago", or "Cancelled" / "Not scheduled" where a
 * window means nothing. Open-ended campaigns count down to their estimated end (when funding runs
 * out). A running campaign whose budget is spent says so: its window is open, but it pays nothing.
 */
export function timeLeftLabel(campaign: Pick<Campaign, ScheduleFields>, now: Date): string {
  if (campaign.status === 'active' && campaign.budgetExhausted) return t`Budget spent`;
  return windowLabel(campaign, now);
}

/** The campaign's window alone ("12d 3h left", "ended 5 days ago"), whether or not it still pays. */
export function windowLabel(campaign: Pick<Campaign, ScheduleFields>, now: Date): string {
  if (campaign.status === 'cancelled') return t`Cancelled`;
  const end = campaignEndDate(campaign);
  if (now < campaign.startTime) {
    const duration = formatDuration((campaign.startTime.getTime() - now.getTime()) / 1000);
    return t`starts in ${duration}`;
  }
  if (end === undefined) return campaign.openEnded ? t`Open-ended` : t`No end date`;
  const toEnd = (end.getTime() - now.getTime()) / 1000;
  if (toEnd > 0) {
    const duration = formatDuration(toEnd);
    return campaign.openEnded ? t`${duration} left (estimated)` : t`${duration} left`;
  }
  const ago = formatTimeAgo(-toEnd);
  return t`ended ${ago}`;
}
