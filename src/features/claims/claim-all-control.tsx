import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { useCampaignNames } from '../../api/campaign-directory.ts';
import { AddressLink } from '../../components/address-link.tsx';
import { Button } from '../../components/button.tsx';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { chainName } from '../../config/chains.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, parseCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { formatCount } from '../../lib/format.ts';
import { describeSkip, type PlanReward } from './claim-all-plan.ts';
import type { ClaimAllProgress } from './claim-all-run.ts';
import { ClaimAllWindow } from './claim-all-window.tsx';
import { ChainOutcomeSummary, ChainPlanView, SkippedList, TokenSums } from './claim-all-views.tsx';
import { referralPayouts, rewardClaims, type ClaimKind } from './claim-kinds.ts';
import { useClaimAll, type ClaimAllState } from './use-claim-all.ts';
import type { ClaimAllScope } from './claim-all-memory.ts';
import { SafeClaimAllControl } from './safe-claim-all-control.tsx';
import { useSafe } from '../../wallet/safe/safe-session.ts';

const CLAIM_KINDS: Readonly<Record<ClaimKind['key'], ClaimKind>> = { rewards: rewardClaims, payouts: referralPayouts };

export interface ClaimAllControlProps {
  /** What is claimed: a wallet's rewards, or a referrer's payouts. */
  kind: ClaimKind['key'];
  /** Whose rewards are claimed (and who is paid); the connected wallet sends and pays the gas. */
  user: Address;
  /** One reward chain, or every chain when left out. */
  chainId?: number;
  /** The user is not the connected wallet: say plainly who pays the gas and who gets the tokens. */
  forOther?: boolean;
  /**
   * Whether the rows shown have anything to claim. Without, the button is not offered, but the
   * control stays: its window follows a run to its summary as the amounts drop to zero.
   */
  claimable: boolean;
  /**
   * Only these campaigns (e.g. those closing soon), when given: the plan leaves every other one
   * out, and the run is kept apart from the unlimited control's on the same screen.
   */
  only?: readonly CampaignId[];
  /** The button's and window's title instead of the default ("Claim everything", …). */
  label?: string;
}

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

function rewardsIn(state: ClaimAllState): PlanReward[] {
  switch (state.phase) {
    case 'planned':
    case 'running':
      return [
        ...state.prepared.plan.chains.flatMap((chain) => chain.claims.map((claim) => claim.reward)),
        ...state.prepared.plan.skipped.map((skip) => skip.reward),
      ];
    case 'finished':
      return state.results.flatMap((chain) => chain.outcomes.map((outcome) => outcome.reward));
    default:
      return [];
  }
}

/**
 * "Claim all on <chain>" or "Claim everything": a plan to read before signing, one step per
 * chain with progress and Stop, then a summary per chain with a retry of what failed.
 */
export function ClaimAllControl(props: ClaimAllControlProps) {
  const { kind, user, chainId, forOther = false, claimable, only, label: givenLabel } = props;
  const { t } = useLingui();
  const safe = useSafe();
  // The same campaigns in a new array (a parent's render) are the same scope: no new plan or resume.
  const onlyKey = only?.map(formatCampaignId).join(',');
  const scope = useMemo(
    () => ({
      ...(chainId === undefined ? {} : { chainId }),
      ...(onlyKey === undefined ? {} : { only: onlyKey.split(',').flatMap((text) => parseCampaignId(text) ?? []) }),
    }),
    [chainId, onlyKey],
  );
  const chain = chainId === undefined ? undefined : chainName(chainId);
  const label =
    givenLabel ??
    (kind === 'payouts'
      ? chain === undefined
        ? t`Claim all payouts`
        : t`Claim all payouts on ${chain}`
      : forOther
        ? t`Claim for this address`
        : chain === undefined
          ? t`Claim everything`
          : t`Claim all on ${chain}`);

  return safe === undefined ? (
    <WalletClaimAllControl {...props} scope={scope} label={label} />
  ) : (
    <SafeClaimAllControl
      kind={CLAIM_KINDS[kind]}
      user={user}
      scope={scope}
      safe={safe}
      label={label}
      claimable={claimable}
    />
  );
}

/** Claim everything sent from the connected wallet, chain by chain. */
function WalletClaimAllControl({
  kind,
  user,
  chainId,
  forOther = false,
  claimable,
  scope,
  label,
}: ClaimAllControlProps & { scope: ClaimAllScope; label: string }) {
  const { t } = useLingui();
  // Toasts (sent from the run, outside render) name campaigns as this window does.
  const namesRef = useRef<(reward: PlanReward) => string>((reward) => reward.rewardToken.symbol);
  const claimAll = useClaimAll(CLAIM_KINDS[kind], user, scope, (reward) => namesRef.current(reward));
  const { state } = claimAll;
  // A reward plan holds claimable campaigns, which the wallet's claimable list (shared with the
  // rewards screen) names at once; payouts are named by id.
  const directory = useCampaignNames(
    rewardsIn(state).map((reward) => reward.id),
    { claimableOf: kind === 'rewards' ? user : undefined },
  );
  const nameOf = (reward: PlanReward) => directory.nameOf(reward.id, reward.rewardToken.symbol).title;
  useEffect(() => {
    namesRef.current = nameOf;
  });
  const open = state.phase !== 'idle';
  const busy = state.phase === 'running' || state.phase === 'resuming' || state.phase === 'planning';

  return (
    <>
      {(claimable || busy) && (
        <Button
          variant={chainId === undefined ? 'primary' : 'secondary'}
          loading={busy}
          loadingText={state.phase === 'planning' ? t`Planning…` : t`Claiming…`}
          // Test ids: the words change with the language, what the control does does not.
          data-testid={chainId === undefined ? 'claim-everything' : 'claim-all-on-chain'}
          onClick={() => {
            void claimAll.start();
          }}
        >
          {label}
        </Button>
      )}
      <ClaimAllWindow
        open={open}
        busy={busy}
        title={label}
        onClose={claimAll.close}
        subtitle={
          forOther && (
            <p className="mt-1 text-sm break-all text-amber-800 dark:text-amber-200">
              <Trans>
                Your connected wallet sends these claims and pays their gas; the tokens go to {user}, the address you
                are viewing, not to your wallet.
              </Trans>
            </p>
          )
        }
        actions={<DialogActions claimAll={claimAll} />}
      >
        <DialogBody state={state} nameOf={nameOf} kind={kind} />
      </ClaimAllWindow>
    </>
  );
}

function DialogBody({
  state,
  nameOf,
  kind,
}: {
  state: ClaimAllState;
  nameOf: (reward: PlanReward) => string;
  kind: ClaimKind['key'];
}) {
  const { t } = useLingui();
  switch (state.phase) {
    case 'idle':
      return null;
    case 'planning':
      return (
        <p role="status">
          <Trans>Reading fresh proofs and what each chain has already paid…</Trans>
        </p>
      );
    case 'resuming': {
      const pending = state.pending;
      return (
        <p role="status">
          <Trans>
            Resuming the claim started before the page was reloaded: watching{' '}
            <Plural value={pending} one="# sent transaction" other="# sent transactions or batches" /> instead of
            sending again…
          </Trans>
        </p>
      );
    }
    case 'failed':
      return (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {state.message}
        </p>
      );
    case 'planned': {
      const { chains, plan } = state.prepared;
      const confirmations = chains.reduce((sum, chain) => sum + chain.confirmations, 0);
      const chainCount = chains.length;
      return (
        <div className="flex flex-col gap-4">
          {chains.length > 0 && (
            <p className="text-sm">
              <AddressLink address={state.prepared.user} explorer={undefined} label={t`Recipient`} />{' '}
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
          {chains.map((chain) => (
            <ChainPlanView key={chain.plan.chainId} chain={chain} nameOf={nameOf} />
          ))}
          <SkippedList
            skipped={plan.skipped.map((skip) => ({ reward: skip.reward, reason: describeSkip(skip, kind) }))}
            nameOf={nameOf}
          />
        </div>
      );
    }
    case 'running': {
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
    case 'finished':
      return (
        <div className="flex flex-col gap-4">
          {state.results.length === 0 && (
            <p>
              <Trans>Nothing was sent.</Trans>
            </p>
          )}
          {state.results.map((result) => (
            <ChainOutcomeSummary key={result.chainId} result={result} nameOf={nameOf} />
          ))}
        </div>
      );
  }
}

function DialogActions({ claimAll }: { claimAll: ReturnType<typeof useClaimAll> }) {
  const { state } = claimAll;
  switch (state.phase) {
    case 'planned': {
      const confirmations = state.prepared.chains.reduce((sum, chain) => sum + chain.confirmations, 0);
      return (
        <>
          <Button variant="secondary" onClick={claimAll.close}>
            <Trans>Cancel</Trans>
          </Button>
          {confirmations > 0 && (
            <Button onClick={claimAll.confirm} data-testid="claim-now">
              <Trans>Claim now</Trans>
            </Button>
          )}
        </>
      );
    }
    case 'running':
      return (
        <Button variant="secondary" onClick={claimAll.stop} disabled={state.stopping}>
          {state.stopping ? <Trans>Stopping after this one…</Trans> : <Trans>Stop after this one</Trans>}
        </Button>
      );
    case 'finished': {
      const failedCount = formatCount(claimAll.failedCount);
      return (
        <>
          {claimAll.failedCount > 0 && (
            <Button
              variant="secondary"
              onClick={() => {
                void claimAll.retryFailed();
              }}
            >
              <Trans>Retry failed ({failedCount})</Trans>
            </Button>
          )}
          <Button onClick={claimAll.close} data-testid="claim-all-close">
            <Trans>Close</Trans>
          </Button>
        </>
      );
    }
    case 'failed':
      return (
        <Button onClick={claimAll.close} data-testid="claim-all-close">
          <Trans>Close</Trans>
        </Button>
      );
    default:
      return null;
  }
}
