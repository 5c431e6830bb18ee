import { buttonClasses } from '../../components/button.tsx';
import { controlClass } from '../../components/control-class.ts';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useReferralUsername } from '../../api/endpoints/get-referral-username.ts';
import type { Address } from '../../domain/address.ts';
import { useSearchParams } from 'react-router-dom';
import { readPendingReferral, REF_PARAM } from './referral-link.ts';
import { parseReferralUsername, USERNAME_FORMAT_HINT } from '../../domain/referral-username.ts';
import { usernameHint } from './username-hint.ts';
import { useBindReferrer, type BindAuthorization, type BindStatus } from './use-bind-referrer.ts';
import { ALREADY_BOUND_MESSAGE } from './bind-errors.ts';
import { rememberBind } from './bind-memory.ts';
import { serviceNow } from './bind-clock.ts';

const inputClass = `mt-1 ${controlClass}`;
const primaryButton = buttonClasses({ size: 'md' });

function statusText(status: BindStatus, username: string): string {
  switch (status.step) {
    case 'idle':
      return '';
    case 'resolving':
      return `Looking up @${username}…`;
    case 'sign-in-wallet':
      return `Sign the bind to ${status.referrer} in your wallet…`;
    case 'binding':
      return 'Binding…';
    case 'bound':
      return status.created
        ? `Bound: @${username} (${status.referrer}) is your referrer, for good.`
        : `Already bound to @${username} (${status.referrer}); nothing changed.`;
    case 'failed':
      return status.message;
  }
}

function ownLinkMessage(username: string): string {
  return `@${username} is your own username: it credits this wallet, and a wallet cannot bind to itself.`;
}

/** The bind form of a connected wallet: its code (wagmi signing, the bind clock) loads with it. */
export default function BindForm({ referee }: { referee: Address }) {
  const uid = useId();
  const [params] = useSearchParams();
  const [text, setText] = useState(
    () => parseReferralUsername(params.get(REF_PARAM) ?? '') ?? readPendingReferral() ?? '',
  );
  const [formError, setFormError] = useState<string | undefined>();
  const [sessionToken, setSessionToken] = useState('');
  const [sessionError, setSessionError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState('');
  const username = parseReferralUsername(text);
  const lookup = useReferralUsername(username ?? undefined);
  const { status, busy, bind, clockNote } = useBindReferrer(referee);
  // Your own username credits this very wallet: say so here rather than after a signature.
  const ownLink = username !== null && lookup.data?.username === username && lookup.data.referrer === referee;
  // A bind's answer is the only way to learn the bound state: keep it, and the panel shows it.
  useEffect(() => {
    // Dated by the service's clock where an answer has told it: the device's may be far off.
    const seenAt = new Date(serviceNow()?.nowMs ?? Date.now());
    if (status.step === 'bound') {
      rememberBind(referee, {
        username: submitted,
        referrer: status.referrer,
        seenAt,
        outcome: status.created ? 'created' : 'repeat',
      });
    } else if (status.step === 'failed' && status.message === ALREADY_BOUND_MESSAGE) {
      rememberBind(referee, {
        username: undefined,
        referrer: undefined,
        seenAt,
        outcome: 'other',
      });
    }
  }, [status, referee, submitted]);

  const submit = (authorization: BindAuthorization) => {
    if (username === null) {
      setFormError(
        text.trim() === '' ? 'Enter the username of your referrer.' : `That is not a username. ${USERNAME_FORMAT_HINT}`,
      );
      return;
    }
    if (ownLink) {
      setFormError(ownLinkMessage(username));
      return;
    }
    setFormError(undefined);
    setSubmitted(username);
    bind({ username, authorization, shownReferrer: lookup.data?.referrer });
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ mode: 'signature' });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3">
      <div className="max-w-md">
        <label htmlFor={`${uid}-username`} className="block text-sm font-medium">
          Referrer’s username
        </label>
        <input
          id={`${uid}-username`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFormError(undefined);
          }}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. alice"
          aria-invalid={formError !== undefined}
          aria-describedby={formError === undefined ? `${uid}-lookup` : `${uid}-error ${uid}-lookup`}
          className={inputClass}
        />
        <p id={`${uid}-lookup`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {usernameHint(text, lookup, {
            empty: 'From your referral link, or ask your referrer.',
            found: (resolved) =>
              resolved.referrer === referee
                ? ownLinkMessage(resolved.username)
                : `@${resolved.username} is paid at ${resolved.referrer}.`,
            notFound: (name) => `No account uses the username @${name}.`,
            failed: 'The username could not be checked right now; binding will check it again.',
          })}
        </p>
        {formError !== undefined && (
          <p id={`${uid}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {formError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" aria-disabled={busy} className={primaryButton}>
          {busy ? 'Binding…' : 'Bind by signing a message'}
        </button>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Bind with a session token instead</summary>
        <div className="mt-2 flex max-w-md flex-col gap-2">
          <label htmlFor={`${uid}-session`} className="block text-sm">
            Session token from your account
          </label>
          <textarea
            id={`${uid}-session`}
            rows={3}
            value={sessionToken}
            onChange={(event) => {
              setSessionToken(event.target.value);
              setSessionError(undefined);
            }}
            spellCheck={false}
            aria-invalid={sessionError !== undefined}
            aria-describedby={sessionError === undefined ? undefined : `${uid}-session-error`}
            className={`${inputClass} font-mono text-xs`}
          />
          <button
            type="button"
            aria-disabled={busy}
            onClick={() => {
              if (busy) return;
              if (sessionToken.trim() === '') {
                setSessionError('Paste your session token first.');
                return;
              }
              submit({ mode: 'session', sessionToken: sessionToken.trim() });
            }}
            className="self-start rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
          >
            Bind with this session
          </button>
          {sessionError !== undefined && (
            <p id={`${uid}-session-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {sessionError}
            </p>
          )}
        </div>
      </details>
      <p
        aria-live="polite"
        className={`text-sm ${status.step === 'failed' ? 'text-red-700 dark:text-red-300' : status.step === 'bound' ? 'font-medium text-emerald-800 dark:text-emerald-200' : ''}`}
      >
        {statusText(status, submitted)}
      </p>
      {clockNote !== null && <p className="text-sm text-amber-900 dark:text-amber-200">{clockNote}</p>}
    </form>
  );
}
