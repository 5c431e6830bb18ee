import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-defaults.ts';
import { rewardKeys } from './query-keys.ts';
import { useIsRestoredAndFetching } from './use-restored-fetching.ts';
import { toAddress } from '../domain/address.ts';

afterEach(cleanup);

const alice = toAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const bob = toAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');
const aliceRewards = rewardKeys.list(alice, {});

/** A client holding alice's rewards as a restore from yesterday leaves them, and a way to answer their refetch. */
function restoredClient() {
  const client = createQueryClient();
  client.setQueryData(aliceRewards, { rows: ['kept'] }, { updatedAt: performance.timeOrigin - 86_400_000 });
  let answer: (value: unknown) => void = () => undefined;
  const refetch = client.query({
    queryKey: aliceRewards,
    staleTime: 0,
    queryFn: () => new Promise((resolve) => (answer = resolve)),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return {
    client,
    wrapper,
    answer: (value: unknown) => {
      answer(value);
    },
    refetch,
  };
}

describe('useIsRestoredAndFetching', () => {
  it('is true while a kept answer is being read again, false once the service answers', async () => {
    const { wrapper, answer, refetch } = restoredClient();
    const { result } = renderHook(() => useIsRestoredAndFetching([rewardKeys.listsOf(alice)]), { wrapper });
    expect(result.current).toBe(true);
    answer({ rows: ['fresh'] });
    await refetch;
    await waitFor(() => {
      expect(result.current).toBe(false);
    });
  });

  it("is false for another address's queries and for answers read by this visit", () => {
    const { wrapper } = restoredClient();
    const { result } = renderHook(() => useIsRestoredAndFetching([rewardKeys.listsOf(bob)]), { wrapper });
    expect(result.current).toBe(false);

    const fresh = createQueryClient();
    fresh.setQueryData(aliceRewards, { rows: ['now'] });
    void fresh.query({ queryKey: aliceRewards, staleTime: 0, queryFn: () => new Promise(() => undefined) });
    const { result: freshResult } = renderHook(() => useIsRestoredAndFetching([rewardKeys.listsOf(alice)]), {
      wrapper: ({ children }) => <QueryClientProvider client={fresh}>{children}</QueryClientProvider>,
    });
    expect(freshResult.current).toBe(false);
  });
});
