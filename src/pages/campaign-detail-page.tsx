import { useParams } from 'react-router-dom';
import { isApiError } from '../api/api-error.ts';
import { formatCampaignId, parseCampaignId, type CampaignId } from '../domain/campaign-id.ts';
import { useCampaign } from '../api/endpoints/get-campaign.ts';
import { ErrorState } from '../components/error-state.tsx';
import { RefreshFailedNotice } from '../components/refresh-failed-notice.tsx';
import { CampaignDetail, CampaignDetailSkeleton } from '../features/campaigns/detail/campaign-detail.tsx';
import { renderClaimButton } from '../features/claims/claim-button.tsx';
import { queryErrorProps } from '../api/error-details.ts';
import { NotFoundPage } from './not-found-page.tsx';

const NOT_FOUND_TITLE = 'Campaign not found';

function CampaignLoader({ id }: { id: CampaignId }) {
  // The page asks for the campaign without a user, so a wallet connecting later reloads only the
  // position section (which asks with the address), not the whole page.
  const query = useCampaign(id);
  if (query.data !== undefined) {
    return (
      <div className="flex flex-col gap-4">
        {query.error != null && <RefreshFailedNotice subject="this campaign" {...queryErrorProps(query)} />}
        <CampaignDetail campaign={query.data} renderClaim={renderClaimButton} />
      </div>
    );
  }
  if (query.error != null) {
    if (isApiError(query.error, 'NOT_FOUND')) {
      return (
        <NotFoundPage
          title={NOT_FOUND_TITLE}
          message={`There is no campaign ${formatCampaignId(id)}. It may be on another reward chain, or the link may be mistyped.`}
        />
      );
    }
    return (
      <ErrorState
        title={`Campaign ${formatCampaignId(id)} could not be loaded`}
        headingLevel={1}
        {...queryErrorProps(query)}
      />
    );
  }
  return <CampaignDetailSkeleton />;
}

/** Campaign detail (`/campaigns/:campaignId`, the id written `<chainId>:<campaignIndex>`). */
export default function CampaignDetailPage() {
  const { campaignId = '' } = useParams();
  const id = parseCampaignId(campaignId);
  if (id === null) {
    return (
      <NotFoundPage
        title={NOT_FOUND_TITLE}
        message={`“${campaignId}” is not a campaign id. Campaign ids are the reward chain and the campaign number, like 31337:5.`}
      />
    );
  }
  return <CampaignLoader key={campaignId} id={id} />;
}
