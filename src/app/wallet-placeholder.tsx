import { Trans, useLingui } from '@lingui/react/macro';
import { shortenAddress } from '../domain/address.ts';
import { requestWalletLayer, useWalletLayer, useWalletSession } from '../wallet/wallet-session.ts';
import { usePrerendering } from './prerendering.ts';

const connectClass = 'rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-500';
const pendingClass =
  'flex items-center gap-2 rounded-xl border border-slate-300 bg-surface px-3 py-2 text-sm font-semibold whitespace-nowrap dark:border-slate-700';

function PulsingDot() {
  return <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-amber-500" />;
}

/**
 * What the header's wallet control says before RainbowKit can speak for itself. It reads the same
 * session as the pages, so the two never disagree: a remembered wallet shows as "Reconnecting"
 * (with its address once wagmi has it, the address the page already shows), never as "Connect
 * Wallet". A click still opens the connect modal, so a wallet that never answers does not leave
 * the user stuck.
 */
export function WalletPlaceholder() {
  const { t } = useLingui();
  const session = useWalletSession();
  const { restoring, openConnectModal } = useWalletLayer();
  if (usePrerendering()) {
    // The build cannot know whether this browser has a wallet to restore: it keeps the button's
    // place (the width of "Connect Wallet", so nothing moves when the app mounts) and says nothing.
    return (
      <span className={`invisible ${connectClass}`} aria-hidden="true">
        <Trans>Connect Wallet</Trans>
      </span>
    );
  }
  if (session.address !== undefined) {
    const short = shortenAddress(session.address);
    return (
      <button
        type="button"
        onClick={session.reconnecting ? openConnectModal : requestWalletLayer}
        aria-busy={true}
        aria-label={session.reconnecting ? t`Reconnecting wallet ${short}` : t`Wallet ${short}, loading`}
        className={pendingClass}
      >
        <PulsingDot />
        <span className="font-mono">{short}</span>
      </button>
    );
  }
  if (session.reconnecting || (!session.ready && restoring)) {
    return (
      <button type="button" onClick={openConnectModal} aria-busy={true} className={pendingClass}>
        <PulsingDot />
        <Trans>Reconnecting…</Trans>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={openConnectModal}
      onPointerEnter={requestWalletLayer}
      onFocus={requestWalletLayer}
      className={connectClass}
      // RainbowKit's own button, which replaces this one, is "rk-connect-button".
      data-testid="connect-wallet"
    >
      <Trans>Connect Wallet</Trans>
    </button>
  );
}
