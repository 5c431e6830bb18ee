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
import { sentEntries, sentFromThisPage, useSentEntries } from '../wallet/sent-transactions.ts';
import { claimNews, failedMessage, type Told } from './widget-claim-news.ts';
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

/** How long a settled send may wait for its payments to be recorded before it counts as failed. */
const PAYMENT_RECORD_GRACE_MS = 3_000;

/**
 * Tells the host of each claim this widget sends (not another tab's, nor one kept from before):
 * once sent, and once mined with what it paid, or failed (reverted, dropped or replaced by
 * something that paid nothing) when it settled and paid nothing.
 */
function useClaimMessages(hostOrigin: string | undefined): void {
  const { address } = useWalletSession();
  const entries = useSentEntries(address);
  const told = useRef(new Map<string, Told>());
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    for (const entry of [...entries].reverse()) {
      const reference = entry.reference;
      if (reference === undefined || !sentFromThisPage(entry)) continue;
      const key = `${String(entry.chainId)}:${reference}`;
      const news = claimNews(entry, told.current.get(key));
      if (news.told !== undefined) told.current.set(key, news.told);
      for (const message of news.messages) send(hostOrigin, message);
      if (!news.waitForPayment) continue;
      // Settled, and no payment yet: the payments are recorded just after the receipt is read, so
      // only a send still without them a moment later paid nothing.
      timers.push(
        setTimeout(() => {
          if (told.current.get(key) === 'done') return;
          const now = sentEntries().find(
            (candidate) => candidate.chainId === entry.chainId && candidate.reference === reference,
          );
          if (now !== undefined && claimNews(now, 'sent').told === 'done') return;
          told.current.set(key, 'done');
          send(hostOrigin, failedMessage(entry, reference));
        }, PAYMENT_RECORD_GRACE_MS),
      );
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
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

/**
 * Says the widget's name in its language, for the loader to name the frame by (what a screen
 * reader announces on entering it), again whenever the language changes.
 */
function useReportedTitle(hostOrigin: string | undefined, title: string): void {
  useEffect(() => {
    send(hostOrigin, { source: EMBED_MESSAGE_SOURCE, type: 'title', title });
  }, [hostOrigin, title]);
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
  const { t } = useLingui();
  useReportedTitle(hostOrigin, t`Rewards on ${name}`);
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
