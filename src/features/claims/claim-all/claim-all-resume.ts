import { t } from '@lingui/core/macro';
import { BaseError, type Hash } from 'viem';
import type { Config } from 'wagmi';
import { waitForCallsStatus } from 'wagmi/actions';
import type { Address } from '../../../domain/address.ts';
import { isSameCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import type { ClaimOutcome } from '../shared/claim-outcomes.ts';
import type { PendingSend } from './claim-all-memory.ts';
import { keptSendIsGone, waitForSettledReceipt } from '../../../contracts/manager-write.ts';
import type { ClaimKind, ClaimReceipt } from '../shared/claim-kinds.ts';
import { describeClaimError } from '../shared/claim-errors.ts';

// What a resumed claim-all needs: the outcome of each send accepted before the reload, read from
// the manager's logs on chain.

/** How long a resumed send is watched before it is reported as not seen mined. */
const WATCH_TIMEOUT_MS = 5 * 60_000;

/** EIP-5792's error code for a calls id the wallet does not know. */
const UNKNOWN_BUNDLE_ID = 5730;

/**
 * The outcome of each of `rewards` from the manager's logs (of `kind`) in mined receipts (a
 * wallet's batch receipts carry bare logs; each keeps the hash of its transaction). `unpaid`
 * says why a row without a log was not paid.
 */
export function outcomesFromLogs(
  kind: ClaimKind,
  receipts: readonly ClaimReceipt[],
  {
    user,
    manager,
    rewards,
    unpaid,
  }: { user: Address; manager: Address; rewards: readonly PlanReward[]; unpaid: string },
): ClaimOutcome[] {
  const logs = kind.paidLogs(receipts, manager, user);
  return rewards.map((reward) => {
    const log = logs.find((candidate) => candidate.campaignIndex === BigInt(reward.id.campaignIndex));
    return log === undefined
      ? { reward, failure: unpaid }
      : { reward, paid: { amount: log.amount, cumulative: log.cumulative, hash: log.hash } };
  });
}

/**
 * Waits for a send accepted before a reload and reads what it paid. Never throws: a send that
 * cannot be followed ends as a failure in words with `settled` false, so it stays kept and its
 * campaigns are not sent again while it may still land.
 */
export async function watchPendingSend(
  config: Config,
  kind: ClaimKind,
  send: PendingSend,
  user: Address,
  manager: Address,
  rewardOf: (id: CampaignId) => PlanReward | undefined,
): Promise<{ outcomes: ClaimOutcome[]; settled: boolean }> {
  const rewards = send.campaigns.flatMap((id) => rewardOf(id) ?? []);
  const fromLogs = (receipts: readonly ClaimReceipt[]) => ({
    outcomes: outcomesFromLogs(kind, receipts, {
      user,
      manager,
      rewards,
      unpaid: t`Sent before the page was reloaded, and mined without paying this campaign.`,
    }),
    settled: true,
  });
  const nonePaid = (failure: string, settled = true) => ({
    outcomes: rewards.map((reward) => ({ reward, failure })),
    settled,
  });
  try {
    if (send.kind === 'transaction') {
      const hash = send.reference as Hash;
      // Replaced or dropped in the wallet while the page was closed: settled, or it would block
      // its campaigns forever. The re-plan reads what the chain paid.
      if (await keptSendIsGone(config, send.chainId, hash, send.sentAt)) {
        return nonePaid(
          t`Sent before the reload, then replaced or dropped in the wallet; what the chain has paid is read again before anything is sent.`,
        );
      }
      const { receipt, revertError } = await waitForSettledReceipt(config, send.chainId, hash, WATCH_TIMEOUT_MS);
      if (receipt.status === 'success') return fromLogs([receipt]);
      if (revertError === undefined) {
        return nonePaid(t`Sent before the reload, mined and reverted, so nothing was paid: it reverted`);
      }
      const reason = describeClaimError(revertError, send.chainId);
      return nonePaid(t`Sent before the reload, mined and reverted, so nothing was paid: ${reason}`);
    }
    const status = await waitForCallsStatus(config, { id: send.reference, timeout: WATCH_TIMEOUT_MS });
    if (status.status !== 'success') return nonePaid(t`The batch sent before the reload paid nothing.`);
    return fromLogs(status.receipts ?? []);
  } catch (error) {
    // A wallet that no longer knows the batch (EIP-5792 code 5730, e.g. another browser profile):
    // nothing left to watch, and the re-plan reads what the chain paid.
    if (error instanceof BaseError && error.walk((cause) => (cause as { code?: unknown }).code === UNKNOWN_BUNDLE_ID)) {
      return nonePaid(
        t`Sent before the reload as a batch your wallet no longer knows; what the chain has paid is read again before anything is sent.`,
      );
    }
    const reason = describeClaimError(error, send.chainId);
    return nonePaid(t`Sent before the reload and not yet seen mined, so it is not sent again: ${reason}`, false);
  }
}

/** The reward of `id` among `rewards`, for mapping kept campaign ids back to rows. */
export function rewardFinder(rewards: readonly PlanReward[]) {
  return (id: CampaignId) => rewards.find((reward) => isSameCampaignId(reward.id, id));
}
