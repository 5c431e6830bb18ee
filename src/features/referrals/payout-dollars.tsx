import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { errorDetails } from '../../api/error-details.ts';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import { useQuery } from '@tanstack/react-query';
import { tokenPriceQueryOptions, useTokenPrices } from '../../api/prices/use-token-prices.ts';
import { coinId, type TokenRef } from '../../api/prices/price-coins.ts';
import { UnpricedNote, UsdFigure } from '../../components/usd-figure.tsx';
import { totalUsd, valueAtPrice } from '../../domain/usd-value.ts';

// The referral center's dollar values, a chunk of their own: the price client, its batcher and
// the exact dollar math load beside the rows, not before them (the screen's first load has no
// room left, scripts/size.ts). Each figure asks for its own token's price; the asks of one render
// share one request per chain (api/prices/price-batcher.ts) and one cached answer per token, so
// a referrer with hundreds of payouts costs as many price requests as she has reward chains.

/** An amount of a reward token on its reward chain, to be valued. */
export interface PayoutAmount {
  chainId: number;
  token: RewardToken;
  amount: bigint;
}

function refOf({ chainId, token }: Pick<PayoutAmount, 'chainId' | 'token'>): TokenRef {
  return { chainId, address: token.address };
}

/**
 * One payout's value at the current price: "$12.34", "—" without a price, "…" while asked. One
 * query observer per figure (not useTokenPrices' combined one): a page holds a few hundred.
 */
export function PayoutUsd({ chainId, token, amount }: PayoutAmount) {
  const { t } = useLingui();
  const price = useQuery(tokenPriceQueryOptions(refOf({ chainId, token })));
  // A failed source leaves the price unknown: a dash, the reason said once in the summary above.
  if (price.data === undefined && price.error !== null) {
    return (
      <span className="text-slate-500 dark:text-slate-400" title={t`Dollar value unavailable`}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t`Dollar value unavailable`}</span>
      </span>
    );
  }
  return <UsdFigure value={valueAtPrice(amount, token.decimals, price.data)} pricedAt={price.data?.at} />;
}

/**
 * What the payouts claimable now are worth together, in dollars: only dollar values are added,
 * a token without a price is left out and said so, and a failed source is said in words, never $0.
 */
export function ReadyToCollect({ payouts }: { payouts: readonly PayoutAmount[] }) {
  const tokens = useMemo(() => payouts.map(refOf), [payouts]);
  const prices = useTokenPrices(tokens);
  const total = totalUsd(
    payouts.map((payout) => ({
      token: coinId(refOf(payout)),
      value: valueAtPrice(payout.amount, payout.token.decimals, prices.priceOf(refOf(payout))),
    })),
  );
  const priced = payouts.some((payout) => prices.priceOf(refOf(payout)) != null);
  // The newest price says when the total was priced (all come in one answer per chain).
  const pricedAt = payouts.reduce<number | undefined>((latest, payout) => {
    const at = prices.priceOf(refOf(payout))?.at;
    return at === undefined || (latest !== undefined && latest >= at) ? latest : at;
  }, undefined);
  const reason = prices.error === null ? undefined : errorDetails(prices.error).message;
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="flex items-baseline gap-2">
        <span className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Ready to collect now</Trans>
        </span>
        {reason === undefined && (
          <UsdFigure
            className="text-xl font-semibold"
            // Pending until every price is in: a part-total would read as the whole.
            value={total.pending ? undefined : priced ? total.total : null}
            pricedAt={pricedAt}
          />
        )}
      </p>
      {reason === undefined ? (
        <UnpricedNote total={total} />
      ) : (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          <Trans>Dollar values unavailable: {reason}</Trans>
        </p>
      )}
    </div>
  );
}
