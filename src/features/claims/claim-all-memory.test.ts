// @vitest-environment jsdom
// (the memory lives in the browser's localStorage)
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../domain/address.ts';
import { loadClaimAll, saveClaimAll, sameScope } from './claim-all-memory.ts';

const user = '0x00000000000000000000000000000000000000aa' as Address;
const key = `claim-all:v1:${user}`;

describe('claim-all memory', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('round-trips a plan with sends being watched', () => {
    const memory = {
      scope: { chainId: 31338 },
      pending: [
        {
          chainId: 31338,
          kind: 'calls' as const,
          reference: '0xabc1',
          campaigns: [
            { chainId: 31338, campaignIndex: 2 },
            { chainId: 31338, campaignIndex: 7 },
          ],
        },
      ],
    };
    saveClaimAll('rewards', user, memory);
    expect(loadClaimAll('rewards', user)).toEqual(memory);
    expect(loadClaimAll('payouts', user)).toBeUndefined();
  });

  it('resumes a run kept by the build before versions were kept', () => {
    localStorage.setItem(
      key,
      JSON.stringify({
        scope: {},
        pending: [{ chainId: 1, kind: 'transaction', reference: '0x12', campaigns: ['1:2'], sentAt: 5 }],
      }),
    );
    expect(loadClaimAll('rewards', user)).toEqual({
      scope: {},
      pending: [
        {
          chainId: 1,
          kind: 'transaction',
          reference: '0x12',
          campaigns: [{ chainId: 1, campaignIndex: 2 }],
          sentAt: 5,
        },
      ],
    });
  });

  it('reads nothing, in words, from malformed text or a record with a malformed send', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const text of [
      '{',
      '[]',
      JSON.stringify({ scope: { chainId: 'x' }, pending: [] }),
      JSON.stringify({
        scope: {},
        pending: [{ chainId: 1, kind: 'transaction', reference: '0x12', campaigns: ['1:2', 'bad'] }],
      }),
      JSON.stringify({
        scope: {},
        pending: [{ chainId: 1, kind: 'transaction', reference: 'not hex', campaigns: [] }],
      }),
    ]) {
      localStorage.setItem(key, text);
      expect(loadClaimAll('rewards', user)).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Ignoring a claim-all under way kept in this browser/);
  });

  it('matches scopes by reward chain', () => {
    expect(sameScope({}, {})).toBe(true);
    expect(sameScope({ chainId: 1 }, { chainId: 1 })).toBe(true);
    expect(sameScope({ chainId: 1 }, {})).toBe(false);
  });
});
