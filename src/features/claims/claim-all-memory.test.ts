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

  it('keeps a run limited to some campaigns apart from the unlimited one beside it', () => {
    const closingSoon = [{ chainId: 1, campaignIndex: 4 }];
    expect(sameScope({ only: closingSoon }, {})).toBe(false);
    expect(sameScope({}, { only: closingSoon })).toBe(false);
    // The campaigns closing soon change as days pass; the limited control still resumes its run.
    expect(sameScope({ only: closingSoon }, { only: [{ chainId: 1, campaignIndex: 9 }] })).toBe(true);
    expect(sameScope({ chainId: 1, only: closingSoon }, { only: closingSoon })).toBe(false);
  });

  it('round-trips the campaigns a limited run covers, and reads a record kept before limits as unlimited', () => {
    const memory = { scope: { only: [{ chainId: 31338, campaignIndex: 3 }] }, pending: [] };
    saveClaimAll('rewards', user, memory);
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toMatchObject({ value: { scope: { only: ['31338:3'] } } });
    expect(loadClaimAll('rewards', user)).toEqual(memory);
    localStorage.setItem(key, JSON.stringify({ scope: { chainId: 1 }, pending: [] }));
    expect(loadClaimAll('rewards', user)?.scope).toEqual({ chainId: 1 });
  });
});
