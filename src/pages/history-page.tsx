import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { usePageTitle } from '../components/page-title.ts';
import { HistoryView } from '../features/claims/history/history-view.tsx';

/** History (`/history`): every reward claim and referral payout a wallet received, on every reward chain. */
export default function HistoryPage() {
  usePageTitle(msg`History`);
  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>History</Trans>
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Every reward claim and referral payout a wallet received, on every reward chain, read from the manager
          contracts: what was paid, the fee of each transaction and who sent it.
        </Trans>
      </p>
      {/* Claims sent from this browser are not wired in yet: the history shows what the chains hold. */}
      <HistoryView />
    </section>
  );
}
