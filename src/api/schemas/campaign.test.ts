import { describe, expect, it } from 'vitest';
import * as z from '../../lib/zod.ts';
import { LENIENT_OPTIONAL_MEMBERS } from '../assumptions.ts';
import {
  CHECKSUMMED_ADDRESS,
  SAMPLE_ADDRESS,
  wireCampaign,
  wireCampaignStats,
  wireClaimProof,
} from '../testing/wire-samples.ts';
import {
  campaignListSchema,
  campaignSchema,
  campaignStatsSchema,
  modesSchema,
  targetSchema,
  userPositionSchema,
  type CampaignWire,
} from './campaign.ts';
import { claimProofSchema } from './claims.ts';

describe('campaignSchema', () => {
  it('decodes a full campaign into domain values', () => {
    const campaign = campaignSchema.parse(wireCampaign());
    expect(campaign.tvl).toBe(1234500000n);
    expect(campaign.partnerApyBps).toBe(1550n);
    expect(campaign.protocolApyBps).toBeNull();
    expect(campaign.startTime).toEqual(new Date('2025-01-01T00:00:00.000Z'));
    expect(campaign.fundingHistory[0]?.blockNumber).toBe(21000000n);
    expect(campaign.target.poolKey?.fee).toBe(3000);
    expect(campaign.modes.depositTiers?.tiers[1]?.multiplier).toBe(2n);
    expect(campaign.modes.includeExistingPositions).toEqual({});
    expect(campaign.userPosition?.claimable).toBe(3n);
  });

  it('encodes back to the same wire JSON', () => {
    const wire = wireCampaign();
    expect(z.encode(campaignSchema, campaignSchema.parse(wire))).toEqual(wire);
  });

  it('lowercases every address', () => {
    const campaign = campaignSchema.parse(
      wireCampaign({ rewardToken: { address: CHECKSUMMED_ADDRESS, decimals: 6, symbol: 'X' } }),
    );
    expect(campaign.rewardToken.address).toBe(CHECKSUMMED_ADDRESS.toLowerCase());
  });

  it('accepts an empty modes object and a minimal target', () => {
    const campaign = campaignSchema.parse(
      wireCampaign({
        modes: {},
        target: { tokenStandard: 'univ4-position', chainId: 1, poolId: `0x${'0'.repeat(64)}` },
      }),
    );
    expect(campaign.modes).toEqual({});
    expect(campaign.target.address).toBeUndefined();
  });

  it.each<[string, Partial<CampaignWire> | Record<string, unknown>]>([
    ['tvl as a number', { tvl: 1234 }],
    ['an unknown status', { status: 'paused' }],
    ['a negative participant count', { participants: -1 }],
    ['partnerApyBps missing (it is nullable, not optional)', { partnerApyBps: undefined }],
    ['a bad configHash', { configHash: 'abc' }],
    ['a bad startTime', { startTime: 'soon' }],
    ['a mode member of the wrong shape', { modes: { fixedApy: { rateBps: 5 } } }],
    ['a poolKey without hooks', { target: { tokenStandard: 'x', chainId: 1, poolKey: { currency0: SAMPLE_ADDRESS } } }],
  ])('rejects %s', (_name, overrides) => {
    expect(campaignSchema.safeParse({ ...wireCampaign(), ...overrides }).success).toBe(false);
  });

  it('rejects a campaign without an id', () => {
    const { id: _id, ...withoutId } = wireCampaign();
    expect(campaignSchema.safeParse(withoutId).success).toBe(false);
  });
});

describe('LENIENT_OPTIONAL_MEMBERS matches the schemas', () => {
  const cases = [
    { name: 'Campaign', schema: campaignSchema, sample: wireCampaign() },
    { name: 'UserPosition', schema: userPositionSchema, sample: wireCampaign().userPosition },
    { name: 'Target', schema: targetSchema, sample: wireCampaign().target },
    { name: 'ClaimProof', schema: claimProofSchema, sample: wireClaimProof() },
  ] as const;

  for (const { name, schema, sample } of cases) {
    for (const member of LENIENT_OPTIONAL_MEMBERS[name]) {
      it(`${name}.${member} may be null or missing`, () => {
        const withNull = { ...(sample as Record<string, unknown>), [member]: null };
        const { [member]: _dropped, ...without } = sample as Record<string, unknown>;
        expect(schema.safeParse(withNull).success).toBe(true);
        expect(schema.safeParse(without).success).toBe(true);
      });
    }
  }

  it('no other Campaign member may be missing', () => {
    const lenient: readonly string[] = LENIENT_OPTIONAL_MEMBERS.Campaign;
    for (const member of Object.keys(wireCampaign())) {
      if (lenient.includes(member)) continue;
      const { [member]: _dropped, ...without } = wireCampaign() as Record<string, unknown>;
      expect(campaignSchema.safeParse(without).success, member).toBe(false);
    }
  });
});

describe('modesSchema', () => {
  it('makes every member optional', () => {
    expect(modesSchema.parse({ cliff: { cliffDurationSeconds: 60, buffer: '5' } })).toEqual({
      cliff: { cliffDurationSeconds: 60, buffer: 5n },
    });
  });
});

describe('campaignStatsSchema', () => {
  it('decodes and round-trips', () => {
    const stats = campaignStatsSchema.parse(wireCampaignStats());
    expect(stats.protocolApyBps).toBe(310n);
    expect(stats.partnerApyBps).toBeNull();
    expect(z.encode(campaignStatsSchema, stats)).toEqual(wireCampaignStats());
  });

  it('rejects a decimal tvl', () => {
    expect(campaignStatsSchema.safeParse(wireCampaignStats({ tvl: '1.5' })).success).toBe(false);
  });
});

describe('campaignListSchema', () => {
  it('decodes the { data, total } envelope', () => {
    const list = campaignListSchema.parse({ data: [wireCampaign()], total: 31 });
    expect(list.total).toBe(31);
    expect(list.data).toHaveLength(1);
  });

  it('requires total', () => {
    expect(campaignListSchema.safeParse({ data: [] }).success).toBe(false);
  });
});
