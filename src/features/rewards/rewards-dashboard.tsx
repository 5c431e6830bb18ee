import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo, type ReactNode } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import { queryErrorProps } from '../../api/error-details.ts';
import { rewardKeys } from '../../api/query-keys.ts';
import { useIsRestoredAndFetching } from '../../api/use-restored-fetching.ts';
import { SkippedRowsNotice } from '../../components/skipped-rows-notice.tsx';
import { UpdatingNote } from '../../components/updating-note.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { BackgroundRender } from '../../components/background-render.tsx';
import { ViewAsForm } from '../../components/view-as-form.tsx';
import { useViewAsAddress } from '../../wallet/use-view-as-address.ts';
import { useWalletLayer, useWalletSession } from '../../wallet/wallet-session.ts';
import { paths } from '../../config/paths.ts';
import type { RenderClaim, RenderClaimAll } from './reward-group.tsx';
import { RewardsOverview, type RewardsOverviewProps } from './rewards-overview.tsx';
import type { RenderAddToCalendar, RenderClaimEverything } from './rewards-summary.tsx';
import { useRewardList } from './use-reward-list.ts';

const VIEW_AS_PARAM = 'address';
/**
 * Links from before every page was read at once carry `?page=`: it no longer means anything (the
 * screen pages its rows itself), so it is ignored, and dropped when the address changes.
 */
const OLD_PAGE_PARAM = 'page';

interface RewardsDashboardProps {
  /**
   * The claim control of one row, for the connected wallet's own rewards. Supplied by the page,
   * so this feature does not depend on the claims feature.
   */
  renderClaim: RenderClaim;
  /** "Claim all" of one reward chain, shown in that chain's group header (own rewards only). */
  renderClaimAll?: RenderClaimAll;
  /** One control claiming every reward shown, in the summary on top (own rewards only). */
  renderClaimEverything?: RenderClaimEverything;
  /** "Add to calendar" for claim deadlines. */
  renderAddToCalendar?: RenderAddToCalendar;
  /**
   * What follows the rewards (the page's notification switch): drawn with them once they are, so
   * nothing under a loading list is pushed down as it fills. Keep it the same element across renders.
   */
  after?: ReactNode;
}

/**
 * What an address has earned across campaigns and reward chains: totals per token, then each
 * campaign with its accumulated and claimable rewards and, for the connected wallet, a claim.
 * Shows the connected wallet, or any address typed into "view as" (kept in `?address=`).
 */
export function RewardsDashboard({
  renderClaim,
  renderClaimAll,
  renderClaimEverything,
  renderAddToCalendar,
  after,
}: RewardsDashboardProps) {
  const { t } = useLingui();
  const { openConnectModal } = useWalletLayer();
  const wallet = useWalletSession();
  const { address, own, missing, formProps } = useViewAsAddress(VIEW_AS_PARAM, [OLD_PAGE_PARAM]);
  const list = useRewardList(address);

  // Last visit's rows show at once, kept in the browser; say they are being read again.
  const updating = useIsRestoredAndFetching([rewardKeys.listsOf(address)]);
  const canClaimForViewed =
    !own &&
    wallet.address !== undefined &&
    address !== undefined &&
    wallet.address.toLowerCase() !== address.toLowerCase();
  const overview = useMemo(
    (): OverviewView | undefined =>
      address === undefined
        ? undefined
        : {
            address,
            rewards: list.rewards,
            claimFor: own ? address : undefined,
            canClaimForViewed,
            renderClaim,
            renderClaimAll,
            renderClaimEverything,
            renderAddToCalendar,
            after,
          },
    [
      address,
      list.rewards,
      own,
      canClaimForViewed,
      renderClaim,
      renderClaimAll,
      renderClaimEverything,
      renderAddToCalendar,
      after,
    ],
  );

  return (
    <div className="mt-6 flex flex-col gap-5">
      <ViewAsForm {...formProps} />
      {address === undefined ? (
        missing === 'invalid-view-as' ? (
          <>
            <p className="text-sm">
              <Trans>Correct the address above to see its rewards.</Trans>
            </p>
            {after}
          </>
        ) : missing === 'connect' ? (
          <>
            <EmptyState
              title={t`Connect a wallet to see your rewards`}
              actions={
                <button
                  type="button"
                  onClick={openConnectModal}
                  className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-500"
                >
                  <Trans>Connect a wallet</Trans>
                </button>
              }
            >
              <Trans>Or enter any address above to see what it has earned (read-only).</Trans>
            </EmptyState>
            {/* Nothing loads under the prompt: the switch can be there at once, and works without a wallet. */}
            {after}
          </>
        ) : (
          <p className="text-sm">
            <Trans>Loading your wallet…</Trans>
          </p>
        )
      ) : (
        <>
          <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
            {own
              ? t`Your connected wallet ${address}.`
              : wallet.address === undefined
                ? t`Viewing ${address} (read-only).`
                : t`Viewing ${address}. Your connected wallet can claim for it: it pays the gas, the tokens go to this address.`}{' '}
            {/* On this line rather than one of its own, which pushed the rows down and back up. */}
            <UpdatingNote updating={updating} />
          </p>
          <SkippedRowsNotice rejected={list.rejected} rows="rewards" />
          {list.rewards === undefined && list.error !== undefined ? (
            <ErrorState title={t`Rewards could not be loaded`} {...queryErrorProps(list)} />
          ) : (
            // The answer re-renders this screen synchronously (React Query subscribes through
            // useSyncExternalStore), and drawing the whole overview of a wallet at once (summary,
            // controls, a page of rows) blocked a phone for a few hundred ms in one task. The
            // skeleton stays until the overview is drawn in a background render that yields to
            // input; kept rows (a return visit) are there at mount and drawn at once.
            <BackgroundRender
              value={overview}
              render={(view: OverviewView | undefined) => <OverviewSlot view={view} />}
            />
          )}
        </>
      )}
    </div>
  );
}

/** What the overview is drawn from; `rewards` is undefined until every page has answered. */
interface OverviewView extends Omit<RewardsOverviewProps, 'rewards'> {
  rewards: RewardsOverviewProps['rewards'] | undefined;
  after: ReactNode;
}

/** The skeleton, "no rewards yet" or the overview, memoised on the value drawn (see BackgroundRender). */
const OverviewSlot = memo(function OverviewSlot({ view }: { view: OverviewView | undefined }) {
  const { t } = useLingui();
  if (view?.rewards === undefined) return <RewardsSkeleton />;
  const { after, rewards, ...overview } = view;
  if (rewards.length === 0)
    return (
      <>
        <EmptyState
          title={t`No rewards yet`}
          actions={
            <AppLink
              to={paths.campaigns}
              className="text-sm font-semibold text-brand-700 underline dark:text-brand-300"
            >
              <Trans>Browse campaigns</Trans>
            </AppLink>
          }
        >
          <Trans>
            This address has not earned in any campaign yet. Pick a campaign, hold its target (a vault share, pool
            position or token), and rewards appear here once the position starts earning.
          </Trans>
        </EmptyState>
        {after}
      </>
    );
  return (
    <>
      <RewardsOverview {...overview} rewards={rewards} />
      {after}
    </>
  );
});

function RewardsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p className="sr-only" role="status">
        <Trans>Loading rewards</Trans>
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
