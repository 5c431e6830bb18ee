import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignKeys, referralKeys } from '../query-keys.ts';
import { SAMPLE_ADDRESS } from '../testing/wire-samples.ts';
import { useBindReferral } from './post-referral-bind.ts';

// The hook uses the app's default client, which looks up the global fetch per call, so stubbing
// fetch is enough to stand in for the service here.

function wrapperFor(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

function reply(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useBindReferral', () => {
  const request = { mode: 'session', sessionToken: 'tok', referee: SAMPLE_ADDRESS, referrerUsername: 'alice' } as const;

  it('binds and invalidates every referral query, and nothing else', async () => {
    vi.stubGlobal(
      'fetch',
      reply(200, { referee: SAMPLE_ADDRESS, referrer: SAMPLE_ADDRESS, boundAt: '1735787045', created: true }),
    );
    const queryClient = new QueryClient();
    const statsKey = referralKeys.stats(SAMPLE_ADDRESS, {});
    const campaignKey = campaignKeys.list({});
    queryClient.setQueryData(statsKey, []);
    queryClient.setQueryData(campaignKey, { data: [], total: 0 });

    const { result } = renderHook(() => useBindReferral(), { wrapper: wrapperFor(queryClient) });
    const bind = await result.current.mutateAsync(request);

    expect(bind.created).toBe(true);
    expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(campaignKey)?.isInvalidated).toBe(false);
  });

  it('exposes a typed ApiError and leaves the cache alone on failure', async () => {
    vi.stubGlobal('fetch', reply(409, { error: 'already bound', code: 'ALREADY_BOUND', details: null }));
    const queryClient = new QueryClient();
    const statsKey = referralKeys.stats(SAMPLE_ADDRESS, {});
    queryClient.setQueryData(statsKey, []);

    const { result } = renderHook(() => useBindReferral(), { wrapper: wrapperFor(queryClient) });
    result.current.mutate(request);

    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(result.current.error).toMatchObject({ code: 'ALREADY_BOUND', status: 409 });
    expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(false);
  });
});
