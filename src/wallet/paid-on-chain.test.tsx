import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../domain/address.ts';
import { forgetPaidOnChain, recordPaidOnChain, usePaidOnChain } from './paid-on-chain.ts';

const user = '0x00000000000000000000000000000000000000aa' as Address;
const id = { chainId: 31337, campaignIndex: 5 };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the amounts the chain has paid, kept in this browser', () => {
  it('reads a ledger kept before versions were, per ledger, and never lowers an amount', () => {
    localStorage.setItem('paid-on-chain:v1', JSON.stringify({ [user]: { '31337:5': '700' } }));
    const { result } = renderHook(() => ({ rewards: usePaidOnChain(user), payouts: usePaidOnChain(user, 'payouts') }));
    expect(result.current.rewards(id)).toBe(700n);
    expect(result.current.payouts(id)).toBeUndefined();
    act(() => {
      recordPaidOnChain(user, id, 500n);
      recordPaidOnChain(user, id, 2n ** 255n, 'payouts');
    });
    expect(result.current.rewards(id)).toBe(700n);
    expect(result.current.payouts(id)).toBe(2n ** 255n);
    act(() => {
      recordPaidOnChain(user, id, 900n);
    });
    expect(result.current.rewards(id)).toBe(900n);
  });

  it('ignores a hand-edited ledger in words rather than show an amount it cannot trust', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('paid-on-chain:v1', JSON.stringify({ version: 1, value: { [user]: { '31337:5': '-1' } } }));
    const { result } = renderHook(() => usePaidOnChain(user));
    expect(result.current(id)).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Ignoring the amounts the chain has paid kept in this browser/);
  });

  it('forgets the campaigns the service has caught up with, and only those, in their own ledger', () => {
    const other = { chainId: 31338, campaignIndex: 7 };
    const { result } = renderHook(() => ({ rewards: usePaidOnChain(user), payouts: usePaidOnChain(user, 'payouts') }));
    act(() => {
      recordPaidOnChain(user, id, 500n);
      recordPaidOnChain(user, other, 600n);
      recordPaidOnChain(user, id, 700n, 'payouts');
    });
    act(() => {
      forgetPaidOnChain(user, [id]);
    });
    expect(result.current.rewards(id)).toBeUndefined();
    expect(result.current.rewards(other)).toBe(600n);
    expect(result.current.payouts(id)).toBe(700n);
  });
});
