import type { Address } from '../api/schemas/primitives.ts';
import type { UserReward } from '../api/schemas/rewards.ts';
import { WalletReady } from '../components/wallet-ready.tsx';
import { ClaimButton } from '../features/claims/claim-button.tsx';
import { RewardsDashboard } from '../features/rewards/rewards-dashboard.tsx';

// Claims need wagmi, which is loaded once a wallet connects; the dashboard offers a claim only for
// the connected wallet's own rewards, so the wallet layer is there by then.
function renderClaim(reward: UserReward, user: Address) {
  return (
    <WalletReady>
      <ClaimButton id={reward.id} user={user} claimable={reward.claimable} rewardToken={reward.rewardToken} />
    </WalletReady>
  );
}

/** Rewards (`/rewards`): what a wallet has earned across campaigns and chains, and its claims. */
export default function RewardsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Rewards</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        What a wallet has earned in every campaign, on every reward chain. Claims go to the manager contract on the
        campaign’s reward chain and pay the wallet that earned.
      </p>
      <RewardsDashboard renderClaim={renderClaim} />
    </section>
  );
}
