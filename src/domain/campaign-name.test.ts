import { describe, expect, it } from 'vitest';
import { campaignDisplayName, campaignFallbackName, targetDisplayName } from './campaign-name.ts';

const names: Record<number, string> = { 31338: 'Local Base', 1: 'Ethereum' };
const chainName = (id: number) => names[id] ?? `Chain ${String(id)}`;

describe('campaignDisplayName', () => {
  it('names a campaign as the list does: reward token on target, then protocol and event chain', () => {
    expect(
      campaignDisplayName(
        { rewardToken: { symbol: 'PTN' }, target: { symbol: 'steakUSDC', protocol: 'Morpho' }, eventChainId: 31338 },
        chainName,
      ),
    ).toEqual({
      title: 'PTN rewards on steakUSDC',
      context: 'Morpho · positions on Local Base',
      full: 'PTN rewards on steakUSDC (Morpho, Local Base)',
    });
  });

  it('says when the protocol is unknown and names unknown chains by id', () => {
    const name = campaignDisplayName(
      { rewardToken: { symbol: 'USDC' }, target: { symbol: 'WETH', protocol: null }, eventChainId: 999 },
      chainName,
    );
    expect(name.context).toBe('Unknown protocol · positions on Chain 999');
  });

  it('falls back to the target address, then the pool id, when there is no symbol', () => {
    expect(targetDisplayName({ symbol: '', address: '0x1234567890abcdef1234567890abcdef12345678' })).toBe(
      '0x1234…5678',
    );
    expect(targetDisplayName({ poolId: `0x${'ab'.repeat(32)}` })).toBe('Pool 0xabab…abab');
    expect(targetDisplayName({})).toBe('Unnamed target');
  });

  it('names a campaign the service does not list by its reward token and id', () => {
    expect(campaignFallbackName({ chainId: 31337, campaignIndex: 5 }, 'PTN').title).toBe('PTN campaign 31337:5');
  });
});
