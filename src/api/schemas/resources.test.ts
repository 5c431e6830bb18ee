import { describe, expect, it } from 'vitest';
import * as z from '../../lib/zod.ts';
import {
  SAMPLE_ADDRESS,
  SAMPLE_HASH,
  wireClaimProof,
  wireForwarderTarget,
  wireReferralProof,
  wireReferralStat,
  wireUserReward,
} from '../testing/wire-samples.ts';
import { claimProofSchema } from './claims.ts';
import { dataEnvelope, listEnvelope } from './envelope.ts';
import { ERROR_CODES } from '../error-codes.ts';
import { errorResponseSchema } from './errors.ts';
import { forwarderTargetListSchema, forwarderTargetSchema } from './forwarder.ts';
import {
  referralBindSchema,
  referralProofSchema,
  referralStatListSchema,
  referralStatSchema,
  referralUsernameSchema,
} from './referrals.ts';
import { userRewardListSchema, userRewardSchema } from './rewards.ts';
import { decStr } from './primitives.ts';

describe('userRewardSchema', () => {
  it('decodes amounts to bigint and round-trips', () => {
    const reward = userRewardSchema.parse(wireUserReward());
    expect(reward.claimable).toBe(3n);
    expect(z.encode(userRewardSchema, reward)).toEqual(wireUserReward());
  });

  it('rejects a missing rewardToken and a list without total', () => {
    const { rewardToken: _token, ...withoutToken } = wireUserReward();
    expect(userRewardSchema.safeParse(withoutToken).success).toBe(false);
    expect(userRewardListSchema.safeParse({ data: [wireUserReward()] }).success).toBe(false);
  });
});

describe('claimProofSchema', () => {
  it('decodes proof, cliff positions and cliff break', () => {
    const proof = claimProofSchema.parse(wireClaimProof());
    expect(proof.cumulativeAmount).toBe(10n);
    expect(proof.proof).toEqual([SAMPLE_HASH, SAMPLE_HASH]);
    expect(proof.cliffPositions[0]?.endsAt).toEqual(new Date('2025-02-01T00:00:00.000Z'));
    expect(proof.cliffBreak?.balanceAfter).toBe(40n);
    expect(z.encode(claimProofSchema, proof)).toEqual(wireClaimProof());
  });

  it('reads missing or null cliffPositions as an empty list and keeps open status strings', () => {
    expect(claimProofSchema.parse(wireClaimProof({ cliffPositions: null })).cliffPositions).toEqual([]);
    const { cliffPositions: _c, cliffBreak: _b, ...minimal } = wireClaimProof();
    const proof = claimProofSchema.parse(minimal);
    expect(proof.cliffPositions).toEqual([]);
    expect(proof.cliffBreak).toBeUndefined();
    const broken = wireClaimProof({ cliffPositions: [{ tokenId: '1', status: 'broken', endsAt: 1735787045 }] });
    expect(claimProofSchema.parse(broken).cliffPositions[0]?.status).toBe('broken');
  });

  it.each([
    ['a proof element that is not hex', { proof: ['nothex'] }],
    ['a numeric claimable', { claimable: 6 }],
    ['a bad address', { address: '0x12' }],
  ])('rejects %s', (_name, overrides) => {
    expect(claimProofSchema.safeParse({ ...wireClaimProof(), ...overrides }).success).toBe(false);
  });
});

describe('referral schemas', () => {
  it('decodes a referral proof', () => {
    const proof = referralProofSchema.parse(wireReferralProof());
    expect(proof.amount).toBe(777n);
    expect(referralProofSchema.safeParse(wireReferralProof({ distributorAddress: 'nope' })).success).toBe(false);
  });

  it('decodes boundAt from unix seconds (and milliseconds) to a Date, encodes seconds', () => {
    const wire = { referee: SAMPLE_ADDRESS, referrer: SAMPLE_ADDRESS, boundAt: '1735787045', created: true };
    const bind = referralBindSchema.parse(wire);
    expect(bind.boundAt.toISOString()).toBe('2025-01-02T03:04:05.000Z');
    expect(referralBindSchema.parse({ ...wire, boundAt: '1735787045000' }).boundAt).toEqual(bind.boundAt);
    expect(z.encode(referralBindSchema, bind)).toEqual(wire);
    expect(referralBindSchema.safeParse({ ...wire, boundAt: 1735787045 }).success).toBe(false);
  });

  it('checks usernames', () => {
    expect(referralUsernameSchema.parse({ username: 'alice_01', referrer: SAMPLE_ADDRESS }).username).toBe('alice_01');
    for (const username of ['Al', 'ALICE', 'a'.repeat(21), 'al-ice']) {
      expect(referralUsernameSchema.safeParse({ username, referrer: SAMPLE_ADDRESS }).success, username).toBe(false);
    }
  });

  it('decodes a referral stat with nulls, missing nullables and a claimed one', () => {
    expect(referralStatSchema.parse(wireReferralStat()).amount).toBe(120n);
    const { claimWindowEnd: _w, claimTxHash: _t, claimedAt: _c, ...unset } = wireReferralStat({ amount: null });
    const stat = referralStatSchema.parse(unset);
    expect(stat).toMatchObject({ amount: null, claimWindowEnd: null, claimTxHash: null, claimedAt: null });
    const claimed = referralStatSchema.parse(
      wireReferralStat({ status: 'final', claimTxHash: SAMPLE_HASH, claimedAt: '2025-04-01T00:00:00Z' }),
    );
    expect(claimed.claimedAt).toEqual(new Date('2025-04-01T00:00:00Z'));
    expect(referralStatSchema.safeParse(wireReferralStat({ status: 'settled' as 'final' })).success).toBe(false);
  });

  it('decodes stats as a bare array or wrapped in data, and encodes a bare array', () => {
    const bare = referralStatListSchema.parse([wireReferralStat()]);
    const wrapped = referralStatListSchema.parse({ data: [wireReferralStat()] });
    expect(wrapped).toEqual(bare);
    expect(bare).toHaveLength(1);
    expect(z.encode(referralStatListSchema, bare)).toEqual([wireReferralStat()]);
    expect(referralStatListSchema.safeParse({ items: [] }).success).toBe(false);
  });
});

describe('forwarder schemas', () => {
  it('decodes a target and the envelope without total', () => {
    const target = forwarderTargetSchema.parse(wireForwarderTarget());
    expect(target.acceptedTokens[0]?.symbol).toBe('USDC');
    expect(forwarderTargetListSchema.parse({ data: [wireForwarderTarget()] }).data).toHaveLength(1);
    expect(
      forwarderTargetSchema.safeParse(wireForwarderTarget({ shareToken: { symbol: 'x', decimals: -1 } })).success,
    ).toBe(false);
  });
});

describe('errorResponseSchema', () => {
  it('accepts every code of the table with details of any kind', () => {
    for (const code of ERROR_CODES) {
      expect(errorResponseSchema.safeParse({ error: 'x', code, details: null }).success).toBe(true);
    }
    expect(
      errorResponseSchema.parse({ error: 'x', code: 'INVALID_PARAMS', details: { field: 'limit' } }).details,
    ).toEqual({
      field: 'limit',
    });
  });

  it('requires all three members and a known code', () => {
    expect(errorResponseSchema.safeParse({ error: 'x', code: 'NOT_FOUND' }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ code: 'NOT_FOUND', details: null }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ error: 'x', code: 'TEAPOT', details: null }).success).toBe(false);
  });
});

describe('envelopes', () => {
  it('listEnvelope needs data and an int total; dataEnvelope only data', () => {
    expect(listEnvelope(decStr).parse({ data: ['1'], total: 1 })).toEqual({ data: [1n], total: 1 });
    expect(listEnvelope(decStr).safeParse({ data: ['1'], total: '1' }).success).toBe(false);
    expect(dataEnvelope(decStr).parse({ data: ['2'] })).toEqual({ data: [2n] });
  });
});
