import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptAnswersRestored, RESTORE_WAIT_MS, restoringKeptAnswers } from './kept-answers-restore.ts';

async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('keptAnswersRestored', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is nothing to wait for with a client that keeps no answers', async () => {
    vi.useFakeTimers();
    expect(await settledWithin(keptAnswersRestored(new QueryClient()), 0)).toBe(true);
  });

  it('waits for the restore on its way, and no longer', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let restored = () => undefined as unknown;
    restoringKeptAnswers(
      client,
      new Promise<void>((resolve) => {
        restored = resolve;
      }),
    );
    const waiting = keptAnswersRestored(client);
    expect(await settledWithin(waiting, 100)).toBe(false);
    restored();
    expect(await settledWithin(waiting, 0)).toBe(true);
  });

  it('gives up on a restore that does not end, and one forgotten is not waited for', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const forget = restoringKeptAnswers(client, new Promise<void>(() => undefined));
    const waiting = keptAnswersRestored(client);
    expect(await settledWithin(waiting, RESTORE_WAIT_MS - 1)).toBe(false);
    expect(await settledWithin(waiting, 1)).toBe(true);
    forget();
    expect(await settledWithin(keptAnswersRestored(client), 0)).toBe(true);
  });
});
