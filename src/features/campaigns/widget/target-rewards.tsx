import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FORWARDER_OPT_IN_PARAM } from '../../../api/assumptions.ts';
import { campaignQueryOptions } from '../../../api/endpoints/get-campaign.ts';
import { campaignsQueryOptions } from '../../../api/endpoints/get-campaigns.ts';
import { queryErrorProps } from '../../../api/error-details.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { MAX_PAGE_SIZE } from '../../../api/schemas/requests.ts';
import { Badge } from '../../../components/badge.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { chainName } from '../../../config/chains.ts';
import { appConfig } from '../../../config/env.ts';
import { inScope } from '../campaign-scope.ts';
import type { Address } from '../../../domain/address.ts';
import { campaignDisplayName } from '../../../domain/campaign-name.ts';
import type { CampaignId } from '../../../domain/campaign-id.ts';
import { formatReward, formatTargetAmount } from '../amounts.ts';
import { CatchingUpNote, ClaimableText, useCheckedPosition } from '../detail/checked-position.tsx';
import { Fact } from '../detail/detail-section.tsx';
import type { RenderClaim } from '../detail/position-section.tsx';
import { toCampaignRow } from '../list/campaign-row.ts';
import { useNow } from '../use-now.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { APP_BASE } from '../../../config/app-base.ts';
import { paths } from '../../../config/paths.ts';

// The rewards widget's content (pages/widget-page.tsx): the campaigns that reward one target, or
// one campaign, each with its APR, rewards left and time left, and the visitor's position in it
// with a claim button. Compact: it lives in a partner's page, often in a sidebar 320 px wide.

/** What a partner's page asked the widget to show. */
export type WidgetSelection =
  { kind: 'target'; chainId: number; address: Address } | { kind: 'campaign'; id: CampaignId };

/** Whose position the widget shows: the connected wallet (which may claim) or an address the page gave. */
export interface WidgetViewer {
  address: Address;
  own: boolean;
}

/**
 * Campaigns worth showing on a partner's page: running or about to, and ended ones the visitor
 * still has something to claim in. The partner's campaign scope applies here as in the app.
 */
function isShown(campaign: Campaign): boolean {
  if (!inScope(appConfig.partner.campaigns, campaign)) return false;
  if (campaign.status === 'active' || campaign.status === 'pending') return true;
  return (campaign.userPosition?.claimable ?? 0n) > 0n;
}

/**
 * Three figures side by side where the frame has room (a 420 px frame), two to a row in a narrow
 * one (320 px), so no amount breaks in the middle ("34,911.1 / 7"): as wide as its page lets it.
 */
const FIGURES_GRID = 'grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-2';

function WidgetCampaignSkeleton() {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-surface p-3 dark:border-slate-800">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-3 w-1/2" />
      <div className={FIGURES_GRID}>
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    </div>
  );
}

/** The visitor's position in one campaign, checked against the chain, with the claim when it is theirs. */
function WidgetPosition({
  campaign,
  viewer,
  renderClaim,
}: {
  campaign: Campaign;
  viewer: WidgetViewer;
  renderClaim: RenderClaim;
}) {
  const { t } = useLingui();
  const checked = useCheckedPosition(campaign, viewer.address);
  if (checked === undefined) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {viewer.own ? (
          <Trans>Your wallet has no position here yet.</Trans>
        ) : (
          <Trans>This address has no position here yet.</Trans>
        )}
      </p>
    );
  }
  const { position, catchingUp, claimed, expired, closesAt } = checked;
  const expiredOn = expired && closesAt != null ? formatDateTime(closesAt) : undefined;
  return (
    <div>
      <dl className={FIGURES_GRID}>
        <Fact label={t`Your position`}>{formatTargetAmount(position.balance, campaign.target)}</Fact>
        <Fact label={t`Earned`}>{formatReward(position.accumulatedRewards, campaign)}</Fact>
        <Fact label={t`Claimable`}>
          <ClaimableText claimable={position.claimable} claimed={claimed} campaign={campaign} />
        </Fact>
      </dl>
      {catchingUp && <CatchingUpNote />}
      {expiredOn !== undefined && position.claimable > 0n && (
        <p className="mt-3 text-sm">
          <Trans>Expired on {expiredOn}: the chain no longer pays this claim.</Trans>
        </p>
      )}
      {viewer.own && !expired && (
        <div className="mt-3">
          {renderClaim({
            id: campaign.id,
            user: viewer.address,
            claimable: position.claimable,
            rewardToken: campaign.rewardToken,
            name: campaignDisplayName(campaign, chainName).title,
          })}
        </div>
      )}
    </div>
  );
}

function WidgetCampaign({
  campaign,
  viewer,
  renderClaim,
}: {
  campaign: Campaign;
  viewer: WidgetViewer | undefined;
  renderClaim: RenderClaim;
}) {
  const { t } = useLingui();
  const now = useNow(60_000);
  const row = toCampaignRow(campaign, now);
  return (
    <article
      aria-label={row.title}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-surface p-3 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold wrap-anywhere">{row.title}</h2>
        <Badge tone={row.statusTone}>{row.statusLabel}</Badge>
      </div>
      <p className="-mt-2 text-xs wrap-anywhere text-slate-600 dark:text-slate-400">
        <Trans>
          Paid on {row.rewardChain} · #{row.idText}
        </Trans>
      </p>
      <dl className={FIGURES_GRID}>
        <Fact label={t`APR`}>{row.apr.partner}</Fact>
        <Fact label={t`Rewards left`}>{row.remainingText}</Fact>
        <Fact label={t`Time left`}>{row.timeLeft}</Fact>
      </dl>
      {viewer !== undefined && (
        <div className="border-t border-slate-200 pt-3 dark:border-slate-800">
          <WidgetPosition campaign={campaign} viewer={viewer} renderClaim={renderClaim} />
        </div>
      )}
    </article>
  );
}

function CampaignList({
  campaigns,
  viewer,
  renderClaim,
}: {
  campaigns: readonly Campaign[];
  viewer: WidgetViewer | undefined;
  renderClaim: RenderClaim;
}) {
  const shown = campaigns.filter(isShown);
  if (shown.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-surface p-3 text-sm dark:border-slate-800">
        <Trans>No campaign is rewarding this right now.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {shown.map((campaign) => (
        <WidgetCampaign
          key={`${String(campaign.id.chainId)}:${String(campaign.id.campaignIndex)}`}
          campaign={campaign}
          viewer={viewer}
          renderClaim={renderClaim}
        />
      ))}
    </div>
  );
}

/**
 * One target's campaigns (forwarder-deposit ones included: the partner's page is where such a
 * deposit is made), asked with the visitor's address so each carries their position.
 */
function TargetCampaigns({
  selection,
  viewer,
  renderClaim,
}: {
  selection: Extract<WidgetSelection, { kind: 'target' }>;
  viewer: WidgetViewer | undefined;
  renderClaim: RenderClaim;
}) {
  const { t } = useLingui();
  const query = useQuery(
    campaignsQueryOptions({
      targetChainId: selection.chainId,
      targetAddress: selection.address,
      userAddress: viewer?.address,
      [FORWARDER_OPT_IN_PARAM]: true,
      limit: MAX_PAGE_SIZE,
    }),
  );
  return (
    <QueryView
      query={query}
      errorProps={queryErrorProps(query)}
      errorTitle={t`The campaigns could not be loaded`}
      loadingLabel={t`Loading rewards`}
      loading={<WidgetCampaignSkeleton />}
      refreshSubject={t`the campaigns`}
    >
      {(page) => (
        <>
          <CampaignList campaigns={page.data} viewer={viewer} renderClaim={renderClaim} />
          {page.total > page.data.length && (
            <MoreOnTheApp selection={selection} shown={page.data.length} total={page.total} />
          )}
        </>
      )}
    </QueryView>
  );
}

/** A target with more campaigns than one answer holds: the app lists them all. */
function MoreOnTheApp({
  selection,
  shown,
  total,
}: {
  selection: Extract<WidgetSelection, { kind: 'target' }>;
  shown: number;
  total: number;
}) {
  const href = `${APP_BASE}${paths.campaignsOnTarget(selection.chainId, selection.address)}`;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      <Trans>
        Looked through the first {shown} of {total} campaigns on this target.{' '}
        <a
          href={href}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline dark:text-brand-300"
        >
          See them all
        </a>
      </Trans>
    </p>
  );
}

function SingleCampaign({
  selection,
  viewer,
  renderClaim,
}: {
  selection: Extract<WidgetSelection, { kind: 'campaign' }>;
  viewer: WidgetViewer | undefined;
  renderClaim: RenderClaim;
}) {
  const { t } = useLingui();
  const query = useQuery(campaignQueryOptions(selection.id, viewer?.address));
  return (
    <QueryView
      query={query}
      errorProps={queryErrorProps(query)}
      errorTitle={t`The campaign could not be loaded`}
      loadingLabel={t`Loading rewards`}
      loading={<WidgetCampaignSkeleton />}
      refreshSubject={t`the campaign`}
    >
      {(campaign) => <CampaignList campaigns={[campaign]} viewer={viewer} renderClaim={renderClaim} />}
    </QueryView>
  );
}

/** What the widget shows for a partner's page. */
export function TargetRewards({
  selection,
  viewer,
  renderClaim,
}: {
  selection: WidgetSelection;
  viewer: WidgetViewer | undefined;
  renderClaim: RenderClaim;
}) {
  return selection.kind === 'target' ? (
    <TargetCampaigns selection={selection} viewer={viewer} renderClaim={renderClaim} />
  ) : (
    <SingleCampaign selection={selection} viewer={viewer} renderClaim={renderClaim} />
  );
}
