import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExplorerLink } from './explorer-link.tsx';

interface AddressLinkProps {
  /** The address (or, with kind "tx", the transaction hash) to show. */
  address: string;
  /**
   * The chain's block explorer base URL: `explorerUrl(chainId)` from config/chains.ts. Components
   * may not read config (the layer rule in eslint.config.js), so the caller looks it up; local
   * chains have none and the value is then plain text, still copyable.
   */
  explorer: string | undefined;
  /** What the value is ("Manager contract", "Transaction"), shown before it; also names the copy button. */
  label?: string;
  /** Keep the label for screen readers only, where the screen already says it (a table's header). */
  hideLabel?: boolean;
  kind?: 'address' | 'tx';
  /** Show the whole value (it wraps) instead of 0x1234…abcd. */
  full?: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * An address or transaction hash a user can check and keep: linked to the block explorer when the
 * chain has one, with a copy button always, since a local chain's hash has nowhere to link to and
 * users paste addresses into other tools to verify them.
 */
export function AddressLink({
  address,
  explorer,
  label,
  hideLabel = false,
  kind = 'address',
  full = false,
}: AddressLinkProps) {
  const { t } = useLingui();
  const [copy, setCopy] = useState<CopyState>('idle');
  const name = label ?? (kind === 'tx' ? t`transaction hash` : t`address`);

  const onCopy = () => {
    // The clipboard API is missing on plain-http origins other than localhost: say so, do not throw.
    if (typeof navigator.clipboard === 'undefined') {
      setCopy('failed');
      return;
    }
    navigator.clipboard.writeText(address).then(
      () => {
        setCopy('copied');
      },
      (error: unknown) => {
        console.warn('Clipboard write failed', error);
        setCopy('failed');
      },
    );
  };

  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-x-1.5 align-baseline">
      {label === undefined ? null : (
        <span className={hideLabel ? 'sr-only' : 'text-slate-600 dark:text-slate-400'}>{label}</span>
      )}
      <ExplorerLink explorer={explorer} kind={kind} value={address} full={full} />
      <button
        type="button"
        onClick={onCopy}
        aria-label={t`Copy ${name}`}
        className="rounded px-1 text-xs font-semibold text-slate-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400"
      >
        <Trans>Copy</Trans>
      </button>
      <span role="status" className="text-xs text-slate-600 dark:text-slate-400">
        {copy === 'copied' ? t`Copied` : copy === 'failed' ? t`Could not copy; select the text and copy it` : ''}
      </span>
    </span>
  );
}
