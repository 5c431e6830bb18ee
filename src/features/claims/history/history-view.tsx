import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCampaignNames } from '../../../api/campaign-directory.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Button } from '../../../components/button.tsx';
import { ViewAsForm } from '../../../components/view-as-form.tsx';
import { chainName } from '../../../config/chains.ts';
import type { HistoryEntry } from '../../../contracts/reads/history-types.ts';
import { formatCampaignId, type CampaignId } from '../../../domain/campaign-id.ts';
import { campaignFallbackName, type CampaignDisplayName } from '../../../domain/campaign-name.ts';
import { useViewAsAddress } from '../../../wallet/use-view-as-address.ts';
import { useSentEntries } from '../../../wallet/sent-transactions.ts';
import { useWalletLayer, useWalletSession } from '../../../wallet/wallet-session.ts';
import { HISTORY_CSV_LAYOUTS, type HistoryCsvLayout } from './history-csv.ts';
import { HistoryCsvButton, HistoryCsvNotes, useHistoryCsvExport } from './history-export.tsx';
import {
  applyHistoryView,
  historyRows,
  readHistoryView,
  stillPending,
  summarizeHistory,
  tokensOf,
  writeHistoryView,
  type HistoryToken,
  type HistoryView as HistoryFilters,
  pendingHistoryRows,
} from './history-rows.ts';
import {
  HistoryRows,
  HistorySkeleton,
  HistorySummaryPanel,
  PendingRows,
  rowsOfPage,
  useHistoryPage,
} from './history-table.tsx';
import { useHistoryTokens } from './use-history-tokens.ts';
import { useValuesInView } from './use-history-values.ts';
import { historyChains, useWalletHistory, type ChainHistoryState } from './use-wallet-history.ts';

/** The same "view as" parameter as the Rewards screen, so a link can switch between the two. */
const VIEW_AS_PARAM = 'address';

const controlClass =
  'block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950 dark:[color-scheme:dark]';

/**
 * Every reward claim and referral payout a wallet received, on every reward chain: a summary per
 * token, filters kept in the URL, the rows newest first, and a CSV export in three layouts. Shows
 * the connected wallet, or any address typed into "view as" (`?address=`), read-only.
 */
export function HistoryView() {
  const { t } = useLingui();
  const { openConnectModal } = useWalletLayer();
  const { address, own, missing, formProps } = useViewAsAddress(VIEW_AS_PARAM);
  const wallet = useWalletSession();
  return (
    <div className="mt-6 flex flex-col gap-5">
      <ViewAsForm {...formProps} />
      {address === undefined ? (
        missing === 'invalid-view-as' ? (
          <p className="text-sm">
            <Trans>Correct the address above to see its claims and payouts.</Trans>
          </p>
        ) : missing === 'connect' ? (
          <EmptyState
            title={t`Connect a wallet to see your history`}
            actions={
              <button
                type="button"
                onClick={openConnectModal}
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-500"
              >
                <Trans>Connect a wallet</Trans>
              </button>
            }
          >
            <Trans>Or enter any address above to see the claims and payouts it received (read-only).</Trans>
          </EmptyState>
        ) : (
          <p className="text-sm">
            <Trans>Loading your wallet…</Trans>
          </p>
        )
      ) : (
        <>
          <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
            {own || wallet.address?.toLowerCase() === address.toLowerCase()
              ? t`Your connected wallet ${address}.`
              : t`Viewing ${address} (read-only).`}
          </p>
          <AddressHistory key={address} address={address} />
        </>
      )}
    </div>
  );
}

function ChainFailures({ chains }: { chains: readonly ChainHistoryState[] }) {
  const { t } = useLingui();
  return (
    <>
      {chains.map((chain) => {
        const name = chainName(chain.chainId);
        const reason = chain.error?.message.split('\n')[0] ?? '';
        const refreshReason = chain.refreshError;
        return chain.error !== null ? (
          <ErrorState
            key={chain.chainId}
            title={t`The history on ${name} could not be read`}
            message={t`${name} did not answer (${reason}). Claims and payouts on the other chains are shown.`}
            onRetry={chain.retry}
            retrying={chain.retrying}
          />
        ) : chain.refreshFailed ? (
          // Inline rather than components/refresh-failed-notice.tsx: sharing that one module with a
          // third screen moved it into the bundle every data screen loads first (scripts/size.ts).
          <div
            key={chain.chainId}
            role="alert"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm dark:border-amber-800 dark:bg-amber-950/40"
          >
            <p className="min-w-0 flex-1 break-words">
              {t`New blocks on ${name} could not be read (${refreshReason}). Showing what was read before.`}
            </p>
            <Button variant="secondary" onClick={chain.retry} loading={chain.retrying} loadingText={t`Retrying…`}>
              <Trans>Retry</Trans>
            </Button>
          </div>
        ) : null;
      })}
    </>
  );
}

function AddressHistory({ address }: { address: `0x${string}` }) {
  const { t } = useLingui();
  // Sends from this browser show at once, before the chain's logs are read again.
  const sent = useSentEntries(address);
  const pending = useMemo(() => pendingHistoryRows(sent), [sent]);
  const uid = useId();
  const [params, setParams] = useSearchParams();
  const { view, problems } = readHistoryView(params);
  const setView = (patch: Partial<HistoryFilters>) => {
    setParams((current) => writeHistoryView(current, { ...view, ...patch }), { replace: true });
  };
  const [layout, setLayout] = useState<HistoryCsvLayout>('full');
  const chains = useWalletHistory(address);
  const entries: HistoryEntry[] = chains.flatMap((chain) => chain.history?.entries ?? []);
  const waiting = stillPending(pending, entries);

  // Every row's token comes from the wallet's reward and referral lists, a few requests whatever
  // the history's length, so the summary, the token filter and the CSV's amounts need nothing
  // more; campaigns are named by id only for the rows on this page (and those still pending), as
  // the Rewards screen names the rows in view.
  const listed = useHistoryTokens(address);
  const viewKey = [view.chainId, view.token, view.from, view.to].join('|');
  const tokenOnly = (id: CampaignId) => listed.tokens.get(formatCampaignId(id));
  const unnamed = applyHistoryView(
    historyRows(entries, (id) => {
      const token = tokenOnly(id);
      return { token, name: campaignFallbackName(id, token?.symbol ?? t`Unknown token`) };
    }),
    view,
  );
  const page = useHistoryPage(unnamed.length, viewKey);
  const inView: CampaignId[] = [
    ...rowsOfPage(unnamed, page).map((row) => row.campaign),
    ...waiting.map((row) => row.campaign),
  ];
  const directory = useCampaignNames(inView);
  const known = (id: CampaignId): { token: HistoryToken | undefined; name: CampaignDisplayName } => {
    const campaign = directory.campaigns.get(formatCampaignId(id));
    const token = tokenOnly(id) ?? campaign?.rewardToken;
    const symbol = token?.symbol ?? t`Unknown token`;
    return { token, name: campaign === undefined ? campaignFallbackName(id, symbol) : directory.nameOf(id, symbol) };
  };
  const settled = !directory.pending && !listed.pending;
  const rows = historyRows(entries, known);
  const shown = applyHistoryView(rows, view);
  const summary = summarizeHistory(shown);
  const reading = chains.some((chain) => chain.pending);
  const allFailed = chains.length > 0 && chains.every((chain) => chain.error !== null);
  const offeredChains = historyChains();
  const tokens = tokensOf(rows);
  const values = useValuesInView(rowsOfPage(shown, page), settled);
  const csvExport = useHistoryCsvExport(shown, layout, address);

  return (
    <>
      <ChainFailures chains={chains} />
      {problems.length > 0 && (
        <ul role="status" className="list-disc pl-5 text-sm text-amber-800 dark:text-amber-200">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <PendingRows
        rows={waiting}
        nameOf={(row) =>
          settled || directory.campaigns.has(formatCampaignId(row.campaign)) ? known(row.campaign).name : undefined
        }
        tokenOf={(row) => known(row.campaign).token}
      />
      {chains.length === 0 ? (
        // "No claims yet" would say the chains were read and held none.
        <EmptyState title={t`History cannot be read here`}>
          <Trans>
            This site names no manager contract on any reward chain, so it has no chain to read claims and payouts from.
          </Trans>
        </EmptyState>
      ) : reading && entries.length === 0 ? (
        <HistorySkeleton />
      ) : allFailed ? null : rows.length === 0 && waiting.length === 0 ? (
        <EmptyState title={t`No claims or payouts yet`}>
          <Trans>
            Claims of rewards and referral payouts this address received show here once they are mined, on every reward
            chain.
          </Trans>
        </EmptyState>
      ) : (
        <>
          <HistorySummaryPanel summary={summary} />
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${uid}-chain`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
                <Trans>Reward chain</Trans>
              </label>
              <select
                id={`${uid}-chain`}
                value={view.chainId === undefined ? '' : String(view.chainId)}
                onChange={(event) => {
                  setView({ chainId: event.target.value === '' ? undefined : Number(event.target.value) });
                }}
                className={controlClass}
              >
                <option value="">{t`All chains`}</option>
                {offeredChains.map((chainId) => (
                  <option key={chainId} value={chainId}>
                    {chainName(chainId)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${uid}-token`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
                <Trans>Token</Trans>
              </label>
              <select
                id={`${uid}-token`}
                value={view.token ?? ''}
                onChange={(event) => {
                  setView({ token: event.target.value === '' ? undefined : event.target.value });
                }}
                className={controlClass}
              >
                <option value="">{t`All tokens`}</option>
                {tokens.map(({ key, chainId, token }) => {
                  const chain = chainName(chainId);
                  const symbol = token.symbol;
                  return (
                    <option key={key} value={key}>
                      {t`${symbol} on ${chain}`}
                    </option>
                  );
                })}
              </select>
            </div>
            <div>
              <label htmlFor={`${uid}-from`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
                <Trans>From (UTC)</Trans>
              </label>
              <input
                id={`${uid}-from`}
                type="date"
                value={view.from ?? ''}
                max={view.to}
                onChange={(event) => {
                  setView({ from: event.target.value === '' ? undefined : event.target.value });
                }}
                className={controlClass}
              />
            </div>
            <div>
              <label htmlFor={`${uid}-to`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
                <Trans>To (UTC)</Trans>
              </label>
              <input
                id={`${uid}-to`}
                type="date"
                value={view.to ?? ''}
                min={view.from}
                onChange={(event) => {
                  setView({ to: event.target.value === '' ? undefined : event.target.value });
                }}
                className={controlClass}
              />
            </div>
            <div className="ml-auto flex flex-wrap items-end gap-2">
              <div>
                <label
                  htmlFor={`${uid}-layout`}
                  className="block text-xs font-medium text-slate-600 dark:text-slate-400"
                >
                  <Trans>CSV layout</Trans>
                </label>
                <select
                  id={`${uid}-layout`}
                  value={layout}
                  onChange={(event) => {
                    setLayout(HISTORY_CSV_LAYOUTS.find((candidate) => candidate === event.target.value) ?? 'full');
                  }}
                  className={controlClass}
                >
                  <option value="full">{t`Every field`}</option>
                  <option value="koinly">{t`Koinly (universal format)`}</option>
                  <option value="cointracker">{t`CoinTracker`}</option>
                </select>
              </div>
              <HistoryCsvButton csvExport={csvExport} />
            </div>
          </div>
          <HistoryCsvNotes csvExport={csvExport} layout={layout} />
          {values.failure !== undefined && <PricesFailed reason={values.failure} />}
          {shown.length === 0 ? (
            <p className="text-sm">
              <Trans>No claim or payout matches these filters.</Trans>
            </p>
          ) : (
            <HistoryRows rows={shown} settled={settled} page={page} valueOf={values.valueOf} />
          )}
        </>
      )}
    </>
  );
}

/** The price source failed: said in words, never shown as $0. */
function PricesFailed({ reason }: { reason: string }) {
  const { t } = useLingui();
  return (
    <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
      {t`Dollar values unavailable: ${reason}`}
    </p>
  );
}
