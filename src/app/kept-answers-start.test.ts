// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignKeys } from '../api/query-keys.ts';
import { KEPT_ANSWERS_DATABASE } from './kept-answers-database.ts';
import { FIRST_VISIT_WAIT_MS, RESTORE_IDLE_WAIT_MS, whenKeptAnswersOfUse } from './kept-answers-start.ts';

// The paint is the test's to give: a first visit must wait for the answers' paint, not only for them.
const paints: (() => void)[] = [];
vi.mock('../lib/after-paint.ts', () => ({
  afterNextPaint: (run: () => void) => {
    paints.push(run);
    return () => {
      const at = paints.indexOf(run);
      if (at >= 0) paints.splice(at, 1);
    };
  },
}));
vi.mock('../lib/when-idle.ts', () => ({
  whenIdle: (run: () => void) => {
    const timer = setTimeout(run, 0);
    return () => {
      clearTimeout(timer);
    };
  },
}));

function paint(): void {
  for (const run of paints.splice(0)) run();
}

/** The databases IndexedDB lists: a first visit's none, a return visit's the kept answers'. */
function browserHolds(names: string[]): void {
  vi.stubGlobal('indexedDB', { databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))) });
}

/** A client asking for a campaign (an answer the kept ones could stand for), and what answers it. */
function clientAsking(): { client: QueryClient; answer: () => Promise<void> } {
  const client = new QueryClient();
  let resolve: (value: string) => void = () => undefined;
  void client.query({
    queryKey: campaignKeys.detail({ chainId: 31337, campaignIndex: 5 }),
    queryFn: () => new Promise<string>((done) => (resolve = done)),
  });
  return {
    client,
    answer: async () => {
      resolve('answer');
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe('whenKeptAnswersOfUse', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    paints.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on a return visit, restores at once, before the first answer', async () => {
    browserHolds([KEPT_ANSWERS_DATABASE]);
    const { client } = clientAsking();
    const restore = vi.fn();
    whenKeptAnswersOfUse(client, restore);
    await vi.advanceTimersByTimeAsync(1);
    expect(restore).toHaveBeenCalledOnce();
    expect(paints).toHaveLength(0);
  });

  it('on a first visit, keeps answers only once the first answers are in and painted', async () => {
    browserHolds(['another-database']);
    const { client, answer } = clientAsking();
    const restore = vi.fn();
    whenKeptAnswersOfUse(client, restore);
    await vi.advanceTimersByTimeAsync(FIRST_VISIT_WAIT_MS / 2);
    expect(paints).toHaveLength(0);
    await answer();
    expect(restore).not.toHaveBeenCalled();
    paint();
    await vi.advanceTimersByTimeAsync(1);
    expect(restore).toHaveBeenCalledOnce();
    // Neither wait's deadline runs it again.
    await vi.advanceTimersByTimeAsync(FIRST_VISIT_WAIT_MS * 2);
    expect(restore).toHaveBeenCalledOnce();
  });

  it('on a first visit, starts anyway when the answers or their paint do not come', async () => {
    browserHolds([]);
    const { client } = clientAsking();
    const restore = vi.fn();
    whenKeptAnswersOfUse(client, restore);
    await vi.advanceTimersByTimeAsync(FIRST_VISIT_WAIT_MS);
    expect(restore).not.toHaveBeenCalled();
    // No frame is painted (a frame out of view): the paint's wait ends too.
    await vi.advanceTimersByTimeAsync(FIRST_VISIT_WAIT_MS + 1);
    expect(restore).toHaveBeenCalledOnce();
  });

  it('restores early where the browser cannot list its databases', async () => {
    vi.stubGlobal('indexedDB', {});
    const restore = vi.fn();
    whenKeptAnswersOfUse(new QueryClient(), restore);
    await vi.advanceTimersByTimeAsync(RESTORE_IDLE_WAIT_MS);
    expect(restore).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, at any step', async () => {
    browserHolds([]);
    const [beforeListing, waitingForAnswers, waitingForPaint] = [clientAsking(), clientAsking(), clientAsking()];
    const restore = vi.fn();
    // Before the databases are listed, while the answers are awaited, and while their paint is.
    whenKeptAnswersOfUse(beforeListing.client, restore)();
    const cancelWaiting = whenKeptAnswersOfUse(waitingForAnswers.client, restore);
    const cancelPainting = whenKeptAnswersOfUse(waitingForPaint.client, restore);
    await vi.advanceTimersByTimeAsync(1);
    cancelWaiting();
    await waitingForPaint.answer();
    cancelPainting();
    paint();
    await vi.advanceTimersByTimeAsync(FIRST_VISIT_WAIT_MS * 3);
    expect(restore).not.toHaveBeenCalled();
  });
});
