import { i18n } from '@lingui/core';
import { useCampaignNames } from '../../api/campaign-directory.ts';
import type { Campaign } from '../../api/schemas/campaign.ts';
import { chainName } from '../../config/chains.ts';
import type { CampaignId, CampaignIdText } from '../../domain/campaign-id.ts';
import { campaignDisplayName, type CampaignDisplayName } from '../../domain/campaign-name.ts';

// A campaign's answer keeps its identity across renders (React Query shares unchanged data), so
// its display name is made once per answer: a row whose name has not changed gets the same object
// and its memoised cells skip the render when another row's name arrives. Names are words, so
// they are kept per language: a switch makes new ones.
const displayNames = new Map<string, WeakMap<Campaign, CampaignDisplayName>>();

function displayNameOf(campaign: Campaign): CampaignDisplayName {
  let inLanguage = displayNames.get(i18n.locale);
  if (inLanguage === undefined) {
    inLanguage = new WeakMap();
    displayNames.set(i18n.locale, inLanguage);
  }
  let name = inLanguage.get(campaign);
  if (name === undefined) {
    name = campaignDisplayName(campaign, chainName);
    inLanguage.set(campaign, name);
  }
  return name;
}

/** The names of the payout rows read so far (undefined while a row's is unknown). */
export type PayoutNameOf = (key: CampaignIdText) => CampaignDisplayName | undefined;

/**
 * Names for the payout rows that have been in view, each read by id and kept long (names never
 * change), never by paging through a chain's campaigns. The answers are combined, so the ones
 * that arrive together render together.
 */
export function usePayoutNames(ids: readonly CampaignId[]): { nameOf: PayoutNameOf; failed: boolean } {
  const { campaigns, failed } = useCampaignNames(ids);
  const nameOf: PayoutNameOf = (key) => {
    const campaign = campaigns.get(key);
    return campaign === undefined ? undefined : displayNameOf(campaign);
  };
  return { nameOf, failed };
}
