import { buttonClasses } from '../../components/button.tsx';
import { lazy, Suspense } from 'react';
import type { Address } from '../../domain/address.ts';
import { WalletReady } from '../../wallet/wallet-ready.tsx';
import { useWalletLayer, useWalletSession } from '../../wallet/wallet-session.ts';
import { forgetBind, useRememberedBind, type RememberedBind } from './bind-memory.ts';
import { formatDateTime } from '../../lib/time.ts';
import { deviceClockNote, serviceNow } from './bind-clock.ts';

const BindForm = lazy(() => import('./bind-form.tsx'));

const primaryButton = buttonClasses({ size: 'md' });

/**
 * "Your referrer": binds the connected wallet to a referrer by username, by signing a message or
 * with a session token. The bind is permanent, and the panel says so before anything is sent.
 */
export function BindPanel() {
  const wallet = useWalletSession();
  const { openConnectModal, loadError } = useWalletLayer();
  const remembered = useRememberedBind(wallet.address);
  return (
    <section
      aria-labelledby="bind-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="bind-heading" className="text-lg font-semibold">
        Your referrer
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Bind your wallet to the person who referred you. They earn a share of the referral pool in campaigns where you
        start earning after the bind. A wallet binds to one referrer, once and for good.
      </p>
      {wallet.address === undefined && !wallet.ready && loadError === undefined ? (
        <p className="mt-4 text-sm">Loading your wallet…</p>
      ) : wallet.address === undefined ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <p>Connect the wallet you want to bind.</p>
          <button type="button" onClick={openConnectModal} className={primaryButton}>
            Connect a wallet
          </button>
        </div>
      ) : remembered !== undefined ? (
        <BoundState referee={wallet.address} bind={remembered} />
      ) : (
        <WalletReady fallback={<p className="mt-4 text-sm">Loading your wallet…</p>}>
          <Suspense fallback={<p className="mt-4 text-sm">Loading the bind form…</p>}>
            <BindForm key={wallet.address} referee={wallet.address} />
          </Suspense>
        </WalletReady>
      )}
    </section>
  );
}

/**
 * The bound state, in place of the form: who the referrer is (when the service said), and since
 * when this browser knows. Says plainly that this is this browser's memory, since the service
 * has no read for a bind.
 */
function BoundState({ referee, bind }: { referee: Address; bind: RememberedBind }) {
  const who = bind.username === undefined ? undefined : `@${bind.username}`;
  const service = serviceNow();
  const clockNote = service === null ? null : deviceClockNote(service);
  return (
    <div className="mt-4 flex flex-col gap-2 text-sm" role="status">
      <p className="font-medium text-emerald-800 dark:text-emerald-200">
        {bind.outcome === 'other'
          ? 'This wallet is already bound to a referrer, for good.'
          : `This wallet is bound to ${who ?? 'its referrer'}, for good.`}
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-400">Referrer</dt>
        <dd className="break-all">
          {bind.outcome === 'other'
            ? 'Not said: the service only answered that another referrer holds the bind.'
            : `${who ?? 'Unknown'}${bind.referrer === undefined ? '' : `, paid at ${bind.referrer}`}`}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Your wallet</dt>
        <dd className="break-all">{referee}</dd>
        <dt className="text-slate-600 dark:text-slate-400">When</dt>
        <dd>
          {bind.outcome === 'created'
            ? `Bound ${formatDateTime(bind.seenAt)}`
            : `Already bound when checked ${formatDateTime(bind.seenAt)}`}
        </dd>
      </dl>
      {clockNote !== null && <p className="text-amber-900 dark:text-amber-200">{clockNote}</p>}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        The service has no way to look a bind up, so this is remembered in this browser only, from the service’s answer.
        Another browser shows the form again; binding again to the same referrer changes nothing.
      </p>
      <button
        type="button"
        onClick={() => {
          forgetBind(referee);
        }}
        className="self-start text-xs font-medium text-indigo-700 underline dark:text-indigo-300"
      >
        Forget this in this browser
      </button>
    </div>
  );
}
