import { describe, expect, it } from 'vitest';
import { decodeClaimAllMemory, encodeClaimAllMemory, sameScope } from './claim-all-memory.ts';

describe('claim-all memory', () => {
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
    expect(decodeClaimAllMemory(encodeClaimAllMemory(memory))).toEqual(memory);
  });

  it('reads nothing from malformed text and drops malformed sends', () => {
    expect(decodeClaimAllMemory(null)).toBeUndefined();
    expect(decodeClaimAllMemory('{')).toBeUndefined();
    expect(decodeClaimAllMemory('[]')).toBeUndefined();
    const decoded = decodeClaimAllMemory(
      JSON.stringify({
        scope: { chainId: 'x' },
        pending: [
          { chainId: 1, kind: 'transaction', reference: 'not hex', campaigns: [] },
          { chainId: 1, kind: 'transaction', reference: '0x12', campaigns: ['1:2', 'bad'] },
        ],
      }),
    );
    expect(decoded).toEqual({
      scope: {},
      pending: [{ chainId: 1, kind: 'transaction', reference: '0x12', campaigns: [{ chainId: 1, campaignIndex: 2 }] }],
    });
  });

  it('matches scopes by reward chain', () => {
    expect(sameScope({}, {})).toBe(true);
    expect(sameScope({ chainId: 1 }, { chainId: 1 })).toBe(true);
    expect(sameScope({ chainId: 1 }, {})).toBe(false);
  });
});
