import { useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../components/button.tsx';
import { appConfig } from '../config/env.ts';
import { demoRuntime, type DemoChainsState } from '../lib/demo-runtime.ts';

/**
 * The static demo's banner: says in words that everything here is a simulation with test tokens,
 * where to read more, whether the in-browser chains are up yet, and offers to start the demo
 * over. Only demo builds render it (see layout.tsx); it is part of every prerendered page, so it
 * never pushes the page down after the first paint.
 */

const QUERY_CACHE_DATABASE = 'query-cache';

const noRuntime = (): DemoChainsState | undefined => undefined;
const noSubscription = () => () => undefined;

function useDemoChains(): DemoChainsState | undefined {
  const runtime = demoRuntime();
  return useSyncExternalStore(runtime?.subscribe ?? noSubscription, runtime?.chains ?? noRuntime, noRuntime);
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Blocked: this tab still holds it open. The deletion then completes as the page reloads.
    request.onsuccess = request.onblocked = () => {
      resolve();
    };
    request.onerror = () => {
      // The cache only speeds up the next visit: starting over goes on without deleting it.
      console.warn(`The demo could not delete the ${name} database`, request.error);
      resolve();
    };
  });
}

/** Forgets everything this demo kept in the browser, then reloads onto a new world. */
async function startOver(): Promise<void> {
  await demoRuntime()?.forget();
  await deleteDatabase(QUERY_CACHE_DATABASE);
  // The demo is hosted on an origin of its own (see docs/deploy.md, the static demo): all it kept is its own.
  localStorage.clear();
  sessionStorage.clear();
  window.location.reload();
}

export function DemoBanner() {
  const { t } = useLingui();
  const chains = useDemoChains();
  const chainsText = (state: DemoChainsState | undefined): string => {
    if (state === undefined) return '';
    if (state.status === 'ready')
      return state.kept
        ? t`Demo chains running in this tab.`
        : t`Demo chains running; open in another tab, so nothing here is kept.`;
    if (state.status === 'failed') {
      const message = state.message;
      return t`The demo chains could not start (${message}). Reset the demo to try again.`;
    }
    return state.resumed ? t`Restoring the demo chains…` : t`Starting the demo chains…`;
  };
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const readmeUrl = appConfig.demoReadmeUrl ?? `${import.meta.env.BASE_URL}README.md`;
  return (
    <section
      aria-label={t`Demo`}
      className="border-b border-amber-300 bg-amber-50 text-xs text-amber-950 sm:text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {/* On a phone: the sentence on one row, the chains' state and Reset on the next. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 sm:px-6 sm:py-2">
        <p className="min-w-0 flex-1 max-sm:basis-full sm:basis-72">
          <Trans>
            <strong className="font-semibold">Demo.</strong> Test tokens on chains simulated in your browser: nothing
            here is real money<span className="max-sm:hidden">, and no data leaves this tab</span>.
          </Trans>{' '}
          <a href={readmeUrl} className="font-medium underline underline-offset-2">
            <Trans>About this project</Trans>
          </a>
        </p>
        <p role="status" className="min-h-5 flex-1 text-amber-900 sm:flex-none dark:text-amber-200">
          {chainsText(chains)}
        </p>
        {confirming ? (
          <div
            role="group"
            aria-label={t`Reset the demo`}
            className="flex basis-full flex-wrap items-center justify-end gap-2"
          >
            <span>
              <Trans>Forget every claim, bind and payout made here?</Trans>
            </span>
            <Button
              variant="danger"
              loading={resetting}
              loadingText={t`Resetting…`}
              onClick={() => {
                setResetting(true);
                startOver().catch((error: unknown) => {
                  setResetting(false);
                  setResetError(error instanceof Error ? error.message : String(error));
                });
              }}
            >
              <Trans>Start over</Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(false);
              }}
            >
              <Trans>Keep</Trans>
            </Button>
          </div>
        ) : (
          <Button
            variant="secondary"
            className="max-sm:py-1 max-sm:text-xs"
            onClick={() => {
              setConfirming(true);
            }}
          >
            <Trans>Reset the demo</Trans>
          </Button>
        )}
        {resetError !== null && (
          <p role="alert" className="basis-full text-red-800 dark:text-red-300">
            <Trans>The demo could not be reset: {resetError}</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
