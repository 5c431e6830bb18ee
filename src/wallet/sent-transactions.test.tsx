// @vitest-environment jsdom
// (the record lives in the browser's localStorage)
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../domain/address.ts';

const user = '0x00000000000000000000000000000000000000aa' as Address;
const id = { chainId: 31337, campaignIndex: 5 };
const hash = `0x${'ab'.repeat(32)}`;

/** The module afresh, as a new page loads it. */
const load = () => import('./sent-transactions.ts');

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the record of sends', () => {
  it('reads what the previous build kept under four keys once the claim code loads, and removes those keys', async () => {
    const versioned = (value: unknown) => JSON.stringify({ version: 1, value });
    localStorage.setItem(
      'paid-on-chain:v1',
      JSON.stringify({ [user]: { '31337:5': '700' }, [`payout:${user}`]: { '31337:6': '9' } }),
    );
    localStorage.setItem(
      `single-claim:v1:claim:${user}:31337:7`,
      versioned({ chainId: 31337, kind: 'transaction', reference: hash, campaigns: ['31337:7'], sentAt: 1 }),
    );
    localStorage.setItem(
      `claim-all:v1:${user}`,
      versioned({
        scope: { chainId: 31338 },
        pending: [{ chainId: 31338, kind: 'calls', reference: '0x0abc', campaigns: ['31338:1', '31338:2'], sentAt: 2 }],
      }),
    );
    localStorage.setItem(
      `safe-proposal:payouts:${user}:31339`,
      versioned({
        scope: {},
        chainId: 31339,
        safe: user,
        safeTxHash: `0x${'cd'.repeat(32)}`,
        calls: [{ to: user, data: '0x1234' }],
        campaigns: ['31339:3'],
        proposedAt: 3,
      }),
    );
    localStorage.setItem(`claim-all:v1:${user}:broken`, 'not ours');
    // As the build before versions were kept wrote it, and a hand-edited one.
    localStorage.setItem(
      `single-claim:v1:payout:${user}:31337:8`,
      JSON.stringify({ chainId: 31337, kind: 'transaction', reference: hash, campaigns: ['31337:8'], sentAt: 4 }),
    );
    localStorage.setItem(`claim-all:v1:payouts:${user}`, '{');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = await load();
    (await import('./sent-transactions-legacy.ts')).readEarlierSendsOnce();
    const { result } = renderHook(() => ({
      rewards: sent.usePaidOnChain(user),
      payouts: sent.usePaidOnChain(user, 'payouts'),
    }));
    expect(result.current.rewards(id)).toBe(700n);
    expect(result.current.payouts({ chainId: 31337, campaignIndex: 6 })).toBe(9n);
    expect(sent.pendingSends('rewards', user).map((entry) => [entry.kind, entry.via, entry.reference])).toEqual([
      ['claim', 'transaction', hash],
      ['claim-all', 'calls', '0x0abc'],
    ]);
    expect(sent.sentRun('rewards', user)?.scope).toEqual({ chainId: 31338 });
    expect(sent.pendingSends('payouts', user).map((entry) => entry.kind)).toEqual(['safe-proposal', 'payout']);
    expect(sent.pendingSends('payouts', user)[0]?.safe?.calls).toEqual([{ to: user, data: '0x1234' }]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^Ignoring a send kept by an earlier build \(key "claim-all:v1:payouts:/),
    ]);
    expect(Object.keys(localStorage).sort()).toEqual([`claim-all:v1:${user}:broken`, 'sent-transactions']);
    // Read again by the next page: nothing doubles.
    vi.resetModules();
    const again = await load();
    (await import('./sent-transactions-legacy.ts')).readEarlierSendsOnce();
    expect(again.pendingSends('rewards', user)).toHaveLength(2);
  });

  it('records a payment on the send that carried it, never lowers it, and forgets it for screens a while after it is reported', async () => {
    const sent = await load();
    sent.keepSent({
      kind: 'claim',
      ledger: 'rewards',
      user,
      chainId: 31337,
      via: 'transaction',
      reference: hash,
      calls: [{ campaign: id }],
      sentAt: 1,
    });
    const { result } = renderHook(() => sent.usePaidOnChain(user));
    act(() => {
      sent.settleSent(31337, hash);
      sent.recordPaid('rewards', user, id, 900n);
      sent.recordPaid('rewards', user, id, 500n);
    });
    expect(result.current(id)).toBe(900n);
    expect(sent.sentEntries()).toHaveLength(1);
    expect(sent.sentEntries()[0]).toMatchObject({ status: 'settled', calls: [{ campaign: id, paid: 900n }] });
    act(() => {
      sent.markReported('rewards', user, [id]);
    });
    // Still counted for a while: a reload may restore answers kept from before the claim.
    expect(result.current(id)).toBe(900n);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 16 * 60_000);
    act(() => {
      sent.keepRun('rewards', user, {});
    });
    expect(result.current(id)).toBeUndefined();
  });

  it('tells the app what a settled send touched, so exactly those figures are asked again', async () => {
    const { onSettled } = await import('./sent-settled.ts');
    const sent = await load();
    const heard = vi.fn();
    const stop = onSettled(heard);
    sent.keepSent({
      kind: 'claim-all',
      ledger: 'payouts',
      user,
      chainId: 31337,
      via: 'calls',
      reference: '0x01',
      calls: [{ campaign: id }],
      sentAt: 1,
    });
    sent.settleSent(31337, '0x01');
    sent.settleSent(31337, '0x01');
    stop();
    expect(heard).toHaveBeenCalledOnce();
    expect(heard.mock.calls[0]?.[0]).toMatchObject({
      ledger: 'payouts',
      user,
      chainId: 31337,
      calls: [{ campaign: id }],
    });
  });

  it('keeps the newest 400 settled sends it no longer needs, and every pending one', async () => {
    const sent = await load();
    const send = (n: number) => ({
      kind: 'claim' as const,
      ledger: 'rewards' as const,
      user,
      chainId: 31337,
      via: 'transaction' as const,
      reference: `0x${n.toString(16).padStart(64, '0')}`,
      calls: [{ campaign: { chainId: 31337, campaignIndex: n } }],
      sentAt: n,
    });
    sent.keepSent(send(0));
    for (let n = 1; n <= 401; n += 1) {
      sent.keepSent(send(n));
      sent.settleSent(31337, send(n).reference);
    }
    const kept = sent.sentEntries();
    expect(kept).toHaveLength(401);
    expect(kept[0]).toMatchObject({ sentAt: 0, status: 'pending' });
    expect(kept.some((entry) => entry.sentAt === 1)).toBe(false);
  });

  it('ignores a hand-edited record in words rather than trust it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      'sent-transactions',
      JSON.stringify({ version: 1, value: { entries: [{ kind: 'claim' }], runs: [] } }),
    );
    const sent = await load();
    expect(sent.sentEntries()).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^Ignoring the transactions this browser sent kept in this browser/,
    );
  });
});
