import { Suspense, useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { appConfig } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { APP_BASE } from '../config/app-base.ts';
import { imposeTheme } from '../components/theme-toggle.tsx';
import {
  EMBED_MESSAGE_SOURCE,
  isAllowedOrigin,
  readHostMessage,
  WIDGET_PARAMS,
  type WidgetMessage,
} from '../lib/embed-protocol.ts';
import { useSentEntries, type SentEntry } from '../wallet/sent-transactions.ts';
import { useWalletSession } from '../wallet/wallet-session.ts';
import { SentWatcherSlot } from '../features/claims/sent-watcher-slot.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { WalletButton } from './wallet-button.tsx';
import { BrandMark } from './site-header.tsx';
import { useDocumentTitle } from './use-document-title.ts';

// The rewards widget's frame: no header, navigation or banners, only the wallet button, the page,
// and a way into the full app. It speaks to the page that embeds it (lib/embed-protocol.ts): it
// says how tall it is and what a claim did, and takes the page's theme and visitor address.

/**
 * The embedding page's origin when the partner configuration lists it: the only origin the widget
 * ever writes to. Opened any other way (on its own, or framed by an origin not listed, which the
 * route's frame-ancestors refuses anyway), it works but says nothing to anyone.
 */
function hostOriginOf(params: URLSearchParams): string | undefined {
  const host = params.get(WIDGET_PARAMS.host);
  if (host === null || window.parent === window) return undefined;
  return isAllowedOrigin(host, appConfig.partner.widgetOrigins) ? host : undefined;
}

function send(hostOrigin: string | undefined, message: WidgetMessage): void {
  if (hostOrigin !== undefined) window.parent.postMessage(message, hostOrigin);
}

/** Claims (single ones: the widget sends nothing else) this browser sends, as the host hears of them. */
function claimMessage(entry: SentEntry, type: 'claim-sent' | 'claim-mined'): WidgetMessage | undefined {
  if (entry.reference === undefined) return undefined;
  return {
    source: EMBED_MESSAGE_SOURCE,
    type,
    chainId: entry.chainId,
    hash: entry.reference,
    calls: entry.calls.map((call) => ({
      campaign: `${String(call.campaign.chainId)}:${String(call.campaign.campaignIndex)}`,
      ...(type === 'claim-mined' && call.paid !== undefined && { paid: call.paid.toString() }),
    })),
  };
}

/**
 * Tells the host of each send of the connected wallet once it is sent, and again once it settled.
 * Sends kept from before the widget opened are not news, and are not told.
 */
function useClaimMessages(hostOrigin: string | undefined): void {
  const { address } = useWalletSession();
  const entries = useSentEntries(address);
  const told = useRef<Map<string, SentEntry['status']> | undefined>(undefined);
  useEffect(() => {
    const key = (entry: SentEntry) => `${String(entry.chainId)}:${entry.reference ?? String(entry.sentAt)}`;
    if (told.current === undefined) {
      told.current = new Map(entries.map((entry) => [key(entry), entry.status]));
      return;
    }
    for (const entry of [...entries].reverse()) {
      const before = told.current.get(key(entry));
      if (before === entry.status) continue;
      told.current.set(key(entry), entry.status);
      if (before === undefined) {
        const sent = claimMessage(entry, 'claim-sent');
        if (sent !== undefined) send(hostOrigin, sent);
      }
      if (entry.status === 'settled') {
        const mined = claimMessage(entry, 'claim-mined');
        if (mined !== undefined) send(hostOrigin, mined);
      }
    }
  }, [entries, hostOrigin]);
}

/**
 * The height the host should give the frame: the widget's content, or more while a dialog is open
 * (the wallet's connect modal is fixed over the page, so it adds nothing to the content's height,
 * and in a frame sized to a single card it would be cut).
 */
function wantedHeight(content: HTMLElement): number {
  let height = content.getBoundingClientRect().height;
  for (const dialog of document.querySelectorAll('[role="dialog"]')) {
    height = Math.max(height, dialog.getBoundingClientRect().height + 32);
  }
  return Math.ceil(height);
}

/** Says the widget's height whenever it changes, so the host sizes the frame to it: no inner scroll. */
function useReportedHeight(hostOrigin: string | undefined, element: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const target = element.current;
    if (target === null || hostOrigin === undefined) return;
    let last = -1;
    const report = () => {
      const height = wantedHeight(target);
      if (height === last) return;
      last = height;
      send(hostOrigin, { source: EMBED_MESSAGE_SOURCE, type: 'resize', height });
    };
    const resizes = new ResizeObserver(report);
    resizes.observe(target);
    // Dialogs open in portals outside the content: watched by the document's children.
    const dialogs = new MutationObserver(report);
    dialogs.observe(document.body, { childList: true, subtree: true });
    send(hostOrigin, { source: EMBED_MESSAGE_SOURCE, type: 'ready' });
    report();
    return () => {
      resizes.disconnect();
      dialogs.disconnect();
    };
  }, [hostOrigin, element]);
}

/** Takes the host's theme and visitor address; the address goes into the URL, which the page reads. */
function useHostMessages(hostOrigin: string | undefined): void {
  const [, setParams] = useSearchParams();
  useEffect(() => {
    if (hostOrigin === undefined) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== hostOrigin) return;
      const message = readHostMessage(event.data);
      if (message === undefined) return;
      if (message.type === 'theme') {
        imposeTheme(message.theme);
        return;
      }
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (message.address === null || message.address === '') next.delete(WIDGET_PARAMS.address);
          else next.set(WIDGET_PARAMS.address, message.address);
          return next;
        },
        { replace: true },
      );
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [hostOrigin, setParams]);
}

function WidgetLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading rewards`} className="h-0.5 w-full animate-pulse rounded bg-brand-500/60" />
  );
}

/** The widget's frame around its page. */
export function WidgetLayout() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const hostOrigin = hostOriginOf(params);
  const themeParam = params.get(WIDGET_PARAMS.theme);
  useEffect(() => {
    if (themeParam === 'light' || themeParam === 'dark') imposeTheme(themeParam);
  }, [themeParam]);
  const root = useRef<HTMLDivElement>(null);
  useDocumentTitle();
  useReportedHeight(hostOrigin, root);
  useHostMessages(hostOrigin);
  useClaimMessages(hostOrigin);
  const name = appConfig.partner.name;
  const viewed = params.get(WIDGET_PARAMS.address);
  return (
    <div ref={root} className="flex flex-col gap-3 p-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <BrandMark />
          {/* data-partner-name: scripts/partner-pages.ts writes the partner's name in the prerendered page. */}
          <span>
            <Trans>
              Rewards on <span data-partner-name="">{name}</span>
            </Trans>
          </span>
        </p>
        <WalletButton />
      </header>
      <main id="main" className="outline-none">
        <SentWatcherSlot />
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<WidgetLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className="text-xs text-slate-600 dark:text-slate-400">
        <a
          // The address the page gave opens with it; a connected wallet is the app's own again there.
          href={`${APP_BASE}${paths.rewards}${viewed === null ? '' : `?${new URLSearchParams({ address: viewed }).toString()}`}`}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          <Trans>Open {name} to claim everything across campaigns</Trans>
        </a>
      </footer>
    </div>
  );
}
