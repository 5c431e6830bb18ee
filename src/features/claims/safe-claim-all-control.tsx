import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCampaignNames } from '../../api/campaign-directory.ts';
import { Button } from '../../components/button.tsx';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { chainName } from '../../config/chains.ts';
import type { Address } from '../../domain/address.ts';
import { formatCount } from '../../lib/format.ts';
import { keptStorageAvailable } from '../../lib/kept.ts';
import type { SafeContext } from '../../wallet/safe/safe-session.ts';
import { describeSkip, type PlanReward } from './claim-all-plan.ts';
import type { ClaimAllScope } from './claim-all-memory.ts';
import { ClaimAllWindow } from './claim-all-window.tsx';
import { ChainOutcomeSummary, ChainPlanView, SkippedList, TokenSums } from './claim-all-views.tsx';
import type { ClaimKind } from './claim-kinds.ts';
import { useSafeClaimAll, type SafeClaimAllState } from './safe-claim-all-hook.ts';
import type { SafeElsewhere, SafePlan } from './safe-claim-all.ts';

type NameOf = (reward: PlanReward) => string;

function rewardsIn(state: SafeClaimAllState): PlanReward[] {
  switch (state.phase) {
    case 'planned':
    case 'proposing':
      return [
        ...state.plan.prepared.plan.chains.flatMap((chain) => chain.claims.map((claim) => claim.reward)),
        ...state.plan.prepared.plan.skipped.map((skip) => skip.reward),
      ];
    case 'finished':
      return state.results.flatMap((chain) => chain.outcomes.map((outcome) => outcome.reward));
    default:
      return [];
  }
}

// The wallet product's name, never translated (and its braces are not a message placeholder).
const safeWallet = 'Safe{Wallet}';

/** The rewards waiting on the Safe's other chains, each with a link that opens the Safe there. */
function ElsewhereList({ elsewhere, safe }: { elsewhere: readonly SafeElsewhere[]; safe: SafeContext }) {
  const { t } = useLingui();
  if (elsewhere.length === 0) return null;
  const safeChain = chainName(safe.chainId);
  return (
    <section aria-label={t`On other chains`} className="flex flex-col gap-2 text-sm">
      <h3 className="font-semibold">
        <Trans>On other chains</Trans>
      </h3>
      <p className="text-slate-600 dark:text-slate-400">
        <Trans>
          This Safe is open on {safeChain}, and a Safe App cannot switch chains. Claim these from the Safe on each
          chain. The Safe may not exist at the same address on another chain: it does only where it was deployed with
          the same setup. These sums are the service’s: each chain’s plan checks them (what was paid meanwhile, what has
          expired) before anything is proposed there.
        </Trans>
      </p>
      <ul className="flex flex-col gap-2">
        {elsewhere.map((other) => {
          const chain = chainName(other.chainId);
          const count = other.count;
          return (
            <li key={other.chainId} className="flex flex-col gap-0.5">
              <span className="flex items-center gap-2 font-semibold">
                <ChainIcon chainId={other.chainId} size={16} />
                {chain}
              </span>
              <span>
                <Trans>
                  <Plural value={count} one="# campaign" other="# campaigns" />: <TokenSums sums={other.sums} />
                </Trans>
              </span>
              {other.link === undefined ? (
                <span className="text-slate-600 dark:text-slate-400">
                  <Trans>
                    {safeWallet} does not serve {chain}, so there is no link to open the Safe there.
                  </Trans>
                </span>
              ) : (
                <a
                  href={other.link}
                  target="_blank"
                  rel="noreferrer"
                  className="text-indigo-700 underline dark:text-indigo-300"
                >
                  <Trans>
                    Open this Safe on {chain} in {safeWallet}
                  </Trans>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PlanBody({ plan, nameOf, kind }: { plan: SafePlan; nameOf: NameOf; kind: ClaimKind['key'] }) {
  const { t } = useLingui();
  const steps = plan.prepared.chains[0];
  const chain = chainName(plan.safe.chainId);
  const user = plan.prepared.user;
  const required = formatCount(plan.safe.threshold);
  const owners = plan.safe.owners;
  return (
    <div className="flex flex-col gap-4">
      {steps === undefined ? (
        <p>
          <Trans>Nothing on {chain} can be claimed right now.</Trans>
        </p>
      ) : (
        <>
          <p className="font-semibold">
            {/* "One Safe transaction on Base, to be signed by 2 of 3 owners." */}
            {t`One Safe transaction on ${chain}, to be signed by ${required} of ${plural(owners, { one: '# owner', other: '# owners' })}.`}
          </p>
          <p className="text-sm">
            {user === plan.safe.address ? (
              <Trans>
                It is proposed in your Safe, not sent: nothing is paid until the owners have signed it and one of them
                executes it. The tokens go to the Safe.
              </Trans>
            ) : (
              <Trans>
                It is proposed in your Safe, not sent: nothing is paid until the owners have signed it and one of them
                executes it. The Safe pays the gas; the tokens go to {user}, the address you are viewing, not to the
                Safe.
              </Trans>
            )}
          </p>
          {!keptStorageAvailable() && (
            <p className="text-sm text-amber-800 dark:text-amber-200">
              <Trans>
                This browser refuses storage to apps inside {safeWallet}, so this app cannot remember an earlier
                proposal: look in your Safe’s queue first, and propose only if this claim is not already waiting there.
              </Trans>
            </p>
          )}
          <ChainPlanView chain={steps} nameOf={nameOf} sentAs={t`one Safe transaction, all or nothing`} />
        </>
      )}
      <SkippedList
        skipped={plan.prepared.plan.skipped.map((skip) => ({ reward: skip.reward, reason: describeSkip(skip, kind) }))}
        nameOf={nameOf}
      />
      <ElsewhereList elsewhere={plan.elsewhere} safe={plan.safe} />
    </div>
  );
}

/** "Waiting for the Safe's owners (1 of 2 signatures)", and whether enough have signed. */
function WaitingLine({ check }: { check: Extract<SafeClaimAllState, { phase: 'waiting' }>['check'] }) {
  const { t } = useLingui();
  if (check === undefined) return t`Reading the proposal’s signatures from your Safe…`;
  const confirmations = formatCount(check.confirmations);
  const required = check.required;
  return check.signed
    ? t`Waiting for the Safe’s owners (${confirmations} of ${plural(required, { one: '# signature', other: '# signatures' })}): signed, waiting for an owner to execute it`
    : t`Waiting for the Safe’s owners (${confirmations} of ${plural(required, { one: '# signature', other: '# signatures' })})`;
}

function Body({ state, nameOf, kind }: { state: SafeClaimAllState; nameOf: NameOf; kind: ClaimKind['key'] }) {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'planning':
      return (
        <p role="status">
          <Trans>Reading fresh proofs and what each chain has already paid…</Trans>
        </p>
      );
    case 'planned':
      return <PlanBody plan={state.plan} nameOf={nameOf} kind={kind} />;
    case 'proposing':
      return (
        <p role="status">
          <Trans>Confirm the proposal in your Safe…</Trans>
        </p>
      );
    case 'waiting': {
      const { check, proposal, unreadable } = state;
      const chain = chainName(proposal.chainId);
      const campaigns = proposal.campaigns.length;
      return (
        <div className="flex flex-col gap-3">
          <p role="status" className="font-semibold">
            <WaitingLine check={check} />
          </p>
          <p className="text-sm">
            {keptStorageAvailable() ? (
              <Trans>
                One Safe transaction on {chain} claims <Plural value={campaigns} one="# campaign" other="# campaigns" />
                . You may close this window or the tab: it stays proposed, and this app shows it here again.
              </Trans>
            ) : (
              <Trans>
                One Safe transaction on {chain} claims <Plural value={campaigns} one="# campaign" other="# campaigns" />
                . It stays proposed in your Safe, but this browser refuses storage to apps inside {safeWallet}, so after
                a reload this app cannot show it here: check your Safe’s queue before proposing again.
              </Trans>
            )}
          </p>
          {check?.stale !== undefined && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {check.stale}
            </p>
          )}
          {check?.paidMeanwhile === true && (
            <p className="text-sm">
              <Trans>
                The chain has already paid these claims: the Safe has most likely executed this proposal, and{' '}
                {safeWallet} will say so shortly. If its owners have not executed it, they can reject it: nothing more
                can be paid by it.
              </Trans>
            </p>
          )}
          {unreadable !== undefined && (
            <p className="text-sm text-amber-800 dark:text-amber-200">
              <Trans>The proposal could not be read just now ({unreadable}); trying again.</Trans>
            </p>
          )}
        </div>
      );
    }
    case 'finished':
      return (
        <div className="flex flex-col gap-4">
          {state.executed && (
            <p>
              <Trans>The Safe executed the transaction.</Trans>
            </p>
          )}
          {state.results.map((result) => (
            <ChainOutcomeSummary key={result.chainId} result={result} nameOf={nameOf} />
          ))}
        </div>
      );
    case 'failed':
      return (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {state.message}
        </p>
      );
  }
}

function Actions({ claimAll }: { claimAll: ReturnType<typeof useSafeClaimAll> }) {
  const { state } = claimAll;
  switch (state.phase) {
    case 'planned':
      return (
        <>
          <Button variant="secondary" onClick={claimAll.close}>
            <Trans>Cancel</Trans>
          </Button>
          {state.plan.prepared.chains.length > 0 && (
            <Button onClick={() => void claimAll.confirm()}>
              <Trans>Propose to the Safe</Trans>
            </Button>
          )}
        </>
      );
    case 'waiting':
      return (
        <>
          {state.check?.stale !== undefined && (
            <Button variant="secondary" onClick={() => void claimAll.planAgain()}>
              <Trans>Plan again</Trans>
            </Button>
          )}
          <Button onClick={claimAll.close}>
            <Trans>Close</Trans>
          </Button>
        </>
      );
    case 'finished':
    case 'failed':
      return (
        <Button onClick={claimAll.close}>
          <Trans>Close</Trans>
        </Button>
      );
    default:
      return null;
  }
}

/**
 * Claim everything inside a Safe: the plan for the Safe's chain as one Safe transaction and what
 * waits on the other chains; then the proposal, waiting for the owners, until it is executed.
 */
export function SafeClaimAllControl({
  kind,
  user,
  scope,
  safe,
  label,
  claimable,
}: {
  kind: ClaimKind;
  user: Address;
  scope: ClaimAllScope;
  safe: SafeContext;
  label: string;
  claimable: boolean;
}) {
  const { t } = useLingui();
  const claimAll = useSafeClaimAll(kind, user, scope, safe);
  const { state } = claimAll;
  const directory = useCampaignNames(
    rewardsIn(state).map((reward) => reward.id),
    { claimableOf: kind.key === 'rewards' ? user : undefined },
  );
  const nameOf: NameOf = (reward) => directory.nameOf(reward.id, reward.rewardToken.symbol).title;
  const open = state.phase !== 'idle';
  const busy = state.phase === 'planning' || state.phase === 'proposing';
  const safeAddress = safe.reportedAddress;
  const safeChain = chainName(safe.chainId);
  return (
    <>
      {(claimable || busy || state.phase === 'waiting') && (
        <Button
          variant={scope.chainId === undefined ? 'primary' : 'secondary'}
          loading={busy}
          loadingText={state.phase === 'planning' ? t`Planning…` : t`Proposing…`}
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
          <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-400">
            <Trans>
              As the Safe {safeAddress} on {safeChain}
            </Trans>
          </p>
        }
        actions={<Actions claimAll={claimAll} />}
      >
        <Body state={state} nameOf={nameOf} kind={kind.key} />
      </ClaimAllWindow>
    </>
  );
}
