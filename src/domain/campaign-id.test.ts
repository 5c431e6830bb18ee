import { describe, expect, it } from 'vitest';
import { formatCampaignId, isSameCampaignId, parseCampaignId } from './campaign-id.ts';

describe('campaign ids', () => {
  it('formats and parses <chainId>:<campaignIndex>', () => {
    expect(formatCampaignId({ chainId: 8453, campaignIndex: 0 })).toBe('8453:0');
    expect(parseCampaignId('8453:12')).toEqual({ chainId: 8453, campaignIndex: 12 });
  });

  it.each([['8453'], ['8453:'], ['a:1'], ['1:2:3'], [' 1:2'], ['1:9007199254740992']])('rejects %s', (value) => {
    expect(parseCampaignId(value)).toBeNull();
  });

  it('compares ids by value', () => {
    expect(isSameCampaignId({ chainId: 1, campaignIndex: 2 }, { chainId: 1, campaignIndex: 2 })).toBe(true);
    expect(isSameCampaignId({ chainId: 1, campaignIndex: 2 }, { chainId: 2, campaignIndex: 1 })).toBe(false);
  });
});
