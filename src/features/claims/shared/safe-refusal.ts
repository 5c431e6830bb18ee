import { t } from '@lingui/core/macro';
import { chainName } from '../../../config/chains.ts';
import type { SafeContext } from '../../../wallet/safe/safe-session.ts';
import type { ClaimKind } from './claim-kinds.ts';

/**
 * Why one claim cannot be sent from here inside a Safe, in words: a Safe App sends nothing on its
 * own (a claim is a Safe transaction for the owners, which the "claim all" button proposes and
 * follows) and cannot switch chains. Said beside the row's button before anyone starts a claim,
 * and again should a claim be started all the same.
 */
export function safeClaimRefusal(safe: SafeContext, chainId: number, what: ClaimKind['key']): string {
  if (safe.chainId !== chainId) {
    const safeChain = chainName(safe.chainId);
    const rewardChain = chainName(chainId);
    // The wallet product's name, never translated (and its braces are not a placeholder).
    const safeWallet = 'Safe{Wallet}';
    return t`This Safe is open on ${safeChain}, and a Safe App cannot switch chains: open the Safe on ${rewardChain} in ${safeWallet} to claim there.`;
  }
  return what === 'payouts'
    ? t`Inside a Safe, payouts are proposed as one Safe transaction for its owners: use Claim all payouts.`
    : t`Inside a Safe, claims are proposed as one Safe transaction for its owners: use Claim everything.`;
}
