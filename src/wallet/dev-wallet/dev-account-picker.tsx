import { useAccount } from 'wagmi';
import { Trans, useLingui } from '@lingui/react/macro';
import { shortenAddress } from '../../domain/address.ts';
import { DEV_ACCOUNT_COUNT, setDevAccountIndex, useDevAccountIndex } from './dev-account-store.ts';
import { devAccountAddress } from './development-wallet.ts';

const indexes = Array.from({ length: DEV_ACCOUNT_COUNT }, (_, index) => index);

/** Lets a person pick which fixture account the development wallet signs with. */
export default function DevAccountPicker() {
  const { t } = useLingui();
  const { connector } = useAccount();
  const selected = useDevAccountIndex();
  if (connector?.id !== 'developmentWallet') return null;
  return (
    // Never shrinks: where the header's row is too narrow, the wallet controls wrap to a row of
    // their own instead of squeezing or overlapping the navigation.
    <label
      className="flex shrink-0 items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300"
      title={t`The development wallet's fixture account (local mode only)`}
    >
      <span className="hidden sm:inline">
        <Trans>Dev account</Trans>
      </span>
      <select
        value={selected}
        onChange={(event) => {
          setDevAccountIndex(Number(event.target.value));
        }}
        className="h-8 rounded-md border border-amber-400 bg-amber-50 px-1 font-mono text-xs dark:border-amber-700 dark:bg-amber-950"
        aria-label={t`Development wallet account`}
        data-testid="dev-account-picker"
      >
        {indexes.map((index) => (
          <option key={index} value={index}>
            #{index} {shortenAddress(devAccountAddress(index))}
          </option>
        ))}
      </select>
    </label>
  );
}
