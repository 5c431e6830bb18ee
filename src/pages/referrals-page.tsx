import { renderClaimAll } from '../features/claims/claim-all-slot.tsx';
import { renderReferralPayoutButton } from '../features/claims/claim-slots.tsx';
import { BindPanel } from '../features/referrals/bind-panel.tsx';
import { ReferralEarnings } from '../features/referrals/referral-earnings.tsx';
import { ShareLinkPanel } from '../features/referrals/share-link-panel.tsx';

/** Referrals (`/referrals`): bind to a referrer, share a link, and follow and collect earnings. */
export default function ReferralsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Referrals</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        Share a link with your username; wallets that bind to you earn you a share of each campaign’s referral pool.
        Payouts are final once a campaign is finalized and are claimed on its reward chain.
      </p>
      <div className="mt-6 flex flex-col gap-5">
        <BindPanel />
        <ShareLinkPanel />
        <ReferralEarnings
          renderPayout={renderReferralPayoutButton}
          renderClaimAllPayouts={({ referrer, claimable }) =>
            renderClaimAll({ kind: 'payouts', user: referrer, claimable })
          }
        />
      </div>
    </section>
  );
}
