import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { useReferralUsername } from '../../api/endpoints/get-referral-username.ts';
import { controlClass } from '../../components/control-class.ts';
import { appConfig } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { absoluteUrlOf } from '../../config/app-base.ts';
import { referralLinkFor } from './referral-link.ts';
import { parseReferralUsername } from '../../domain/referral-username.ts';
import { shortenAddress, type Address } from '../../domain/address.ts';
import { AddressLink } from '../../components/address-link.tsx';
import { useWalletSession } from '../../wallet/wallet-session.ts';
import { usernameHint } from './username-hint.ts';
import { readSavedUsername, saveUsername } from './share-username.ts';

// The QR encoder (about 4 KiB gzip) loads only once there is a link to draw, not with the page.
const QrCode = lazy(async () => ({ default: (await import('../../components/qr-code.tsx')).QrCode }));
const QR_SIZE = 160;

const secondaryButton =
  'rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * The link a referrer shares (`?ref=username`), on one card: which wallet it credits (the owner
 * can re-point it), the link with copy and the system share sheet, a QR code, and what a referee
 * sees on opening it. The username is remembered in this browser.
 */
export function ShareLinkPanel() {
  const { t } = useLingui();
  const uid = useId();
  const [text, setText] = useState(readSavedUsername);
  const [notice, setNotice] = useState<string | undefined>();
  const username = parseReferralUsername(text);
  const lookup = useReferralUsername(username ?? undefined);
  const link =
    username === null || lookup.data === undefined
      ? undefined
      : referralLinkFor(absoluteUrlOf(paths.campaigns), username);
  const canShare = typeof navigator.share === 'function';
  const wallet = useWalletSession();
  // A link is a promise about who gets paid: when it is not the wallet on screen, say so.
  const creditsOther =
    lookup.data?.username === username && wallet.address !== undefined && lookup.data.referrer !== wallet.address
      ? lookup.data
      : undefined;
  // The wallet the link credits, short, for the preview of the banner.
  const shortReferrer = lookup.data === undefined ? '' : shortenAddress(lookup.data.referrer);

  const copy = (value: string) => {
    navigator.clipboard.writeText(value).then(
      () => {
        setNotice(t`Copied.`);
      },
      (error: unknown) => {
        console.warn('Clipboard write failed', error);
        setNotice(t`Could not copy here; select the link and copy it yourself.`);
      },
    );
  };
  const share = (value: string, name: string) => {
    navigator.share({ title: appConfig.partner.name, text: t`Earn rewards with @${name}’s link`, url: value }).then(
      () => {
        setNotice(t`Shared.`);
      },
      (error: unknown) => {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn('Share failed', error);
        setNotice(t`Could not open the share sheet; copy the link instead.`);
      },
    );
  };

  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6 dark:border-slate-800"
    >
      <h2 id="share-heading" className="text-lg font-semibold">
        <Trans>Share your link</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <Trans>People who open your link and bind their wallet to you earn you a share of the referral pool.</Trans>
      </p>
      <div className="mt-4 max-w-md">
        <label htmlFor={`${uid}-username`} className="block text-sm font-medium">
          <Trans>Your username</Trans>
        </label>
        <input
          id={`${uid}-username`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setNotice(undefined);
            saveUsername(parseReferralUsername(event.target.value));
          }}
          autoComplete="username"
          spellCheck={false}
          placeholder={t`e.g. alice`}
          aria-describedby={`${uid}-hint`}
          className={`mt-1 ${controlClass}`}
        />
        <p id={`${uid}-hint`} className="mt-1 text-xs break-words text-slate-600 dark:text-slate-400">
          {usernameHint(text, lookup, {
            empty: t`The username of your platform account; this browser remembers it.`,
            found: ({ username: name, referrer }) => t`This link credits the payout wallet of @${name}: ${referrer}.`,
            notFound: (name) => t`No account uses the username @${name}, so a link would credit nobody.`,
            failed: t`The username could not be checked right now.`,
          })}
        </p>
        {creditsOther !== undefined && wallet.address !== undefined && (
          <CreditsOtherNote
            username={creditsOther.username}
            referrer={creditsOther.referrer}
            connected={wallet.address}
          />
        )}
      </div>
      {link !== undefined && username !== null && (
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
          <Suspense
            fallback={
              // Holds the code's place while it loads, so nothing beside it moves; screen readers
              // get the link itself, next to it.
              <span
                aria-hidden="true"
                style={{ width: QR_SIZE, height: QR_SIZE }}
                className="flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-400"
              >
                <Trans>Drawing QR code…</Trans>
              </span>
            }
          >
            <QrCode value={link} label={t`QR code of your referral link, ${link}`} size={QR_SIZE} />
          </Suspense>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <output
              htmlFor={`${uid}-username`}
              className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all dark:bg-slate-800"
            >
              {link}
            </output>
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                onClick={() => {
                  copy(link);
                }}
                className={secondaryButton}
              >
                <Trans>Copy link</Trans>
              </button>
              {canShare && (
                <button
                  type="button"
                  onClick={() => {
                    share(link, username);
                  }}
                  className={secondaryButton}
                >
                  <Trans>Share…</Trans>
                </button>
              )}
              <span aria-live="polite" className="text-sm">
                {notice}
              </span>
            </div>
            <figure className="rounded-xl border border-dashed border-slate-300 p-3 text-sm dark:border-slate-700">
              <figcaption className="text-xs font-medium text-slate-600 dark:text-slate-400">
                <Trans>What someone opening your link sees, on any page</Trans>
              </figcaption>
              <p className="mt-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 dark:border-brand-800 dark:bg-brand-950/40">
                <Trans>
                  You were referred by <strong>@{username}</strong>, whose link credits the wallet{' '}
                  <span className="font-mono" title={lookup.data?.referrer}>
                    {shortReferrer}
                  </span>
                  . Bind your wallet to them to credit them with a share of the rewards you earn.
                </Trans>
              </p>
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                <Trans>
                  The app checks the username with the service before showing this. Nothing binds until they connect a
                  wallet and sign; they can dismiss it.
                </Trans>
              </p>
            </figure>
          </div>
        </div>
      )}
    </section>
  );
}

/** Says that the link credits a wallet other than the connected one: a link is a promise about who gets paid. */
function CreditsOtherNote({
  username,
  referrer,
  connected,
}: {
  username: string;
  referrer: Address;
  connected: Address;
}) {
  return (
    <p role="note" className="mt-2 text-sm break-words text-amber-900 dark:text-amber-200">
      <Trans>
        @{username}’s link credits <AddressLink address={referrer} explorer={undefined} />, not your connected wallet{' '}
        <AddressLink address={connected} explorer={undefined} />. Share it only if that is the wallet you want paid.
      </Trans>
    </p>
  );
}
