import { t } from '@lingui/core/macro';
import { TransactionReceiptNotFoundError } from 'viem';
import type { Config } from 'wagmi';
import { call, getTransactionReceipt } from 'wagmi/actions';
import { claimCalldata } from '../../../contracts/claim-calldata.ts';
import type { Address } from '../../../domain/address.ts';
import type { SafeProposalStatus } from '../../../wallet/safe/safe-sdk.ts';
import type { SafeContext } from '../../../wallet/safe/safe-session.ts';
import { safeAppLink } from '../../../wallet/safe/safe-links.ts';
import { campaignKey, type PlanReward } from '../shared/claim-all-plan.ts';
import { outcomesFromLogs } from '../claim-all/claim-all-resume.ts';
import { prepareClaimAll, type ChainSteps, type PreparedClaimAll } from '../claim-all/claim-all-run.ts';
import type { ClaimOutcome } from '../shared/claim-outcomes.ts';
import type { ClaimAllScope } from '../claim-all/claim-all-memory.ts';
import { describeClaimError, revertOf } from '../shared/claim-errors.ts';
import type { ClaimKind } from '../shared/claim-kinds.ts';
import { managerOf } from '../shared/claim-manager.ts';
import type { PlanPriceReader } from '../shared/plan-prices.ts';
import { keepSafeProposal, type SafeProposal } from './safe-proposal-memory.ts';

// Claim everything inside a Safe: a Safe App sees one Safe on one chain and cannot switch, so only
// that chain's claims are sent, as ONE Safe transaction the owners sign in Safe{Wallet}. The other
// chains' rewards are listed with a link that opens the Safe there. A proposal is not a
// transaction: it waits for the owners (hours, days), and a root published meanwhile makes its
// old proofs revert, which the wait checks by simulating the calls from the Safe.

/** What another chain holds for the user, to claim from the Safe there. */
export interface SafeElsewhere {
  chainId: number;
  count: number;
  sums: readonly { token: PlanReward['rewardToken']; amount: bigint }[];
  /** Safe{Wallet}'s link to this app for the same Safe address there; none for a chain it does not serve. */
  link: string | undefined;
}

/** A Claim everything planned inside a Safe. */
export interface SafePlan {
  safe: SafeContext;
  /** The Safe chain's plan, as one batch (its `chains` hold that chain alone, or nothing). */
  prepared: PreparedClaimAll;
  elsewhere: readonly SafeElsewhere[];
}

function sumsOf(rewards: readonly PlanReward[]): SafeElsewhere['sums'] {
  const sums = new Map<string, { token: PlanReward['rewardToken']; amount: bigint }>();
  for (const reward of rewards) {
    const key = reward.rewardToken.address.toLowerCase();
    sums.set(key, { token: reward.rewardToken, amount: (sums.get(key)?.amount ?? 0n) + reward.claimable });
  }
  return [...sums.values()];
}

/**
 * A plan as ONE Safe transaction, whatever the wallet's batching (the owners sign once), and so is
 * the same plan with the fee switch the other way: what is proposed is the plan on screen.
 */
function asOneSafeTransaction(prepared: PreparedClaimAll): PreparedClaimAll {
  const chains: ChainSteps[] = prepared.chains.map((chain) => ({
    ...chain,
    atomic: true,
    batches: [chain.batches.flat()],
    confirmations: 1,
  }));
  const { switchCostly } = prepared;
  return {
    ...prepared,
    chains,
    ...(switchCostly !== undefined && { switchCostly: () => asOneSafeTransaction(switchCostly()) }),
  };
}

/**
 * Plans the Safe chain's claims as one Safe transaction (fresh proofs, the chain's roots and paid
 * amounts, each call estimated from the Safe) and lists what the other chains hold.
 */
export async function prepareSafeClaimAll(
  config: Config,
  kind: ClaimKind,
  rewards: readonly PlanReward[],
  user: Address,
  safe: SafeContext,
  appUrl: string,
  readPrices?: PlanPriceReader,
): Promise<SafePlan> {
  const here = rewards.filter((reward) => reward.id.chainId === safe.chainId);
  const prepared = asOneSafeTransaction(await prepareClaimAll(config, kind, here, user, safe.address, readPrices));
  const others = new Map<number, PlanReward[]>();
  for (const reward of rewards) {
    if (reward.id.chainId === safe.chainId || reward.claimable <= 0n) continue;
    const list = others.get(reward.id.chainId) ?? [];
    list.push(reward);
    others.set(reward.id.chainId, list);
  }
  const elsewhere = [...others.entries()]
    .sort(([a], [b]) => a - b)
    .map(([chainId, list]) => ({
      chainId,
      count: list.length,
      sums: sumsOf(list),
      link: safeAppLink(chainId, safe.reportedAddress, appUrl),
    }));
  return { safe, prepared, elsewhere };
}

/**
 * Proposes the plan's claims on the Safe chain as ONE Safe transaction and keeps it in this
 * browser the moment the Safe accepted it. Throws when Safe{Wallet} refuses (the user closed
 * its window) or the plan has nothing to send.
 */
export async function proposeSafeClaims(
  plan: SafePlan,
  scope: ClaimAllScope,
  propose: (calls: readonly { to: Address; data: `0x${string}` }[]) => Promise<`0x${string}`>,
): Promise<SafeProposal> {
  const { prepared, safe } = plan;
  const chain = prepared.chains.find((candidate) => candidate.plan.chainId === safe.chainId);
  const claims = chain?.batches.flat() ?? [];
  if (claims.length === 0) throw new Error(t`Nothing on this Safe’s chain can be claimed right now.`);
  const manager = managerOf(safe.chainId);
  const calls = claims.map((claim) => ({
    to: manager,
    data: claimCalldata(prepared.kind.call(claim.reward.id, prepared.user, claim)),
  }));
  const safeTxHash = await propose(calls);
  const proposal: SafeProposal = {
    scope,
    chainId: safe.chainId,
    safe: safe.address,
    safeTxHash,
    calls,
    campaigns: claims.map((claim) => claim.reward.id),
    proposedAt: Date.now(),
  };
  keepSafeProposal(prepared.kind.key, prepared.user, proposal);
  return proposal;
}

/** Where a proposal stands now, as one poll of Safe{Wallet} and the chain found it. */
export type SafeProposalCheck =
  | {
      state: 'waiting';
      confirmations: number;
      required: number;
      /** Enough signatures, not yet executed. */
      signed: boolean;
      /** Why the proposed transaction can no longer succeed, in words. */
      stale: string | undefined;
      /** The chain has paid its claims meanwhile (most likely it was executed, not yet reported). */
      paidMeanwhile: boolean;
    }
  | { state: 'settled'; outcomes: ClaimOutcome[]; executed: boolean };

/** What Safe{Wallet} reports of a proposal (safe-sdk.ts's `readSafeProposal`). */
export type SafeStatus = SafeProposalStatus;

/** Why a proposal's calls revert now: the custom error's name, and the chain's answer in words. */
interface ProposalRevert {
  name: string | undefined;
  words: string;
}

/**
 * What the window says of a proposal whose calls revert now, naming the chain; undefined when the
 * revert does not make it fail (the claims were paid meanwhile: most likely this very proposal was
 * executed and Safe{Wallet} has not said so yet, which the next look tells).
 */
export function staleMessage(chain: string, revert: ProposalRevert): string | undefined {
  const { words } = revert;
  switch (revert.name) {
    case 'NothingToClaim':
    case 'AlreadyClaimed':
      return undefined;
    case 'InvalidProof':
      return t`This proposal can no longer succeed: new rewards were published on ${chain} after it was proposed. Reject it in your Safe, then propose a fresh plan. (The chain’s answer to it now: ${words})`;
    case 'ClaimExpired':
    case 'ClaimWindowClosed':
      return t`This proposal can no longer succeed: a claim in it has expired on ${chain}, and a Safe transaction pays all or nothing. Reject it in your Safe, then propose a fresh plan. The fresh plan leaves the expired claim out.`;
    default:
      return t`This proposal can no longer succeed on ${chain}: ${words} Reject it in your Safe, then propose a fresh plan.`;
  }
}

/**
 * Whether the proposed calls still pass, simulated one by one from the Safe against the chain
 * now; the first that reverts, named and in words. Only the chain refusing a call counts: an RPC
 * that does not answer throws, and the look is tried again.
 */
async function proposalRevert(config: Config, proposal: SafeProposal): Promise<ProposalRevert | undefined> {
  for (const proposed of proposal.calls) {
    try {
      await call(config, { chainId: proposal.chainId, account: proposal.safe, to: proposed.to, data: proposed.data });
    } catch (error) {
      const revert = revertOf(error);
      if (revert === undefined) throw error;
      return { name: revert.name, words: describeClaimError(error, proposal.chainId) };
    }
  }
  return undefined;
}

/** Whether a proposal whose calls revert was paid meanwhile (most likely executed, not yet reported). */
function paidMeanwhile(revert: ProposalRevert | undefined): boolean {
  return revert?.name === 'NothingToClaim' || revert?.name === 'AlreadyClaimed';
}

/**
 * One look at a proposal: Safe{Wallet}'s status, then either the executed transaction's logs
 * (what each campaign was paid), or, while it waits, whether its calls would still pass.
 */
export async function checkSafeProposal(
  config: Config,
  kind: ClaimKind,
  proposal: SafeProposal,
  user: Address,
  rewards: readonly PlanReward[],
  status: SafeStatus,
  chain: string,
): Promise<SafeProposalCheck> {
  const nonePaid = (failure: string): SafeProposalCheck => ({
    state: 'settled',
    executed: false,
    outcomes: rewards.map((reward) => ({ reward, failure })),
  });
  if (status.state === 'cancelled') return nonePaid(t`The Safe’s owners rejected this transaction; nothing was paid.`);
  if (status.txHash !== undefined && (status.state === 'executed' || status.state === 'failed')) {
    try {
      const receipt = await getTransactionReceipt(config, { chainId: proposal.chainId, hash: status.txHash });
      if (receipt.status === 'reverted') {
        return nonePaid(t`The Safe transaction was executed but reverted on chain; nothing was paid.`);
      }
      const outcomes = outcomesFromLogs(kind, [receipt], {
        user,
        manager: managerOf(proposal.chainId),
        rewards,
        unpaid: t`The Safe executed the transaction, but it paid nothing for this campaign (its proof no longer matched the chain).`,
      });
      return { state: 'settled', executed: true, outcomes };
    } catch (error) {
      // Safe{Wallet} knows the transaction before this chain's RPC has it mined: look again.
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
  } else if (status.state === 'failed') {
    return nonePaid(t`The Safe transaction failed; nothing was paid.`);
  }
  const revert = await proposalRevert(config, proposal);
  return {
    state: 'waiting',
    confirmations: status.confirmations,
    required: status.required,
    signed: status.state === 'awaiting-execution' || status.confirmations >= status.required,
    stale: revert === undefined ? undefined : staleMessage(chain, revert),
    paidMeanwhile: paidMeanwhile(revert),
  };
}

/** The rows of a proposal's campaigns among `known`, in the proposal's order. */
export function proposalRewards(proposal: SafeProposal, known: readonly PlanReward[]): PlanReward[] {
  const byKey = new Map(known.map((reward) => [campaignKey(reward.id), reward]));
  return proposal.campaigns.flatMap((id) => byKey.get(campaignKey(id)) ?? []);
}
