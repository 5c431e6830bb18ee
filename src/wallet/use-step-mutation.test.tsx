import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createConfig, http, WagmiProvider } from 'wagmi';
import { describe, expect, it, vi } from 'vitest';
import { localChains } from '../config/chains.ts';
import { useStepMutation } from './use-step-mutation.ts';

const config = createConfig({ chains: localChains, transports: { 31337: http(), 31338: http(), 31339: http() } });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}

describe('useStepMutation', () => {
  it('reports each step, then the result, and sends once however often it is started', async () => {
    let finish: (value: string) => void = () => undefined;
    const run = vi.fn((_config: unknown, onStep: (step: string) => void) => {
      onStep('signing');
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    const { result } = renderHook(
      () => useStepMutation({ mutationKey: ['test', 1], run, describeError: () => 'failed' }),
      { wrapper },
    );
    act(() => {
      result.current.start();
      result.current.start();
    });
    await waitFor(() => {
      expect(result.current.status).toEqual({ state: 'working', step: 'signing' });
    });
    expect(result.current.busy).toBe(true);
    act(() => {
      result.current.start();
    });
    act(() => {
      finish('paid');
    });
    await waitFor(() => {
      expect(result.current.status).toEqual({ state: 'done', result: 'paid' });
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });

  it('puts a failure in the words it is given', async () => {
    const error = new Error('raw');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(
      () =>
        useStepMutation({
          mutationKey: ['test', 2],
          run: () => Promise.reject(error),
          describeError: (e) => (e === error ? 'In words.' : 'other'),
        }),
      { wrapper },
    );
    act(() => {
      result.current.start();
    });
    await waitFor(() => {
      expect(result.current.status).toEqual({ state: 'failed', message: 'In words.' });
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
