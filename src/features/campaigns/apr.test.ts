import { describe, expect, it } from 'vitest';
import { aprNullReason, summarizeApr, type AprContext } from './apr.ts';

const now = new Date('2026-01-10T00:00:00Z');
const running: AprContext = {
  status: 'active',
  startTime: new Date('2026-01-01T00:00:00Z'),
  endTime: new Date('2026-02-01T00:00:00Z'),
  tvl: 1_000_000_000n,
};

describe('aprNullReason', () => {
  it('says "not started" for draft and pending campaigns and before the start time', () => {
    expect(aprNullReason({ ...running, status: 'draft' }, now)).toBe('not-started');
    expect(aprNullReason({ ...running, status: 'pending' }, now)).toBe('not-started');
    expect(aprNullReason({ ...running, startTime: new Date('2026-01-11T00:00:00Z') }, now)).toBe('not-started');
  });

  it('says "ended" for ended, finalized and cancelled campaigns and after the end time', () => {
    for (const status of ['ended', 'finalized', 'cancelled'] as const) {
      expect(aprNullReason({ ...running, status }, now)).toBe('ended');
    }
    expect(aprNullReason({ ...running, endTime: new Date('2026-01-09T00:00:00Z') }, now)).toBe('ended');
  });

  it('says "zero TVL" for a running campaign nobody has deposited in', () => {
    expect(aprNullReason({ ...running, tvl: 0n }, now)).toBe('zero-tvl');
  });

  it('blames the price feed when a running campaign with TVL has no APR, open-ended ones included', () => {
    expect(aprNullReason(running, now)).toBe('price-lag');
    expect(aprNullReason({ ...running, endTime: undefined }, now)).toBe('price-lag');
  });
});

describe('summarizeApr', () => {
  it('shows the partner APR with two decimals, the protocol APR and their sum', () => {
    expect(summarizeApr({ partnerApyBps: 1550n, protocolApyBps: 480n }, running, now)).toEqual({
      partner: '15.50%',
      hasPartner: true,
      protocol: '4.80%',
      total: '20.30%',
      totalText: '20.30%',
    });
  });

  it('shows 0.00% for a zero APR (a spent budget), which is not a missing one', () => {
    expect(summarizeApr({ partnerApyBps: 0n, protocolApyBps: null }, running, now).partner).toBe('0.00%');
  });

  it('gives the reason in words and no sum when the partner APR is null', () => {
    const summary = summarizeApr({ partnerApyBps: null, protocolApyBps: 350n }, { ...running, tvl: 0n }, now);
    expect(summary).toEqual({
      partner: 'Zero TVL',
      hasPartner: false,
      protocol: '3.50%',
      total: undefined,
      totalText: 'Unknown without the reward APR',
    });
    expect(summarizeApr({ partnerApyBps: null, protocolApyBps: null }, running, now).totalText).toBe(
      'Unknown without either APR',
    );
    expect(summarizeApr({ partnerApyBps: null, protocolApyBps: null }, running, now).partner).toBe(
      'Price feed lagging',
    );
    expect(
      summarizeApr({ partnerApyBps: null, protocolApyBps: null }, { ...running, status: 'pending' }, now).partner,
    ).toBe('Not started');
    expect(
      summarizeApr({ partnerApyBps: null, protocolApyBps: null }, { ...running, status: 'ended' }, now).partner,
    ).toBe('Ended');
  });

  it('leaves out the protocol APR and the sum when no data source has it', () => {
    const summary = summarizeApr({ partnerApyBps: 700n, protocolApyBps: null }, running, now);
    expect(summary.protocol).toBeUndefined();
    expect(summary.total).toBeUndefined();
    expect(summary.totalText).toBe('Unknown without the protocol APR');
  });
});
