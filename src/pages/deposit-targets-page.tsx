import { Trans } from '@lingui/react/macro';
import { DepositTargetList, DepositWarning } from '../features/deposit-targets/deposit-target-list.tsx';
import { msg } from '@lingui/core/macro';
import { usePageTitle } from '../components/page-title.ts';

/** Deposit targets (`/deposit-targets`): every target that accepts deposits through the forwarder. */
export default function DepositTargetsPage() {
  usePageTitle(msg`Deposit targets`);
  return (
    <section>
      <h1 className="text-2xl font-bold">
        <Trans>Deposit targets</Trans>
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Vaults and pools that accept deposits through the forwarder contract. Some campaigns count only deposits made
          this way; each target links to the campaigns that reward it.
        </Trans>
      </p>
      <DepositWarning />
      <DepositTargetList />
    </section>
  );
}
