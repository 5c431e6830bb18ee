import { queryOptions, skipToken } from '@tanstack/react-query';
import { isApiError } from '../api-error.ts';
import { apiClient, encodeRequest, type ApiClient, type EndpointOptions } from '../client.ts';
import { referralKeys } from '../query-keys.ts';
import { API_ROUTES, buildPath } from '../routes.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import type { Address } from '../../domain/address.ts';
import { referralProofSchema, type ReferralProof } from '../schemas/referrals.ts';
import { campaignAddressPathSchema } from '../schemas/requests.ts';

/**
 * A referral proof, or null when none is published yet: the service answers 404 until the
 * campaign is finalized and its referral root published, which is a normal state, not a failure.
 */
export type PublishedReferralProof = ReferralProof | null;

/** GET /v1/referrals/proofs/{campaignId}/{address}: the referrer's payout proof, or null if not yet published. */
export async function getReferralProof(
  id: CampaignId,
  referrer: Address,
  options: EndpointOptions = {},
): Promise<PublishedReferralProof> {
  const client = options.client ?? apiClient;
  const path = buildPath(
    API_ROUTES.referralProof,
    encodeRequest(campaignAddressPathSchema, { campaignId: id, address: referrer }),
  );
  try {
    return await client.get(path, { schema: referralProofSchema, signal: options.signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Query options for a referral proof; waits (skipToken) while no referrer is known. */
export function referralProofQueryOptions(
  id: CampaignId,
  referrer: Address | undefined,
  client: ApiClient = apiClient,
) {
  return queryOptions({
    queryKey: referralKeys.proof(id, referrer),
    queryFn: referrer === undefined ? skipToken : ({ signal }) => getReferralProof(id, referrer, { client, signal }),
  });
}
