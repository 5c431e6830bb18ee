import { Trans } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/app-link.tsx';
import { useReferralUsername } from '../../api/endpoints/get-referral-username.ts';
import { errorDetails } from '../../api/error-details.ts';
import { AddressLink } from '../../components/address-link.tsx';
import { paths } from '../../config/paths.ts';
import { capDisplayText, QUOTED_TEXT_MAX_CHARS } from '../../domain/display-text.ts';
import { usernameFormatHint } from '../../domain/format-hints.ts';
import { useWalletLayer, useWalletSession } from '../../wallet/wallet-session.ts';
import { useRememberedBind, wasBoundThisVisit, type RememberedBind } from './bind-memory.ts';
import {
  clearPendingReferral,
  readPendingReferral,
  REF_PARAM,
  savePendingReferral,
  subscribePendingReferral,
} from './referral-link.ts';
import { referralLinkUsername, resolveReferralLink, type ReferralLinkState } from './referral-resolution.ts';

/**
 * Picks up `?ref=username` on any page and says what it means once the service has said whose
 * username it is: a referrer (with the wallet a bind credits, and a way to bind), nobody, the
 * visitor's own link, or a link that changes nothing for a wallet already bound. Only a link that
 * names a real referrer is kept in this browser, so a made-up name does not follow anyone around.
 */
export function ReferralBanner() {
  const [params, setParams] = useSearchParams();
  const param = params.get(REF_PARAM);
  // Storage is the one source of a kept link: a bind (here or in another tab) or a dismissal clears it.
  const pending = useSyncExternalStore(subscribePendingReferral, readPendingReferral, () => null);
  const username = referralLinkUsername(param, pending);
  const lookup = useReferralUsername(username ?? undefined);
  const wallet = useWalletSession();
  const { loadError } = useWalletLayer();
  const bind = useRememberedBind(wallet.address);
  const state = resolveReferralLink({
    param,
    pending,
    lookup,
    wallet: wallet.address,
    // A wallet layer that failed to load will not name a wallet: go on without one.
    walletKnown: wallet.ready || loadError !== undefined,
    bind,
    boundThisVisit: wasBoundThisVisit(wallet.address),
  });
  const keep = state.kind === 'known' && param !== null ? state.username : null;

  useEffect(() => {
    // The newest checked link wins until the visitor binds or dismisses it.
    if (keep !== null) savePendingReferral(keep);
  }, [keep]);

  const dismiss = () => {
    clearPendingReferral();
    // Without the link in the address bar, a reload does not bring the referral back.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REF_PARAM);
        return next;
      },
      { replace: true },
    );
    // The bar and its button go; keep keyboard users in the page rather than at <body>.
    document.getElementById('main')?.focus();
  };

  if (state.kind === 'none') return null;
  return (
    <Bar onDismiss={dismiss}>
      <BannerText
        state={state}
        onRetry={() => {
          void lookup.refetch();
        }}
        retrying={lookup.isFetching}
      />
    </Bar>
  );
}

function BannerText({
  state,
  onRetry,
  retrying,
}: {
  state: Exclude<ReferralLinkState, { kind: 'none' }>;
  onRetry: () => void;
  retrying: boolean;
}) {
  switch (state.kind) {
    case 'malformed': {
      // Quoted short: a link can carry any length, and the bar sits above every screen.
      const text = capDisplayText(state.text, QUOTED_TEXT_MAX_CHARS);
      return (
        <>
          <Trans>This referral link names “{text}”, which is not a username, so it was ignored.</Trans>{' '}
          {usernameFormatHint()}
        </>
      );
    }
    case 'checking':
      // Nothing committal until the service has answered: the name in a link proves nothing.
      return <Trans>Checking the referral link…</Trans>;
    case 'unknown': {
      const username = state.username;
      return (
        <Trans>
          This link names no referrer: <strong>@{username}</strong> is not a username here, so there is nothing to bind.
        </Trans>
      );
    }
    case 'failed': {
      const username = state.username;
      // The service's (or the network's) own words, shown as they came.
      const reason = errorDetails(state.error).message;
      return (
        <>
          <Trans>
            This link names <strong>@{username}</strong>, but the referral could not be checked right now ({reason}), so
            nothing is offered yet.
          </Trans>{' '}
          <button type="button" onClick={onRetry} aria-disabled={retrying} className="font-semibold underline">
            {retrying ? <Trans>Checking…</Trans> : <Trans>Try again</Trans>}
          </button>
        </>
      );
    }
    case 'own': {
      const username = state.username;
      return (
        <>
          <Trans>
            This is your own referral link: <strong>@{username}</strong> credits your connected wallet{' '}
            <Credited address={state.referrer} />
          </Trans>
          {/* A line of its own: a sentence after the copy button would start with a stray period. */}
          <span className="block">
            <Trans>Share it; you cannot bind to yourself.</Trans>
          </span>
        </>
      );
    }
    case 'bound':
      return <BoundText state={state} />;
    case 'known': {
      const username = state.username;
      return (
        <>
          <Trans>
            You were referred by <strong>@{username}</strong>, whose link credits the wallet{' '}
            <Credited address={state.referrer} />
          </Trans>
          <span className="block">
            <Trans>
              <AppLink to={`${paths.referrals}?${REF_PARAM}=${username}`} className="font-semibold underline">
                Bind your wallet to them
              </AppLink>{' '}
              to credit them with a share of the rewards you earn.
            </Trans>
          </span>
        </>
      );
    }
  }
}

/**
 * A bound wallet: "Bound to @alice" when this visit made the bind (what just happened), else the
 * link changes nothing for a wallet that came here bound. Names its referrer as far as the service said.
 */
function BoundText({ state }: { state: Extract<ReferralLinkState, { kind: 'bound' }> }) {
  const username = state.username;
  const bound = boundUsername(state.bind);
  return (
    <>
      {state.justNow && bound !== undefined ? (
        bound === username ? (
          <Trans>
            Bound to <strong>@{bound}</strong>, for good.
          </Trans>
        ) : (
          <Trans>
            Bound to <strong>@{bound}</strong>, for good, so this link from <strong>@{username}</strong> changes
            nothing.
          </Trans>
        )
      ) : bound === undefined ? (
        <Trans>
          Your wallet is already bound to a referrer, for good, so this link from <strong>@{username}</strong> changes
          nothing.
        </Trans>
      ) : (
        <Trans>
          Your wallet is already bound to <strong>@{bound}</strong>, for good, so this link from{' '}
          <strong>@{username}</strong> changes nothing.
        </Trans>
      )}{' '}
      <AppLink to={paths.referrals} className="font-semibold underline">
        <Trans>See your referrer</Trans>
      </AppLink>
    </>
  );
}

/** The username a remembered bind names, when the service said it. */
function boundUsername(bind: RememberedBind): string | undefined {
  return bind.outcome === 'other' ? undefined : bind.username;
}

/** The wallet a link credits: short to read, whole in its title and on copy. */
function Credited({ address }: { address: string }) {
  // A referrer wallet is the same on every chain, so there is no one explorer to link it to.
  return <AddressLink address={address} explorer={undefined} />;
}

function Bar({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  return (
    <div
      role="status"
      data-testid="referral-banner"
      className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm dark:border-brand-800 dark:bg-brand-950/40"
    >
      {/* A link's text is anyone's, in one unbroken run: it wraps anywhere rather than widen the page. */}
      <p className="min-w-0 flex-1 wrap-anywhere">{children}</p>
      <button type="button" onClick={onDismiss} className="shrink-0 font-semibold underline">
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
