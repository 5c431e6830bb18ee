import { Trans } from '@lingui/react/macro';

/** The panel's one line while the wallet, or the code that reads it, is on its way. */
export function WalletLoadingNote() {
  return (
    <p className="mt-4 text-sm">
      <Trans>Loading your wallet…</Trans>
    </p>
  );
}
