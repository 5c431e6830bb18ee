import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatCampaignId, type CampaignId } from './campaign-id.ts';
import { shortenAddress } from './address.ts';

/**
 * What naming a campaign needs, structurally, so any layer can pass an API campaign (or a test
 * literal) without importing api/. Target members are optional as the service sends them.
 */
export interface NameableCampaign {
  rewardToken: { symbol: string };
  target: {
    symbol?: string | null | undefined;
    address?: string | null | undefined;
    poolId?: string | null | undefined;
    protocol?: string | null | undefined;
  };
  /** The event chain, where the target position lives. */
  eventChainId: number;
}

/** A campaign's name as the campaign list shows it. */
export interface CampaignDisplayName {
  /** "PTN rewards on steakUSDC": the card's title. */
  title: string;
  /** "Morpho · positions on Local Base": the line under the title. */
  context: string;
  /** Title and context on one line, for places with room for one string (CSV, notifications). */
  full: string;
}

/** The name a person knows a target by: its symbol, else its address or pool id, shortened. */
export function targetDisplayName(target: NameableCampaign['target']): string {
  if (target.symbol != null && target.symbol.trim() !== '') return target.symbol;
  if (target.address != null) return shortenAddress(target.address);
  if (target.poolId != null) {
    const pool = shortenAddress(target.poolId);
    return t`Pool ${pool}`;
  }
  return t`Unnamed target`;
}

// Names are written once per campaign and language. A screen of hundreds of rows names every row
// on each of its renders, and React Query answers re-render it synchronously: writing the same
// four messages again each time was a good part of those renders (measured on a 300-campaign
// wallet's Rewards at 4x CPU). Names are words: a change of language, or of the messages loaded
// for one, starts afresh.
let messagesSeen = 0;
const displayNames = new WeakMap<
  NameableCampaign,
  { messagesSeen: number; chainName: (chainId: number) => string; name: Readonly<CampaignDisplayName> }
>();
const fallbackNames = new Map<string, Readonly<CampaignDisplayName>>();
i18n.on('change', () => {
  messagesSeen += 1;
  fallbackNames.clear();
});

/**
 * Names a campaign the way the list does: reward token and target, then protocol and event chain.
 * `chainName` turns a chain id into words (config/chains.ts's, passed in because domain/ sits
 * below config/).
 */
export function campaignDisplayName(
  campaign: NameableCampaign,
  chainName: (chainId: number) => string,
): Readonly<CampaignDisplayName> {
  const kept = displayNames.get(campaign);
  if (kept?.messagesSeen === messagesSeen && kept.chainName === chainName) return kept.name;
  const symbol = campaign.rewardToken.symbol;
  const target = targetDisplayName(campaign.target);
  const title = t`${symbol} rewards on ${target}`;
  const protocol = campaign.target.protocol ?? t`Unknown protocol`;
  const chain = chainName(campaign.eventChainId);
  const context = t`${protocol} · positions on ${chain}`;
  const name = { title, context, full: t`${title} (${protocol}, ${chain})` };
  displayNames.set(campaign, { messagesSeen, chainName, name });
  return name;
}

/**
 * The name of a campaign the service did not list (yet): the reward token and the id, which is
 * all a reward or referral row carries.
 */
export function campaignFallbackName(id: CampaignId, rewardSymbol: string): Readonly<CampaignDisplayName> {
  const campaignId = formatCampaignId(id);
  // One entry per campaign a screen names in the language read now (emptied when it changes).
  const key = `${campaignId}\n${rewardSymbol}`;
  let name = fallbackNames.get(key);
  if (name === undefined) {
    const title = t`${rewardSymbol} campaign ${campaignId}`;
    name = { title, context: t`Campaign details unavailable`, full: title };
    fallbackNames.set(key, name);
  }
  return name;
}
