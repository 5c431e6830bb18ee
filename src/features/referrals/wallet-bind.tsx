import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { Address } from '../../domain/address.ts';
import { WalletReady } from '../../wallet/wallet-ready.tsx';
import { forgetBind, useRememberedBind, type RememberedBind } from './bind-memory.ts';
import { formatDateTime } from '../../lib/time.ts';
import { deviceClockNote, serviceNow } from './bind-clock.ts';
import { useServiceClockOffset } from '../../api/use-service-clock.ts';
import { WalletLoadingNote } from './wallet-loading-note.tsx';

const BindForm = lazy(() => import('./bind-form.tsx'));

/**
 * The bind panel's part for a connected wallet: what this browser remembers of its bind, or the
 * form to bind it. Loaded as the referral center opens (see `preloadWalletBind`), not with it.
 */
export function WalletBind({ referee }: { referee: Address }) {
  const remembered = useRememberedBind(referee);
  if (remembered !== undefined) return <BoundState referee={referee} bind={remembered} />;
  return (
    <WalletReady fallback={<WalletLoadingNote />}>
      <Suspense
        fallback={
          <p className="mt-4 text-sm">
            <Trans>Loading the bind form…</Trans>
          </p>
        }
      >
        <BindForm key={referee} referee={referee} />
      </Suspense>
    </WalletReady>
  );
}

/**
 * The bound state, in place of the form: who the referrer is (when the service said), and since
 * when this browser knows. Says plainly that this is this browser's memory, since the service
 * has no read for a bind.
 */
function BoundState({ referee, bind }: { referee: Address; bind: RememberedBind }) {
  // Subscribes to the language: the clock note and the referrer line are worded here.
  const { t } = useLingui();
  const username = bind.username;
  const paidAt = bind.referrer;
  const seenAt = formatDateTime(bind.seenAt);
  // Drawn again when an answer finds the service's clock elsewhere.
  useServiceClockOffset();
  const service = serviceNow();
  const clockNote = service === null ? null : deviceClockNote(service);
  const referrerLine =
    username === undefined
      ? paidAt === undefined
        ? t`Unknown`
        : t`Unknown, paid at ${paidAt}`
      : paidAt === undefined
        ? `@${username}`
        : t`@${username}, paid at ${paidAt}`;
  return (
    <div className="mt-4 flex flex-col gap-2 text-sm" role="status">
      <p className="font-medium text-emerald-800 dark:text-emerald-200">
        {bind.outcome === 'other' ? (
          <Trans>This wallet is already bound to a referrer, for good.</Trans>
        ) : username === undefined ? (
          <Trans>This wallet is bound to its referrer, for good.</Trans>
        ) : (
          <Trans>This wallet is bound to @{username}, for good.</Trans>
        )}
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Referrer</Trans>
        </dt>
        <dd className="break-all">
          {bind.outcome === 'other' ? (
            <Trans>Not said: the service only answered that another referrer holds the bind.</Trans>
          ) : (
            referrerLine
          )}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>Your wallet</Trans>
        </dt>
        <dd className="break-all">{referee}</dd>
        <dt className="text-slate-600 dark:text-slate-400">
          <Trans>When</Trans>
        </dt>
        <dd>
          {bind.outcome === 'created' ? (
            <Trans>Bound {seenAt}</Trans>
          ) : (
            <Trans>Already bound when checked {seenAt}</Trans>
          )}
        </dd>
      </dl>
      {clockNote !== null && <p className="text-amber-900 dark:text-amber-200">{clockNote}</p>}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <Trans>
          The service has no way to look a bind up, so this is remembered in this browser only, from the service’s
          answer. Another browser shows the form again; binding again to the same referrer changes nothing.
        </Trans>
      </p>
      <button
        type="button"
        onClick={() => {
          forgetBind(referee);
        }}
        className="self-start text-xs font-medium text-brand-700 underline dark:text-brand-300"
      >
        <Trans>Forget this in this browser</Trans>
      </button>
    </div>
  );
}
