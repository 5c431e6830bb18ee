import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../components/button.tsx';
import { controlClass } from '../../components/control-class.ts';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useReferralUsername } from '../../api/endpoints/get-referral-username.ts';
import type { Address } from '../../domain/address.ts';
import { useSearchParams } from 'react-router-dom';
import { readPendingReferral, REF_PARAM } from './referral-link.ts';
import { referralLinkUsername } from './referral-resolution.ts';
import { parseReferralUsername } from '../../domain/referral-username.ts';
import { usernameFormatHint } from '../../domain/format-hints.ts';
import { usernameHint } from './username-hint.ts';
import { useBindReferrer, type BindAuthorization } from './use-bind-referrer.ts';
import { alreadyBoundMessage } from './bind-errors.ts';
import { rememberBind } from './bind-memory.ts';
import { serviceNow } from './bind-clock.ts';

const inputClass = `mt-1 ${controlClass}`;
const primaryButton = buttonClasses({ size: 'md' });

/** The bind form of a connected wallet: its code (wagmi signing, the bind clock) loads with it. */
export default function BindForm({ referee }: { referee: Address }) {
  const { t } = useLingui();
  const uid = useId();
  const [params] = useSearchParams();
  // The banner's reading of the link: one that is not a username is ignored, and so is an earlier
  // link's referrer, which the field would otherwise offer under a bar saying the link was ignored.
  const [text, setText] = useState(() => referralLinkUsername(params.get(REF_PARAM), readPendingReferral()) ?? '');
  const [formError, setFormError] = useState<string | undefined>();
  const [sessionToken, setSessionToken] = useState('');
  const [sessionError, setSessionError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState('');
  const username = parseReferralUsername(text);
  const lookup = useReferralUsername(username ?? undefined);
  const { status, busy, bind, clockNote } = useBindReferrer(referee);
  // Your own username credits this very wallet: say so here rather than after a signature.
  const ownLink = username !== null && lookup.data?.username === username && lookup.data.referrer === referee;
  const ownLinkMessage = (name: string) =>
    t`@${name} is your own username: it credits this wallet, and a wallet cannot bind to itself.`;
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
    } else if (status.step === 'failed' && status.message === alreadyBoundMessage()) {
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
      const formatHint = usernameFormatHint();
      setFormError(
        text.trim() === '' ? t`Enter the username of your referrer.` : t`That is not a username. ${formatHint}`,
      );
      return;
    }
    // Said once, under the field, and the button is off: an error repeating it added nothing.
    if (ownLink) return;
    setFormError(undefined);
    setSubmitted(username);
    bind({ username, authorization, shownReferrer: lookup.data?.referrer });
  };
  // What the bind is doing, in one line: the failure's own words, or a step with its referrer.
  const statusLine = (() => {
    // The username the bind was asked for (the field may have changed since).
    const username = submitted;
    switch (status.step) {
      case 'idle':
        return '';
      case 'resolving':
        return t`Looking up @${username}…`;
      case 'sign-in-wallet': {
        const referrer = status.referrer;
        return t`Sign the bind to ${referrer} in your wallet…`;
      }
      case 'binding':
        return t`Binding…`;
      case 'bound': {
        const referrer = status.referrer;
        return status.created
          ? t`Bound: @${username} (${referrer}) is your referrer, for good.`
          : t`Already bound to @${username} (${referrer}); nothing changed.`;
      }
      case 'failed':
        return status.message;
    }
  })();
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ mode: 'signature' });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3">
      <div className="max-w-md">
        <label htmlFor={`${uid}-username`} className="block text-sm font-medium">
          <Trans>Referrer’s username</Trans>
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
          placeholder={t`e.g. alice`}
          aria-invalid={formError !== undefined}
          aria-describedby={formError === undefined ? `${uid}-lookup` : `${uid}-error ${uid}-lookup`}
          className={inputClass}
        />
        <p id={`${uid}-lookup`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {usernameHint(text, lookup, {
            empty: t`From your referral link, or ask your referrer.`,
            found: ({ username: name, referrer }) =>
              referrer === referee ? ownLinkMessage(name) : t`@${name} is paid at ${referrer}.`,
            notFound: (username) => t`No account uses the username @${username}.`,
            failed: t`The username could not be checked right now; binding will check it again.`,
          })}
        </p>
        {formError !== undefined && (
          <p id={`${uid}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {formError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          aria-disabled={busy}
          disabled={ownLink}
          aria-describedby={ownLink ? `${uid}-lookup` : undefined}
          className={primaryButton}
          data-testid="bind-by-signing"
        >
          {busy ? <Trans>Binding…</Trans> : <Trans>Bind by signing a message</Trans>}
        </button>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">
          <Trans>Bind with a session token instead</Trans>
        </summary>
        <div className="mt-2 flex max-w-md flex-col gap-2">
          <label htmlFor={`${uid}-session`} className="block text-sm">
            <Trans>Session token from your account</Trans>
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
            disabled={ownLink}
            onClick={() => {
              if (busy) return;
              if (sessionToken.trim() === '') {
                setSessionError(t`Paste your session token first.`);
                return;
              }
              submit({ mode: 'session', sessionToken: sessionToken.trim() });
            }}
            className="self-start rounded-lg border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
          >
            <Trans>Bind with this session</Trans>
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
        {statusLine}
      </p>
      {clockNote !== null && <p className="text-sm text-amber-900 dark:text-amber-200">{clockNote}</p>}
    </form>
  );
}
