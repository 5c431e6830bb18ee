// Service text on screen: one line, cut with an ellipsis where it would not fit, the whole value
// kept in the DOM (so selecting and copying takes all of it) and in the tooltip.

import { Trans, useLingui } from '@lingui/react/macro';

interface DisplayTextProps {
  text: string;
  /**
   * Tailwind max-width of the text, written in full so Tailwind sees it; the default caps it at
   * 12rem and at its container's width, whichever is less.
   */
  maxWidthClass?: string;
  className?: string;
}

/** A service string capped for display: truncated with an ellipsis, full value on hover and copy. */
export function DisplayText({ text, maxWidthClass = 'max-w-[min(100%,12rem)]', className = '' }: DisplayTextProps) {
  return (
    <span title={text} className={`inline-block ${maxWidthClass} truncate align-bottom ${className}`}>
      {text}
    </span>
  );
}

/** Says that a symbol was altered at decode (control or bidi characters removed), in words. */
function AlteredSymbolBadge() {
  const { t } = useLingui();
  const explanation = t`The service sent this symbol with hidden or direction-changing characters, which were removed. It may be imitating another token: check the token address.`;
  return (
    <span
      title={explanation}
      className="ml-1 inline-flex items-center rounded-full bg-amber-50 px-1.5 py-0.5 align-middle text-xs font-medium whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-700"
    >
      <span aria-hidden="true">
        <Trans>⚠ altered</Trans>
      </span>
      <span className="sr-only">
        <Trans>Altered symbol. {explanation}</Trans>
      </span>
    </span>
  );
}

interface TokenSymbolProps {
  /** A decoded token: `symbolAltered` is set when the decoder removed characters from the symbol. */
  token: { symbol: string; symbolAltered?: boolean | undefined };
  maxWidthClass?: string;
  className?: string;
}

/** A token's symbol as shown everywhere: capped, with the "altered" warning when it applies. */
export function TokenSymbol({ token, maxWidthClass = 'max-w-[min(100%,8rem)]', className }: TokenSymbolProps) {
  return (
    <>
      <DisplayText text={token.symbol} maxWidthClass={maxWidthClass} className={className} />
      {token.symbolAltered === true && <AlteredSymbolBadge />}
    </>
  );
}
