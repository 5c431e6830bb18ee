import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from '../lib/zod.ts';
import { decodeAnswer, replyTo } from './answer-decoding.ts';
import { campaignPageSchema } from './schemas/campaign.ts';
import { referralStatRowsSchema } from './schemas/referrals.ts';
import { userRewardPageSchema } from './schemas/rewards.ts';
import { wireCampaign, wireReferralStat, wireUserReward } from './testing/wire-samples.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

// What the page receives from the worker is a structured clone of what the worker decoded.
const throughWorker = <T>(value: T): T => structuredClone(value);

describe('decoding answers off the main thread', () => {
  it('gives the page the same page of rewards as the client’s own decode, amounts and dates intact', () => {
    const wire = {
      data: [wireUserReward(), wireUserReward({ id: { chainId: 10, campaignIndex: 3 }, claimable: '0' })],
      total: 240,
    };
    const decoded = throughWorker(decodeAnswer('userRewards', JSON.stringify(wire)));
    const onPage = z.parse(userRewardPageSchema, wire);
    expect(decoded).toEqual(onPage);
    expect(decoded?.total).toBe(240);
    expect(typeof decoded?.data[0]?.claimable).toBe('bigint');
    expect(decoded?.data[1]?.id).toEqual({ chainId: 10, campaignIndex: 3 });
  });

  it('leaves a bad row out and names why, as the page did', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wire = { data: [wireUserReward(), { ...wireUserReward(), claimable: 'lots' }], total: 2 };
    const decoded = throughWorker(decodeAnswer('userRewards', JSON.stringify(wire)));
    expect(decoded?.data).toHaveLength(1);
    expect(decoded?.rejected).toEqual(z.parse(userRewardPageSchema, wire).rejected);
    expect(decoded?.rejected[0]?.index).toBe(1);
  });

  it('gives the page a page of campaigns, names, end dates and budgets as its own decode does', () => {
    const wire = { data: [wireCampaign(), wireCampaign({ id: { chainId: 10, campaignIndex: 4 } })], total: 300 };
    const decoded = throughWorker(decodeAnswer('campaignPage', JSON.stringify(wire)));
    expect(decoded).toEqual(z.parse(campaignPageSchema, wire));
    expect(decoded?.total).toBe(300);
    expect(decoded?.data[1]?.id).toEqual({ chainId: 10, campaignIndex: 4 });
  });

  it('reads a referrer’s earnings in both wire shapes, with payout dates and amounts', () => {
    const paid = wireReferralStat({
      status: 'final',
      claimWindowEnd: '2026-12-01T00:00:00Z',
      claimedAt: '2026-11-20T10:00:00Z',
    });
    const rows = [wireReferralStat(), paid];
    for (const wire of [rows, { data: rows }]) {
      const decoded = throughWorker(decodeAnswer('referralStats', JSON.stringify(wire)));
      expect(decoded).toEqual(z.parse(referralStatRowsSchema, wire));
      expect(decoded?.data[1]?.claimedAt).toBeInstanceOf(Date);
      expect(decoded?.data[0]?.amount).toBe(120n);
    }
  });

  it('hands back what it cannot decode, for the page to decode and word the error as for any answer', () => {
    expect(decodeAnswer('userRewards', '<html>busy</html>')).toBeUndefined();
    expect(decodeAnswer('userRewards', JSON.stringify({ data: [wireUserReward()] }))).toBeUndefined();
    expect(decodeAnswer('referralStats', JSON.stringify({ rows: [] }))).toBeUndefined();
  });

  it('answers each request under its own id', () => {
    const reply = replyTo({ id: 7, kind: 'referralStats', text: JSON.stringify([wireReferralStat()]) });
    expect(reply.id).toBe(7);
    expect(reply.answer?.data).toHaveLength(1);
    expect(replyTo({ id: 8, kind: 'userRewards', text: 'not json' })).toEqual({ id: 8, answer: undefined });
  });
});
