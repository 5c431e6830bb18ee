import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER, type CampaignScope } from '../../../config/partner.ts';
import { buildCampaign } from '../../../test/build-campaign.ts';
import { withinScope } from '../campaign-scope.ts';
import { scopedListQuery } from './partner-scope.ts';

// A partner's deployment lists only its campaigns: what the service can filter (one reward chain)
// goes into the request, so its paging stays; anything else is narrowed over the whole set here.

const scope = (partial: Partial<CampaignScope>): CampaignScope => ({ ...DEFAULT_PARTNER.campaigns, ...partial });
const query = { status: ['active' as const], limit: 20, offset: 0 };

describe('scopedListQuery', () => {
  it('leaves the request alone without a scope', () => {
    expect(scopedListQuery(query, DEFAULT_PARTNER.campaigns)).toEqual({ query, narrowHere: false });
  });

  it('asks the service for the one reward chain of a chain-only scope', () => {
    expect(scopedListQuery(query, scope({ rewardChainIds: [8453] }))).toEqual({
      query: { ...query, chainId: 8453 },
      narrowHere: false,
    });
    expect(scopedListQuery({ ...query, chainId: 8453 }, scope({ rewardChainIds: [8453] })).narrowHere).toBe(false);
  });

  it('narrows here when a link names another chain, or the scope is more than one chain', () => {
    expect(scopedListQuery({ ...query, chainId: 10 }, scope({ rewardChainIds: [8453] }))).toEqual({
      query: { ...query, chainId: 10 },
      narrowHere: true,
    });
    expect(scopedListQuery(query, scope({ rewardChainIds: [8453, 10] })).narrowHere).toBe(true);
    expect(scopedListQuery(query, scope({ rewardChainIds: [8453], protocols: ['morpho'] }))).toEqual({
      query,
      narrowHere: true,
    });
  });
});

describe('withinScope', () => {
  it('keeps the campaigns of the scope, in their order', () => {
    const base = buildCampaign();
    const morpho = { ...base, id: { chainId: 8453, campaignIndex: 1 }, target: { ...base.target, protocol: 'morpho' } };
    const euler = { ...base, id: { chainId: 8453, campaignIndex: 2 }, target: { ...base.target, protocol: 'euler' } };
    const elsewhere = { ...morpho, id: { chainId: 10, campaignIndex: 3 } };
    const all = [morpho, euler, elsewhere];
    expect(withinScope(all, DEFAULT_PARTNER.campaigns)).toBe(all);
    expect(withinScope(all, scope({ rewardChainIds: [8453], protocols: ['Morpho'] }))).toEqual([morpho]);
  });
});
