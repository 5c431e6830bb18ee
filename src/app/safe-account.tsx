import { Trans, useLingui } from '@lingui/react/macro';
import { ChainIcon } from '../components/chain-icon.tsx';
import { chainName } from '../config/chains.ts';
import { shortenAddress } from '../domain/address.ts';
import type { SafeContext } from '../wallet/safe/safe-session.ts';

/** The wallet product's name (Safe{Wallet}): a name, never translated. */
const SAFE_NAME = 'Safe';

/**
 * Inside Safe{Wallet} the account is the Safe, chosen there: no modal, no disconnect, no chain
 * switch, only what the app acts as.
 */
export default function SafeAccount({ safe }: { safe: SafeContext }) {
  const { t } = useLingui();
  const chain = chainName(safe.chainId);
  const reportedAddress = safe.reportedAddress;
  const address = safe.address;
  return (
    <p
      title={t`${reportedAddress} on ${chain}`}
      aria-label={t({
        comment: 'Safe is the name of the wallet product (Safe{Wallet}).',
        message: `Safe ${address} on ${chain}`,
      })}
      className="flex items-center gap-2 rounded-xl border border-slate-300 bg-surface px-3 py-2 text-sm font-semibold whitespace-nowrap dark:border-slate-700"
    >
      <ChainIcon chainId={safe.chainId} size={16} />
      <span className="rounded bg-emerald-100 px-1.5 text-xs text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
        {SAFE_NAME}
      </span>
      <span className="font-mono">{shortenAddress(safe.address)}</span>
      <span className="sr-only">
        <Trans>on {chain}</Trans>
      </span>
    </p>
  );
}
