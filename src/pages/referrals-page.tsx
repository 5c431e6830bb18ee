import { Fragment, useEffect, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { renderClaimAll } from '../features/claims/claim-all-slot.tsx';
import { renderReferralPayoutButton } from '../features/claims/claim-slots.tsx';
import { HistoryLink } from '../features/claims/history/history-link.tsx';
import { AddToCalendarButton } from '../features/deadlines/add-to-calendar-button.tsx';
import { ClosingSoonPanel } from '../features/rewards/closing-soon-panel.tsx';
import { useReferralCenterOrder, type ReferralPanel } from '../features/referrals/referral-center-order.ts';
import { ReferralEarnings } from '../features/referrals/referral-earnings.tsx';
import { BindPanel, preloadWalletBind } from '../features/referrals/bind-panel.tsx';
import { ShareLinkPanel } from '../features/referrals/share-link-panel.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { msg } from '@lingui/core/macro';
import { usePageTitle } from '../components/page-title.ts';
import { ScreenHeading } from '../components/screen-heading.tsx';

/**
 * Referrals (`/referrals`): bind to a referrer, share a link, and follow and collect earnings,
 * in the order the visitor needs them (a referrer's link and earnings first, else the bind).
 */
export default function ReferralsPage() {
  usePageTitle(msg`Referrals`);
  const { t } = useLingui();
  const { order, decided } = useReferralCenterOrder();
  useEffect(() => {
    preloadWalletBind().catch((error: unknown) => {
      // Drawn for a connected wallet, the panel imports it again; if that fails too, the screen's
      // error boundary says so, with "Try again".
      console.warn('Could not load the bind panel’s part for a connected wallet ahead', error);
    });
  }, []);
  const panels: Record<ReferralPanel, ReactNode> = {
    bind: <BindPanel />,
    share: <ShareLinkPanel />,
    earnings: (
      <ReferralEarnings
        renderPayout={renderReferralPayoutButton}
        renderClaimAllPayouts={({ referrer, claimable, only, label }) =>
          renderClaimAll({ kind: 'payouts', user: referrer, claimable, only, label })
        }
        renderClosingSoon={({ closing, open, now, claimClosing }) => (
          <>
            <ClosingSoonPanel
              closing={closing}
              noun="payout"
              headingLevel={3}
              now={now}
              claimClosing={claimClosing}
              addToCalendar={
                <AddToCalendarButton
                  deadlines={closing}
                  label={t`${plural(closing.length, {
                    one: 'Add this deadline to calendar',
                    other: 'Add these deadlines to calendar',
                  })}`}
                  fileName="payouts-closing-soon"
                />
              }
            />
            {open.length > 0 && (
              <div>
                <AddToCalendarButton
                  deadlines={open}
                  label={t`${plural(open.length, {
                    one: 'Add all # payout deadlines to calendar',
                    other: 'Add all # payout deadlines to calendar',
                  })}`}
                  fileName="payout-deadlines"
                />
              </div>
            )}
          </>
        )}
      />
    ),
  };
  return (
    <section>
      <ScreenHeading aside={<HistoryLink />}>
        <Trans>Referrals</Trans>
      </ScreenHeading>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Share a link with your username; wallets that bind to you earn you a share of each campaign’s referral pool.
          Payouts are final once a campaign is finalized and are claimed on its reward chain.
        </Trans>
      </p>
      {decided ? (
        <div className="mt-6 flex flex-col gap-5">
          {/* Keyed, so a panel keeps what was typed into it if the order still changes. */}
          {order.map((panel) => (
            <Fragment key={panel}>{panels[panel]}</Fragment>
          ))}
        </div>
      ) : (
        <div role="status" aria-label={t`Loading your referral center`} className="mt-6 flex flex-col gap-5">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      )}
    </section>
  );
}
