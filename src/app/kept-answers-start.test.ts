// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_ANSWERS_WAIT_MS, whenKeptAnswersOfUse } from './kept-answers-start.ts';

// The paint is the test's to give: a restore must wait for the answers' paint, not only for them.
const paints: (() => void)[] = [];
vi.mock('../lib/after-paint.ts', () => ({
  afterNextPaint: (run: () => void) => {
    paints.push(run);
    return () => {
      paints.splice(paints.indexOf(run), 1);
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

/** A client with one query in flight, and what answers it. */
function clientAsking(): { client: QueryClient; answer: () => Promise<void> } {
  const client = new QueryClient();
  let resolve: (value: string) => void = () => undefined;
  void client.query({ queryKey: ['campaign'], queryFn: () => new Promise<string>((done) => (resolve = done)) });
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
  });

  it('restores only once the first answers are in and painted, when they come quickly', async () => {
    const { client, answer } = clientAsking();
    const restore = vi.fn();
    whenKeptAnswersOfUse(client, restore);
    await vi.advanceTimersByTimeAsync(KEPT_ANSWERS_WAIT_MS / 2);
    await answer();
    expect(restore).not.toHaveBeenCalled();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(restore).toHaveBeenCalledOnce();
    // The wait for a slow service is over for good: nothing restores twice.
    await vi.advanceTimersByTimeAsync(KEPT_ANSWERS_WAIT_MS * 2);
    expect(restore).toHaveBeenCalledOnce();
  });

  it('restores while the screen still waits on a slow service, without waiting for a paint', async () => {
    const { client } = clientAsking();
    const restore = vi.fn();
    whenKeptAnswersOfUse(client, restore);
    await vi.advanceTimersByTimeAsync(KEPT_ANSWERS_WAIT_MS - 1);
    expect(restore).not.toHaveBeenCalled();
    // At the wait's end, in the next idle moment.
    await vi.advanceTimersByTimeAsync(2);
    expect(restore).toHaveBeenCalledOnce();
    expect(paints).toHaveLength(0);
  });

  it('restores after the first paint on a screen that asks nothing', async () => {
    const restore = vi.fn();
    whenKeptAnswersOfUse(new QueryClient(), restore);
    await vi.advanceTimersByTimeAsync(KEPT_ANSWERS_WAIT_MS);
    expect(restore).not.toHaveBeenCalled();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(restore).toHaveBeenCalledOnce();
  });

  it('restores nothing once cancelled, whether waiting for the answers or for their paint', async () => {
    const waiting = clientAsking();
    const restoreWaiting = vi.fn();
    whenKeptAnswersOfUse(waiting.client, restoreWaiting)();
    await waiting.answer();
    paint();
    await vi.advanceTimersByTimeAsync(KEPT_ANSWERS_WAIT_MS);

    const painting = clientAsking();
    const restorePainting = vi.fn();
    const cancel = whenKeptAnswersOfUse(painting.client, restorePainting);
    await painting.answer();
    cancel();
    paint();
    await vi.advanceTimersByTimeAsync(KEPT_ANSWERS_WAIT_MS);

    expect(restoreWaiting).not.toHaveBeenCalled();
    expect(restorePainting).not.toHaveBeenCalled();
  });
});
