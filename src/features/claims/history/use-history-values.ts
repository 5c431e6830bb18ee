import { useMemo } from 'react';
import { historicalPriceKey } from '../../../api/prices/price-coins.ts';
import { useHistoricalPrices } from '../../../api/prices/use-token-prices.ts';
import type { HistoryRow } from './history-rows.ts';
import { historyPriceRequest, historyValueOf, type HistoryValue } from './history-values.ts';

/**
 * The dollar value of each row of the page in view at its block's time: one price per token and
 * moment, asked in one request per chain, and only for these rows (the CSV asks for the rest when
 * it is made). Nothing at all when the build has no price source.
 */
export function useValuesInView(
  inView: readonly HistoryRow[],
  settled: boolean,
): { valueOf: ((row: HistoryRow) => HistoryValue) | undefined; failure: string | undefined } {
  const requests = inView.flatMap((row) => historyPriceRequest(row) ?? []);
  // The rows are rebuilt on each render; the asks change only when the page's prices do.
  const askedKey = requests.map(historicalPriceKey).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by what is asked, not by the array's identity
  const asked = useMemo(() => requests, [askedKey]);
  const prices = useHistoricalPrices(asked);
  if (!prices.enabled) return { valueOf: undefined, failure: undefined };
  return {
    valueOf: (row) => {
      // A token not known yet is still being read, not missing.
      if (row.token === undefined && !settled) return { state: 'asking' };
      const request = historyPriceRequest(row);
      return historyValueOf(row, request === undefined ? undefined : prices.priceAt(request), prices.error);
    },
    failure: prices.error?.message.split('\n')[0],
  };
}
