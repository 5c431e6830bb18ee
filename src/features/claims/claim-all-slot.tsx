import { lazy, Suspense } from 'react';
import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { WalletReady } from '../../wallet/wallet-ready.tsx';
import { ClaimCodeLoading } from './claim-slots.tsx';

// The claim-all slot, apart from the single-claim slots so only the rewards page carries it: its
// code (the plan, the runner, wagmi's batching actions) loads once a wallet layer is running.
const ClaimAllControl = lazy(async () => ({
  default: (await import('./claim-all-control.tsx')).ClaimAllControl,
}));

/**
 * "Claim all on <chain>" (with `chainId`) or "Claim everything" for `user`'s rewards, all of
 * them, not only a page's: the control plans from every reward the service lists for `user`.
 * With `forOther`, the connected wallet claims for the viewed address and says so.
 */
export function renderClaimAll(target: {
  /** Rewards (the default) or a referrer's payouts. */
  kind?: 'rewards' | 'payouts';
  user: Address;
  chainId?: number;
  forOther?: boolean;
  /** Whether the rows shown have anything to claim; without, the button hides (a run's window stays). */
  claimable: boolean;
  /** Only these campaigns (e.g. those closing soon); a run of them is kept apart from the unlimited one's. */
  only?: readonly CampaignId[];
  /** The button's title instead of the default. */
  label?: string;
}) {
  return (
    <WalletReady>
      <Suspense fallback={<ClaimCodeLoading />}>
        <ClaimAllControl
          key={`${target.kind ?? 'rewards'}:${target.user}:${String(target.chainId ?? 'all')}:${target.only === undefined ? 'every' : 'only'}`}
          kind={target.kind ?? 'rewards'}
          user={target.user}
          chainId={target.chainId}
          forOther={target.forOther}
          claimable={target.claimable}
          only={target.only}
          label={target.label}
        />
      </Suspense>
    </WalletReady>
  );
}
