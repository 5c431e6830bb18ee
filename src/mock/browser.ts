import { setupWorker } from 'msw/browser';
import { LOCAL_CHAIN_PORTS } from '../config/env.ts';
import { provideDemoRuntime, type DemoChainsState } from '../lib/demo-runtime.ts';
import { pointWorldAtLocalTokens } from './chain/local-token-addresses.ts';
import { createMockContext } from './context.ts';
import { RUNNING_REFRESH_MS } from './world/constants.ts';
import { chainRpcHandlers } from './demo/chain-rpc-handlers.ts';
import {
  forgetDemoSave,
  readDemoSession,
  readSavedChains,
  writeDemoSession,
  writeSavedChains,
  type DemoSession,
} from './demo/demo-save.ts';
import { createMockHandlers } from './msw.ts';

/**
 * Whether this tab keeps the demo: the first tab of it open does. Each tab runs chains of its own,
 * so a second one saving would overwrite the first's claims with its own; it starts from the
 * saved demo and keeps nothing (its banner says so). Without Web Locks, every tab keeps.
 */
function keepsTheDemo(): Promise<boolean> {
  if (!('locks' in navigator)) return Promise.resolve(true);
  return new Promise((resolve) => {
    void navigator.locks.request(`demo:${import.meta.env.BASE_URL}`, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // Held for as long as the tab lives.
      return lock === null ? undefined : new Promise<never>(() => undefined);
    });
  });
}

export interface BrowserMockOptions {
  apiBaseUrl: string;
  /** The RPC URL the app uses per chain id; the local chains' are served in the page. */
  rpcUrls: Readonly<Record<number, string>>;
  /** Names this build: a session saved by another build is not resumed. */
  buildId: string;
}

/**
 * The in-browser demo: the same mock app the HTTP server runs, answering the app's requests from a
 * service worker, and the local chains running in the page (see demo/demo-chains.ts), so a static
 * build shows and pays everything the local stack does. The world clock runs with the wall clock,
 * as in `npm start`, and resumes after a reload where it was, with the binds and the chains.
 *
 * Resolves once the service answers; the chains start behind it, and requests to them wait until
 * they are up (a few seconds on a first visit, a moment after a reload).
 */
export async function startBrowserMock(options: BrowserMockOptions): Promise<void> {
  const rpcUrls = new Map(
    Object.keys(LOCAL_CHAIN_PORTS).flatMap((id) => {
      const rpcUrl = options.rpcUrls[Number(id)];
      return rpcUrl === undefined ? [] : [[Number(id), rpcUrl] as const];
    }),
  );
  const keeps = await keepsTheDemo();
  const resumedSession = readDemoSession(options.buildId);
  const ctx = createMockContext({
    clockMode: 'running',
    ...(resumedSession === undefined
      ? {}
      : {
          origin: new Date(resumedSession.origin),
          clockStartedAt: resumedSession.startedAt,
          clockAdvancedMs: resumedSession.advancedMs,
        }),
  });
  for (const bind of resumedSession?.binds ?? [])
    ctx.binds.tryBind(bind.referee, bind.referrer, new Date(bind.boundAt));
  // The first answers already name the tokens the chains are about to deploy.
  pointWorldAtLocalTokens(ctx.world, [...rpcUrls.keys()]);

  const session = (): DemoSession => ({
    buildId: options.buildId,
    origin: ctx.clock.origin.getTime(),
    startedAt: ctx.clock.startedAt,
    advancedMs: ctx.clock.advancedMs,
    binds: ctx.binds
      .listBinds()
      .map((bind) => ({ referee: bind.referee, referrer: bind.referrer, boundAt: bind.boundAt.getTime() })),
  });
  if (keeps) writeDemoSession(session());

  let chainsState: DemoChainsState = { status: 'starting', resumed: resumedSession !== undefined };
  const listeners = new Set<() => void>();
  const setChainsState = (next: DemoChainsState): void => {
    chainsState = next;
    for (const listener of listeners) listener();
  };
  let forgotten = false;
  // The chains (an EVM, the contracts and their deployment) are a chunk of their own, fetched and
  // started once the service answers, so the first screen waits for neither. Requests to them
  // wait on this promise meanwhile.
  let startChains: () => void = () => undefined;
  const chains = new Promise<void>((resolve) => {
    startChains = resolve;
  }).then(() =>
    import('./demo/demo-chains.ts').then(({ startDemoChains }) =>
      startDemoChains({
        ctx,
        rpcUrls,
        saved: resumedSession === undefined ? Promise.resolve(undefined) : readSavedChains(resumedSession),
        save: async (states) => {
          if (!forgotten && keeps) await writeSavedChains(session(), states);
        },
        onStarting: (resumed) => {
          setChainsState({ status: 'starting', resumed });
        },
      }),
    ),
  );
  chains.then(
    () => {
      setChainsState({ status: 'ready', kept: keeps });
      // Checkpoints pass with the wall clock: new roots are published on the chains while the
      // demo is open, as the local stack's server does.
      setInterval(() => {
        ctx.world.refresh();
      }, RUNNING_REFRESH_MS);
    },
    (error: unknown) => {
      console.error('The demo chains failed to start', error);
      setChainsState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    },
  );
  provideDemoRuntime({
    chains: () => chainsState,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget: async () => {
      forgotten = true;
      await forgetDemoSave();
    },
  });

  const worker = setupWorker(
    ...createMockHandlers(options.apiBaseUrl, ctx, {
      // A bind is the one thing the service itself keeps: save the session after every write.
      afterWrite: () => {
        if (!forgotten && keeps) writeDemoSession(session());
      },
      // A resumed world learns what was paid from its chains, which takes a moment after a
      // reload: until then it would offer paid rewards again. A first visit has nothing paid.
      ...(resumedSession === undefined
        ? {}
        : {
            ready: chains.then(
              () => undefined,
              () => undefined,
            ),
          }),
    }),
    ...chainRpcHandlers(rpcUrls, chains),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // Under the base the demo is hosted at (a sub-path too), and controlling only its pages.
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
  });
  startChains();
}
