import { Trans } from '@lingui/react/macro';
import { shortenAddress } from '../domain/address.ts';

interface ExplorerLinkProps {
  /** The chain's block explorer base URL (config/chains.ts `explorerUrl`); none for local chains. */
  explorer: string | undefined;
  kind: 'address' | 'tx';
  value: string;
  /** Show the whole value (it wraps) instead of 0x1234…abcd. */
  full?: boolean;
}

/**
 * An address or transaction hash, linked to the chain's block explorer when the chain has one
 * (local chains do not: then it is plain text, with the whole value in its title).
 */
export function ExplorerLink({ explorer: base, kind, value, full = false }: ExplorerLinkProps) {
  const text = full ? value : shortenAddress(value, kind === 'tx' ? 6 : 4);
  const className = `font-mono ${full ? 'break-all' : 'whitespace-nowrap'}`;
  if (base === undefined) {
    return (
      <span className={className} title={value}>
        {text}
      </span>
    );
  }
  return (
    <a
      href={`${base}/${kind}/${value}`}
      target="_blank"
      rel="noreferrer"
      title={value}
      className={`${className} text-brand-700 underline underline-offset-2 dark:text-brand-300`}
    >
      {text}
      {/* The visible text starts the accessible name, so speech users can say what they see. */}
      <span className="sr-only">
        {' '}
        <Trans>on the block explorer (opens in a new tab)</Trans>
      </span>
    </a>
  );
}
