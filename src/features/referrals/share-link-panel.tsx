import { useId, useState } from 'react';
import { useReferralUsername } from '../../api/endpoints/get-referral-username.ts';
import { referralLinkFor } from './referral-link.ts';
import { parseReferralUsername } from '../../domain/referral-username.ts';
import { usernameHint } from './username-hint.ts';

/**
 * Builds the link a referrer shares (`?ref=username`) and says which wallet it credits, since the
 * account owner can re-point the payout wallet. Copies it with one click.
 */
export function ShareLinkPanel() {
  const uid = useId();
  const [text, setText] = useState('');
  const [copied, setCopied] = useState<string | undefined>();
  const username = parseReferralUsername(text);
  const lookup = useReferralUsername(username ?? undefined);
  const link =
    username === null || lookup.data === undefined ? undefined : referralLinkFor(window.location.origin, username);

  const copy = (value: string) => {
    navigator.clipboard.writeText(value).then(
      () => {
        setCopied('Copied.');
      },
      (error: unknown) => {
        console.warn('Clipboard write failed', error);
        setCopied('Could not copy here; select the link and copy it yourself.');
      },
    );
  };

  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="share-heading" className="text-lg font-semibold">
        Share your link
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        People who open your link and bind their wallet to you earn you a share of the referral pool.
      </p>
      <div className="mt-4 max-w-md">
        <label htmlFor={`${uid}-username`} className="block text-sm font-medium">
          Your username
        </label>
        <input
          id={`${uid}-username`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setCopied(undefined);
          }}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. alice"
          aria-describedby={`${uid}-hint`}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <p id={`${uid}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {usernameHint(text, lookup, {
            empty: 'The username of your platform account.',
            found: (resolved) => `This link credits the payout wallet of @${resolved.username}: ${resolved.referrer}.`,
            notFound: (name) => `No account uses the username @${name}, so a link would credit nobody.`,
            failed: 'The username could not be checked right now.',
          })}
        </p>
      </div>
      {link !== undefined && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <output className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all dark:bg-slate-800">
            {link}
          </output>
          <button
            type="button"
            onClick={() => {
              copy(link);
            }}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold dark:border-slate-700"
          >
            Copy link
          </button>
          <span aria-live="polite" className="text-sm">
            {copied}
          </span>
        </div>
      )}
    </section>
  );
}
