import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { absoluteUrlOf } from '../../../config/app-base.ts';
import { useConfig } from 'wagmi';
import { chainName } from '../../../config/chains.ts';
import type { Address } from '../../../domain/address.ts';
import type { SafeContext } from '../../../wallet/safe/safe-session.ts';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import { sameScope, type ClaimAllScope } from '../claim-all/claim-all-memory.ts';
import { describeClaimError } from '../shared/claim-errors.ts';
import { usePlanPriceReader } from '../shared/plan-prices.ts';
import type { ClaimKind } from '../shared/claim-kinds.ts';
import {
  checkSafeProposal,
  prepareSafeClaimAll,
  proposalRewards,
  proposeSafeClaims,
  type SafePlan,
  type SafeProposalCheck,
} from './safe-claim-all.ts';
import { dropSafeProposal, loadSafeProposal, type SafeProposal } from './safe-proposal-memory.ts';
import { limitTo, type ChainOutcomes } from '../claim-all/use-claim-all.ts';

/** How often a waiting proposal is read again from Safe{Wallet} and simulated on the chain. */
const POLL_MS = 3_000;

export type SafeClaimAllState =
  | { phase: 'idle' }
  | { phase: 'planning' }
  | { phase: 'planned'; plan: SafePlan }
  | { phase: 'proposing'; plan: SafePlan }
  | {
      phase: 'waiting';
      proposal: SafeProposal;
      /** The last look at it; undefined before the first. */
      check: Extract<SafeProposalCheck, { state: 'waiting' }> | undefined;
      /** Why the last look failed (it is tried again), in words. */
      unreadable: string | undefined;
    }
  | { phase: 'finished'; results: readonly ChainOutcomes[]; executed: boolean }
  | { phase: 'failed'; message: string };

/** The lazily loaded SDK half (it speaks to Safe{Wallet}); loaded only inside a Safe. */
const safeSdk = () => import('../../../wallet/safe/safe-sdk.ts');

/**
 * Claim everything inside a Safe: plan the Safe chain's claims, propose them as ONE Safe
 * transaction, then follow it while the owners sign: kept in this browser so a reload shows it
 * waiting (never proposing it twice), checked against the chain so a root published meanwhile is
 * said at once, and settled from the executed transaction's logs.
 */
export function useSafeClaimAll(kind: ClaimKind, user: Address, scope: ClaimAllScope, safe: SafeContext) {
  const config = useConfig();
  const readPrices = usePlanPriceReader();
  const [state, setState] = useState<SafeClaimAllState>({ phase: 'idle' });

  // The proposal kept for this Safe on its chain, if one waits. After a reload it reopens in the
  // control that proposed it (`ownOnly`); a click on any control of the kind opens it rather than
  // plan again, since a second proposal of the same claims would only revert.
  const keptProposal = useCallback(
    (ownOnly: boolean) => {
      const kept = loadSafeProposal(kind.key, user, safe.chainId);
      if (kept?.safe !== safe.address) return undefined;
      return !ownOnly || sameScope(kept.scope, scope) ? kept : undefined;
    },
    [kind, user, scope, safe],
  );

  const waitFor = (proposal: SafeProposal) => {
    setState({ phase: 'waiting', proposal, check: undefined, unreadable: undefined });
  };

  const plan = useCallback(async () => {
    setState({ phase: 'planning' });
    try {
      const rewards = limitTo(await kind.listClaimable(user, scope.chainId), scope.only);
      setState({
        phase: 'planned',
        plan: await prepareSafeClaimAll(config, kind, rewards, user, safe, absoluteUrlOf(paths.campaigns), readPrices),
      });
    } catch (error) {
      console.error('Claim-all could not be planned for the Safe', error);
      setState({ phase: 'failed', message: describeClaimError(error, safe.chainId) });
    }
  }, [config, kind, user, scope, safe, readPrices]);

  // A proposal kept from before a reload (or a closed tab) shows waiting at once.
  useEffect(() => {
    const kept = keptProposal(true);
    if (kept !== undefined) waitFor(kept);
  }, [keptProposal]);

  const waitingHash = state.phase === 'waiting' ? state.proposal.safeTxHash : undefined;
  useEffect(() => {
    if (state.phase !== 'waiting') return;
    const { proposal } = state;
    // Cleared on unmount or when another proposal is followed; a look in flight then drops its answer.
    const following = { live: true };
    const stopped = () => !following.live;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let rewards: PlanReward[] | undefined;
    const look = async () => {
      if (stopped()) return;
      try {
        rewards ??= proposalRewards(proposal, await kind.listKnown(user, proposal.chainId));
        const { readSafeProposal } = await safeSdk();
        const status = await readSafeProposal(proposal.safeTxHash, safe.threshold);
        const check = await checkSafeProposal(
          config,
          kind,
          proposal,
          user,
          rewards,
          status,
          chainName(proposal.chainId),
        );
        if (stopped()) return;
        if (check.state === 'settled') {
          for (const outcome of check.outcomes) {
            if (outcome.paid !== undefined) kind.recordPaid(user, outcome.reward.id, outcome.paid);
          }
          dropSafeProposal(kind.key, user, proposal.chainId, proposal.safeTxHash);
          setState({
            phase: 'finished',
            executed: check.executed,
            results: [{ chainId: proposal.chainId, outcomes: check.outcomes }],
          });
          return;
        }
        setState((current) =>
          current.phase === 'waiting' && current.proposal.safeTxHash === proposal.safeTxHash
            ? { ...current, check, unreadable: undefined }
            : current,
        );
      } catch (error) {
        console.warn('The Safe proposal could not be read; trying again', error);
        if (stopped()) return;
        setState((current) =>
          current.phase === 'waiting' && current.proposal.safeTxHash === proposal.safeTxHash
            ? { ...current, unreadable: describeClaimError(error, proposal.chainId) }
            : current,
        );
      }
      timer = setTimeout(() => void look(), POLL_MS);
    };
    void look();
    return () => {
      following.live = false;
      clearTimeout(timer);
    };
    // Follows one proposal for as long as it waits; a new look does not restart the loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingHash]);

  return {
    state,
    /** Opens the kept proposal when one waits (never proposing twice), else plans. */
    start: async () => {
      const kept = keptProposal(false);
      if (kept !== undefined) waitFor(kept);
      else await plan();
    },
    /** The fee switch: the claims that cost more than they pay put in the plan (`true`) or left out. */
    includeCostly: (include: boolean) => {
      setState((current) => {
        if (current.phase !== 'planned') return current;
        const { prepared } = current.plan;
        if (prepared.worth.costlyIncluded === include || prepared.switchCostly === undefined) return current;
        return { phase: 'planned', plan: { ...current.plan, prepared: prepared.switchCostly() } };
      });
    },
    /** Proposes the plan as one Safe transaction. */
    confirm: async () => {
      if (state.phase !== 'planned') return;
      const current = state.plan;
      setState({ phase: 'proposing', plan: current });
      try {
        const { proposeSafeTransaction } = await safeSdk();
        waitFor(await proposeSafeClaims(current, scope, proposeSafeTransaction));
      } catch (error) {
        console.error('The Safe transaction could not be proposed', error);
        const reason = describeClaimError(error, safe.chainId);
        setState({ phase: 'failed', message: t`Nothing was proposed to the Safe: ${reason}` });
      }
    },
    /**
     * Drops a proposal that can no longer succeed and plans afresh. The owners reject the old one
     * in Safe{Wallet}; executed anyway, its calls revert and pay nothing.
     */
    planAgain: async () => {
      if (state.phase === 'waiting') {
        dropSafeProposal(kind.key, user, state.proposal.chainId, state.proposal.safeTxHash);
      }
      await plan();
    },
    close: () => {
      setState({ phase: 'idle' });
    },
  };
}
