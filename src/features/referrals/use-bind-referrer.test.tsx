import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { foundry } from 'viem/chains';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfig, http, WagmiContext } from 'wagmi';
import { campaignKeys, referralKeys } from '../../api/query-keys.ts';
import { SAMPLE_ADDRESS } from '../../api/testing/wire-samples.ts';
import { readPendingReferral, savePendingReferral } from './referral-link.ts';
import { useBindReferrer } from './use-bind-referrer.ts';

// The hook posts through the app's default API client, which looks up the global fetch per call,
// so stubbing fetch stands in for the service. Session mode signs nothing, so wagmi's config is
// only there because the hook needs one in context.

const wagmiConfig = createConfig({ chains: [foundry], transports: { [foundry.id]: http('http://127.0.0.1:1') } });
const REFERRER = '0x2222222222222222222222222222222222222222';

function setup() {
  const queryClient = new QueryClient();
  const statsKey = referralKeys.stats(SAMPLE_ADDRESS, {});
  const campaignKey = campaignKeys.list({});
  queryClient.setQueryData(statsKey, []);
  queryClient.setQueryData(campaignKey, { data: [], total: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WagmiContext.Provider value={wagmiConfig}>{children}</WagmiContext.Provider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useBindReferrer(SAMPLE_ADDRESS), { wrapper });
  return { ...hook, queryClient, statsKey, campaignKey };
}

function reply(status: number, body: unknown) {
  return vi.fn((_url: string | URL | Request, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
}

const sessionBind = {
  username: 'alice',
  authorization: { mode: 'session', sessionToken: 'tok' },
  shownReferrer: undefined,
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useBindReferrer in session mode', () => {
  it('binds, says so, forgets the pending link and refetches every referral query, and nothing else', async () => {
    const fetch = reply(200, { referee: SAMPLE_ADDRESS, referrer: REFERRER, boundAt: '1735787045', created: true });
    vi.stubGlobal('fetch', fetch);
    savePendingReferral('alice');
    const { result, queryClient, statsKey, campaignKey } = setup();

    act(() => {
      result.current.bind(sessionBind);
    });
    await waitFor(() => {
      expect(result.current.status).toEqual({ step: 'bound', referrer: REFERRER, created: true });
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    if (typeof init?.body !== 'string') throw new Error('the bind was sent without a JSON body');
    expect(JSON.parse(init.body)).toEqual({ referee: SAMPLE_ADDRESS, referrerUsername: 'alice' });
    expect(readPendingReferral()).toBeNull();
    expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(campaignKey)?.isInvalidated).toBe(false);
  });

  it('says in words why the service refused, and leaves the cache and the pending link alone', async () => {
    vi.stubGlobal('fetch', reply(409, { error: 'already bound', code: 'ALREADY_BOUND', details: null }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    savePendingReferral('alice');
    const { result, queryClient, statsKey } = setup();

    act(() => {
      result.current.bind(sessionBind);
    });
    await waitFor(() => {
      expect(result.current.status).toEqual({
        step: 'failed',
        message: 'This wallet is already bound to another referrer, and the first bind is permanent.',
      });
    });
    expect(result.current.busy).toBe(false);
    expect(readPendingReferral()).toBe('alice');
    expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(false);
  });

  it('sends one bind for two quick submits', async () => {
    const fetch = reply(200, { referee: SAMPLE_ADDRESS, referrer: REFERRER, boundAt: '1735787045', created: true });
    vi.stubGlobal('fetch', fetch);
    const { result } = setup();

    act(() => {
      result.current.bind(sessionBind);
      result.current.bind(sessionBind);
    });
    await waitFor(() => {
      expect(result.current.status.step).toBe('bound');
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
