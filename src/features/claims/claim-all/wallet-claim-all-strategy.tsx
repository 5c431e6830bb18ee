import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { AddressLink } from '../../../components/address-link.tsx';
import { Button } from '../../../components/button.tsx';
import { ChainIcon } from '../../../components/chain-icon.tsx';
import { chainName } from '../../../config/chains.ts';
import type { Address } from '../../../domain/address.ts';
import { formatCount } from '../../../lib/format.ts';
import type { ClaimAllScope } from './claim-all-memory.ts';
import type { ClaimAllProgress, PreparedClaimAll } from './claim-all-run.ts';
import type { ClaimAllStage, ClaimAllStrategy, NameOf } from './claim-all-strategy.ts';
import { ChainOutcomeSummary, TokenSums } from './claim-all-views.tsx';
import type { ClaimKind } from '../shared/claim-kinds.ts';
import { useClaimAll, type ClaimAllState } from './use-claim-all.ts';

// Claim everything sent from the connected wallet: one step per chain, each a batch or one
// confirmation per campaign, with progress and Stop, then a summary with a retry of what failed.

/** Where a running claim-all stands on the current chain, in words. */
function ProgressText({ progress, atomic }: { progress: ClaimAllProgress | undefined; atomic: boolean }) {
  const { t } = useLingui();
  if (progress === undefined) return t`Starting…`;
  const chain = chainName(progress.chainId);
  if (progress.step === 'switching-chain') return t`Switch your wallet to ${chain}…`;
  const done = formatCount(progress.done);
  const current = formatCount(Math.min(progress.done + 1, progress.total));
  const total = formatCount(progress.total);
  if (progress.step === 'confirm-in-wallet') {
    return atomic
      ? t`${done} of ${total} on ${chain} done: confirm the next batch in your wallet…`
      : t`${current} of ${total} on ${chain}: confirm the claim in your wallet…`;
  }
  return atomic
    ? t`${done} of ${total} on ${chain} done: waiting for the batch to be mined…`
    : t`${current} of ${total} on ${chain}: waiting for it to be mined…`;
}

/** Who is paid, and how many confirmations on how many chains, before the chains' plans. */
function PlanIntro({ prepared }: { prepared: PreparedClaimAll }) {
  const { t } = useLingui();
  const { chains } = prepared;
  const confirmations = confirmationsOf(prepared);
  const chainCount = chains.length;
  return (
    <>
      {chains.length > 0 && (
        <p className="text-sm">
          <AddressLink address={prepared.user} explorer={undefined} label={t`Recipient`} />{' '}
          <span className="text-slate-600 dark:text-slate-400">
            <Trans>(the tokens of every chain go here)</Trans>
          </span>
        </p>
      )}
      {chains.length === 0 ? (
        <p>
          <Trans>Nothing can be claimed right now.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            <Plural value={confirmations} one="# wallet confirmation" other="# wallet confirmations" /> on{' '}
            <Plural value={chainCount} one="# chain" other="# chains" />. Amounts are what each chain will pay now;
            different tokens are never added together.
          </Trans>
        </p>
      )}
    </>
  );
}

/** Every chain of a run: its result once done, its progress while current, else what it will pay. */
function RunningChains({ state, nameOf }: { state: Extract<ClaimAllState, { phase: 'running' }>; nameOf: NameOf }) {
  const doneChains = new Set(state.finished.map((chain) => chain.chainId));
  return (
    <ol className="flex flex-col gap-3">
      {state.prepared.chains.map((chain) => {
        const { chainId } = chain.plan;
        const finished = state.finished.find((result) => result.chainId === chainId);
        const current = !doneChains.has(chainId) && state.progress?.chainId === chainId;
        return (
          <li key={chainId} className="flex flex-col gap-1">
            <p className="flex items-center gap-2 font-semibold">
              <ChainIcon chainId={chainId} size={16} />
              {chainName(chainId)}
            </p>
            {finished !== undefined ? (
              <ChainOutcomeSummary result={finished} nameOf={nameOf} brief />
            ) : current ? (
              <p role="status" className="text-sm">
                <ProgressText progress={state.progress} atomic={chain.atomic} />
              </p>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <Trans>
                  Next: <TokenSums sums={chain.plan.sums} />
                </Trans>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function confirmationsOf(prepared: PreparedClaimAll): number {
  return prepared.chains.reduce((sum, chain) => sum + chain.confirmations, 0);
}

/**
 * The wallet's way of paying a Claim everything (`useClaimAll`): with `forOther`, the window says
 * plainly that the connected wallet pays the gas and `user` gets the tokens.
 */
export function useWalletClaimAllStrategy(
  kind: ClaimKind,
  user: Address,
  scope: ClaimAllScope,
  forOther: boolean,
): ClaimAllStrategy {
  const { t } = useLingui();
  // Toasts (sent from the run, outside render) name campaigns as the window does.
  const namesRef = useRef<NameOf>((reward) => reward.rewardToken.symbol);
  const claimAll = useClaimAll(kind, user, scope, (reward) => namesRef.current(reward));
  const { state } = claimAll;
  return {
    stage: stageOf(claimAll),
    busy: state.phase === 'running' || state.phase === 'resuming' || state.phase === 'planning',
    keepsButton: false,
    busyText: t`Claiming…`,
    subtitle: forOther && (
      <p className="mt-1 text-sm wrap-anywhere text-amber-800 dark:text-amber-200">
        <Trans>
          Your connected wallet sends these claims and pays their gas; the tokens go to {user}, the address you are
          viewing, not to your wallet.
        </Trans>
      </p>
    ),
    onNames: (nameOf) => {
      namesRef.current = nameOf;
    },
    start: () => {
      void claimAll.start();
    },
    confirm: claimAll.confirm,
    close: claimAll.close,
  };
}

function stageOf(claimAll: ReturnType<typeof useClaimAll>): ClaimAllStage {
  const { state } = claimAll;
  switch (state.phase) {
    case 'idle':
    case 'planning':
    case 'failed':
      return state;
    case 'planned':
      return {
        phase: 'planned',
        prepared: state.prepared,
        intro: <PlanIntro prepared={state.prepared} />,
        confirm: confirmationsOf(state.prepared) > 0 ? <Trans>Claim now</Trans> : undefined,
        includeCostly: claimAll.includeCostly,
      };
    case 'resuming': {
      const pending = state.pending;
      return {
        phase: 'under-way',
        prepared: undefined,
        body: () => (
          <p role="status">
            <Trans>
              Resuming the claim started before the page was reloaded: watching{' '}
              <Plural value={pending} one="# sent transaction" other="# sent transactions or batches" /> instead of
              sending again…
            </Trans>
          </p>
        ),
      };
    }
    case 'running':
      return {
        phase: 'under-way',
        prepared: state.prepared,
        body: (nameOf) => <RunningChains state={state} nameOf={nameOf} />,
        actions: (
          <Button variant="secondary" onClick={claimAll.stop} disabled={state.stopping}>
            {state.stopping ? <Trans>Stopping after this one…</Trans> : <Trans>Stop after this one</Trans>}
          </Button>
        ),
      };
    case 'finished':
      return {
        phase: 'finished',
        results: state.results,
        note: state.results.length === 0 && (
          <p>
            <Trans>Nothing was sent.</Trans>
          </p>
        ),
        retry:
          claimAll.failedCount > 0
            ? {
                count: claimAll.failedCount,
                run: () => {
                  void claimAll.retryFailed();
                },
              }
            : undefined,
      };
  }
}
