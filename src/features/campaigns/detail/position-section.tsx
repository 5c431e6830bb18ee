import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { campaignQueryOptions } from '../../../api/endpoints/get-campaign.ts';
import { chainName } from '../../../config/chains.ts';
import { campaignDisplayName } from '../../../domain/campaign-name.ts';
import type { ReactNode } from 'react';
import type { Campaign, RewardToken, UserPosition } from '../../../api/schemas/campaign.ts';
import type { CampaignId } from '../../../domain/campaign-id.ts';
import type { Address } from '../../../domain/address.ts';
import { QueryView } from '../../../components/query-view.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatDateTime } from '../../../lib/time.ts';
import { queryErrorProps } from '../../../api/error-details.ts';
import { formatReward, formatTargetAmount } from '../amounts.ts';
import { DetailSection, Fact } from './detail-section.tsx';
import { EligibilityPanel } from './eligibility-panel.tsx';
import { inCliff } from '../eligibility.ts';
import { ViewAsForm } from '../../../components/view-as-form.tsx';
import { useViewAsAddress } from '../../../wallet/use-view-as-address.ts';
import { formatTokenWithSymbol } from '../../../domain/token-amount.ts';
import { useNow } from '../use-now.ts';
import { earningPace } from './earning-pace.ts';
import { StartEarning } from './start-earning.tsx';
import { ClaimDeadlineText } from './claim-deadline-fact.tsx';
import { CatchingUpNote, ClaimableText, useCheckedPosition } from './checked-position.tsx';

const VIEW_AS_PARAM = 'viewAs';

/**
 * The position of one address: asked separately from the page's campaign (same endpoint, with
 * userAddress), so connecting a wallet or changing the address reloads this section only.
 */
/**
 * The claim control for the connected wallet's own rewards in this campaign; supplied by the page
 * so this feature does not depend on the claims feature.
 */
export type RenderClaim = (claim: {
  id: CampaignId;
  user: Address;
  claimable: bigint;
  rewardToken: RewardToken;
  /** The campaign's display name, for what the claim announces. */
  name: string;
}) => ReactNode;

interface PositionDetailsProps {
  campaign: Campaign;
  address: Address;
  /** Set when `address` is the connected wallet, so it may claim. */
  renderClaim: RenderClaim | undefined;
}

/** "≈ 12.4 USDC/day on average since you started", or why there is no pace to show. */
function EarningPaceText({ campaign, position, own }: { campaign: Campaign; position: UserPosition; own: boolean }) {
  const { t } = useLingui();
  const now = useNow(60_000);
  const pace = earningPace(campaign, position, now);
  if (pace === undefined) {
    return position.accumulatedRewards > 0n ? <Trans>Too early to average</Trans> : <Trans>Nothing earned yet</Trans>;
  }
  const since = formatDateTime(pace.since);
  const perDay = formatTokenWithSymbol(pace.perDay, campaign.rewardToken, { maxFractionDigits: 2 });
  return (
    <span title={t`Averaged from ${since}; the pace changes with the balance and the campaign.`}>
      {own ? (
        <Trans>≈ {perDay}/day on average since you started</Trans>
      ) : (
        <Trans>≈ {perDay}/day on average since this address started</Trans>
      )}
    </span>
  );
}

function PositionDetails({ campaign, address, renderClaim }: PositionDetailsProps) {
  const { t } = useLingui();
  const query = useQuery(campaignQueryOptions(campaign.id, address));
  return (
    <QueryView
      query={query}
      errorProps={queryErrorProps(query)}
      errorTitle={t`The position could not be loaded`}
      loadingLabel={t`Loading the position`}
      loading={
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="flex flex-col gap-1.5">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-4 w-24" />
            </div>
          ))}
        </div>
      }
      refreshSubject={t`the position`}
    >
      {(fresh) => <PositionFacts fresh={fresh} address={address} renderClaim={renderClaim} />}
    </QueryView>
  );
}

function PositionFacts({
  fresh,
  address,
  renderClaim,
}: {
  fresh: Campaign;
  address: Address;
  renderClaim: RenderClaim | undefined;
}) {
  const { t } = useLingui();
  const checked = useCheckedPosition(fresh, address);
  if (checked === undefined) {
    return (
      <StartEarning
        campaign={fresh}
        lead={
          renderClaim === undefined
            ? t`This address has no position in this campaign yet.`
            : t`Your wallet has no position in this campaign yet.`
        }
      />
    );
  }
  const { position, catchingUp, claimed, closesAt, checkingDeadline, expired, now } = checked;
  const expiredOn = expired && closesAt != null ? formatDateTime(closesAt) : undefined;
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-7">
        <Fact label={t`Balance`}>{formatTargetAmount(position.balance, fresh.target)}</Fact>
        <Fact label={t`Earned so far`}>{formatReward(position.accumulatedRewards, fresh)}</Fact>
        <Fact label={t`Earning pace`}>
          <EarningPaceText campaign={fresh} position={position} own={renderClaim !== undefined} />
        </Fact>
        <Fact label={t`Claimable now`}>
          <ClaimableText claimable={position.claimable} claimed={claimed} campaign={fresh} />
        </Fact>
        <Fact label={t`Claim by`}>
          <ClaimDeadlineText
            closesAt={closesAt}
            checking={checkingDeadline}
            claimable={position.claimable > 0n}
            now={now}
          />
        </Fact>
        <Fact label={t`Eligibility`}>
          {position.isEligible ? t`Eligible` : inCliff(fresh, position, now) ? t`In its cliff` : t`Not eligible`}
        </Fact>
        <Fact label={t`Started`}>
          {position.triggeredAt === undefined ? t`Not yet` : formatDateTime(position.triggeredAt)}
        </Fact>
      </dl>
      {catchingUp && <CatchingUpNote />}
      {renderClaim !== undefined && expiredOn !== undefined && position.claimable > 0n && (
        <p className="mt-4 text-sm">
          <Trans>Expired on {expiredOn}: the chain no longer pays this claim.</Trans>
        </p>
      )}
      {renderClaim !== undefined && !expired && (
        <div className="mt-4">
          {renderClaim({
            id: fresh.id,
            user: address,
            claimable: position.claimable,
            rewardToken: fresh.rewardToken,
            name: campaignDisplayName(fresh, chainName).title,
          })}
        </div>
      )}
      <EligibilityPanel campaign={fresh} position={position} allClaimed={claimed?.all === true} />
    </>
  );
}

/** The connected wallet's position, or any address's through "view as" (kept in `?viewAs=`). */
export function PositionSection({ campaign, renderClaim }: { campaign: Campaign; renderClaim: RenderClaim }) {
  const { t } = useLingui();
  const { address, viewAs, own, missing, formProps } = useViewAsAddress(VIEW_AS_PARAM);
  const subject =
    viewAs !== undefined
      ? t`Viewing ${viewAs} (read-only).`
      : address !== undefined
        ? t`Your connected wallet ${address}.`
        : undefined;
  return (
    <DetailSection title={viewAs !== undefined ? t`Position of this address` : t`Your position`}>
      <ViewAsForm {...formProps} />
      <div className="mt-4">
        {subject !== undefined && (
          <p className="mb-3 text-sm wrap-anywhere text-slate-600 dark:text-slate-400">{subject}</p>
        )}
        {address !== undefined ? (
          <PositionDetails campaign={campaign} address={address} renderClaim={own ? renderClaim : undefined} />
        ) : (
          <>
            <p className="text-sm">
              {missing === 'invalid-view-as' ? (
                <Trans>Correct the address above to see its balance, rewards and eligibility.</Trans>
              ) : missing === 'connect' ? (
                <Trans>
                  Connect a wallet, or enter any address above, to see its balance, rewards and eligibility.
                </Trans>
              ) : (
                <Trans>Loading your wallet…</Trans>
              )}
            </p>
            {missing === 'connect' && (
              <div className="mt-3">
                <StartEarning campaign={campaign} />
              </div>
            )}
          </>
        )}
      </div>
    </DetailSection>
  );
}
