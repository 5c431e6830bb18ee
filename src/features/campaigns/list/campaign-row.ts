import { t } from '@lingui/core/macro';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import type { BadgeTone } from '../../../components/badge.tsx';
import { chainName } from '../../../config/chains.ts';
import { paths } from '../../../config/paths.ts';
import { formatCount, formatUsd6 } from '../../../lib/format.ts';
import { formatTokenAmount } from '../../../domain/token-amount.ts';
import { progressPercent } from '../../../components/progress-bar.tsx';
import { summarizeApr, type AprSummary } from '../apr.ts';
import { campaignBadge, targetName, windowLabel } from '../campaign-labels.ts';
import { hasPosition } from './sort-and-search.ts';
import { formatCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import { capDisplayText } from '../../../domain/display-text.ts';
import { campaignDisplayName } from '../../../domain/campaign-name.ts';

/** Everything a card or table row shows, already in words, so both views agree. */
export interface CampaignRow {
  key: string;
  id: CampaignId;
  /** "PTN rewards on steakUSDC": how the list, its star and the detail page name the campaign. */
  name: string;
  href: string;
  /** `<chainId>:<campaignIndex>`, for people who quote ids. */
  idText: string;
  /** "PTN rewards on steakUSDC", as every screen names the campaign (domain/campaign-name.ts). */
  title: string;
  /** "Morpho · positions on Local Base". */
  context: string;
  rewardSymbol: string;
  /** The reward token (priced on the reward chain, `id.chainId`, for the dollars remaining). */
  rewardToken: Campaign['rewardToken'];
  /** Characters were removed from the symbol at decode: show the "altered" warning. */
  rewardSymbolAltered: boolean;
  targetName: string;
  protocol: string | undefined;
  eventChain: string;
  rewardChain: string;
  statusLabel: string;
  statusTone: BadgeTone;
  apr: AprSummary;
  tvl: string;
  participants: string;
  remaining: bigint;
  total: bigint;
  /** "8.8 of 14.67 WETH". */
  remainingText: string;
  /** "60% of the budget left". */
  remainingShareText: string;
  timeLeft: string;
  requiresForwarder: boolean;
  /** Whether the address asked about (My campaigns, claimable) has a position here. */
  hasPosition: boolean;
}

/** The display values of one campaign at `now`. */
export function toCampaignRow(campaign: Campaign, now: Date): CampaignRow {
  const { rewardToken, target } = campaign;
  const idText = formatCampaignId(campaign.id);
  const name = campaignDisplayName(campaign, chainName);
  const amount = (value: bigint) => formatTokenAmount(value, rewardToken.decimals, { maxFractionDigits: 2 });
  const remaining = amount(campaign.rewardsRemaining);
  const total = amount(campaign.totalRewards);
  const symbol = capDisplayText(rewardToken.symbol);
  const percent = formatCount(Math.round(progressPercent(campaign.rewardsRemaining, campaign.totalRewards)));
  // A spent budget is said by the badge, so the time beside it is the window's ("20d left").
  const badge = campaignBadge(campaign);
  return {
    key: idText,
    id: campaign.id,
    name: name.title,
    href: paths.campaignDetail(campaign.id),
    idText,
    title: name.title,
    context: name.context,
    rewardSymbol: rewardToken.symbol,
    rewardToken,
    rewardSymbolAltered: rewardToken.symbolAltered === true,
    targetName: targetName(target),
    protocol: target.protocol,
    eventChain: chainName(campaign.eventChainId),
    rewardChain: chainName(campaign.id.chainId),
    statusLabel: badge.label,
    statusTone: badge.tone,
    apr: summarizeApr(campaign, campaign, now),
    tvl: formatUsd6(campaign.tvl, { compact: true }),
    participants: formatCount(campaign.participants),
    remaining: campaign.rewardsRemaining,
    total: campaign.totalRewards,
    remainingText: t`${remaining} of ${total} ${symbol}`,
    remainingShareText: t`${percent}% of the budget left`,
    timeLeft: windowLabel(campaign, now),
    requiresForwarder: campaign.requiresForwarderDeposit,
    hasPosition: hasPosition(campaign),
  };
}
