import { queryOptions, skipToken, useQueries, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { chainName } from '../config/chains.ts';
import type { Address } from '../domain/address.ts';
import { formatCampaignId, type CampaignId, type CampaignIdText } from '../domain/campaign-id.ts';
import { campaignDisplayName, campaignFallbackName, type CampaignDisplayName } from '../domain/campaign-name.ts';
import { CLAIMABLE_ONLY_PARAM, FORWARDER_OPT_IN_PARAM } from './assumptions.ts';
import { errorDetails } from './error-details.ts';
import { getCampaign } from './endpoints/get-campaign.ts';
import { getCampaigns } from './endpoints/get-campaigns.ts';
import { campaignKeys } from './query-keys.ts';
import type { Campaign } from './schemas/campaign.ts';
import { MAX_PAGE_SIZE } from './schemas/requests.ts';

// Rows of rewards, referral earnings and claims carry only a campaign id and its reward token; a
// name needs the campaign.

/** The list's name of a campaign, or its reward token and id while it is unknown. */
type CampaignNameOf = (id: CampaignId, rewardSymbol: string) => CampaignDisplayName;

/** What is known of the campaigns asked for: campaigns by id, and whether some are loading or failed. */
interface CampaignDirectory {
  campaigns: ReadonlyMap<CampaignIdText, Campaign>;
  pending: boolean;
  /** A read failed; the rows it would have named keep their fallback names. */
  failed: boolean;
  nameOf: CampaignNameOf;
}

function uniqueIds(ids: readonly CampaignId[]): CampaignId[] {
  return [...new Map(ids.map((id) => [formatCampaignId(id), id])).values()];
}

function namesIn(campaigns: ReadonlyMap<CampaignIdText, Campaign>): CampaignNameOf {
  return (id, rewardSymbol) => {
    const campaign = campaigns.get(formatCampaignId(id));
    return campaign === undefined ? campaignFallbackName(id, rewardSymbol) : campaignDisplayName(campaign, chainName);
  };
}

function collect(results: readonly { data?: { data: readonly Campaign[] } | undefined }[]) {
  const campaigns = new Map<CampaignIdText, Campaign>();
  for (const result of results) {
    for (const campaign of result.data?.data ?? []) campaigns.set(formatCampaignId(campaign.id), campaign);
  }
  return campaigns;
}

// Names by what the rows are, not by the chains' whole lists. A wallet's claimable rows are the
// ones people act on, and the service lists them in one filtered list (claimable-only with the
// wallet's address): a page per hundred claimable campaigns names them all, with their end dates.
// Any other row the screen shows is read by id, one small cached request each, and only for the
// rows in view. Both reads live under `campaignKeys.names()`, kept long (names never change), apart
// from the campaign detail page's live figures.

/** One page of the campaigns `user` can claim from, as the names read asks for it. */
function claimableNamesPage(user: Address | undefined, offset: number) {
  return queryOptions({
    queryKey: campaignKeys.claimableNames(user, offset),
    queryFn:
      user === undefined
        ? skipToken
        : ({ signal }) =>
            getCampaigns(
              {
                userAddress: user,
                [CLAIMABLE_ONLY_PARAM]: true,
                [FORWARDER_OPT_IN_PARAM]: true,
                limit: MAX_PAGE_SIZE,
                offset,
              },
              // A hundred campaigns a page, read while the screen draws the rows they name.
              { signal, offThread: true },
            ),
  });
}

/** One campaign, read for its name. */
function campaignNameQueryOptions(id: CampaignId) {
  return queryOptions({
    queryKey: campaignKeys.name(id),
    queryFn: ({ signal }) => getCampaign(id, undefined, { signal }),
  });
}

/** Names of campaigns: what is known so far, and how many of the ids asked for are named. */
interface CampaignNames extends CampaignDirectory {
  /** Of the ids asked for, how many are named (for "Naming 12 of 40 campaigns…"). */
  named: number;
}

interface CampaignNamesOptions {
  /**
   * Read every page of the campaigns this wallet can claim from first (a request per hundred),
   * then by id only the ids that list did not name. Their end dates come along.
   */
  claimableOf?: Address | undefined;
}

function settled(results: readonly Pick<UseQueryResult, 'isPending'>[]): boolean {
  return results.every((result) => !result.isPending);
}

/**
 * Names `ids` with as few requests as the service allows: with `claimableOf`, the wallet's
 * claimable-only list (every page, the later ones in parallel once the first gives the total),
 * then, once it has answered, the ids it did not name one by one. Pass the ids in view (or every
 * id when all names are needed, as sorting by name does); `campaigns` also holds every campaign
 * of the claimable list.
 */
export function useCampaignNames(ids: readonly CampaignId[], options: CampaignNamesOptions = {}): CampaignNames {
  const user = options.claimableOf;
  const first = useQueries({
    queries: (user === undefined ? [] : [0]).map((offset) => claimableNamesPage(user, offset)),
  });
  const total = first[0]?.data?.total ?? 0;
  const offsets: number[] = [];
  for (let offset = MAX_PAGE_SIZE; offset < total; offset += MAX_PAGE_SIZE) offsets.push(offset);
  const later = useQueries({ queries: offsets.map((offset) => claimableNamesPage(user, offset)) });
  const pages = [...first, ...later];
  const listed = collect(pages);
  // By id only once the list has answered (or failed), so no claimable row is asked for twice.
  const missing = settled(pages) ? uniqueIds(ids).filter((id) => !listed.has(formatCampaignId(id))) : [];
  const single = useQueries({ queries: missing.map((id) => campaignNameQueryOptions(id)) });
  const campaigns = new Map(listed);
  for (const result of single)
    if (result.data !== undefined) campaigns.set(formatCampaignId(result.data.id), result.data);
  const all = [...pages, ...single];
  return {
    campaigns,
    named: uniqueIds(ids).filter((id) => campaigns.has(formatCampaignId(id))).length,
    pending: all.some((result) => result.isPending) || !settled(pages),
    failed: all.some((result) => result.isError),
    nameOf: namesIn(campaigns),
  };
}

/** Campaigns read for their names on demand, and the reads that failed. */
interface CampaignNamesRead {
  nameOf: CampaignNameOf;
  /** How many could not be read (`nameOf` gives them their fallback names), and why the first failed. */
  shortfall: { unnamed: number; reason: string } | undefined;
}

/**
 * Reads every one of `ids` for its name, for what needs them all at once (a file of every row)
 * where the screen names only the rows in view. Through the same cached queries as
 * useCampaignNames: a name already read is not asked again, and the rows named here are named at
 * once when they come into view. A read that fails is counted in `shortfall`, never thrown, so the
 * caller can still go on with fallback names.
 */
export async function readCampaignNames(
  queryClient: QueryClient,
  ids: readonly CampaignId[],
): Promise<CampaignNamesRead> {
  const campaigns = new Map<CampaignIdText, Campaign>();
  const unread: CampaignId[] = [];
  let error: unknown;
  await Promise.all(
    uniqueIds(ids).map(async (id) => {
      try {
        campaigns.set(formatCampaignId(id), await queryClient.query(campaignNameQueryOptions(id)));
      } catch (failure) {
        unread.push(id);
        error ??= failure;
      }
    }),
  );
  if (unread.length > 0) console.warn('Campaigns left unnamed in a file', unread, error);
  const shortfall = unread.length === 0 ? undefined : { unnamed: unread.length, reason: errorDetails(error).message };
  return { nameOf: namesIn(campaigns), shortfall };
}
