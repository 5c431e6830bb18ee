import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from './within.ts';

describe('within', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is what the promise settles to in time, and its rejection', async () => {
    expect(await within(Promise.resolve('sheet'), 1_000)).toBe('sheet');
    await expect(within(Promise.reject(new Error('HTTP 503')), 1_000)).rejects.toThrow('HTTP 503');
  });

  it('is undefined once the time is up, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const waiting = within(new Promise<string>(() => undefined), 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await waiting).toBeUndefined();
    expect(await within(Promise.resolve(1), 1_000)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
