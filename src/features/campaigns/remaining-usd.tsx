import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import { useTokenPrices } from '../../api/prices/use-token-prices.ts';
import { UsdFigure } from '../../components/usd-figure.tsx';
import { valueAtPrice } from '../../domain/usd-value.ts';

// A campaign's rewards remaining in dollars, a chunk of its own (remaining-dollars.tsx loads it):
// the price client and the dollar math come after the cards, not in the list's first load. Each
// card asks for its own reward token; the cards drawn together share one request per chain and
// one cached answer per token (api/prices/), so a page of cards asks about its few distinct
// reward tokens, never about every campaign of the list.

export interface RemainingUsdProps {
  /** The reward chain, where the token is priced. */
  chainId: number;
  token: Pick<RewardToken, 'address' | 'decimals'>;
  /** Rewards remaining, in the token's base units. */
  amount: bigint;
  className?: string;
}

/** "$20,653.62" for the rewards left at the current price; "—" without a price, "…" while asked. */
export function RemainingUsd({ chainId, token, amount, className = '' }: RemainingUsdProps) {
  const { t } = useLingui();
  const tokens = useMemo(() => [{ chainId, address: token.address }], [chainId, token.address]);
  const prices = useTokenPrices(tokens);
  const price = prices.priceOf({ chainId, address: token.address });
  if (price === undefined && prices.error !== null) {
    // The source failed: a dash that says so on hover and to screen readers, never $0.
    return (
      <span className={`text-slate-500 dark:text-slate-400 ${className}`} title={t`Dollar value unavailable`}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t`Dollar value unavailable`}</span>
      </span>
    );
  }
  return <UsdFigure value={valueAtPrice(amount, token.decimals, price)} pricedAt={price?.at} className={className} />;
}
