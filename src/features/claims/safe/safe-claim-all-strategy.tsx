import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button.tsx';
import { ChainIcon } from '../../../components/chain-icon.tsx';
import { chainName } from '../../../config/chains.ts';
import type { Address } from '../../../domain/address.ts';
import { formatCount } from '../../../lib/format.ts';
import { keptStorageAvailable } from '../../../lib/kept.ts';
import type { SafeContext } from '../../../wallet/safe/safe-session.ts';
import type { ClaimAllScope } from '../claim-all/claim-all-memory.ts';
import type { ClaimAllStage, ClaimAllStrategy } from '../claim-all/claim-all-strategy.ts';
import { TokenSums } from '../claim-all/claim-all-views.tsx';
import type { ClaimKind } from '../shared/claim-kinds.ts';
import { useSafeClaimAll, type SafeClaimAllState } from './safe-claim-all-hook.ts';
import type { SafeElsewhere, SafePlan } from './safe-claim-all.ts';

// Claim everything inside a Safe: the plan for the Safe's chain as ONE Safe transaction and what
// waits on the other chains; then the proposal, waiting for the owners, until it is executed.

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
                  className="text-brand-700 underline dark:text-brand-300"
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

/** What the proposal is (one Safe transaction, signed by so many owners) and that nothing is paid yet. */
function PlanIntro({ plan }: { plan: SafePlan }) {
  const { t } = useLingui();
  const chain = chainName(plan.safe.chainId);
  const user = plan.prepared.user;
  const required = formatCount(plan.safe.threshold);
  const owners = plan.safe.owners;
  if (plan.prepared.chains.length === 0) {
    return (
      <p>
        <Trans>Nothing on {chain} can be claimed right now.</Trans>
      </p>
    );
  }
  return (
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
            executes it. The Safe pays the gas; the tokens go to {user}, the address you are viewing, not to the Safe.
          </Trans>
        )}
      </p>
      {!keptStorageAvailable() && (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          <Trans>
            This browser refuses storage to apps inside {safeWallet}, so this app cannot remember an earlier proposal:
            look in your Safe’s queue first, and propose only if this claim is not already waiting there.
          </Trans>
        </p>
      )}
    </>
  );
}

type Waiting = Extract<SafeClaimAllState, { phase: 'waiting' }>;

/** "Waiting for the Safe's owners (1 of 2 signatures)", and whether enough have signed. */
function WaitingLine({ check }: { check: Waiting['check'] }) {
  const { t } = useLingui();
  if (check === undefined) return t`Reading the proposal’s signatures from your Safe…`;
  const confirmations = formatCount(check.confirmations);
  const required = check.required;
  return check.signed
    ? t`Waiting for the Safe’s owners (${confirmations} of ${plural(required, { one: '# signature', other: '# signatures' })}): signed, waiting for an owner to execute it`
    : t`Waiting for the Safe’s owners (${confirmations} of ${plural(required, { one: '# signature', other: '# signatures' })})`;
}

/** A proposal waiting for the owners: how far they are, and what the chain says meanwhile. */
function WaitingBody({ state }: { state: Waiting }) {
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
            One Safe transaction on {chain} claims <Plural value={campaigns} one="# campaign" other="# campaigns" />.
            You may close this window or the tab: it stays proposed, and this app shows it here again.
          </Trans>
        ) : (
          <Trans>
            One Safe transaction on {chain} claims <Plural value={campaigns} one="# campaign" other="# campaigns" />. It
            stays proposed in your Safe, but this browser refuses storage to apps inside {safeWallet}, so after a reload
            this app cannot show it here: check your Safe’s queue before proposing again.
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
            The chain has already paid these claims: the Safe has most likely executed this proposal, and {safeWallet}{' '}
            will say so shortly. If its owners have not executed it, they can reject it: nothing more can be paid by it.
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

/**
 * The Safe's way of paying a Claim everything (`useSafeClaimAll`): proposed, not sent, as one
 * Safe transaction on the Safe's chain, then followed while the owners sign.
 */
export function useSafeClaimAllStrategy(
  kind: ClaimKind,
  user: Address,
  scope: ClaimAllScope,
  safe: SafeContext,
): ClaimAllStrategy {
  const { t } = useLingui();
  const claimAll = useSafeClaimAll(kind, user, scope, safe);
  const { state } = claimAll;
  const safeAddress = safe.reportedAddress;
  const safeChain = chainName(safe.chainId);
  return {
    stage: stageOf(claimAll, t`one Safe transaction, all or nothing`),
    busy: state.phase === 'planning' || state.phase === 'proposing',
    keepsButton: state.phase === 'waiting',
    busyText: t`Proposing…`,
    subtitle: (
      <p className="mt-1 text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
        <Trans>
          As the Safe {safeAddress} on {safeChain}
        </Trans>
      </p>
    ),
    start: () => {
      void claimAll.start();
    },
    confirm: () => {
      void claimAll.confirm();
    },
    close: claimAll.close,
  };
}

function stageOf(claimAll: ReturnType<typeof useSafeClaimAll>, sentAs: string): ClaimAllStage {
  const { state } = claimAll;
  switch (state.phase) {
    case 'idle':
    case 'planning':
    case 'failed':
      return state;
    case 'planned':
      return {
        phase: 'planned',
        prepared: state.plan.prepared,
        intro: <PlanIntro plan={state.plan} />,
        outro: <ElsewhereList elsewhere={state.plan.elsewhere} safe={state.plan.safe} />,
        sentAs,
        confirm: state.plan.prepared.chains.length > 0 ? <Trans>Propose to the Safe</Trans> : undefined,
        includeCostly: claimAll.includeCostly,
      };
    case 'proposing':
      return {
        phase: 'under-way',
        prepared: state.plan.prepared,
        body: () => (
          <p role="status">
            <Trans>Confirm the proposal in your Safe…</Trans>
          </p>
        ),
      };
    case 'waiting':
      return {
        phase: 'under-way',
        prepared: undefined,
        body: () => <WaitingBody state={state} />,
        actions: state.check?.stale !== undefined && (
          <Button variant="secondary" onClick={() => void claimAll.planAgain()}>
            <Trans>Plan again</Trans>
          </Button>
        ),
        closable: true,
      };
    case 'finished':
      return {
        phase: 'finished',
        results: state.results,
        note: state.executed && (
          <p>
            <Trans>The Safe executed the transaction.</Trans>
          </p>
        ),
      };
  }
}
