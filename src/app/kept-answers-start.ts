import type { QueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '../lib/after-paint.ts';
import { whenIdle } from '../lib/when-idle.ts';

/**
 * How long a screen may wait on the service, after its first render, before the answers kept from
 * the last visit are restored to fill the wait: about what a fast service takes to answer a phone.
 */
export const KEPT_ANSWERS_WAIT_MS = 300;

/**
 * Runs `run` (which restores the answers kept from the last visit) when they are of use:
 * - while the screen still waits on the service `waitMs` after its first render, at the next idle
 *   moment, so that a return visit shows last visit's rows instead of a skeleton;
 * - once nothing is being fetched any more (the screen has its answers), after those answers have
 *   been painted and the browser is idle: restoring then serves only the screens opened later, and
 *   must not share the main thread and the line with the first answers' render and paint.
 * Returns what cancels it if it has not run yet.
 */
export function whenKeptAnswersOfUse(client: QueryClient, run: () => void, waitMs = KEPT_ANSWERS_WAIT_MS): () => void {
  let chosen = false;
  let cancelChosen: (() => void) | undefined;
  const choose = (schedule: () => () => void) => {
    if (chosen) return;
    chosen = true;
    unsubscribe();
    clearTimeout(waiting);
    cancelChosen = schedule();
  };
  const afterAnswersShown = () => {
    let cancelIdle: (() => void) | undefined;
    const cancelPaint = afterNextPaint(() => {
      cancelIdle = whenIdle(run, waitMs);
    });
    return () => {
      cancelPaint();
      cancelIdle?.();
    };
  };
  const answered = () => {
    if (client.isFetching() === 0) choose(afterAnswersShown);
  };
  const unsubscribe = client.getQueryCache().subscribe(answered);
  const waiting = setTimeout(() => {
    choose(() => whenIdle(run, waitMs));
  }, waitMs);
  answered();
  return () => {
    chosen = true;
    unsubscribe();
    clearTimeout(waiting);
    cancelChosen?.();
  };
}
