import { AddressLink } from '../../components/address-link.tsx';
import { ChainIcon } from '../../components/chain-icon.tsx';
import { chainName, explorerUrl } from '../../config/chains.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { managerAddressOf } from './claim-flow.ts';
import { formatCount } from '../../lib/format.ts';
import type { PlanReward } from './claim-all-plan.ts';
import type { ChainSteps } from './claim-all-run.ts';
import { feeText } from './claim-fee.ts';
import type { ChainOutcomes } from './use-claim-all.ts';

// The pieces of the claim-all window: a chain's plan, what is left out, and a chain's outcome.

type NameOf = (reward: PlanReward) => string;

interface TokenSum {
  token: PlanReward['rewardToken'];
  amount: bigint;
}

/** Amounts per token, never added across tokens. */
export function TokenSums({ sums }: { sums: readonly TokenSum[] }) {
  return (
    <>
      {sums.map((sum, index) => (
        <span key={sum.token.address} className="tabular-nums">
          {index > 0 && ', '}
          {formatTokenWithSymbol(sum.amount, sum.token)}
        </span>
      ))}
    </>
  );
}

function sumByToken(entries: readonly { reward: PlanReward; amount: bigint }[]): TokenSum[] {
  const sums = new Map<string, TokenSum>();
  for (const { reward, amount } of entries) {
    const key = reward.rewardToken.address.toLowerCase();
    sums.set(key, { token: reward.rewardToken, amount: (sums.get(key)?.amount ?? 0n) + amount });
  }
  return [...sums.values()];
}

function confirmationsText(chain: ChainSteps): string {
  const count = `${formatCount(chain.confirmations)} wallet ${chain.confirmations === 1 ? 'confirmation' : 'confirmations'}`;
  if (!chain.atomic) return `${count}, one per campaign (your wallet does not batch on this chain)`;
  if (chain.batches.length === 1) return `${count}: one batch`;
  return `${count}: ${formatCount(chain.batches.length)} batches, so each fits in a block`;
}

/**
 * One chain of the plan: the contract called and the estimated fee, how many confirmations, the
 * sums, and every campaign with its amount.
 */
export function ChainPlanView({
  chain,
  nameOf,
  sentAs,
}: {
  chain: ChainSteps;
  nameOf: NameOf;
  /** How the claims are sent, when not by the connected wallet's confirmations (a Safe transaction). */
  sentAs?: string;
}) {
  const { chainId, claims, sums } = chain.plan;
  const manager = managerAddressOf(chainId);
  return (
    <section aria-label={`Plan on ${chainName(chainId)}`} className="flex flex-col gap-1">
      <h3 className="flex items-center gap-2 font-semibold">
        <ChainIcon chainId={chainId} size={16} />
        {chainName(chainId)}
      </h3>
      <p className="text-sm">
        {formatCount(claims.length)} {claims.length === 1 ? 'campaign' : 'campaigns'} ·{' '}
        {sentAs ?? confirmationsText(chain)}
      </p>
      <p className="text-sm font-semibold">
        Total: <TokenSums sums={sums} />
      </p>
      {manager !== undefined && (
        <p className="text-sm">
          <AddressLink address={manager} explorer={explorerUrl(chainId)} label="Contract (rewards manager)" />
        </p>
      )}
      <p className="text-sm">
        <span className="text-slate-600 dark:text-slate-400">Estimated fee</span> {feeText(chain.fee, chainId)}
      </p>
      <details open={claims.length <= 8} className="text-sm">
        <summary className="cursor-pointer text-slate-600 dark:text-slate-400">Campaigns</summary>
        <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
          {claims.map((claim) => (
            <li
              key={`${String(claim.reward.id.chainId)}:${String(claim.reward.id.campaignIndex)}`}
              className="flex flex-wrap justify-between gap-x-3 py-1"
            >
              <span className="min-w-0 break-words">{nameOf(claim.reward)}</span>
              <span className="ml-auto text-right tabular-nums wrap-anywhere">
                {formatTokenWithSymbol(claim.amount, claim.reward.rewardToken)}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** The rows left out of the plan, each with its reason in words. */
export function SkippedList({
  skipped,
  nameOf,
}: {
  skipped: readonly { reward: PlanReward; reason: string }[];
  nameOf: NameOf;
}) {
  if (skipped.length === 0) return null;
  return (
    <section aria-label="Left out" className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">Left out ({formatCount(skipped.length)})</h3>
      <ul className="flex flex-col gap-1">
        {skipped.map(({ reward, reason }) => (
          <li key={`${String(reward.id.chainId)}:${String(reward.id.campaignIndex)}`} className="break-words">
            {nameOf(reward)} on {chainName(reward.id.chainId)}:{' '}
            <span className="text-slate-600 dark:text-slate-400">{reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What one chain paid (from the Claimed logs) and what failed and why. */
export function ChainOutcomeSummary({
  result,
  nameOf,
  brief = false,
}: {
  result: ChainOutcomes;
  nameOf: NameOf;
  brief?: boolean;
}) {
  const paid = result.outcomes.flatMap((outcome) =>
    outcome.paid === undefined
      ? []
      : [{ reward: outcome.reward, amount: outcome.paid.amount, hash: outcome.paid.hash }],
  );
  const failed = result.outcomes.flatMap((outcome) =>
    outcome.failure === undefined || outcome.paid !== undefined
      ? []
      : [{ reward: outcome.reward, reason: outcome.failure }],
  );
  const explorer = explorerUrl(result.chainId);
  const line = (
    <p className="text-sm">
      {paid.length > 0 ? (
        <>
          Paid {formatCount(paid.length)} {paid.length === 1 ? 'campaign' : 'campaigns'}:{' '}
          <TokenSums sums={sumByToken(paid)} />
        </>
      ) : (
        'Nothing paid'
      )}
      {failed.length > 0 && `; ${formatCount(failed.length)} not paid`}.
    </p>
  );
  if (brief) return line;
  return (
    <section aria-label={`Result on ${chainName(result.chainId)}`} className="flex flex-col gap-1">
      <h3 className="flex items-center gap-2 font-semibold">
        <ChainIcon chainId={result.chainId} size={16} />
        {chainName(result.chainId)}
      </h3>
      {line}
      {paid.length > 0 && (
        <details open={paid.length <= 8} className="text-sm">
          <summary className="cursor-pointer text-slate-600 dark:text-slate-400">Paid</summary>
          <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
            {paid.map(({ reward, amount, hash }) => (
              <li
                key={`${String(reward.id.chainId)}:${String(reward.id.campaignIndex)}`}
                className="flex flex-wrap justify-between gap-x-3 py-1"
              >
                <span className="min-w-0 break-words">{nameOf(reward)}</span>
                <span className="ml-auto text-right tabular-nums wrap-anywhere">
                  {formatTokenWithSymbol(amount, reward.rewardToken)}{' '}
                  <AddressLink address={hash} explorer={explorer} kind="tx" label="Transaction" hideLabel />
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {failed.length > 0 && (
        <ul aria-label={`Not paid on ${chainName(result.chainId)}`} className="flex flex-col gap-1 text-sm">
          {failed.map(({ reward, reason }) => (
            <li key={`${String(reward.id.chainId)}:${String(reward.id.campaignIndex)}`} className="break-words">
              {nameOf(reward)}: <span className="text-red-700 dark:text-red-300">{reason}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
