import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useCampaignNames } from '../../api/campaign-directory.ts';
import { Button } from '../../components/button.tsx';
import { chainName } from '../../config/chains.ts';
import type { Address } from '../../domain/address.ts';
import { formatCampaignId, parseCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { formatCount } from '../../lib/format.ts';
import { useSafe, type SafeContext } from '../../wallet/safe/safe-session.ts';
import type { ClaimAllScope } from './claim-all/claim-all-memory.ts';
import { describeSkip, type PlanReward } from './shared/claim-all-plan.ts';
import type { ClaimAllStage, ClaimAllStrategy, NameOf } from './claim-all/claim-all-strategy.ts';
import { ClaimAllWindow } from './claim-all/claim-all-window.tsx';
import { CostlyClaims, WorthNotes } from './claim-all/claim-worth-views.tsx';
import { ChainOutcomeSummary, ChainPlanView, SkippedList } from './claim-all/claim-all-views.tsx';
import { referralPayouts, rewardClaims, type ClaimKind } from './shared/claim-kinds.ts';
import { useSafeClaimAllStrategy } from './safe/safe-claim-all-strategy.tsx';
import { useWalletClaimAllStrategy } from './claim-all/wallet-claim-all-strategy.tsx';

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

/**
 * "Claim all on <chain>" or "Claim everything": a plan to read before signing, the run with its
 * progress, then a summary per chain. Sent from the connected wallet chain by chain, or, inside a
 * Safe, proposed as one Safe transaction for its owners: the Safe session picks the strategy.
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
  const panel = { kind: CLAIM_KINDS[kind], user, scope, label, claimable };
  return safe === undefined ? <FromWallet {...panel} forOther={forOther} /> : <ProposedToSafe {...panel} safe={safe} />;
}

interface PanelProps {
  kind: ClaimKind;
  user: Address;
  scope: ClaimAllScope;
  label: string;
  claimable: boolean;
}

function FromWallet({ forOther, ...panel }: PanelProps & { forOther: boolean }) {
  const strategy = useWalletClaimAllStrategy(panel.kind, panel.user, panel.scope, forOther);
  return <ClaimAllPanel {...panel} strategy={strategy} />;
}

function ProposedToSafe({ safe, ...panel }: PanelProps & { safe: SafeContext }) {
  const strategy = useSafeClaimAllStrategy(panel.kind, panel.user, panel.scope, safe);
  return <ClaimAllPanel {...panel} strategy={strategy} />;
}

/** Every campaign the window shows now: the plan's (claims and left out) or the results'. */
function rewardsIn(stage: ClaimAllStage): PlanReward[] {
  switch (stage.phase) {
    case 'planned':
    case 'under-way':
      return stage.prepared === undefined
        ? []
        : [
            ...stage.prepared.plan.chains.flatMap((chain) => chain.claims.map((claim) => claim.reward)),
            ...stage.prepared.plan.skipped.map((skip) => skip.reward),
          ];
    case 'finished':
      return stage.results.flatMap((chain) => chain.outcomes.map((outcome) => outcome.reward));
    default:
      return [];
  }
}

/** The button and its window, the same for every strategy; what differs comes from `strategy`. */
function ClaimAllPanel({ kind, user, scope, label, claimable, strategy }: PanelProps & { strategy: ClaimAllStrategy }) {
  const { t } = useLingui();
  const { stage, busy } = strategy;
  // A reward plan holds claimable campaigns, which the wallet's claimable list (shared with the
  // rewards screen) names at once; payouts are named by id.
  const directory = useCampaignNames(
    rewardsIn(stage).map((reward) => reward.id),
    { claimableOf: kind.key === 'rewards' ? user : undefined },
  );
  const nameOf: NameOf = (reward) => directory.nameOf(reward.id, reward.rewardToken.symbol).title;
  useEffect(() => {
    strategy.onNames?.(nameOf);
  });
  return (
    <>
      {(claimable || busy || strategy.keepsButton) && (
        <Button
          variant={scope.chainId === undefined ? 'primary' : 'secondary'}
          loading={busy}
          loadingText={stage.phase === 'planning' ? t`Planning…` : strategy.busyText}
          // Test ids: the words change with the language, what the control does does not.
          data-testid={scope.chainId === undefined ? 'claim-everything' : 'claim-all-on-chain'}
          onClick={strategy.start}
        >
          {label}
        </Button>
      )}
      <ClaimAllWindow
        open={stage.phase !== 'idle'}
        busy={busy}
        title={label}
        onClose={strategy.close}
        subtitle={strategy.subtitle}
        actions={<Actions stage={stage} strategy={strategy} />}
      >
        <Body stage={stage} nameOf={nameOf} kind={kind.key} />
      </ClaimAllWindow>
    </>
  );
}

function Body({ stage, nameOf, kind }: { stage: ClaimAllStage; nameOf: NameOf; kind: ClaimKind['key'] }) {
  switch (stage.phase) {
    case 'idle':
      return null;
    case 'planning':
      return (
        <p role="status">
          <Trans>Reading fresh proofs and what each chain has already paid…</Trans>
        </p>
      );
    case 'planned':
      return (
        <div className="flex flex-col gap-4">
          {stage.intro}
          {stage.prepared.chains.map((chain) => (
            <ChainPlanView
              key={chain.plan.chainId}
              chain={chain}
              prices={stage.prepared.worth.prices}
              nameOf={nameOf}
              sentAs={stage.sentAs}
            />
          ))}
          <WorthNotes prepared={stage.prepared} />
          <CostlyClaims prepared={stage.prepared} nameOf={nameOf} onInclude={stage.includeCostly} />
          <SkippedList
            // The claims that cost more than they pay are listed above, beside their switch.
            skipped={stage.prepared.plan.skipped.flatMap((skip) =>
              skip.reason === 'costs-more' ? [] : [{ reward: skip.reward, reason: describeSkip(skip, kind) }],
            )}
            nameOf={nameOf}
          />
          {stage.outro}
        </div>
      );
    case 'under-way':
      return stage.body(nameOf);
    case 'finished':
      return (
        <div className="flex flex-col gap-4">
          {stage.note}
          {stage.results.map((result) => (
            <ChainOutcomeSummary key={result.chainId} result={result} nameOf={nameOf} />
          ))}
        </div>
      );
    case 'failed':
      return (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {stage.message}
        </p>
      );
  }
}

function Actions({ stage, strategy }: { stage: ClaimAllStage; strategy: ClaimAllStrategy }) {
  const close = (
    <Button onClick={strategy.close} data-testid="claim-all-close">
      <Trans>Close</Trans>
    </Button>
  );
  switch (stage.phase) {
    case 'planned':
      return (
        <>
          <Button variant="secondary" onClick={strategy.close}>
            <Trans>Cancel</Trans>
          </Button>
          {stage.confirm !== undefined && (
            <Button onClick={strategy.confirm} data-testid="claim-now">
              {stage.confirm}
            </Button>
          )}
        </>
      );
    case 'under-way':
      return (
        <>
          {stage.actions}
          {stage.closable && close}
        </>
      );
    case 'finished': {
      const retry = stage.retry;
      const failedCount = formatCount(retry?.count ?? 0);
      return (
        <>
          {retry !== undefined && (
            <Button variant="secondary" onClick={retry.run}>
              <Trans>Retry failed ({failedCount})</Trans>
            </Button>
          )}
          {close}
        </>
      );
    }
    case 'failed':
      return close;
    default:
      return null;
  }
}
