import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';
import { parseAddress, shortenAddress, type Address } from '../domain/address.ts';
import { addressFormatHint } from '../domain/format-hints.ts';

export interface ViewAsFormProps {
  /** What the URL's `viewAs` holds now, valid or not. */
  initial: string;
  /** Whether `initial` was rejected, so the message shows before anyone types. */
  initialInvalid: boolean;
  /** Whether a wallet is connected: clearing then goes back to it; else it just stops viewing. */
  walletConnected: boolean;
  onView: (address: Address) => void;
  onClear: (() => void) | undefined;
}

/** What is wrong with the address, kept as a kind so the message follows a change of language. */
type AddressError = 'link' | 'empty' | 'invalid';

/** The start of every address, shown as the box's example: not a word. */
const ADDRESS_PLACEHOLDER = '0x…';

const linkError = (invalid: boolean): AddressError | undefined => (invalid ? 'link' : undefined);

/**
 * A read-only "view as" address box: validated before anything is asked of the service. It stays
 * mounted (keeping focus) when its own submit changes the URL, and takes the URL's value when the
 * URL changes otherwise (Back, Forward).
 */
export function ViewAsForm({ initial, initialInvalid, walletConnected, onView, onClear }: ViewAsFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<AddressError | undefined>(linkError(initialInvalid));
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setText(initial);
    setError(linkError(initialInvalid));
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const uid = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = parseAddress(text);
    if (address === null) {
      setError(text.trim() === '' ? 'empty' : 'invalid');
      return;
    }
    setError(undefined);
    onView(address);
  };
  const hint = addressFormatHint();
  // Says where clearing leads: back to the connected wallet, or (with none) away from the address.
  const viewed = parseAddress(initial);
  const viewedShort = viewed === null ? undefined : shortenAddress(viewed);
  const clearLabel = walletConnected ? (
    <Trans>Back to my wallet</Trans>
  ) : viewedShort === undefined ? (
    <Trans>Clear the address</Trans>
  ) : (
    <Trans>Stop viewing as {viewedShort}</Trans>
  );
  const errorText = {
    link: t`The address in the link is not an address. ${hint}`,
    empty: t`Enter an address to view.`,
    invalid: t`That is not an address. ${hint}`,
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${uid}-address`} className="block text-sm font-medium">
        <Trans>View as address (read-only)</Trans>
      </label>
      {/* The label over the whole row: beside the box or wrapped under it, the buttons start where
          the box starts, and an error under the box leaves them put. */}
      <div className="mt-1 flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <input
            ref={inputRef}
            id={`${uid}-address`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
            placeholder={ADDRESS_PLACEHOLDER}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : `${uid}-error`}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950"
          />
          {/* Under its field, not under the buttons, so the message sits with what it is about. */}
          {error !== undefined && (
            <p id={`${uid}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {errorText[error]}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="md">
            <Trans>View</Trans>
          </Button>
          {onClear !== undefined && (
            <Button
              variant="secondary"
              size="md"
              // "Stop viewing as 0x…" in a long language is wider than a phone: it wraps rather than
              // pushing the page sideways.
              className="max-w-full text-left whitespace-normal!"
              onClick={() => {
                setText('');
                setError(undefined);
                onClear();
                // This button goes once the view is cleared; keep the keyboard in the form.
                inputRef.current?.focus();
              }}
            >
              {clearLabel}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
