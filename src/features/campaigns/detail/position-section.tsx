import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { campaignQueryOptions } from '../../../api/endpoints/get-campaign.ts';
import { claimProofQueryOptions } from '../../../api/endpoints/get-claim-proof.ts';
import { campaignKeys, claimKeys } from '../../../api/query-keys.ts';
import { useRefetchWhile } from '../../../api/use-refetch-while.ts';
import { chainName } from '../../../config/chains.ts';
import { correctByChain } from '../../../domain/chain-paid.ts';
import { campaignDisplayName } from '../../../domain/campaign-name.ts';
import { usePaidOnChain } from '../../../wallet/sent-transactions.ts';
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
import { ViewAsForm } from '../../../components/view-as-form.tsx';
import { useViewAsAddress } from '../../../wallet/use-view-as-address.ts';
import { formatTokenWithSymbol } from '../../../domain/token-amount.ts';
import { useNow } from '../use-now.ts';
import { earningPace } from './earning-pace.ts';
import { StartEarning } from './start-earning.tsx';
import { ClaimDeadlineText, useChainNow } from './claim-deadline-fact.tsx';
import { useRewardsClaimedOnChain } from '../../../contracts/reads/reward-claimed.ts';
import { deadlineState } from '../../../domain/closing-soon.ts';
import { Badge } from '../../../components/badge.tsx';

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
  const servicePosition = fresh.userPosition;
  // The newest proof bounds what the position calls claimable, and a claim this browser saw mined
  // counts at once, before the service reports it.
  const proof = useQuery(claimProofQueryOptions(fresh.id, address));
  const chainPaid = usePaidOnChain(address)(fresh.id);
  const corrected = servicePosition === undefined ? undefined : correctByChain(servicePosition, proof.data, chainPaid);
  // The claim deadline is the clone's (end plus claim expiry), read in the multicall the rewards
  // screen uses; "now" is the service's clock, which the chains keep.
  const onChain = useRewardsClaimedOnChain(servicePosition === undefined ? undefined : address, [fresh.id]);
  const closesAt = onChain.claimDeadlineOf(fresh.id);
  const now = useChainNow();
  useRefetchWhile(corrected?.catchingUp === true ? 1 : 0, [
    campaignKeys.detail(fresh.id, address),
    claimKeys.detail(fresh.id, address),
  ]);
  if (corrected === undefined) {
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
  const { reward: position, catchingUp } = corrected;
  // What was paid is the chain's `claimed(user)` (read with the deadline) where it says more than
  // the service or this browser's record: the record is dropped once both have caught up, and the
  // proof may still be on its way.
  const chainClaimed = onChain.claimedOf(fresh.id);
  const paid =
    typeof chainClaimed === 'bigint' && (corrected.paid === undefined || chainClaimed > corrected.paid)
      ? chainClaimed
      : corrected.paid;
  const claimed = claimedState(position, paid);
  const expired = closesAt != null && deadlineState(closesAt, now) === 'expired';
  const expiredOn = expired ? formatDateTime(closesAt) : undefined;
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
            checking={onChain.pending}
            claimable={position.claimable > 0n}
            now={now}
          />
        </Fact>
        <Fact label={t`Eligibility`}>{position.isEligible ? t`Eligible` : t`Not eligible`}</Fact>
        <Fact label={t`Started`}>
          {position.triggeredAt === undefined ? t`Not yet` : formatDateTime(position.triggeredAt)}
        </Fact>
      </dl>
      {catchingUp && (
        <p role="status" className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          <Trans>
            A claim made from this browser is paid on chain but not counted in these figures yet; the claimable amount
            shows what the chain paid until they catch up.
          </Trans>
        </p>
      )}
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

/** What was paid of a position: `all` when everything earned is paid and nothing is left to claim. */
interface ClaimedState {
  paid: bigint;
  all: boolean;
}

/**
 * What the chain (or the service's newest proof) says was paid, when something was. "All" only
 * when nothing is claimable and the paid total covers every reward earned: a running campaign
 * whose earnings since the last checkpoint are not claimable yet is not "all claimed".
 */
function claimedState(position: UserPosition, paid: bigint | undefined): ClaimedState | undefined {
  if (paid === undefined || paid === 0n) return undefined;
  const all = position.claimable === 0n && position.accumulatedRewards > 0n && paid >= position.accumulatedRewards;
  return { paid, all };
}

/** "0.27 WETH", or "All claimed" with what was paid, or the amount with what was claimed before. */
function ClaimableText({
  claimable,
  claimed,
  campaign,
}: {
  claimable: bigint;
  claimed: ClaimedState | undefined;
  campaign: Campaign;
}) {
  if (claimed === undefined) return formatReward(claimable, campaign);
  const paidAmount = formatReward(claimed.paid, campaign);
  if (claimed.all) {
    return (
      <span className="flex flex-col items-start gap-0.5">
        <Badge tone="success">
          <Trans>All claimed</Trans>
        </Badge>
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
          <Trans>{paidAmount} paid</Trans>
        </span>
      </span>
    );
  }
  return (
    <span>
      {formatReward(claimable, campaign)}
      <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
        <Trans>{paidAmount} already claimed</Trans>
      </span>
    </span>
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
          <p className="mb-3 text-sm break-all text-slate-600 dark:text-slate-400">{subject}</p>
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
