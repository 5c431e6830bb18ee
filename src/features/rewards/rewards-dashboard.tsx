import { Link, useSearchParams } from 'react-router-dom';
import { partialMatchKey, useQuery } from '@tanstack/react-query';
import { queryErrorProps } from '../../api/error-details.ts';
import { userRewardsQueryOptions } from '../../api/endpoints/get-user-rewards.ts';
import { rewardKeys } from '../../api/query-keys.ts';
import { useIsRestoredAndFetching } from '../../api/use-restored-fetching.ts';
import { SkippedRowsNotice } from '../../components/skipped-rows-notice.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ViewAsForm } from '../../components/view-as-form.tsx';
import { useViewAsAddress } from '../../wallet/use-view-as-address.ts';
import { useWalletLayer, useWalletSession } from '../../wallet/wallet-session.ts';
import { paths } from '../../config/paths.ts';
import { formatCount } from '../../lib/format.ts';
import type { RenderClaim, RenderClaimAll } from './reward-group.tsx';
import { RewardsOverview } from './rewards-overview.tsx';
import type { RenderClaimEverything } from './rewards-summary.tsx';

/** The service's largest page; a wallet with more campaigns than this pages through them. */
const REWARDS_PAGE_SIZE = 100;
const VIEW_AS_PARAM = 'address';
const PAGE_PARAM = 'page';

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
}

function pageFrom(text: string | null): number {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * What an address has earned across campaigns and reward chains: totals per token, then each
 * campaign with its accumulated and claimable rewards and, for the connected wallet, a claim.
 * Shows the connected wallet, or any address typed into "view as" (kept in `?address=`).
 */
export function RewardsDashboard({ renderClaim, renderClaimAll, renderClaimEverything }: RewardsDashboardProps) {
  const [params, setParams] = useSearchParams();
  const { openConnectModal } = useWalletLayer();
  const wallet = useWalletSession();
  // Another address starts again from the first page.
  const { address, own, missing, formProps } = useViewAsAddress(VIEW_AS_PARAM, [PAGE_PARAM]);
  const page = pageFrom(params.get(PAGE_PARAM));
  const setPage = (next: number | undefined) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === undefined) updated.delete(PAGE_PARAM);
      else updated.set(PAGE_PARAM, String(next));
      return updated;
    });
  };

  const query = useQuery({
    ...userRewardsQueryOptions(address, { limit: REWARDS_PAGE_SIZE, offset: (page - 1) * REWARDS_PAGE_SIZE }),
    // Keep the previous page on screen while the next loads, but never another address's rewards.
    placeholderData: (previous, previousQuery) =>
      previousQuery !== undefined && partialMatchKey(previousQuery.queryKey, rewardKeys.listsOf(address))
        ? previous
        : undefined,
  });

  // Last visit's rows show at once, kept in the browser; say they are being read again.
  const updating = useIsRestoredAndFetching([rewardKeys.listsOf(address)]);

  return (
    <div className="mt-6 flex flex-col gap-5">
      <ViewAsForm {...formProps} />
      {address === undefined ? (
        missing === 'invalid-view-as' ? (
          <p className="text-sm">Correct the address above to see its rewards.</p>
        ) : missing === 'connect' ? (
          <EmptyState
            title="Connect a wallet to see your rewards"
            actions={
              <button
                type="button"
                onClick={openConnectModal}
                className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
              >
                Connect a wallet
              </button>
            }
          >
            Or enter any address above to see what it has earned (read-only).
          </EmptyState>
        ) : (
          <p className="text-sm">Loading your wallet…</p>
        )
      ) : (
        <>
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">
            {own
              ? `Your connected wallet ${address}.`
              : wallet.address === undefined
                ? `Viewing ${address} (read-only).`
                : `Viewing ${address}. Your connected wallet can claim for it: it pays the gas, the tokens go to this address.`}
          </p>
          {updating && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              Updating…
            </p>
          )}
          <SkippedRowsNotice rejected={query.data?.rejected} noun={['reward', 'rewards']} />
          {query.data === undefined ? (
            query.error != null ? (
              <ErrorState title="Rewards could not be loaded" {...queryErrorProps(query)} />
            ) : (
              <RewardsSkeleton />
            )
          ) : query.data.total === 0 ? (
            <EmptyState
              title="No rewards yet"
              actions={
                <Link
                  to={paths.campaigns}
                  className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
                >
                  Browse campaigns
                </Link>
              }
            >
              This address has not earned in any campaign yet. Pick a campaign, hold its target (a vault share, pool
              position or token), and rewards appear here once the position starts earning.
            </EmptyState>
          ) : query.data.data.length === 0 ? (
            <EmptyState
              title={`There is no page ${formatCount(page)}`}
              actions={
                <button
                  type="button"
                  onClick={() => {
                    setPage(undefined);
                  }}
                  className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
                >
                  Go to the first page
                </button>
              }
            >
              This address has rewards in {formatCount(query.data.total)} campaigns, fewer than this page would start
              at.
            </EmptyState>
          ) : (
            <RewardsOverview
              address={address}
              rewards={query.data.data}
              total={query.data.total}
              page={page}
              pageSize={REWARDS_PAGE_SIZE}
              onPage={setPage}
              claimFor={own ? address : undefined}
              canClaimForViewed={
                !own && wallet.address !== undefined && wallet.address.toLowerCase() !== address.toLowerCase()
              }
              renderClaim={renderClaim}
              renderClaimAll={renderClaimAll}
              renderClaimEverything={renderClaimEverything}
            />
          )}
        </>
      )}
    </div>
  );
}

function RewardsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p className="sr-only" role="status">
        Loading rewards
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
