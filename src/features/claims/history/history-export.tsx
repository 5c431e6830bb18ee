import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { historicalPriceKey, type HistoricalPriceRequest } from '../../../api/prices/price-coins.ts';
import { historicalPriceQueryOptions, pricesEnabled } from '../../../api/prices/use-token-prices.ts';
import { Button } from '../../../components/button.tsx';
import { saveCsvFile } from '../../../components/save-file.ts';
import { chainName } from '../../../config/chains.ts';
import type { UsdPrice } from '../../../domain/usd-value.ts';
import {
  csvLayoutHasValues,
  historyCsv,
  historyCsvFilename,
  type HistoryCsvLayout,
  type HistoryCsvPricing,
} from './history-csv.ts';
import type { HistoryRow } from './history-rows.ts';
import { historyPriceRequest, historyValueOf } from './history-values.ts';

type ExportStatus =
  | { state: 'idle' }
  | { state: 'asking'; count: number }
  /** The file was made, but `rows` rows have no value because the source failed (`reason`). */
  | { state: 'partly-priced'; rows: number; reason: string }
  | { state: 'failed' };

/**
 * Asks the price of every row at its time (the screen asked only for the page in view). Each
 * price is a query of its own, so those already on screen are not asked again, and the batcher
 * sends the rest in one request per chain (per 80 prices). A price that failed is kept as the
 * failure, so the file says "no price" with the reason rather than losing the export.
 */
async function pricingOf(
  rows: readonly HistoryRow[],
  fetchPrice: (request: HistoricalPriceRequest) => Promise<UsdPrice | null>,
): Promise<HistoryCsvPricing> {
  const requests = new Map<string, HistoricalPriceRequest>();
  for (const row of rows) {
    const request = historyPriceRequest(row);
    if (request !== undefined) requests.set(historicalPriceKey(request), request);
  }
  const answers = new Map<string, { price: UsdPrice | null | undefined; error: Error | null }>();
  await Promise.all(
    [...requests].map(async ([key, request]) => {
      try {
        answers.set(key, { price: await fetchPrice(request), error: null });
      } catch (error) {
        answers.set(key, { price: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      }
    }),
  );
  return {
    source: 'configured',
    valueOf: (row) => {
      const request = historyPriceRequest(row);
      const answer = request === undefined ? undefined : answers.get(historicalPriceKey(request));
      return historyValueOf(row, answer?.price, answer?.error ?? null);
    },
  };
}

/** The export's control and what it says: the button goes in the toolbar, the notes below it. */
export interface HistoryCsvExport {
  status: ExportStatus;
  download: () => void;
}

/**
 * "Download CSV" of every shown row (`rows`, on every page), with its dollar value at its time
 * where the layout has room for it.
 */
export function useHistoryCsvExport(
  rows: readonly HistoryRow[],
  layout: HistoryCsvLayout,
  address: string,
): HistoryCsvExport {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ExportStatus>({ state: 'idle' });
  const withValues = pricesEnabled && csvLayoutHasValues(layout);

  const download = async () => {
    let pricing: HistoryCsvPricing = { source: 'none' };
    if (withValues) {
      setStatus({ state: 'asking', count: rows.length });
      pricing = await pricingOf(rows, (request) => queryClient.query(historicalPriceQueryOptions(request)));
    }
    const failures = pricing.source === 'none' ? [] : rows.map(pricing.valueOf).filter(isFailure);
    try {
      saveCsvFile(historyCsv(rows, layout, chainName, pricing), historyCsvFilename(address, layout, new Date()));
      const [first] = failures;
      setStatus(
        first === undefined
          ? { state: 'idle' }
          : { state: 'partly-priced', rows: failures.length, reason: first.reason.message },
      );
    } catch (error) {
      console.error('CSV download failed', error);
      setStatus({ state: 'failed' });
    }
  };
  return {
    status,
    download: () => {
      void download();
    },
  };
}

/** The toolbar's "Download CSV", busy while the prices of every row are asked. */
export function HistoryCsvButton({ csvExport }: { csvExport: HistoryCsvExport }) {
  return (
    <Button variant="secondary" loading={csvExport.status.state === 'asking'} onClick={csvExport.download}>
      <Trans>Download CSV</Trans>
    </Button>
  );
}

/** Below the toolbar: what the export is doing or what went wrong, and what CoinTracker's layout leaves out. */
export function HistoryCsvNotes({ csvExport, layout }: { csvExport: HistoryCsvExport; layout: HistoryCsvLayout }) {
  const { status } = csvExport;
  const coinTracker = pricesEnabled && !csvLayoutHasValues(layout);
  // Rendered only with something to say, so the screen keeps its spacing; a message appearing in
  // a status (or alert) region is read out as it appears.
  if (status.state === 'idle' && !coinTracker) return null;
  return (
    <div className="flex flex-col gap-1 text-sm break-words">
      {status.state !== 'idle' && (
        <p role={status.state === 'failed' ? 'alert' : 'status'}>
          <ExportMessage status={status} />
        </p>
      )}
      {coinTracker && (
        <p className="text-slate-600 dark:text-slate-400">
          <Trans>
            CoinTracker’s format has no column for a dollar value: CoinTracker values each receipt itself. The other
            layouts give the value at the time of each claim.
          </Trans>
        </p>
      )}
    </div>
  );
}

/** What the export is doing, or what went wrong, in words. */
function ExportMessage({ status }: { status: ExportStatus }) {
  const { t } = useLingui();
  if (status.state === 'asking') {
    const count = status.count;
    return t`Asking the price source for the value of ${plural(count, { one: '# row', other: '# rows' })} at the time of each claim…`;
  }
  if (status.state === 'partly-priced') {
    const rows = status.rows;
    const reason = status.reason;
    return (
      <span className="text-amber-800 dark:text-amber-200">
        {t`${plural(rows, {
          one: '# row has no dollar value',
          other: '# rows have no dollar value',
        })}: the price source did not answer (${reason}). The file says “no price” there.`}
      </span>
    );
  }
  if (status.state === 'failed') {
    return (
      <span className="text-red-700 dark:text-red-300">
        <Trans>The file could not be made in this browser.</Trans>
      </span>
    );
  }
  return null;
}

function isFailure(
  value: ReturnType<typeof historyValueOf>,
): value is { state: 'none'; reason: { why: 'failed'; message: string } } {
  return value.state === 'none' && value.reason.why === 'failed';
}
