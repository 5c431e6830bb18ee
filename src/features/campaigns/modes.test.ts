import { describe, expect, it } from 'vitest';
import { formatMultiplier } from './amounts.ts';
import { describeModes } from './modes.ts';
import { buildCampaign } from '../../test/build-campaign.ts';
import type { Modes } from '../../api/schemas/campaign.ts';

/** The one sentence describeModes gives for a campaign with exactly these modes. */
function sentenceFor(modes: Modes): string {
  const described = describeModes(buildCampaign({ modes }));
  expect(described).toHaveLength(1);
  return described[0]?.sentence ?? '';
}

// vUSDC has 6 decimals, RWD 18; amounts below are in those base units.
describe('describeModes', () => {
  it('has nothing to say about a campaign without modes', () => {
    expect(describeModes(buildCampaign())).toEqual([]);
  });

  it('explains a fixed APY', () => {
    expect(sentenceFor({ fixedApy: { rateBps: 800n } })).toBe(
      'Pays a fixed 8.00% a year on your qualifying balance, however much is deposited in total.',
    );
  });

  it('explains an APY cap', () => {
    expect(sentenceFor({ apyCap: { capRateBps: 1000n } })).toBe(
      'The reward APR never goes above 10.00%, even when little is deposited.',
    );
  });

  it('explains an earning cap in reward tokens', () => {
    expect(sentenceFor({ earningCap: { maxRewards: 250n * 10n ** 18n } })).toBe(
      'Each wallet can earn at most 250 RWD from this campaign.',
    );
  });

  it('explains a capital cap in target units and USD', () => {
    expect(
      sentenceFor({ capitalCap: { maxTotalBalance: 2_000_000_000_000n, maxTotalBalanceUsd: 2_000_000_000_000n } }),
    ).toBe('Only the first 2,000,000 vUSDC ($2,000,000.00) deposited by everyone together earns rewards.');
  });

  it('explains a deposit cap per wallet', () => {
    expect(sentenceFor({ depositCap: { maxBalance: 5_000_000_000n, maxBalanceUsd: 5_000_000_000n } })).toBe(
      "Only the first 5,000 vUSDC ($5,000.00) of each wallet's balance earns rewards.",
    );
  });

  it('explains a cliff with its duration and buffer', () => {
    expect(sentenceFor({ cliff: { cliffDurationSeconds: 7 * 86_400, buffer: 1_000_000n } })).toBe(
      'A position must be held for 7d before its rewards count; balance drops within a buffer of 1 vUSDC do not restart the wait.',
    );
  });

  it('explains a minimum balance', () => {
    expect(sentenceFor({ minBalance: { minBalance: 20_000_000n, minBalanceUsd: 20_000_000n } })).toBe(
      'A wallet needs at least 20 vUSDC ($20.00) to earn anything.',
    );
  });

  it('explains deposit tiers in one sentence and lists every tier, lowest first', () => {
    const [tiers] = describeModes(
      buildCampaign({
        modes: {
          depositTiers: {
            tiers: [
              { minBalance: 400_000_000n, multiplier: 15_000n },
              { minBalance: 20_000_000n, multiplier: 10_000n },
              { minBalance: 100_000_000n, multiplier: 12_500n },
            ],
          },
        },
      }),
    );
    expect(tiers?.sentence).toBe(
      'Larger balances earn more per token: from 1× the base rate at 20 vUSDC up to 1.5× at 400 vUSDC.',
    );
    expect(tiers?.tiers).toEqual([
      { minBalance: '20 vUSDC', multiplier: '1×' },
      { minBalance: '100 vUSDC', multiplier: '1.25×' },
      { minBalance: '400 vUSDC', multiplier: '1.5×' },
    ]);
  });

  it('explains a single deposit tier', () => {
    expect(sentenceFor({ depositTiers: { tiers: [{ minBalance: 1_000_000n, multiplier: 20_000n }] } })).toBe(
      'Balances of at least 1 vUSDC earn 2× the base rate.',
    );
  });

  it('explains new capital only with the snapshot block and event chain', () => {
    expect(sentenceFor({ newCapitalOnly: { snapshotBlock: 21_480_000 } })).toBe(
      'Only capital added after block 21,480,000 on Ethereum earns; what was already deposited before then does not.',
    );
  });

  it('explains that existing positions are included', () => {
    expect(sentenceFor({ includeExistingPositions: {} })).toBe(
      'Positions opened before the campaign started earn too, without a new deposit.',
    );
  });

  it('explains a participant cap', () => {
    expect(sentenceFor({ participantCap: { maxParticipants: 1500 } })).toBe(
      'At most 1,500 wallets can take part; once it is full, newcomers earn nothing.',
    );
  });

  it('lists several modes in the spec order with a title each', () => {
    const described = describeModes(
      buildCampaign({
        modes: {
          participantCap: { maxParticipants: 10 },
          fixedApy: { rateBps: 100n },
          cliff: { cliffDurationSeconds: 3600, buffer: 0n },
        },
      }),
    );
    expect(described.map((mode) => mode.title)).toEqual(['Fixed APY', 'Cliff', 'Participant cap']);
  });

  it('shows raw base units when the target has no decimals', () => {
    const campaign = buildCampaign({
      target: { tokenStandard: 'erc20', chainId: 1, symbol: 'TKN' },
      modes: { minBalance: { minBalance: 1500n, minBalanceUsd: 1_000_000n } },
    });
    expect(describeModes(campaign)[0]?.sentence).toBe(
      'A wallet needs at least 1,500 base units of TKN ($1.00) to earn anything.',
    );
  });
});

describe('formatMultiplier', () => {
  it('reads basis points of the base rate', () => {
    expect(formatMultiplier(10_000n)).toBe('1×');
    expect(formatMultiplier(12_500n)).toBe('1.25×');
    expect(formatMultiplier(5_000n)).toBe('0.5×');
    expect(formatMultiplier(10_001n)).toBe('1.0001×');
  });
});
