import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../api/api-error.ts';
import { formatCampaignId, parseCampaignId, type CampaignId } from '../domain/campaign-id.ts';
import { useCampaign } from '../api/endpoints/get-campaign.ts';
import { QueryView } from '../components/query-view.tsx';
import { CampaignDetail, CampaignDetailSkeleton } from '../features/campaigns/detail/campaign-detail.tsx';
import { renderClaimButton } from '../features/claims/claim-slots.tsx';
import { queryErrorProps } from '../api/error-details.ts';
import { usePageTitle } from '../components/page-title.ts';
import { campaignDisplayName } from '../domain/campaign-name.ts';
import { chainName } from '../config/chains.ts';
import { lazyWithRetry } from '../components/lazy-with-retry.tsx';

// A campaign that does not exist is rare: its page's code is not part of every campaign's first load.
const NotFoundPage = lazyWithRetry(async () => ({ default: (await import('./not-found-page.tsx')).NotFoundPage }));

function CampaignLoader({ id }: { id: CampaignId }) {
  const { t } = useLingui();
  const campaignId = formatCampaignId(id);
  // The page asks for the campaign without a user, so a wallet connecting later reloads only the
  // position section (which asks with the address), not the whole page.
  const query = useCampaign(id);
  usePageTitle(
    query.data === undefined
      ? isApiError(query.error, 'NOT_FOUND')
        ? undefined
        : t`Campaign ${campaignId}`
      : campaignDisplayName(query.data, chainName).title,
  );
  if (query.data === undefined && isApiError(query.error, 'NOT_FOUND')) {
    return (
      <NotFoundPage
        title={t`Campaign not found`}
        message={t`There is no campaign ${campaignId}. It may be on another reward chain, or the link may be mistyped.`}
      />
    );
  }
  return (
    <QueryView
      query={query}
      errorProps={queryErrorProps(query)}
      errorTitle={t`Campaign ${campaignId} could not be loaded`}
      errorHeadingLevel={1}
      loadingLabel={t`Loading the campaign`}
      loading={<CampaignDetailSkeleton />}
      refreshSubject={t`this campaign`}
    >
      {(campaign) => <CampaignDetail campaign={campaign} renderClaim={renderClaimButton} />}
    </QueryView>
  );
}

/** Campaign detail (`/campaigns/:campaignId`, the id written `<chainId>:<campaignIndex>`). */
export default function CampaignDetailPage() {
  const { t } = useLingui();
  const { campaignId = '' } = useParams();
  const id = parseCampaignId(campaignId);
  if (id === null) {
    return (
      <NotFoundPage
        title={t`Campaign not found`}
        message={t`“${campaignId}” is not a campaign id. Campaign ids are the reward chain and the campaign number, like 31337:5.`}
      />
    );
  }
  return <CampaignLoader key={campaignId} id={id} />;
}
