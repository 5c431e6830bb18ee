import { useLingui } from '@lingui/react/macro';
import { UsdFigure } from '../../../components/usd-figure.tsx';
import type { HistoryRow } from './history-rows.ts';
import type { HistoryValue, NoPriceReason } from './history-values.ts';

/** Why a row has no dollar value, in the reader's language, for the hover and screen readers. */
function useNoPriceWords(): (reason: NoPriceReason, row: HistoryRow) => string {
  const { t } = useLingui();
  return (reason, row) => {
    if (reason.why === 'token-unknown') return t`No dollar value: the campaign’s token is not known.`;
    if (reason.why === 'failed') {
      const message = reason.message;
      return t`No dollar value: the price source did not answer (${message}).`;
    }
    const symbol = row.token?.symbol ?? '';
    return t`No dollar value: the price source has no price for ${symbol} at the time of this claim.`;
  };
}

/** The row's value at its block's time, its price's time on hover; "—" with the reason without one. */
export function ValueThen({ value, row }: { value: HistoryValue; row: HistoryRow }) {
  const noPriceWords = useNoPriceWords();
  if (value.state === 'asking') return <UsdFigure value={undefined} />;
  if (value.state === 'none') return <UsdFigure value={null} unpricedReason={noPriceWords(value.reason, row)} />;
  return <UsdFigure value={value.value} pricedAt={value.price.at} />;
}
