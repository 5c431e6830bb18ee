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

/** "One Safe transaction on Base, to be signed by 2 of 3 owners." */
function safeTransactionLine(safe: SafeContext): string {
  return `One Safe transaction on ${chainName(safe.chainId)}, to be signed by ${formatCount(safe.threshold)} of ${formatCount(safe.owners)} ${safe.owners === 1 ? 'owner' : 'owners'}.`;
}

/** "Waiting for the Safe's owners (1 of 2 signatures)". */
function waitingLine(confirmations: number, required: number): string {
  return `Waiting for the Safe’s owners (${formatCount(confirmations)} of ${formatCount(required)} ${required === 1 ? 'signature' : 'signatures'})`;
}

/** The rewards waiting on the Safe's other chains, each with a link that opens the Safe there. */
function ElsewhereList({ elsewhere, safe }: { elsewhere: readonly SafeElsewhere[]; safe: SafeContext }) {
  if (elsewhere.length === 0) return null;
  return (
    <section aria-label="On other chains" className="flex flex-col gap-2 text-sm">
      <h3 className="font-semibold">On other chains</h3>
      <p className="text-slate-600 dark:text-slate-400">
        This Safe is open on {chainName(safe.chainId)}, and a Safe App cannot switch chains. Claim these from the Safe
        on each chain. The Safe may not exist at the same address on another chain: it does only where it was deployed
        with the same setup. These sums are the service’s: each chain’s plan checks them (what was paid meanwhile, what
        has expired) before anything is proposed there.
      </p>
      <ul className="flex flex-col gap-2">
        {elsewhere.map((chain) => (
          <li key={chain.chainId} className="flex flex-col gap-0.5">
            <span className="flex items-center gap-2 font-semibold">
              <ChainIcon chainId={chain.chainId} size={16} />
              {chainName(chain.chainId)}
            </span>
            <span>
              {formatCount(chain.count)} {chain.count === 1 ? 'campaign' : 'campaigns'}: <TokenSums sums={chain.sums} />
            </span>
            {chain.link === undefined ? (
              <span className="text-slate-600 dark:text-slate-400">
                Safe{'{'}Wallet{'}'} does not serve {chainName(chain.chainId)}, so there is no link to open the Safe
                there.
              </span>
            ) : (
              <a
                href={chain.link}
                target="_blank"
                rel="noreferrer"
                className="text-indigo-700 underline dark:text-indigo-300"
              >
                Open this Safe on {chainName(chain.chainId)} in Safe{'{'}Wallet{'}'}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanBody({ plan, nameOf, kind }: { plan: SafePlan; nameOf: NameOf; kind: ClaimKind['key'] }) {
  const chain = plan.prepared.chains[0];
  return (
    <div className="flex flex-col gap-4">
      {chain === undefined ? (
        <p>Nothing on {chainName(plan.safe.chainId)} can be claimed right now.</p>
      ) : (
        <>
          <p className="font-semibold">{safeTransactionLine(plan.safe)}</p>
          <p className="text-sm">
            It is proposed in your Safe, not sent: nothing is paid until the owners have signed it and one of them
            executes it.{' '}
            {plan.prepared.user === plan.safe.address
              ? 'The tokens go to the Safe.'
              : `The Safe pays the gas; the tokens go to ${plan.prepared.user}, the address you are viewing, not to the Safe.`}
          </p>
          {!keptStorageAvailable() && (
            <p className="text-sm text-amber-800 dark:text-amber-200">
              This browser refuses storage to apps inside Safe{'{'}Wallet{'}'}, so this app cannot remember an earlier
              proposal: look in your Safe’s queue first, and propose only if this claim is not already waiting there.
            </p>
          )}
          <ChainPlanView chain={chain} nameOf={nameOf} sentAs="one Safe transaction, all or nothing" />
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

function Body({ state, nameOf, kind }: { state: SafeClaimAllState; nameOf: NameOf; kind: ClaimKind['key'] }) {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'planning':
      return <p role="status">Reading fresh proofs and what each chain has already paid…</p>;
    case 'planned':
      return <PlanBody plan={state.plan} nameOf={nameOf} kind={kind} />;
    case 'proposing':
      return <p role="status">Confirm the proposal in your Safe…</p>;
    case 'waiting': {
      const { check, proposal, unreadable } = state;
      return (
        <div className="flex flex-col gap-3">
          <p role="status" className="font-semibold">
            {check === undefined
              ? 'Reading the proposal’s signatures from your Safe…'
              : `${waitingLine(check.confirmations, check.required)}${check.signed ? ': signed, waiting for an owner to execute it' : ''}`}
          </p>
          <p className="text-sm">
            One Safe transaction on {chainName(proposal.chainId)} claims {formatCount(proposal.campaigns.length)}{' '}
            {proposal.campaigns.length === 1 ? 'campaign' : 'campaigns'}.{' '}
            {keptStorageAvailable()
              ? 'You may close this window or the tab: it stays proposed, and this app shows it here again.'
              : 'It stays proposed in your Safe, but this browser refuses storage to apps inside Safe{Wallet}, so after a reload this app cannot show it here: check your Safe’s queue before proposing again.'}
          </p>
          {check?.stale !== undefined && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {check.stale}
            </p>
          )}
          {check?.paidMeanwhile === true && (
            <p className="text-sm">
              The chain has already paid these claims: the Safe has most likely executed this proposal, and Safe
              {'{'}Wallet{'}'} will say so shortly. If its owners have not executed it, they can reject it: nothing more
              can be paid by it.
            </p>
          )}
          {unreadable !== undefined && (
            <p className="text-sm text-amber-800 dark:text-amber-200">
              The proposal could not be read just now ({unreadable}); trying again.
            </p>
          )}
        </div>
      );
    }
    case 'finished':
      return (
        <div className="flex flex-col gap-4">
          {state.executed && <p>The Safe executed the transaction.</p>}
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
            Cancel
          </Button>
          {state.plan.prepared.chains.length > 0 && (
            <Button onClick={() => void claimAll.confirm()}>Propose to the Safe</Button>
          )}
        </>
      );
    case 'waiting':
      return (
        <>
          {state.check?.stale !== undefined && (
            <Button variant="secondary" onClick={() => void claimAll.planAgain()}>
              Plan again
            </Button>
          )}
          <Button onClick={claimAll.close}>Close</Button>
        </>
      );
    case 'finished':
    case 'failed':
      return <Button onClick={claimAll.close}>Close</Button>;
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
  const claimAll = useSafeClaimAll(kind, user, scope, safe);
  const { state } = claimAll;
  const directory = useCampaignNames(
    rewardsIn(state).map((reward) => reward.id),
    { claimableOf: kind.key === 'rewards' ? user : undefined },
  );
  const nameOf: NameOf = (reward) => directory.nameOf(reward.id, reward.rewardToken.symbol).title;
  const open = state.phase !== 'idle';
  const busy = state.phase === 'planning' || state.phase === 'proposing';
  return (
    <>
      {(claimable || busy || state.phase === 'waiting') && (
        <Button
          variant={scope.chainId === undefined ? 'primary' : 'secondary'}
          loading={busy}
          loadingText={state.phase === 'planning' ? 'Planning…' : 'Proposing…'}
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
            As the Safe {safe.reportedAddress} on {chainName(safe.chainId)}
          </p>
        }
        actions={<Actions claimAll={claimAll} />}
      >
        <Body state={state} nameOf={nameOf} kind={kind.key} />
      </ClaimAllWindow>
    </>
  );
}
