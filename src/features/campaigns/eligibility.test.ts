import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/time.ts';
import { explainEligibility } from './eligibility.ts';
import { buildCampaign, buildPosition } from '../../test/build-campaign.ts';

const now = new Date('2026-01-20T00:00:00Z');
const DAY = 86_400;
const ineligible = buildPosition({ isEligible: false });

function rulesOf(...args: Parameters<typeof explainEligibility>): string[] {
  return explainEligibility(...args).reasons.map((reason) => reason.rule);
}

describe('explainEligibility for a position that does not count', () => {
  it('names the cliff while trigger + cliff duration is still ahead', () => {
    const campaign = buildCampaign({ modes: { cliff: { cliffDurationSeconds: 7 * DAY, buffer: 0n } } });
    const position = buildPosition({ isEligible: false, triggeredAt: new Date('2026-01-18T00:00:00Z') });
    const explanation = explainEligibility(campaign, position, now);
    expect(explanation.state).toBe('in-cliff');
    // It accrues meanwhile: "Not eligible" beside a growing "Earned so far" read as a contradiction.
    expect(explanation.headline).toBe('Accruing, counted once its cliff ends');
    expect(explanation.reasons[0]?.rule).toBe('cliff');
    expect(explanation.reasons[0]?.text).toBe(
      `In the cliff until ${formatDateTime(new Date('2026-01-25T00:00:00Z'))}: rewards count once a position has been held for 7d.`,
    );
  });

  it('does not call an accruing position in its cliff possibly out of range', () => {
    const campaign = buildCampaign({
      modes: { cliff: { cliffDurationSeconds: 7 * DAY, buffer: 0n } },
      target: { tokenStandard: 'erc721', chainId: 1, symbol: 'WETH/USDC', decimals: 18, requireInRange: true },
    });
    const position = buildPosition({ isEligible: false, triggeredAt: new Date('2026-01-18T00:00:00Z') });
    expect(rulesOf(campaign, position, now)).toEqual(['cliff']);
  });

  it('does not blame a cliff that is over', () => {
    const campaign = buildCampaign({ modes: { cliff: { cliffDurationSeconds: 7 * DAY, buffer: 0n } } });
    const position = buildPosition({ isEligible: false, triggeredAt: new Date('2026-01-02T00:00:00Z') });
    expect(rulesOf(campaign, position, now)).toEqual(['unknown']);
    expect(explainEligibility(campaign, position, now).headline).toBe('Not eligible');
  });

  it('dates the end of the cliff from the start for a position held from before it', () => {
    const campaign = buildCampaign({
      startTime: new Date('2026-01-15T00:00:00Z'),
      modes: { cliff: { cliffDurationSeconds: 7 * DAY, buffer: 0n }, includeExistingPositions: {} },
    });
    const position = buildPosition({ isEligible: false, triggeredAt: new Date('2026-01-02T00:00:00Z') });
    expect(explainEligibility(campaign, position, now).reasons[0]?.text).toBe(
      `In the cliff until ${formatDateTime(new Date('2026-01-22T00:00:00Z'))}: rewards count once a position has been held for 7d.`,
    );
  });

  it('names a balance below the minimum, with both amounts', () => {
    const campaign = buildCampaign({ modes: { minBalance: { minBalance: 20_000_000n, minBalanceUsd: 20_000_000n } } });
    const explanation = explainEligibility(campaign, { ...ineligible, balance: 2_500_000n }, now);
    expect(explanation.reasons).toEqual([
      { rule: 'minBalance', text: 'Below the minimum balance: holds 2.5 vUSDC, needs at least 20 vUSDC.' },
    ]);
  });

  it('names a reached deposit cap', () => {
    const campaign = buildCampaign({ modes: { depositCap: { maxBalance: 1_000_000_000n, maxBalanceUsd: 1n } } });
    expect(explainEligibility(campaign, ineligible, now).reasons[0]?.text).toBe(
      'Deposit cap reached: holds 1,000 vUSDC, and the cap per wallet is 1,000 vUSDC.',
    );
  });

  it('names a full capital cap from the TVL', () => {
    const campaign = buildCampaign({
      tvl: 5_000_000_000n,
      modes: { capitalCap: { maxTotalBalance: 1n, maxTotalBalanceUsd: 5_000_000_000n } },
    });
    expect(rulesOf(campaign, ineligible, now)).toEqual(['capitalCap']);
  });

  it('names a full participant cap, and not one with places left', () => {
    const full = buildCampaign({ participants: 500, modes: { participantCap: { maxParticipants: 500 } } });
    expect(explainEligibility(full, ineligible, now).reasons[0]?.text).toBe(
      'Participant cap full: all 500 places are taken.',
    );
    const open = buildCampaign({ participants: 499, modes: { participantCap: { maxParticipants: 500 } } });
    expect(rulesOf(open, ineligible, now)).toEqual(['unknown']);
  });

  it('names new capital only for a position older than the campaign', () => {
    const campaign = buildCampaign({ modes: { newCapitalOnly: { snapshotBlock: 100 } } });
    const old = buildPosition({ isEligible: false, triggeredAt: new Date('2025-12-01T00:00:00Z') });
    expect(rulesOf(campaign, old, now)).toEqual(['newCapitalOnly']);
    expect(rulesOf(campaign, ineligible, now)).toEqual(['unknown']);
  });

  it('suggests an out-of-range position only when the target requires range', () => {
    const pool = buildCampaign({
      target: { tokenStandard: 'erc721', chainId: 1, symbol: 'WETH/USDC', decimals: 18, requireInRange: true },
    });
    const explanation = explainEligibility(pool, ineligible, now);
    expect(explanation.reasons.map((reason) => reason.rule)).toEqual(['outOfRange']);
    expect(explanation.reasons[0]?.text).toMatch(/^Possibly out of range/);
  });

  it('lists several likely reasons, the ones decided by a figure first', () => {
    const campaign = buildCampaign({
      participants: 10,
      target: { tokenStandard: 'erc721', chainId: 1, symbol: 'LP', decimals: 6, requireInRange: true },
      modes: {
        participantCap: { maxParticipants: 10 },
        minBalance: { minBalance: 5_000_000_000n, minBalanceUsd: 1n },
      },
    });
    expect(rulesOf(campaign, ineligible, now)).toEqual(['minBalance', 'participantCap', 'outOfRange']);
  });

  it('puts a full participant cap before a full capital cap, which only keeps out later capital', () => {
    const campaign = buildCampaign({
      participants: 10,
      tvl: 5_000_000_000n,
      modes: {
        participantCap: { maxParticipants: 10 },
        capitalCap: { maxTotalBalance: 1n, maxTotalBalanceUsd: 5_000_000_000n },
      },
    });
    expect(rulesOf(campaign, ineligible, now)).toEqual(['participantCap', 'capitalCap']);
  });

  it('says so when no rule explains it', () => {
    const explanation = explainEligibility(buildCampaign(), ineligible, now);
    expect(explanation.reasons).toHaveLength(1);
    expect(explanation.reasons[0]?.text).toMatch(
      /^This position does not count right now, and none of the campaign’s rules explains it/,
    );
  });
});

describe('explainEligibility for other positions', () => {
  it('says an eligible position earns a share of the daily emission', () => {
    const explanation = explainEligibility(buildCampaign(), buildPosition(), now);
    expect(explanation.state).toBe('eligible');
    expect(explanation.headline).toBe('Eligible and earning');
    expect(explanation.reasons).toEqual([]);
    // 1e12 base units a second is 0.0864 RWD a day.
    expect(explanation.earnings).toEqual([
      'Earns a share of the 0.0864 RWD paid out each day, in proportion to its balance.',
    ]);
  });

  it('gives the fixed rate, the tier, the deposit cap and the room left under the earning cap', () => {
    const campaign = buildCampaign({
      modes: {
        fixedApy: { rateBps: 700n },
        depositTiers: {
          tiers: [
            { minBalance: 0n, multiplier: 10_000n },
            { minBalance: 500_000_000n, multiplier: 12_500n },
            { minBalance: 5_000_000_000n, multiplier: 15_000n },
          ],
        },
        depositCap: { maxBalance: 800_000_000n, maxBalanceUsd: 1n },
        earningCap: { maxRewards: 8n * 10n ** 18n },
      },
    });
    expect(explainEligibility(campaign, buildPosition(), now).earnings).toEqual([
      'Earns a fixed 7.00% a year on its balance.',
      'Its balance puts it in the 1.25× tier.',
      'Only the first 800 vUSDC of it counts (deposit cap).',
      'It can earn 3 RWD more before the earning cap.',
    ]);
  });

  it('says an eligible position at its earning cap no longer earns', () => {
    const campaign = buildCampaign({ modes: { earningCap: { maxRewards: 5n * 10n ** 18n } } });
    const explanation = explainEligibility(campaign, buildPosition(), now);
    expect(explanation.state).toBe('not-earning');
    expect(explanation.reasons[0]?.rule).toBe('earningCap');
  });

  it('says a wallet with nothing in the campaign has no position', () => {
    const empty = buildPosition({
      balance: 0n,
      accumulatedRewards: 0n,
      claimable: 0n,
      triggeredAt: undefined,
      isEligible: false,
    });
    const explanation = explainEligibility(buildCampaign(), empty, now);
    expect(explanation.state).toBe('no-position');
    expect(explanation.headline).toBe('No position');
    expect(explanation.reasons).toEqual([
      { rule: 'noPosition', text: 'This address holds no vUSDC in this campaign, so it earns nothing here.' },
    ]);
  });

  it('says a position in a campaign that has not started earns from the start', () => {
    const explanation = explainEligibility(buildCampaign({ status: 'pending' }), buildPosition(), now);
    expect(explanation.state).toBe('not-earning');
    expect(explanation.reasons[0]?.rule).toBe('notStarted');
  });

  it('says a running campaign whose budget is spent pays nothing more, eligible or not', () => {
    const spent = buildCampaign({ budgetExhausted: true, fundedUntil: new Date('2026-01-10T00:00:00Z') });
    for (const position of [buildPosition(), ineligible]) {
      const explanation = explainEligibility(spent, position, now);
      expect(explanation.state).toBe('not-earning');
      expect(explanation.headline).toBe('Budget spent');
      expect(explanation.reasons).toEqual([
        {
          rule: 'budgetSpent',
          text: `The campaign’s reward budget ran out ${formatDateTime(new Date('2026-01-10T00:00:00Z'))}, so no new rewards accrue until it is topped up. What was earned stays claimable.`,
        },
      ]);
    }
  });

  it('says a position in a campaign that is over no longer earns', () => {
    for (const status of ['ended', 'finalized', 'cancelled'] as const) {
      const explanation = explainEligibility(buildCampaign({ status }), ineligible, now);
      expect(explanation.state).toBe('not-earning');
      expect(explanation.reasons[0]?.rule).toBe('ended');
    }
  });

  it('says what was earned stays claimable, unless all of it was claimed', () => {
    const over = buildCampaign({ status: 'finalized' });
    expect(explainEligibility(over, buildPosition(), now).reasons[0]?.text).toBe(
      'The campaign is over, so no new rewards accrue. What was earned stays claimable.',
    );
    const paidOut = explainEligibility(over, buildPosition({ claimable: 0n }), now, { allClaimed: true });
    expect(paidOut.reasons[0]?.text).toBe(
      'The campaign is over, so no new rewards accrue. Everything earned here has been claimed.',
    );
    const spent = buildCampaign({ budgetExhausted: true, fundedUntil: undefined });
    expect(explainEligibility(spent, buildPosition(), now, { allClaimed: true }).reasons[0]?.text).toBe(
      'The campaign’s reward budget is spent, so no new rewards accrue until it is topped up. Everything earned so far has been claimed.',
    );
  });
});
