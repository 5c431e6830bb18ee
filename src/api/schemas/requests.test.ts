import { describe, expect, it } from 'vitest';
import * as z from '../../lib/zod.ts';
import {
  ACTIVE_LIST_STATUS_ERROR,
  BUDGET_ADDRESS_PARAM,
  CLAIMABLE_ONLY_PARAM,
  FORWARDER_OPT_IN_PARAM,
} from '../assumptions.ts';
import { CHECKSUMMED_ADDRESS, SAMPLE_ADDRESS } from '../testing/wire-samples.ts';
import { objectToSearchParams, searchParamsToObject } from './query-params.ts';
import {
  activeCampaignListQuerySchema,
  campaignAddressPathSchema,
  campaignListQuerySchema,
  campaignPathSchema,
  partnerRefIdSchema,
  referralBindBodySchema,
  referralStatsQuerySchema,
  usernamePathSchema,
  userRewardsQuerySchema,
} from './requests.ts';

function parseQuery(schema: z.core.$ZodType, query: string) {
  return z.safeParse(schema, searchParamsToObject(new URLSearchParams(query)));
}

function issues(result: { success: boolean; error?: z.core.$ZodError }): { path: string; message: string }[] {
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('URLSearchParams helpers', () => {
  it('turns repeated keys into arrays and single keys into strings', () => {
    expect(searchParamsToObject(new URLSearchParams('a=1&b=2&b=3'))).toEqual({ a: '1', b: ['2', '3'] });
  });

  it('writes arrays as repeated keys, skips undefined and sorts keys', () => {
    expect(objectToSearchParams({ b: ['2', '3'], a: '1', c: undefined }).toString()).toBe('a=1&b=2&b=3');
  });
});

describe('campaignListQuerySchema', () => {
  it('decodes every parameter from a query string', () => {
    const result = parseQuery(
      campaignListQuerySchema,
      `limit=100&offset=9007199254740991&chainId=8453&status=active,ended&status=draft&targetChainId=1` +
        `&targetAddress=${CHECKSUMMED_ADDRESS}&userAddress=${SAMPLE_ADDRESS}&${BUDGET_ADDRESS_PARAM}=${SAMPLE_ADDRESS}` +
        `&${CLAIMABLE_ONLY_PARAM}=true&${FORWARDER_OPT_IN_PARAM}=0`,
    );
    expect(result.data).toEqual({
      limit: 100,
      offset: Number.MAX_SAFE_INTEGER,
      chainId: 8453,
      status: ['active', 'ended', 'draft'],
      targetChainId: 1,
      targetAddress: CHECKSUMMED_ADDRESS.toLowerCase(),
      userAddress: SAMPLE_ADDRESS,
      [BUDGET_ADDRESS_PARAM]: SAMPLE_ADDRESS,
      [CLAIMABLE_ONLY_PARAM]: true,
      [FORWARDER_OPT_IN_PARAM]: false,
    });
  });

  it('accepts an empty query', () => {
    expect(parseQuery(campaignListQuerySchema, '').data).toEqual({});
  });

  it.each([
    ['limit over 100', 'limit=101', 'limit'],
    ['negative offset', 'offset=-1', 'offset'],
    ['offset past 2^53-1', 'offset=9007199254740992', 'offset'],
    ['non-numeric chainId', 'chainId=base', 'chainId'],
    ['chainId 0, which names no chain', 'chainId=0', 'chainId'],
    ['targetChainId 0', `targetChainId=0&targetAddress=${SAMPLE_ADDRESS}`, 'targetChainId'],
    ['unknown status', 'status=active,paused', 'status.1'],
    ['bad address', 'userAddress=0x12', 'userAddress'],
    ['bad boolean', `${CLAIMABLE_ONLY_PARAM}=yes&userAddress=${SAMPLE_ADDRESS}`, CLAIMABLE_ONLY_PARAM],
    ['repeated single-valued key', 'limit=1&limit=2', 'limit'],
  ])('rejects %s', (_name, query, path) => {
    const result = parseQuery(campaignListQuerySchema, query);
    expect(result.success).toBe(false);
    expect(issues(result).map((issue) => issue.path)).toContain(path);
  });

  it('rejects targetChainId without targetAddress', () => {
    const result = parseQuery(campaignListQuerySchema, 'targetChainId=1');
    expect(issues(result)).toEqual([{ path: 'targetAddress', message: 'targetChainId requires targetAddress' }]);
  });

  it('accepts targetAddress alone', () => {
    expect(parseQuery(campaignListQuerySchema, `targetAddress=${SAMPLE_ADDRESS}`).success).toBe(true);
  });

  it('rejects claimable-only without userAddress, but not claimable-only=false', () => {
    const result = parseQuery(campaignListQuerySchema, `${CLAIMABLE_ONLY_PARAM}=true`);
    expect(issues(result)).toEqual([{ path: 'userAddress', message: `${CLAIMABLE_ONLY_PARAM} requires userAddress` }]);
    expect(parseQuery(campaignListQuerySchema, `${CLAIMABLE_ONLY_PARAM}=false`).success).toBe(true);
  });

  it('encodes domain filters into a query string the decoder reads back', () => {
    const filters = {
      limit: 5,
      status: ['active' as const, 'ended' as const],
      [CLAIMABLE_ONLY_PARAM]: true,
      userAddress: SAMPLE_ADDRESS,
    };
    const search = objectToSearchParams(z.encode(campaignListQuerySchema, filters));
    expect(search.toString()).toBe(
      `claimableOnly=true&limit=5&status=active&status=ended&userAddress=${SAMPLE_ADDRESS}`,
    );
    expect(campaignListQuerySchema.parse(searchParamsToObject(search))).toEqual(filters);
  });

  it('applies the cross-field rules when encoding too', () => {
    expect(z.safeEncode(campaignListQuerySchema, { targetChainId: 1 }).success).toBe(false);
  });
});

describe('activeCampaignListQuerySchema', () => {
  it('takes the list parameters but refuses status', () => {
    expect(parseQuery(activeCampaignListQuerySchema, 'limit=10&chainId=1').data).toEqual({ limit: 10, chainId: 1 });
    expect(issues(parseQuery(activeCampaignListQuerySchema, 'status=active'))).toEqual([
      { path: 'status', message: ACTIVE_LIST_STATUS_ERROR },
    ]);
    expect(parseQuery(activeCampaignListQuerySchema, 'targetChainId=1').success).toBe(false);
  });
});

describe('other queries', () => {
  it('user rewards: chainId, status list, pagination', () => {
    expect(parseQuery(userRewardsQuerySchema, 'chainId=1&status=finalized&limit=0').data).toEqual({
      chainId: 1,
      status: ['finalized'],
      limit: 0,
    });
    expect(parseQuery(userRewardsQuerySchema, 'limit=1000').success).toBe(false);
    expect(parseQuery(userRewardsQuerySchema, 'status=,').success).toBe(false);
  });

  it('referral stats: optional chainId', () => {
    expect(parseQuery(referralStatsQuerySchema, 'chainId=10').data).toEqual({ chainId: 10 });
    expect(parseQuery(referralStatsQuerySchema, 'chainId=1.5').success).toBe(false);
  });
});

describe('path parameters', () => {
  it('parses and formats campaign ids', () => {
    expect(campaignPathSchema.parse({ campaignId: '8453:7' })).toEqual({
      campaignId: { chainId: 8453, campaignIndex: 7 },
    });
    expect(z.encode(campaignPathSchema, { campaignId: { chainId: 1, campaignIndex: 0 } })).toEqual({
      campaignId: '1:0',
    });
    for (const campaignId of ['8453', '8453:', ':7', '8453:7:1', '-1:2', '1:99999999999999999999']) {
      expect(campaignPathSchema.safeParse({ campaignId }).success, campaignId).toBe(false);
    }
  });

  it('lowercases path addresses', () => {
    expect(campaignAddressPathSchema.parse({ campaignId: '1:2', address: CHECKSUMMED_ADDRESS }).address).toBe(
      CHECKSUMMED_ADDRESS.toLowerCase(),
    );
  });

  it('trims and lowercases usernames before checking them', () => {
    expect(usernamePathSchema.parse({ username: '  Alice_01 ' })).toEqual({ username: 'alice_01' });
    expect(usernamePathSchema.safeParse({ username: 'al' }).success).toBe(false);
    expect(usernamePathSchema.safeParse({ username: 'ali ce' }).success).toBe(false);
  });
});

describe('referralBindBodySchema', () => {
  const signature = `0x${'ab'.repeat(65)}`;
  const signed = { referee: SAMPLE_ADDRESS, referrer: CHECKSUMMED_ADDRESS, deadline: '1735787045', signature };

  it('decodes signature mode', () => {
    expect(referralBindBodySchema.parse(signed)).toEqual({
      referee: SAMPLE_ADDRESS,
      referrer: CHECKSUMMED_ADDRESS.toLowerCase(),
      deadline: 1735787045n,
      signature,
    });
  });

  it('decodes session mode with a username', () => {
    expect(referralBindBodySchema.safeParse({ referee: SAMPLE_ADDRESS, referrerUsername: 'alice' }).success).toBe(true);
  });

  it.each([
    ['an unknown member', { ...signed, extra: 1 }, ''],
    ['both referrer and referrerUsername', { ...signed, referrerUsername: 'alice' }, 'referrer'],
    ['neither referrer nor referrerUsername', { referee: SAMPLE_ADDRESS }, 'referrer'],
    ['deadline without signature', { referee: SAMPLE_ADDRESS, referrer: SAMPLE_ADDRESS, deadline: '1' }, 'signature'],
    ['signature without deadline', { referee: SAMPLE_ADDRESS, referrer: SAMPLE_ADDRESS, signature }, 'deadline'],
    ['a 21-character deadline', { ...signed, deadline: '1'.repeat(21) }, 'deadline'],
    ['a deadline with a leading zero', { ...signed, deadline: '0123' }, 'deadline'],
    ['a numeric deadline', { ...signed, deadline: 1735787045 }, 'deadline'],
    ['a signature over 4096 characters', { ...signed, signature: `0x${'a'.repeat(4095)}` }, 'signature'],
    ['a signature that is not hex', { ...signed, signature: '0xzz' }, 'signature'],
    ['an empty signature', { ...signed, signature: '0x' }, 'signature'],
    ['an uppercase username', { referee: SAMPLE_ADDRESS, referrerUsername: 'Alice' }, 'referrerUsername'],
    ['a bad referee', { ...signed, referee: 'alice' }, 'referee'],
  ])('rejects %s', (_name, body, path) => {
    const result = referralBindBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(issues(result).map((issue) => issue.path)).toContain(path);
  });

  it('accepts a 4096-character signature and a 20-character deadline', () => {
    const body = { ...signed, signature: `0x${'a'.repeat(4094)}`, deadline: '9'.repeat(20) };
    expect(referralBindBodySchema.safeParse(body).success).toBe(true);
  });

  it('encodes deadline back to a decimal string', () => {
    const body = referralBindBodySchema.parse(signed);
    expect(z.encode(referralBindBodySchema, body)).toEqual({ ...signed, referrer: CHECKSUMMED_ADDRESS.toLowerCase() });
  });
});

describe('partnerRefIdSchema', () => {
  it('accepts 1 to 128 allowed characters starting alphanumeric', () => {
    for (const value of ['a', 'Partner.ref_1:x-y', 'a'.repeat(128)]) {
      expect(partnerRefIdSchema.safeParse(value).success, value).toBe(true);
    }
    for (const value of ['', '-a', 'a b', 'a'.repeat(129), 'ä']) {
      expect(partnerRefIdSchema.safeParse(value).success, value).toBe(false);
    }
  });
});
