import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefetchWhile } from './use-refetch-while.ts';

describe('useRefetchWhile', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(waiting: number) {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook(
      ({ on }: { on: number }) => {
        useRefetchWhile(on, [['rewards'], ['claims']]);
      },
      {
        wrapper,
        initialProps: { on: waiting },
      },
    );
    return { invalidate, hook };
  }

  it('asks the service again every few seconds while waiting, and stops once it agrees', () => {
    const { invalidate, hook } = setup(1);
    vi.advanceTimersByTime(4_000);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['rewards'], ['claims']]);
    hook.rerender({ on: 0 });
    vi.advanceTimersByTime(20_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('stops asking after its time, even while still waiting', () => {
    const { invalidate } = setup(1);
    vi.advanceTimersByTime(10 * 60_000);
    const asked = invalidate.mock.calls.length;
    expect(asked).toBeGreaterThan(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(invalidate).toHaveBeenCalledTimes(asked);
  });

  it('starts its time again when another row starts waiting', () => {
    const { invalidate, hook } = setup(1);
    vi.advanceTimersByTime(10 * 60_000);
    const asked = invalidate.mock.calls.length;
    hook.rerender({ on: 2 });
    vi.advanceTimersByTime(8_000);
    expect(invalidate.mock.calls.length).toBeGreaterThan(asked);
  });

  it('keeps a request already on its way rather than cancelling it and asking again', async () => {
    const queryClient = new QueryClient();
    const signals: AbortSignal[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(
      () => {
        useQuery({
          queryKey: ['claims', 'proof'],
          // The first answer comes at once; the one the first tick asks for is slower than the
          // pace of asking, and has not come when the next tick does.
          queryFn: ({ signal }) => {
            signals.push(signal);
            return signals.length === 1 ? Promise.resolve(1) : new Promise<number>(() => undefined);
          },
        });
        useRefetchWhile(1, [['claims']]);
      },
      { wrapper },
    );
    await vi.advanceTimersByTimeAsync(8_000);
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
    queryClient.clear();
  });

  it('asks nothing while nothing is waiting', () => {
    const { invalidate } = setup(0);
    vi.advanceTimersByTime(20_000);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
