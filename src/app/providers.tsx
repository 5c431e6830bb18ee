import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode, useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-defaults.ts';
import { useTheme } from '../components/theme-toggle.tsx';
import { WalletProvider } from '../wallet/wallet-provider.tsx';
import { whenPastFirstView } from '../lib/past-first-view.ts';
import { useRefreshAfterSettle } from './refresh-after-settle.ts';
import { whenKeptAnswersOfUse } from './kept-answers-start.ts';
import { restoringKeptAnswers } from '../api/kept-answers-restore.ts';

// Toasts only ever follow a user action, so their code need not be in the first load.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * Whether the screen's first view is past (`whenPastFirstView`): the toasts' code (10 KiB) waits
 * for it. Loaded with the page, it shared the line with the campaign page's first answer and its
 * paint. A toast made before it mounts is shown as it does (Sonner replays them).
 */
function usePastFirstView(): boolean {
  const [past, setPast] = useState(false);
  useEffect(
    () =>
      whenPastFirstView(() => {
        setPast(true);
      }),
    [],
  );
  return past;
}

/**
 * Restores the read screens' answers kept from the last visit and keeps this visit's. Its code loads
 * when that is of use (`whenKeptAnswersOfUse`): on a return visit at the first idle moment after the
 * first render, on a first visit once the first answers have been painted, out of their way. Only
 * the app's own client keeps answers: a test's client starts empty, as it expects.
 */
function useKeptAnswers(client: QueryClient, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Reads that continue a kept answer wait for it (keptAnswersRestored), until this settles.
    let restored: () => void = () => undefined;
    const forget = restoringKeptAnswers(
      client,
      new Promise<void>((resolve) => {
        restored = resolve;
      }),
    );
    const cancelWait = whenKeptAnswersOfUse(
      client,
      () => {
        import('./query-persistence.ts').then(
          ({ startQueryPersistence }) => {
            if (cancelled) return;
            stop = startQueryPersistence(client, { onRestored: restored });
          },
          (error: unknown) => {
            console.warn('The code keeping answers between visits failed to load; going on without it', error);
            restored();
          },
        );
      },
      restored,
    );
    return () => {
      cancelled = true;
      restored();
      forget();
      cancelWait();
      stop?.();
    };
  }, [client, enabled]);
}

/** Sonner's toasts, their region named in the reader's language (Sonner's own label is English). */
function Toasts({ isDark }: { isDark: boolean }) {
  const { t } = useLingui();
  return (
    <Toaster
      theme={isDark ? 'dark' : 'light'}
      richColors
      closeButton
      position="bottom-right"
      containerAriaLabel={t`Notifications`}
    />
  );
}

interface ProvidersProps {
  /** The app's client (main.tsx makes it before the first render, to ask for the screen's data early); a test's own. */
  queryClient?: QueryClient;
  /** Whether answers are kept between visits: for the app's own client, never a test's (default: no client given). */
  keepAnswers?: boolean;
  children: ReactNode;
}

/** The active language, server state, the (lazily filled) wallet context and toasts. */
export function Providers({ queryClient, keepAnswers = queryClient === undefined, children }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { isDark } = useTheme();
  const pastFirstView = usePastFirstView();
  useKeptAnswers(client, keepAnswers);
  useRefreshAfterSettle(client);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <WalletProvider>
          {children}
          {pastFirstView && (
            <Suspense fallback={null}>
              <Toasts isDark={isDark} />
            </Suspense>
          )}
        </WalletProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
