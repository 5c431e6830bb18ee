import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { queryErrorProps } from '../../api/error-details.ts';
import { referralStatsQueryOptions } from '../../api/endpoints/get-referral-stats.ts';
import { referralKeys } from '../../api/query-keys.ts';
import { useIsRestoredAndFetching } from '../../api/use-restored-fetching.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { UpdatingNote } from '../../components/updating-note.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { BackgroundRender } from '../../components/background-render.tsx';
import { ViewAsForm } from '../../components/view-as-form.tsx';
import { SkippedRowsNotice } from '../../components/skipped-rows-notice.tsx';
import { useViewAsAddress } from '../../wallet/use-view-as-address.ts';
import { VIEW_AS_PARAM } from './referral-link.ts';
import type { RenderClaimAllPayouts, RenderClosingSoon, RenderPayout } from './payout-renderers.ts';
import { ReferralPayouts, type ReferralPayoutsProps } from './referral-payouts.tsx';

interface ReferralEarningsProps {
  /** The payout control of one campaign, for the connected wallet's own payouts (from the page). */
  renderPayout: RenderPayout;
  /** One control claiming every payout claimable now, above them (own payouts only). */
  renderClaimAllPayouts?: RenderClaimAllPayouts;
  /** What closes within 14 days, on top, with a limited claim and a calendar file (from the page). */
  renderClosingSoon?: RenderClosingSoon;
}

/**
 * A referrer's earnings per campaign (estimated until a campaign is finalized, then final) and
 * the one-shot payouts, for the connected wallet or any address (read-only, `?address=`).
 */
export function ReferralEarnings({ renderPayout, renderClaimAllPayouts, renderClosingSoon }: ReferralEarningsProps) {
  const { t } = useLingui();
  const { address, own, missing, formProps } = useViewAsAddress(VIEW_AS_PARAM);
  const query = useQuery(referralStatsQueryOptions(address));
  // Last visit's answers show at once, kept in the browser; say they are being read again.
  const updating = useIsRestoredAndFetching([referralKeys.stats(address, {})]);
  const stats = query.data?.data;
  const earnings = useMemo(
    (): EarningsView | undefined =>
      address === undefined
        ? undefined
        : { address, stats, own, renderPayout, renderClaimAllPayouts, renderClosingSoon },
    [address, stats, own, renderPayout, renderClaimAllPayouts, renderClosingSoon],
  );

  return (
    <section
      aria-labelledby="earnings-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6 dark:border-slate-800"
    >
      <div>
        <h2 id="earnings-heading" className="text-lg font-semibold">
          <Trans>Referral earnings</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            Referrers share one pool per campaign. A payout is paid once, to the referrer, within its claim window.
          </Trans>
        </p>
      </div>
      <ViewAsForm {...formProps} />
      {address === undefined ? (
        <p className="text-sm">
          {missing === 'invalid-view-as' ? (
            <Trans>Correct the address above to see its referral earnings.</Trans>
          ) : missing === 'connect' ? (
            <Trans>Connect a wallet, or enter any address above, to see referral earnings.</Trans>
          ) : (
            <Trans>Loading your wallet…</Trans>
          )}
        </p>
      ) : (
        <>
          <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
            {own ? <Trans>Your connected wallet {address}.</Trans> : <Trans>Viewing {address} (read-only).</Trans>}{' '}
            {/* On the line above rather than a line of its own, which would push the rows down and
                back up when the answer comes. */}
            <UpdatingNote updating={updating} />
          </p>
          <SkippedRowsNotice rejected={query.data?.rejected} rows="campaigns" />
          {query.data === undefined && query.error != null ? (
            <ErrorState title={t`Referral earnings could not be loaded`} {...queryErrorProps(query)} />
          ) : (
            // The answer re-renders this panel synchronously (React Query subscribes through
            // useSyncExternalStore), and drawing every group of a referrer's payouts at once
            // blocked a phone for a few hundred ms in one task. The placeholder stays until they
            // are drawn in a background render that yields to input; kept answers (a return
            // visit) are there at mount and drawn at once.
            <BackgroundRender
              value={earnings}
              render={(view: EarningsView | undefined) => <EarningsSlot view={view} />}
            />
          )}
        </>
      )}
    </section>
  );
}

/** What the earnings are drawn from; `stats` is undefined until the service has answered. */
interface EarningsView extends Omit<ReferralPayoutsProps, 'stats'> {
  stats: ReferralPayoutsProps['stats'] | undefined;
}

/** The placeholder, "no earnings yet" or the payouts, memoised on the value drawn (see BackgroundRender). */
const EarningsSlot = memo(function EarningsSlot({ view }: { view: EarningsView | undefined }) {
  const { t } = useLingui();
  if (view?.stats === undefined)
    return (
      // As tall as a screen: the earnings of a referrer fill one, and a shorter placeholder
      // would let the panels below show, then be pushed away when the answer comes.
      <div aria-busy="true" className="flex min-h-screen flex-col gap-4">
        <p className="sr-only" role="status">
          <Trans>Loading referral earnings</Trans>
        </p>
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  if (view.stats.length === 0)
    return (
      <EmptyState title={t`No referral earnings yet`}>
        <Trans>Earnings appear here for each campaign in which someone you referred starts earning.</Trans>
      </EmptyState>
    );
  return <ReferralPayouts {...view} stats={view.stats} />;
});
