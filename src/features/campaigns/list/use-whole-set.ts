import { i18n } from '@lingui/core';
import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { errorFromRecord } from '../../../api/api-error.ts';
import { apiClient } from '../../../api/client.ts';
import { campaignKeys } from '../../../api/query-keys.ts';
import { adoptServiceClockOffset } from '../../../api/server-clock.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { appConfig } from '../../../config/env.ts';
import { formatLocale } from '../../../lib/format-locale.ts';
import type { WholeSetEngine } from './whole-set-engine.ts';
import {
  readingKey,
  type FromWholeSetWorker,
  type ToWholeSetWorker,
  type WholeSetAnswer,
  type WholeSetView,
} from './whole-set-protocol.ts';

// The page's side of the whole-set reading (whole-set-engine.ts): one engine for the app, in a Web
// Worker, so reading, decoding and ranking thousands of campaigns never holds the main thread; the
// page receives the answers of the views it watches. Where a worker cannot do the work the engine
// runs in the page instead, unchanged: in the static demo the service is answered by a service
// worker the page starts (src/mock/browser.ts), which hands a worker's requests to whichever of the
// demo's tabs is visible, or to the network when none is; in tests (no Worker); and if the worker
// fails to start (a host that refuses it), from then on.

type Listener = (answer: WholeSetAnswer) => void;

interface Backend {
  watch: (id: string, view: WholeSetView) => void;
  unwatch: (id: string) => void;
  retry: (id: string) => void;
}

/** The static demo's service runs in the page, out of a worker's reach. */
const IN_BROWSER_MOCK =
  import.meta.env.VITE_APP_MODE !== 'production' && import.meta.env.VITE_MOCK_IN_BROWSER === 'true';

/** Rows checked whole in the background in one go on the page: a few milliseconds. */
const PAGE_CHECK_SLICE = 10;

class WholeSetHost {
  readonly #listeners = new Map<string, Listener>();
  readonly #views = new Map<string, WholeSetView>();
  #backend: Backend;

  constructor() {
    this.#backend = typeof Worker === 'undefined' || IN_BROWSER_MOCK ? this.#inPage() : this.#inWorker();
  }

  watch(id: string, view: WholeSetView, listener: Listener): void {
    this.#listeners.set(id, listener);
    this.#views.set(id, view);
    this.#backend.watch(id, view);
  }

  unwatch(id: string): void {
    this.#listeners.delete(id);
    this.#views.delete(id);
    this.#backend.unwatch(id);
  }

  retry(id: string): void {
    this.#backend.retry(id);
  }

  #receive = (id: string, answer: WholeSetAnswer): void => {
    this.#listeners.get(id)?.(answer);
  };

  #inWorker(): Backend {
    const worker = new Worker(new URL('./whole-set.worker.ts', import.meta.url), { type: 'module' });
    const post = (message: ToWholeSetWorker) => {
      worker.postMessage(message);
    };
    const language = () => {
      post({ type: 'language', locale: i18n.locale, formatLocale: formatLocale(), messages: i18n.messages });
    };
    worker.onmessage = (event: MessageEvent<FromWholeSetWorker>) => {
      adoptServiceClockOffset(event.data.serviceClockOffsetMs);
      this.#receive(event.data.id, event.data.answer);
    };
    const stopListening = i18n.on('change', language);
    worker.onerror = (event) => {
      // The worker could not start or broke: the page does the work from here, for every view.
      console.error('The campaign list’s worker failed; the list is worked out in the page instead', event.message);
      event.preventDefault();
      stopListening();
      worker.terminate();
      this.#backend = this.#inPage();
      for (const [id, view] of this.#views) this.#backend.watch(id, view);
    };
    post({
      type: 'setup',
      baseUrl: appConfig.apiBaseUrl,
      partnerRefId: appConfig.partnerRefId,
    });
    language();
    return {
      watch: (id, view) => {
        post({ type: 'watch', id, view });
      },
      unwatch: (id) => {
        post({ type: 'unwatch', id });
      },
      retry: (id) => {
        post({ type: 'retry', id });
      },
    };
  }

  #inPage(): Backend {
    // Loaded when first needed: where the worker runs (everywhere but the static demo and tests),
    // the list's own code does not carry the engine.
    let engine: WholeSetEngine | undefined;
    const waiting: ((ready: WholeSetEngine) => void)[] = [];
    const withEngine = (then: (ready: WholeSetEngine) => void) => {
      if (engine === undefined) waiting.push(then);
      else then(engine);
    };
    let checking = false;
    const checkInTheBackground = () => {
      if (checking) return;
      checking = true;
      const step = () => {
        if (engine?.checkSome(PAGE_CHECK_SLICE) === true) setTimeout(step, 0);
        else checking = false;
      };
      setTimeout(step, 0);
    };
    import('./whole-set-engine.ts').then(
      ({ WholeSetEngine: Engine }) => {
        const ready = new Engine({ client: apiClient, send: this.#receive, onUnchecked: checkInTheBackground });
        engine = ready;
        i18n.on('change', () => {
          ready.relabel();
        });
        for (const then of waiting.splice(0)) then(ready);
      },
      (error: unknown) => {
        console.error('The campaign list’s whole-set reading could not be loaded', error);
      },
    );
    return {
      watch: (id, view) => {
        withEngine((ready) => {
          ready.watch(id, view);
        });
      },
      unwatch: (id) => {
        withEngine((ready) => {
          ready.unwatch(id);
        });
      },
      retry: (id) => {
        withEngine((ready) => {
          ready.retry(id);
        });
      },
    };
  }
}

/**
 * One whole-set host per query client: the app's one (so one worker), started on first use (never
 * while prerendering: effects only); a test's fresh client starts from nothing read, as its cache does.
 */
const hosts = new WeakMap<QueryClient, WholeSetHost>();

function wholeSetHost(queryClient: QueryClient): WholeSetHost {
  let host = hosts.get(queryClient);
  if (host === undefined) {
    host = new WholeSetHost();
    hosts.set(queryClient, host);
  }
  return host;
}

/**
 * The campaign object last received for each row key: an answer is a copy (structured clone), and
 * the list keeps one display row per campaign object, so a sort or a search re-renders no card.
 */
const known = new Map<string, Campaign>();
const KNOWN_LIMIT = 2_000;

function sameObjects(answer: WholeSetAnswer): Campaign[] {
  if (known.size > KNOWN_LIMIT) known.clear();
  return answer.campaigns.map((campaign, index) => {
    const key = answer.keys[index];
    if (key === undefined) return campaign;
    const kept = known.get(key);
    if (kept !== undefined) return kept;
    known.set(key, campaign);
    return campaign;
  });
}

/**
 * Whether a view's whole answer is kept for the next visit (in the query cache, which the app keeps
 * in IndexedDB: app/query-persistence.ts): the pages of the landing, its orders and My campaigns,
 * a bounded set, each twenty campaigns. A search's answers (one per keystroke) are not.
 */
function keepsAnswer(view: WholeSetView): boolean {
  return view.search.trim() === '' && view.pageSize > 0;
}

/** A view's answer as the page uses it. */
export interface WholeSet {
  /**
   * The latest answer for the view's reading (its filters); undefined until one has come. While
   * the reading is under way, the whole answer kept from the last visit, when there is one.
   */
  answer: WholeSetAnswer | undefined;
  /** The page of matches of that answer, one object per campaign across answers. */
  campaigns: readonly Campaign[];
  /** Why reading stopped: the same ApiError (or Error) the page would have met. */
  error: Error | null;
  /** Asks the failed page again and carries on from there. */
  retry: () => void;
}

/**
 * The answer to `view` from the whole-set reading, kept up to date as pages are read; `undefined`
 * reads nothing. Until the first answer for the view's filters comes, `answer` is undefined; an
 * answer for the same filters but another page, search or order stays until the new one comes.
 */
export function useWholeSet(view: WholeSetView | undefined): WholeSet {
  const id = useId();
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<WholeSetAnswer>();
  // A new object each render with the same content must not watch again.
  const viewJson = view === undefined ? undefined : JSON.stringify(view);
  useEffect(() => {
    if (viewJson === undefined) return;
    const watching = wholeSetHost(queryClient);
    watching.watch(id, JSON.parse(viewJson) as WholeSetView, setLatest);
    return () => {
      watching.unwatch(id);
    };
  }, [queryClient, id, viewJson]);

  const key = view === undefined ? undefined : readingKey(view.filters);
  const live =
    latest !== undefined && key !== undefined && readingKey(latest.view.filters) === key ? latest : undefined;
  // A return visit paints the last visit's answer at once while the list is read again, as it
  // painted the list kept whole before; the new answer takes its place once whole (or failed).
  const keeps = view !== undefined && keepsAnswer(view);
  const kept = useQuery<WholeSetAnswer>({
    queryKey: campaignKeys.directoryAnswer(view ?? {}),
    queryFn: skipToken,
    enabled: keeps,
  }).data;
  const settled = live !== undefined && (live.complete || live.error !== null);
  const answer = settled || kept === undefined || !keeps ? live : kept;
  useEffect(() => {
    if (!keeps || live === undefined || !live.complete || live.error !== null) return;
    // Only the answer to the view on screen (not one still on its way for the view before).
    if (JSON.stringify(live.view) !== viewJson) return;
    queryClient.setQueryData(campaignKeys.directoryAnswer(live.view), live);
  }, [keeps, live, viewJson, queryClient]);
  const campaigns = useMemo(() => (answer === undefined ? [] : sameObjects(answer)), [answer]);
  const record = answer?.error ?? null;
  const error = useMemo(() => (record === null ? null : errorFromRecord(record)), [record]);
  const retry = useCallback(() => {
    wholeSetHost(queryClient).retry(id);
  }, [queryClient, id]);
  return { answer, campaigns, error, retry };
}
