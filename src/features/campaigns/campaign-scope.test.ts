import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER, type CampaignScope } from '../../config/partner.ts';
import type { Address } from '../../domain/address.ts';
import { parseCampaignId, type CampaignId } from '../../domain/campaign-id.ts';
import { idInScope, inScope, isScoped } from './campaign-scope.ts';

describe('inScope', () => {
  const id = (text: string): CampaignId => {
    const parsed = parseCampaignId(text);
    if (parsed === null) throw new Error(text);
    return parsed;
  };
  const vault: Address = '0x00000000000000000000000000000000000000aa';
  const campaign = (text: string, target: { address?: string; protocol?: string } = {}) => ({ id: id(text), target });
  const scope = (partial: Partial<CampaignScope>): CampaignScope => ({ ...DEFAULT_PARTNER.campaigns, ...partial });

  it('lets every campaign through an empty scope, which is not a scope at all', () => {
    expect(isScoped(DEFAULT_PARTNER.campaigns)).toBe(false);
    expect(inScope(DEFAULT_PARTNER.campaigns, campaign('8453:1'))).toBe(true);
  });

  it('needs every kind of rule the scope sets, and any entry of a kind', () => {
    const onBase = scope({ rewardChainIds: [8453, 10] });
    expect(inScope(onBase, campaign('10:3'))).toBe(true);
    expect(inScope(onBase, campaign('1:3'))).toBe(false);

    const morphoOnBase = scope({ rewardChainIds: [8453], protocols: ['Morpho'] });
    expect(inScope(morphoOnBase, campaign('8453:1', { protocol: 'morpho' }))).toBe(true);
    expect(inScope(morphoOnBase, campaign('8453:1', { protocol: 'euler' }))).toBe(false);
    expect(inScope(morphoOnBase, campaign('1:1', { protocol: 'morpho' }))).toBe(false);
  });

  it('takes a listed target or a listed protocol, addresses compared without case', () => {
    const either = scope({ targets: [vault], protocols: ['euler'] });
    expect(inScope(either, campaign('1:1', { address: vault.toUpperCase().replace('0X', '0x') }))).toBe(true);
    expect(inScope(either, campaign('1:2', { protocol: 'Euler' }))).toBe(true);
    expect(inScope(either, campaign('1:3', { protocol: 'morpho' }))).toBe(false);
  });

  it('matches single campaigns by chain and index', () => {
    const two = scope({ campaignIds: [id('8453:7'), id('10:7')] });
    expect(inScope(two, campaign('10:7'))).toBe(true);
    expect(inScope(two, campaign('1:7'))).toBe(false);
  });

  it('judges a campaign not yet read by its id alone, leaving targets and protocols to the campaign', () => {
    const vaultOnBase = scope({ rewardChainIds: [8453], targets: [vault] });
    expect(idInScope(vaultOnBase, id('8453:1'))).toBe(true);
    expect(idInScope(vaultOnBase, id('10:1'))).toBe(false);
    expect(idInScope(scope({ campaignIds: [id('10:7')] }), id('10:8'))).toBe(false);
  });
});
