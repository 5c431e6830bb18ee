import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { buttonClasses } from '../../components/button.tsx';
import { lazyWithRetry } from '../../components/lazy-with-retry.tsx';
import { PartErrorBoundary } from '../../components/part-error-boundary.tsx';
import { useWalletLayer, useWalletSession } from '../../wallet/wallet-session.ts';
import { WalletLoadingNote } from './wallet-loading-note.tsx';

/**
 * What a connected wallet sees in the panel (its remembered bind, or the form). Its code is not in
 * the screen's first load: the screen fetches it as it opens, so it is almost always in by the time
 * a wallet is. The panel's frame and its state without a wallet are drawn with the screen, so the
 * panel has its final height from the first paint for a visitor who has not connected.
 */
const WalletBind = lazyWithRetry(async () => ({ default: (await import('./wallet-bind.tsx')).WalletBind }));

/** Fetches the connected wallet's part of the panel ahead; rejects when the download fails. */
export function preloadWalletBind(): Promise<void> {
  return WalletBind.preload();
}

const primaryButton = buttonClasses({ size: 'md' });

/**
 * "Your referrer": binds the connected wallet to a referrer by username, by signing a message or
 * with a session token. The bind is permanent, and the panel says so before anything is sent.
 */
export function BindPanel() {
  const wallet = useWalletSession();
  const { openConnectModal, loadError } = useWalletLayer();
  return (
    <section
      aria-labelledby="bind-heading"
      className="rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6 dark:border-slate-800"
    >
      <h2 id="bind-heading" className="text-lg font-semibold">
        <Trans>Your referrer</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <Trans>
          Bind your wallet to the person who referred you. They earn a share of the referral pool in campaigns where you
          start earning after the bind. A wallet binds to one referrer, once and for good.
        </Trans>
      </p>
      {wallet.address === undefined && !wallet.ready && loadError === undefined ? (
        <WalletLoadingNote />
      ) : wallet.address === undefined ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <p>
            <Trans>Connect the wallet you want to bind.</Trans>
          </p>
          <button type="button" onClick={openConnectModal} className={primaryButton}>
            <Trans>Connect a wallet</Trans>
          </button>
        </div>
      ) : (
        // A failed download says so in the panel: the referral center around it stays.
        <PartErrorBoundary key={wallet.address}>
          <Suspense fallback={<WalletLoadingNote />}>
            <WalletBind referee={wallet.address} />
          </Suspense>
        </PartErrorBoundary>
      )}
    </section>
  );
}
