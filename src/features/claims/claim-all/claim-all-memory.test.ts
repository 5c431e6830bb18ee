// @vitest-environment jsdom
// (the memory lives in the browser's localStorage)
import { afterEach, describe, expect, it } from 'vitest';
import type { Address } from '../../../domain/address.ts';
import { loadClaimAll, saveClaimAll, sameScope } from './claim-all-memory.ts';

const user = '0x00000000000000000000000000000000000000aa' as Address;

describe('claim-all memory', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('round-trips a plan with sends being watched', () => {
    const memory = {
      scope: { chainId: 31338 },
      pending: [
        {
          chainId: 31338,
          kind: 'calls' as const,
          reference: '0xabc1',
          sentAt: 5,
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

  it('round-trips the campaigns a limited run covers', () => {
    const memory = { scope: { only: [{ chainId: 31338, campaignIndex: 3 }] }, pending: [] };
    saveClaimAll('rewards', user, memory);
    expect(JSON.parse(localStorage.getItem('sent-transactions') ?? 'null')).toMatchObject({
      value: { runs: [{ scope: { only: ['31338:3'] } }] },
    });
    expect(loadClaimAll('rewards', user)).toEqual(memory);
  });
});
