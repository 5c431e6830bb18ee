import { ChainIcon } from '../components/chain-icon.tsx';
import { chainName } from '../config/chains.ts';
import { shortenAddress } from '../domain/address.ts';
import type { SafeContext } from '../wallet/safe/safe-session.ts';

/**
 * Inside Safe{Wallet} the account is the Safe, chosen there: no modal, no disconnect, no chain
 * switch, only what the app acts as.
 */
export default function SafeAccount({ safe }: { safe: SafeContext }) {
  const chain = chainName(safe.chainId);
  return (
    <p
      title={`${safe.reportedAddress} on ${chain}`}
      aria-label={`Safe ${safe.address} on ${chain}`}
      className="flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-semibold whitespace-nowrap dark:border-slate-700 dark:bg-slate-900"
    >
      <ChainIcon chainId={safe.chainId} size={16} />
      <span className="rounded bg-emerald-100 px-1.5 text-xs text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
        Safe
      </span>
      <span className="font-mono">{shortenAddress(safe.address)}</span>
      <span className="sr-only">on {chain}</span>
    </p>
  );
}
