// @vitest-environment jsdom
// (the store lives in the browser's localStorage)
import { afterEach, describe, expect, it } from 'vitest';
import type { Hash } from 'viem';
import { pendingCarrying } from '../../../wallet/sent-transactions.ts';
import type { Address } from '../../../domain/address.ts';
import {
  beginClaimAll,
  dropPendingSend,
  endClaimAll,
  keepPendingSend,
  loadClaimAll,
  saveClaimAll,
} from '../claim-all/claim-all-memory.ts';
import { loadSingleClaim, saveSingleClaim } from './single-claim-memory.ts';

const id = { chainId: 31337, campaignIndex: 5 };
const user = '0x00000000000000000000000000000000000000aa' as Address;
const hash: Hash = `0x${'ab'.repeat(32)}`;

describe('single claim memory', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('keeps a sent claim per purpose, address and campaign until it is dropped', () => {
    saveSingleClaim('claim', user, id, hash);
    expect(loadSingleClaim('claim', user, id)).toBe(hash);
    expect(loadSingleClaim('claim', user.toUpperCase().replace('0X', '0x') as Address, id)).toBe(hash);
    expect(loadSingleClaim('payout', user, id)).toBeUndefined();
    expect(loadSingleClaim('claim', user, { ...id, campaignIndex: 6 })).toBeUndefined();
    expect(loadSingleClaim('claim', '0x00000000000000000000000000000000000000bb', id)).toBeUndefined();
    saveSingleClaim('claim', user, id, undefined);
    expect(loadSingleClaim('claim', user, id)).toBeUndefined();
  });
});

describe('a campaign held by a kept claim-all', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('is known pending for its kind and user only, until the claim-all is settled', () => {
    const user = '0x00000000000000000000000000000000000000aa' as Address;
    saveClaimAll('payouts', user, {
      scope: {},
      pending: [{ chainId: 31337, kind: 'calls', reference: '0xabc1', campaigns: [id] }],
    });
    expect(pendingCarrying('payouts', user, id) !== undefined).toBe(true);
    expect(pendingCarrying('rewards', user, id) !== undefined).toBe(false);
    expect(pendingCarrying('payouts', user, { ...id, campaignIndex: 6 }) !== undefined).toBe(false);
    saveClaimAll('payouts', user, undefined);
    expect(pendingCarrying('payouts', user, id) !== undefined).toBe(false);
  });
});

describe('a claim-all run kept in this browser', () => {
  const user = '0x00000000000000000000000000000000000000bb' as Address;
  const send = (reference: string) => ({
    chainId: 31337,
    kind: 'transaction' as const,
    reference,
    campaigns: [id],
    sentAt: 1,
  });
  afterEach(() => {
    localStorage.clear();
  });

  it('stays under way while its sends settle, so a reload between chains resumes it, and goes at its end', () => {
    beginClaimAll('rewards', user, {});
    keepPendingSend('rewards', user, {}, send('0x01'));
    dropPendingSend('rewards', user, '0x01');
    expect(loadClaimAll('rewards', user)).toEqual({ scope: {}, pending: [] });
    endClaimAll('rewards', user);
    expect(loadClaimAll('rewards', user)).toBeUndefined();
  });

  it('keeps another control’s send when both write, and ends only once none is left', () => {
    beginClaimAll('rewards', user, { chainId: 31337 });
    keepPendingSend('rewards', user, { chainId: 31337 }, send('0x01'));
    keepPendingSend('rewards', user, {}, send('0x02'));
    dropPendingSend('rewards', user, '0x01');
    endClaimAll('rewards', user);
    expect(loadClaimAll('rewards', user)?.pending.map((kept) => kept.reference)).toEqual(['0x02']);
  });
});
