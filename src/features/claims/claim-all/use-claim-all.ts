import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from 'wagmi';
import type { Address } from '../../../domain/address.ts';
import { isSameCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import { useWalletSession } from '../../../wallet/wallet-session.ts';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import {
  beginClaimAll,
  dropPendingSend,
  endClaimAll,
  keepPendingSend,
  loadClaimAll,
  paidInRun,
  sameScope,
  saveClaimAll,
  type ClaimAllScope,
} from './claim-all-memory.ts';
import { rewardFinder, watchPendingSend } from './claim-all-resume.ts';
import { prepareClaimAll, runChainClaims, type ClaimAllProgress, type PreparedClaimAll } from './claim-all-run.ts';
import type { ClaimOutcome, SentClaims } from '../shared/claim-outcomes.ts';
import { ClaimStoppedError, describeClaimError } from '../shared/claim-errors.ts';
import type { ClaimKind } from '../shared/claim-kinds.ts';
import { usePlanPriceReader } from '../shared/plan-prices.ts';
import { managerOf } from '../shared/claim-manager.ts';
import { announceSent, announceSettled, announceUnsettled, type ClaimNames } from '../shared/claim-toasts.tsx';

/** The outcomes of one reward chain, in plan order. */
export interface ChainOutcomes {
  chainId: number;
  outcomes: readonly ClaimOutcome[];
}

export type ClaimAllState =
  | { phase: 'idle' }
  | { phase: 'planning' }
  | { phase: 'planned'; prepared: PreparedClaimAll }
  | { phase: 'resuming'; pending: number }
  | {
      phase: 'running';
      prepared: PreparedClaimAll;
      progress: ClaimAllProgress | undefined;
      finished: readonly ChainOutcomes[];
      stopping: boolean;
    }
  | { phase: 'finished'; prepared: PreparedClaimAll | undefined; results: readonly ChainOutcomes[] }
  | { phase: 'failed'; message: string };

/** The rewards a run of `only` covers: every one when it names none. */
export function limitTo(rewards: readonly PlanReward[], only: readonly CampaignId[] | undefined): PlanReward[] {
  if (only === undefined) return [...rewards];
  return rewards.filter((reward) => only.some((id) => isSameCampaignId(id, reward.id)));
}

/**
 * The scope a run of `prepared` is kept under: `scope`, with the fee switch's position when the
 * plan has one (claims that cost more than they pay), so a resume after a reload sends what the
 * owner chose. A plan without such claims has no switch, and keeps the position `scope` carries:
 * a resumed run whose fees fell, then rose before another reload, still remembers it.
 */
export function runScopeOf(prepared: PreparedClaimAll, scope: ClaimAllScope): ClaimAllScope {
  if (prepared.worth.judgement.costly.length === 0) return scope;
  const { withCostly: _, ...covered } = scope;
  return prepared.worth.costlyIncluded ? { ...covered, withCostly: true } : covered;
}

/**
 * A resumed run's plan with the fee switch where the run kept it. The rule judges again with
 * today's prices and fees; a switch turned on puts back whatever it now leaves out, as the owner
 * chose to send claims that cost more than they pay (the wallet still asks before each send).
 */
export function asKept(prepared: PreparedClaimAll, scope: ClaimAllScope): PreparedClaimAll {
  const wanted = scope.withCostly === true;
  return prepared.worth.costlyIncluded !== wanted && prepared.switchCostly !== undefined
    ? prepared.switchCostly()
    : prepared;
}

/** Merges outcomes per chain, a later outcome of a campaign replacing an earlier one. */
function mergeResults(results: readonly ChainOutcomes[]): ChainOutcomes[] {
  const merged = new Map<number, ClaimOutcome[]>();
  for (const { chainId, outcomes } of results) {
    const list = merged.get(chainId) ?? [];
    for (const outcome of outcomes) {
      const at = list.findIndex((known) => isSameCampaignId(known.reward.id, outcome.reward.id));
      if (at === -1) list.push(outcome);
      else if (outcome.paid !== undefined || list[at]?.paid === undefined) list[at] = outcome;
    }
    merged.set(chainId, list);
  }
  return [...merged.entries()].map(([chainId, outcomes]) => ({ chainId, outcomes }));
}

/**
 * Claim all (rewards or referral payouts, by `kind`) of one reward chain (`scope.chainId`) or of
 * every chain, for `user`, sent from the connected wallet: plan (fresh proofs, the chain's roots
 * and paid amounts), then one step per chain, then a summary with a retry of what failed. Every accepted send is kept in this browser
 * until it is known mined, so a reload resumes watching it rather than sending again.
 */
export function useClaimAll(kind: ClaimKind, user: Address, scope: ClaimAllScope, names: ClaimNames) {
  const config = useConfig();
  const readPrices = usePlanPriceReader();
  // The session the app already keeps (not wagmi's useAccount, which would add a chunk to every screen).
  const { isConnected, address: sender } = useWalletSession();
  const [state, setState] = useState<ClaimAllState>({ phase: 'idle' });
  const stopRequested = useRef(false);
  // Names may arrive while a run is going; toasts read the newest.
  const namesRef = useRef(names);
  useEffect(() => {
    namesRef.current = names;
  });
  const resumed = useRef(false);
  // What a retry's summary keeps from the run before it: the claims that were paid.
  const earlierRef = useRef<readonly ChainOutcomes[]>([]);

  const plan = useCallback(
    async (
      retried?: readonly PlanReward[],
      earlier: readonly ChainOutcomes[] = [],
      limit: ClaimAllScope['only'] = scope.only,
    ) => {
      setState({ phase: 'planning' });
      try {
        const rewards = retried ?? limitTo(await kind.listClaimable(user, scope.chainId), limit);
        if (sender === undefined) throw new ClaimStoppedError(t`Connect a wallet to claim.`);
        const prepared = await prepareClaimAll(
          config,
          kind,
          rewards,
          user,
          sender.toLowerCase() as Address,
          readPrices,
        );
        return prepared;
      } catch (error) {
        console.error('Claim-all could not be planned', error);
        setState(
          earlier.length > 0
            ? { phase: 'finished', prepared: undefined, results: earlier }
            : { phase: 'failed', message: describeClaimError(error, scope.chainId) },
        );
        return undefined;
      }
    },
    [config, kind, user, scope, sender, readPrices],
  );

  const run = useCallback(
    async (prepared: PreparedClaimAll, earlier: readonly ChainOutcomes[] = [], covered: ClaimAllScope = scope) => {
      stopRequested.current = false;
      const runScope = runScopeOf(prepared, covered);
      const results: ChainOutcomes[] = [];
      const update = (patch: Partial<Extract<ClaimAllState, { phase: 'running' }>>) => {
        setState((current) =>
          current.phase === 'running'
            ? { ...current, ...patch }
            : { phase: 'running', prepared, progress: undefined, finished: results, stopping: false, ...patch },
        );
      };
      update({ finished: [] });
      beginClaimAll(kind.key, user, runScope);
      // Toasts of sends not yet settled: none may keep spinning once the run is over.
      const spinning = new Map<string, SentClaims>();
      // Each accepted send is kept until it is known mined; the record is read afresh for every
      // change, so sends kept from before a reload (whose campaigns this plan left out) and those
      // of another control or tab stay kept too, and a reload watches them again.
      const onSent = (sent: SentClaims) => {
        keepPendingSend(kind.key, user, runScope, {
          chainId: sent.chainId,
          kind: sent.kind,
          reference: sent.reference,
          campaigns: sent.claims.map((claim) => claim.reward.id),
          sentAt: Date.now(),
        });
        announceSent(sent, namesRef.current);
        spinning.set(sent.reference, sent);
      };
      const onSettled = (sent: SentClaims, outcomes: readonly ClaimOutcome[]) => {
        for (const outcome of outcomes) {
          if (outcome.paid !== undefined) kind.recordPaid(user, outcome.reward.id, outcome.paid);
        }
        dropPendingSend(kind.key, user, sent.reference);
        announceSettled(sent, outcomes, namesRef.current);
        spinning.delete(sent.reference);
      };
      for (const chain of prepared.chains) {
        const outcomes = await runChainClaims(config, prepared, chain, {
          onProgress: (progress) => {
            update({ progress });
          },
          shouldStop: () => stopRequested.current,
          onSent,
          onSettled,
        });
        results.push({ chainId: chain.plan.chainId, outcomes });
        update({ finished: [...results] });
      }
      // Sends that never settled (the wallet or the RPC failed after sending) stay kept: a reload
      // watches them again. Their toasts stop spinning and say so: the run has ended.
      for (const sent of spinning.values()) announceUnsettled(sent, namesRef.current);
      endClaimAll(kind.key, user);
      setState({ phase: 'finished', prepared, results: mergeResults([...earlier, ...results]) });
    },
    [config, kind, scope, user],
  );

  // A claim-all of this scope kept from before a reload: watch what was sent, then finish it.
  useEffect(() => {
    // Looked at once, when the wallet is connected: later, the kept run is this control's own.
    if (resumed.current || !isConnected) return;
    resumed.current = true;
    const memory = loadClaimAll(kind.key, user);
    if (memory === undefined || !sameScope(memory.scope, scope)) return;
    void (async () => {
      setState({ phase: 'resuming', pending: memory.pending.length });
      try {
        const rewardOf = rewardFinder(await kind.listKnown(user, scope.chainId));
        const watched = await Promise.all(
          memory.pending.map(async (send) => {
            const { outcomes, settled } = await watchPendingSend(
              config,
              kind,
              send,
              user,
              managerOf(send.chainId),
              rewardOf,
            );
            for (const outcome of outcomes) {
              if (outcome.paid !== undefined) kind.recordPaid(user, outcome.reward.id, outcome.paid);
            }
            return { send, settled, result: { chainId: send.chainId, outcomes } };
          }),
        );
        // The report names every campaign the run paid: those paid before the reload, as their
        // settled sends recorded them, and those whose sends were watched just now.
        const paidBefore = paidInRun(kind.key, user).flatMap(({ campaign, ...paid }) => {
          const reward = rewardOf(campaign);
          return reward === undefined ? [] : [{ chainId: campaign.chainId, outcomes: [{ reward, paid }] }];
        });
        const earlier = mergeResults([...paidBefore, ...watched.map(({ result }) => result)]);
        // A send that could not be followed may still land: it stays kept, and the plan leaves
        // its campaigns out rather than send them again.
        const unsettled = watched.flatMap(({ send, settled }) => (settled ? [] : [send]));
        saveClaimAll(kind.key, user, unsettled.length > 0 ? { scope: memory.scope, pending: unsettled } : undefined);
        // A limited run finishes the campaigns it was started with, not those limited today, and
        // with the fee switch where its owner put it.
        const planned = await plan(undefined, earlier, memory.scope.only);
        if (planned === undefined) return;
        const prepared = asKept(planned, memory.scope);
        if (prepared.chains.length === 0) {
          setState({ phase: 'finished', prepared, results: mergeResults(earlier) });
          return;
        }
        await run(prepared, earlier, memory.scope);
      } catch (error) {
        console.error('A kept claim-all could not be resumed', error);
        setState({ phase: 'failed', message: describeClaimError(error, scope.chainId) });
      }
    })();
  }, [isConnected, config, kind, plan, run, scope, user]);

  const failedRewards =
    state.phase === 'finished'
      ? state.results.flatMap((chain) => chain.outcomes.filter((outcome) => outcome.paid === undefined))
      : [];

  return {
    state,
    start: async () => {
      earlierRef.current = [];
      const prepared = await plan();
      if (prepared !== undefined) setState({ phase: 'planned', prepared });
    },
    /** The fee switch: the claims that cost more than they pay put in the plan (`true`) or left out. */
    includeCostly: (include: boolean) => {
      setState((current) =>
        current.phase === 'planned' &&
        current.prepared.worth.costlyIncluded !== include &&
        current.prepared.switchCostly !== undefined
          ? { phase: 'planned', prepared: current.prepared.switchCostly() }
          : current,
      );
    },
    // What is run is the plan in state, the one on screen.
    confirm: () => {
      if (state.phase === 'planned') void run(state.prepared, earlierRef.current);
    },
    stop: () => {
      stopRequested.current = true;
      setState((current) => (current.phase === 'running' ? { ...current, stopping: true } : current));
    },
    failedCount: failedRewards.length,
    retryFailed: async () => {
      if (state.phase !== 'finished') return;
      const earlier = state.results.map(({ chainId, outcomes }) => ({
        chainId,
        outcomes: outcomes.filter((outcome) => outcome.paid !== undefined),
      }));
      const prepared = await plan(
        failedRewards.map((outcome) => outcome.reward),
        state.results,
      );
      if (prepared === undefined) return;
      earlierRef.current = earlier;
      setState({ phase: 'planned', prepared });
    },
    close: () => {
      setState({ phase: 'idle' });
    },
  };
}
