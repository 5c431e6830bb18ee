import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { UnpricedNote, UsdFigure } from '../../../components/usd-figure.tsx';
import { chainName } from '../../../config/chains.ts';
import { costlyWords, type PlanReward } from '../shared/claim-all-plan.ts';
import { nativeCurrencyOf } from '../shared/claim-fee.ts';
import { feeInUsd, gasTokenOf, priceIn, valueOfClaims, type PlanPrices } from '../shared/claim-worth.ts';
import type { ChainSteps, PreparedClaimAll } from './claim-all-run.ts';

// What Claim everything says in dollars: each chain's fee and the value it claims, the claims that
// cost more than they pay (left out by default, with the one switch that puts them back), and
// where a missing price kept the rule from leaving anything out. Every figure comes from the
// prices the plan was judged with, so the words match what is sent.

type NameOf = (reward: PlanReward) => string;

/** " ($0.42)" after a chain's fee in ETH: nothing without a price source or a fee. */
export function ChainFeeUsd({ steps, prices }: { steps: ChainSteps; prices: PlanPrices }) {
  if (!prices.enabled || steps.fee.state !== 'ready') return null;
  const { chainId } = steps.plan;
  return (
    <>
      {' ('}
      <UsdFigure value={feeInUsd(steps.fee.fee, chainId, prices)} pricedAt={priceIn(prices, gasTokenOf(chainId))?.at} />
      {')'}
    </>
  );
}

/** "Value claimed $12.34", with the tokens it cannot count: nothing without a price source. */
export function ChainValue({ steps, prices }: { steps: ChainSteps; prices: PlanPrices }) {
  if (!prices.enabled) return null;
  const total = valueOfClaims(steps.plan.claims, prices);
  const none = total.unpriced > 0 && total.total.digits === 0n;
  return (
    <p className="text-sm">
      <Trans>
        <span className="text-slate-600 dark:text-slate-400">Value claimed</span>{' '}
        <UsdFigure value={none ? null : total.total} className="font-semibold" />
      </Trans>{' '}
      <UnpricedNote total={total} />
    </p>
  );
}

/** A claim's dollar value beside its amount in a chain's list: nothing without a price source. */
export function ClaimUsd({ value, prices }: { value: Parameters<typeof UsdFigure>[0]['value']; prices: PlanPrices }) {
  if (!prices.enabled) return null;
  return (
    <>
      {' · '}
      <UsdFigure value={value} className="text-slate-600 dark:text-slate-400" />
    </>
  );
}

/**
 * The claims whose value is below their share of the fee: listed with the reason in words, left
 * out by default, and the ONE switch that puts them all in the plan (and so in what is sent).
 */
export function CostlyClaims({
  prepared,
  nameOf,
  onInclude,
}: {
  prepared: PreparedClaimAll;
  nameOf: NameOf;
  onInclude: (include: boolean) => void;
}) {
  const { t } = useLingui();
  const uid = useId();
  const { costly } = prepared.worth.judgement;
  const included = prepared.worth.costlyIncluded;
  if (costly.length === 0) return null;
  const count = costly.length;
  return (
    <section
      aria-label={t`Costs more than it pays`}
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h3 className="font-semibold">
        {included ? (
          <Plural
            value={count}
            one="Included though it costs more than it pays (#)"
            other="Included though they cost more than they pay (#)"
          />
        ) : (
          <Plural
            value={count}
            one="Left out: costs more than it pays (#)"
            other="Left out: cost more than they pay (#)"
          />
        )}
      </h3>
      <ul className="flex flex-col gap-1">
        {costly.map((claim) => {
          const name = nameOf(claim.reward);
          const chain = chainName(claim.reward.id.chainId);
          const reason = costlyWords(claim);
          return (
            <li
              key={`${String(claim.reward.id.chainId)}:${String(claim.reward.id.campaignIndex)}`}
              className="break-words"
            >
              <Trans>
                {name} on {chain}: <span className="text-slate-700 dark:text-slate-300">{reason}</span>
              </Trans>
            </li>
          );
        })}
      </ul>
      <p id={`${uid}-help`} className="text-slate-700 dark:text-slate-300">
        {included ? (
          <Plural value={count} one="The plan pays its fee too." other="The plan pays their fee too." />
        ) : (
          <Plural
            value={count}
            one="It stays claimable: claim it later, or include it now."
            other="They stay claimable: claim them later, or include them now."
          />
        )}
      </p>
      <button
        type="button"
        role="switch"
        aria-checked={included}
        aria-describedby={`${uid}-help`}
        data-testid="include-costly"
        onClick={() => {
          onInclude(!included);
        }}
        className="inline-flex w-fit items-center gap-3 rounded-lg py-1 text-left font-semibold"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors motion-reduce:transition-none ${
            included ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600'
          }`}
        >
          <span
            className={`inline-block size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
              included ? 'translate-x-4.5' : 'translate-x-0.5'
            }`}
          />
        </span>
        <Plural
          value={count}
          one="Include the claim that costs more than it pays"
          other="Include the # claims that cost more than they pay"
        />
      </button>
    </section>
  );
}

/** Where the rule could not weigh claims against their fee, and so left nothing out there. */
export function WorthNotes({ prepared }: { prepared: PreparedClaimAll }) {
  const { prices, judgement } = prepared.worth;
  if (!prices.enabled) return null;
  const notes: { key: string; note: ReactNode }[] = [];
  if (prices.failure !== undefined) {
    const reason = prices.failure;
    notes.push({
      key: 'failure',
      note: <Trans>Dollar values unavailable: {reason}. Nothing is left out for costing more than it pays.</Trans>,
    });
  } else {
    for (const chainId of judgement.unjudgedChains) {
      const chain = chainName(chainId);
      const gas = nativeCurrencyOf(chainId).symbol;
      notes.push({
        key: `chain-${String(chainId)}`,
        note: (
          <Trans>
            The fee on {chain} has no price in dollars ({gas} has no price, or the gas price could not be read), so
            nothing there is left out for costing more than it pays.
          </Trans>
        ),
      });
    }
    if (judgement.unpricedTokens > 0) {
      notes.push({
        key: 'tokens',
        note: (
          <Plural
            value={judgement.unpricedTokens}
            one="# token has no price: its claims are kept, since their value cannot be compared with the fee."
            other="# tokens have no price: their claims are kept, since their value cannot be compared with the fee."
          />
        ),
      });
    }
  }
  if (notes.length === 0) return null;
  return (
    <div role="note" className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
      {notes.map(({ key, note }) => (
        <p key={key}>{note}</p>
      ))}
    </div>
  );
}
