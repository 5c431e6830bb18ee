import { useCampaignNames } from '../../api/campaign-directory.ts';
import { chainName } from '../../config/chains.ts';
import type { CampaignId, CampaignIdText } from '../../domain/campaign-id.ts';
import { campaignDisplayName, type CampaignDisplayName } from '../../domain/campaign-name.ts';

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
    // The same object for the same answer and language (campaign-name.ts keeps it): a row whose
    // name has not changed skips its memoised cells when another row's name arrives.
    return campaign === undefined ? undefined : campaignDisplayName(campaign, chainName);
  };
  return { nameOf, failed };
}
