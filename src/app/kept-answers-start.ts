import type { QueryClient } from '@tanstack/react-query';
import { isPersistedQueryKey } from '../api/query-defaults.ts';
import { afterNextPaint } from '../lib/after-paint.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { KEPT_ANSWERS_DATABASE } from './kept-answers-database.ts';

/** The longest a return visit's restore waits for an idle moment after the first render. */
export const RESTORE_IDLE_WAIT_MS = 500;

/**
 * The longest a first visit waits for its first answers, and then for their paint (a frame the
 * browser draws no frames for, such as a partner's widget scrolled out of view, paints none),
 * before it starts keeping them.
 */
export const FIRST_VISIT_WAIT_MS = 2_000;

/**
 * Whether this browser may hold answers kept from an earlier visit: false only when IndexedDB says
 * for certain that it has no database of kept answers (a first visit, or one after the browser
 * cleared the site's data). Where it cannot tell, true, and the restore keeps its early place.
 */
async function mayHoldKeptAnswers(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === KEPT_ANSWERS_DATABASE);
  } catch {
    return true;
  }
}

/**
 * Runs `run`, which loads the code that restores the answers kept from the last visit and keeps
 * this visit's, when it is of use:
 * - on a return visit, at the first idle moment after the first render, as early as it can: the
 *   screen shows the kept rows while the service answers, and the reads that follow its first
 *   answers (names, prices, chain history) find theirs kept;
 * - on a first visit, with nothing to restore, once the screen's first answers are in and painted:
 *   keeping them can wait, and must not share the line and the main thread with them.
 * `nothingToRestore` is called when this browser holds nothing kept (a first visit).
 * Returns what cancels it if it has not run yet.
 */
export function whenKeptAnswersOfUse(client: QueryClient, run: () => void, nothingToRestore?: () => void): () => void {
  let cancelled = false;
  let cancelWait: (() => void) | undefined;
  void mayHoldKeptAnswers().then((returnVisit) => {
    if (cancelled) return;
    if (!returnVisit) nothingToRestore?.();
    cancelWait = returnVisit ? whenIdle(run, RESTORE_IDLE_WAIT_MS) : afterFirstAnswersShown(client, run);
  });
  return () => {
    cancelled = true;
    cancelWait?.();
  };
}

/**
 * Runs `run` once no answer the kept ones could stand for is being fetched, that state has been
 * painted and the browser is idle; each wait at most FIRST_VISIT_WAIT_MS.
 */
function afterFirstAnswersShown(client: QueryClient, run: () => void): () => void {
  const cancels: (() => void)[] = [];
  let answered = false;
  const onceAnswered = () => {
    if (answered) return;
    answered = true;
    stopWatching();
    let painted = false;
    const oncePainted = () => {
      if (painted) return;
      painted = true;
      cancels.push(whenIdle(run));
    };
    cancels.push(afterNextPaint(oncePainted));
    const paintTimer = setTimeout(oncePainted, FIRST_VISIT_WAIT_MS);
    cancels.push(() => {
      clearTimeout(paintTimer);
    });
  };
  const checkAnswered = () => {
    const waiting = client.isFetching({
      predicate: (query) => query.state.data === undefined && isPersistedQueryKey(query.queryKey),
    });
    if (waiting === 0) onceAnswered();
  };
  const unsubscribe = client.getQueryCache().subscribe(checkAnswered);
  const answerTimer = setTimeout(onceAnswered, FIRST_VISIT_WAIT_MS);
  const stopWatching = () => {
    unsubscribe();
    clearTimeout(answerTimer);
  };
  checkAnswered();
  return () => {
    answered = true;
    stopWatching();
    for (const cancel of cancels) cancel();
  };
}
