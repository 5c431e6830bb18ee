import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import { WalletReady } from '../../wallet/wallet-ready.tsx';
import type { ClaimButtonProps, ReferralPayoutButtonProps } from './single/claim-button.tsx';

// The slots pages hand to features. They are all a read-only visit loads: the claim code (wagmi's
// write actions, viem's transaction sending, about 90 KiB gzip) is imported only once a wallet
// layer is running, that is when someone connected, and a claim button can mean something.
const ClaimButton = lazy(async () => ({ default: (await import('./single/claim-button.tsx')).ClaimButton }));
const ReferralPayoutButton = lazy(async () => ({
  default: (await import('./single/claim-button.tsx')).ReferralPayoutButton,
}));

/** Holds the claim button's place for the moment its code loads, so the row does not jump. */
export function ClaimCodeLoading() {
  return (
    <span role="status" className="inline-block rounded-lg px-3 py-1.5 text-sm text-slate-600 dark:text-slate-400">
      <Trans>Loading claim…</Trans>
    </span>
  );
}

/**
 * A claim button for slots that features leave for it (the rewards table, a campaign's position),
 * given for every reward of the connected wallet, claimable or not, so a claim's outcome stays on
 * screen after the service reports it paid. It needs wagmi, which a connected wallet has loaded.
 */
export function renderClaimButton(claim: ClaimButtonProps) {
  return (
    <WalletReady>
      <Suspense fallback={<ClaimCodeLoading />}>
        {/* Keyed by campaign and user: another wallet in the same slot starts with a clean state. */}
        <ClaimButton key={`${formatCampaignId(claim.id)}:${claim.user}`} {...claim} />
      </Suspense>
    </WalletReady>
  );
}

/** A referral payout button for the referrals page's slot, inside the loaded wallet layer. */
export function renderReferralPayoutButton(payout: ReferralPayoutButtonProps) {
  return (
    <WalletReady>
      <Suspense fallback={<ClaimCodeLoading />}>
        <ReferralPayoutButton key={`${formatCampaignId(payout.id)}:${payout.referrer}`} {...payout} />
      </Suspense>
    </WalletReady>
  );
}
