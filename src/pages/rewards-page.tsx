import { Trans } from '@lingui/react/macro';
import { renderClaimAll } from '../features/claims/claim-all-slot.tsx';
import { renderClaimButton } from '../features/claims/claim-slots.tsx';
import { HistoryLink } from '../features/claims/history/history-link.tsx';
import { AddToCalendarButton } from '../features/deadlines/add-to-calendar-button.tsx';
import { NotificationsToggle } from '../features/notifications/notifications-toggle.tsx';
import { RewardsDashboard } from '../features/rewards/rewards-dashboard.tsx';
import { msg } from '@lingui/core/macro';
import { usePageTitle } from '../components/page-title.ts';
import { ScreenHeading } from '../components/screen-heading.tsx';

// A preference, not a figure: after the rewards, which a phone shows first. One element for every
// render, so the dashboard does not draw its rewards again for it.
const NOTIFICATIONS = (
  <div className="mt-3 border-t border-slate-200 pt-5 dark:border-slate-700">
    <NotificationsToggle />
  </div>
);

/** Rewards (`/rewards`): what a wallet has earned across campaigns and chains, and its claims. */
export default function RewardsPage() {
  usePageTitle(msg`Rewards`);
  return (
    <section>
      <ScreenHeading aside={<HistoryLink />}>
        <Trans>Rewards</Trans>
      </ScreenHeading>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          What a wallet has earned in every campaign, on every reward chain. Claims go to the manager contract on the
          campaign’s reward chain and pay the wallet that earned.
        </Trans>
      </p>
      <RewardsDashboard
        renderClaim={renderClaimButton}
        renderClaimAll={({ chainId, user, rewards }) =>
          renderClaimAll({ user, chainId, claimable: rewards.some((reward) => reward.claimable > 0n) })
        }
        renderClaimEverything={(rewards, { user, forOther, only, label }) =>
          renderClaimAll({ user, forOther, only, label, claimable: rewards.some((reward) => reward.claimable > 0n) })
        }
        renderAddToCalendar={(deadlines, { label, fileName }) => (
          <AddToCalendarButton deadlines={deadlines} label={label} fileName={fileName} />
        )}
        after={NOTIFICATIONS}
      />
    </section>
  );
}
