import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AddressLink } from '../../../components/address-link.tsx';
import { ChainIcon } from '../../../components/chain-icon.tsx';
import { chainName, explorerUrl } from '../../../config/chains.ts';
import { formatTokenWithSymbol } from '../../../domain/token-amount.ts';
import { managerAddressOf } from '../shared/claim-manager.ts';
import { formatCount } from '../../../lib/format.ts';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import type { ChainSteps } from './claim-all-run.ts';
import { feeText } from '../shared/claim-fee.ts';
import type { ChainOutcomes } from './use-claim-all.ts';
import { claimInUsd, type PlanPrices } from '../shared/claim-worth.ts';
import { ChainFeeUsd, ChainValue, ClaimUsd } from './claim-worth-views.tsx';

// The pieces of the claim-all window: a chain's plan, what is left out, and a chain's outcome.

type NameOf = (reward: PlanReward) => string;

interface TokenSum {
  token: PlanReward['rewardToken'];
  amount: bigint;
}

/** Amounts per token, never added across tokens. */
export function TokenSums({ sums }: { sums: readonly TokenSum[] }) {
  // By symbol, so every chain's total lists its tokens in the same order, whichever came first.
  const ordered = sums.toSorted(
    (a, b) => a.token.symbol.localeCompare(b.token.symbol) || a.token.address.localeCompare(b.token.address),
  );
  return (
    <>
      {ordered.map((sum, index) => (
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

/**
 * One chain of the plan: the contract called and the estimated fee, how many confirmations, the
 * sums, and every campaign with its amount.
 */
export function ChainPlanView({
  chain: steps,
  prices,
  nameOf,
  sentAs,
}: {
  chain: ChainSteps;
  /** The prices the plan was judged with: the chain's fee and value in dollars. */
  prices: PlanPrices;
  nameOf: NameOf;
  /** How the claims are sent, when not by the connected wallet's confirmations (a Safe transaction). */
  sentAs?: string;
}) {
  const { t } = useLingui();
  const { chainId, claims, sums } = steps.plan;
  const manager = managerAddressOf(chainId);
  const chain = chainName(chainId);
  const campaigns = claims.length;
  const confirmations = steps.confirmations;
  const batches = steps.batches.length;
  // How many wallet confirmations, and why that many: one whole line per case.
  const confirmationsLine = !steps.atomic
    ? t`${plural(confirmations, { one: '# wallet confirmation', other: '# wallet confirmations' })}, one per campaign (your wallet does not batch on this chain)`
    : batches === 1
      ? t`${plural(confirmations, { one: '# wallet confirmation', other: '# wallet confirmations' })}: one batch`
      : t`${plural(confirmations, { one: '# wallet confirmation', other: '# wallet confirmations' })}: ${plural(batches, { one: '# batch', other: '# batches' })}, so each fits in a block`;
  const how = sentAs ?? confirmationsLine;
  const fee = feeText(steps.fee, chainId);
  return (
    <section aria-label={t`Plan on ${chain}`} className="flex flex-col gap-1">
      <h3 className="flex items-center gap-2 font-semibold">
        <ChainIcon chainId={chainId} size={16} />
        {chain}
      </h3>
      <p className="text-sm">
        <Trans>
          <Plural value={campaigns} one="# campaign" other="# campaigns" /> · {how}
        </Trans>
      </p>
      <p className="text-sm font-semibold">
        <Trans>
          Total: <TokenSums sums={sums} />
        </Trans>
      </p>
      {manager !== undefined && (
        <p className="text-sm">
          <AddressLink address={manager} explorer={explorerUrl(chainId)} label={t`Contract (rewards manager)`} />
        </p>
      )}
      <p className="text-sm">
        <Trans>
          <span className="text-slate-600 dark:text-slate-400">Estimated fee</span> {fee}
        </Trans>
        <ChainFeeUsd steps={steps} prices={prices} />
      </p>
      <ChainValue steps={steps} prices={prices} />
      <details open={claims.length <= 8} className="text-sm">
        <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
          <Trans>Campaigns</Trans>
        </summary>
        <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
          {claims.map((claim) => (
            <li
              key={`${String(claim.reward.id.chainId)}:${String(claim.reward.id.campaignIndex)}`}
              className="flex flex-wrap justify-between gap-x-3 py-1"
            >
              <span className="min-w-0 break-words">{nameOf(claim.reward)}</span>
              <span className="ml-auto text-right tabular-nums wrap-anywhere">
                {formatTokenWithSymbol(claim.amount, claim.reward.rewardToken)}
                <ClaimUsd value={claimInUsd(claim.reward, claim.amount, prices)} prices={prices} />
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
  const { t } = useLingui();
  if (skipped.length === 0) return null;
  const count = formatCount(skipped.length);
  return (
    <section aria-label={t`Left out`} className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">
        <Trans>Left out ({count})</Trans>
      </h3>
      <ul className="flex flex-col gap-1">
        {skipped.map(({ reward, reason }) => {
          const name = nameOf(reward);
          const chain = chainName(reward.id.chainId);
          return (
            <li key={`${String(reward.id.chainId)}:${String(reward.id.campaignIndex)}`} className="break-words">
              <Trans>
                {name} on {chain}: <span className="text-slate-600 dark:text-slate-400">{reason}</span>
              </Trans>
            </li>
          );
        })}
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
  const { t } = useLingui();
  const explorer = explorerUrl(result.chainId);
  const chain = chainName(result.chainId);
  const paidCount = paid.length;
  const failedCount = failed.length;
  // One whole sentence per case: something paid or nothing, with or without failures.
  const line = (
    <p className="text-sm">
      {paidCount > 0 ? (
        failedCount > 0 ? (
          <Trans>
            Paid <Plural value={paidCount} one="# campaign" other="# campaigns" />:{' '}
            <TokenSums sums={sumByToken(paid)} />; <Plural value={failedCount} one="# not paid" other="# not paid" />.
          </Trans>
        ) : (
          <Trans>
            Paid <Plural value={paidCount} one="# campaign" other="# campaigns" />:{' '}
            <TokenSums sums={sumByToken(paid)} />.
          </Trans>
        )
      ) : failedCount > 0 ? (
        <Trans>
          Nothing paid; <Plural value={failedCount} one="# not paid" other="# not paid" />.
        </Trans>
      ) : (
        <Trans>Nothing paid.</Trans>
      )}
    </p>
  );
  if (brief) return line;
  return (
    <section aria-label={t`Result on ${chain}`} className="flex flex-col gap-1">
      <h3 className="flex items-center gap-2 font-semibold">
        <ChainIcon chainId={result.chainId} size={16} />
        {chain}
      </h3>
      {line}
      {paid.length > 0 && (
        <details open={paid.length <= 8} className="text-sm">
          <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
            <Trans>Paid</Trans>
          </summary>
          <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
            {paid.map(({ reward, amount, hash }) => (
              <li
                key={`${String(reward.id.chainId)}:${String(reward.id.campaignIndex)}`}
                className="flex flex-wrap justify-between gap-x-3 py-1"
              >
                <span className="min-w-0 break-words">{nameOf(reward)}</span>
                <span className="ml-auto text-right tabular-nums wrap-anywhere">
                  {formatTokenWithSymbol(amount, reward.rewardToken)}{' '}
                  <AddressLink address={hash} explorer={explorer} kind="tx" label={t`Transaction`} hideLabel />
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {failed.length > 0 && (
        <ul aria-label={t`Not paid on ${chain}`} className="flex flex-col gap-1 text-sm">
          {failed.map(({ reward, reason }) => {
            const name = nameOf(reward);
            return (
              <li key={`${String(reward.id.chainId)}:${String(reward.id.campaignIndex)}`} className="break-words">
                <Trans>
                  {name}: <span className="text-red-700 dark:text-red-300">{reason}</span>
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
