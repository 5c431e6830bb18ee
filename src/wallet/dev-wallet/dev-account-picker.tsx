import { useAccount } from 'wagmi';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEV_ACCOUNT_COUNT, setDevAccountIndex, useDevAccountIndex } from './dev-account-store.ts';
import { devAccountLabel } from './dev-account-names.ts';

const indexes = Array.from({ length: DEV_ACCOUNT_COUNT }, (_, index) => index);

/**
 * Lets a person pick which fixture account the development wallet signs with, each named as the
 * fixtures and the README name it ("alice · #2"); the header's account button shows the address.
 */
export default function DevAccountPicker() {
  const { t, i18n } = useLingui();
  const { connector } = useAccount();
  const selected = useDevAccountIndex();
  if (connector?.id !== 'developmentWallet') return null;
  return (
    <label
      className="flex items-center justify-between gap-3 text-sm font-medium"
      title={t`The development wallet's fixture account (local mode only)`}
    >
      <span>
        <Trans>Development account</Trans>
      </span>
      <select
        value={selected}
        onChange={(event) => {
          setDevAccountIndex(Number(event.target.value));
        }}
        className="h-10 w-40 rounded-lg border border-amber-400 bg-amber-50 px-2 text-sm dark:border-amber-700 dark:bg-amber-950"
        data-testid="dev-account-picker"
      >
        {indexes.map((index) => (
          <option key={index} value={index}>
            {devAccountLabel(index, (descriptor) => i18n._(descriptor))}
          </option>
        ))}
      </select>
    </label>
  );
}
