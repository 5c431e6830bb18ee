import type { Campaign, UserPosition } from '../../api/schemas/campaign.ts';
import { formatBps, formatCount, formatUsd6 } from '../../lib/format.ts';
import { formatDateTime, formatDuration } from '../../lib/time.ts';
import { emissionPerDay, formatMultiplier, formatReward, formatTargetAmount } from './amounts.ts';
import { targetName } from './campaign-labels.ts';

/**
 * - `eligible`: the position counts and earns now.
 * - `not-eligible`: the service says it does not count; `reasons` gives the likely rules.
 * - `not-earning`: it counts, but earns nothing now (campaign not started, over or out of budget,
 *   earning cap hit).
 * - `no-position`: the wallet holds nothing in this campaign.
 */
export type EligibilityState = 'eligible' | 'not-eligible' | 'not-earning' | 'no-position';

/** One likely reason, tagged with the rule it comes from so the UI and tests can tell them apart. */
interface EligibilityReason {
  rule:
    | 'cliff'
    | 'minBalance'
    | 'depositCap'
    | 'capitalCap'
    | 'participantCap'
    | 'newCapitalOnly'
    | 'outOfRange'
    | 'earningCap'
    | 'notStarted'
    | 'ended'
    | 'budgetSpent'
    | 'noPosition'
    | 'unknown';
  text: string;
}

export interface EligibilityExplanation {
  state: EligibilityState;
  headline: string;
  /** Why it does not earn (likely reasons, those decided by a figure first); empty when eligible. */
  reasons: EligibilityReason[];
  /** When eligible: what the position earns and how, in sentences. */
  earnings: string[];
}

type EligibilityCampaign = Pick<
  Campaign,
  | 'status'
  | 'startTime'
  | 'modes'
  | 'target'
  | 'rewardToken'
  | 'emissionRate'
  | 'participants'
  | 'tvl'
  | 'budgetExhausted'
  | 'fundedUntil'
>;

const OVER = ['ended', 'finalized', 'cancelled'] as const;

function hasPosition(position: UserPosition): boolean {
  return position.balance > 0n || position.accumulatedRewards > 0n || position.triggeredAt !== undefined;
}

/**
 * When the cliff of a position ends: the cliff duration after the position started counting, that
 * is its trigger or, for a position held from before, the campaign's start. The spec does not
 * define the cliff; this is the reading the product uses (see the README's campaign assumptions).
 */
function cliffEndsAt(campaign: EligibilityCampaign, position: UserPosition): Date | undefined {
  const cliff = campaign.modes.cliff;
  if (cliff === undefined || position.triggeredAt === undefined) return undefined;
  const countsFrom = Math.max(position.triggeredAt.getTime(), campaign.startTime.getTime());
  return new Date(countsFrom + cliff.cliffDurationSeconds * 1000);
}

/**
 * Mode rules that would keep this position from counting, judged from the figures the service
 * sends. Rules about this position (time, balance) come first, then caps on the whole campaign,
 * participants before capital: a full capital cap only keeps out capital added after it filled.
 * A range rule cannot be checked from here (the pool's price is not in the API), so it comes last
 * as a possibility.
 */
function likelyReasons(campaign: EligibilityCampaign, position: UserPosition, now: Date): EligibilityReason[] {
  const { modes, target } = campaign;
  const reasons: EligibilityReason[] = [];
  const cliffEnd = cliffEndsAt(campaign, position);
  if (modes.cliff !== undefined && cliffEnd !== undefined && cliffEnd > now) {
    reasons.push({
      rule: 'cliff',
      text: `In the cliff until ${formatDateTime(cliffEnd)}: rewards count once a position has been held for ${formatDuration(modes.cliff.cliffDurationSeconds)}.`,
    });
  }
  if (modes.minBalance !== undefined && position.balance < modes.minBalance.minBalance) {
    reasons.push({
      rule: 'minBalance',
      text: `Below the minimum balance: holds ${formatTargetAmount(position.balance, target)}, needs at least ${formatTargetAmount(modes.minBalance.minBalance, target)}.`,
    });
  }
  if (modes.depositCap !== undefined && position.balance >= modes.depositCap.maxBalance) {
    reasons.push({
      rule: 'depositCap',
      text: `Deposit cap reached: holds ${formatTargetAmount(position.balance, target)}, and the cap per wallet is ${formatTargetAmount(modes.depositCap.maxBalance, target)}.`,
    });
  }
  if (modes.participantCap !== undefined && campaign.participants >= modes.participantCap.maxParticipants) {
    reasons.push({
      rule: 'participantCap',
      text: `Participant cap full: all ${formatCount(modes.participantCap.maxParticipants)} places are taken.`,
    });
  }
  if (modes.capitalCap !== undefined && campaign.tvl >= modes.capitalCap.maxTotalBalanceUsd) {
    reasons.push({
      rule: 'capitalCap',
      text: `Capital cap reached: ${formatUsd6(campaign.tvl)} is deposited against a cap of ${formatUsd6(modes.capitalCap.maxTotalBalanceUsd)}, so capital added later does not earn.`,
    });
  }
  if (
    modes.newCapitalOnly !== undefined &&
    modes.includeExistingPositions === undefined &&
    position.triggeredAt !== undefined &&
    position.triggeredAt < campaign.startTime
  ) {
    reasons.push({
      rule: 'newCapitalOnly',
      text: `New capital only: this position dates from ${formatDateTime(position.triggeredAt)}, before the campaign started, and only capital added later counts.`,
    });
  }
  if (target.requireInRange === true) {
    reasons.push({
      rule: 'outOfRange',
      text: `Possibly out of range: only liquidity whose price range covers the current price earns in this pool.`,
    });
  }
  if (reasons.length === 0) {
    reasons.push({
      rule: 'unknown',
      text: 'This position does not count right now, and none of the campaign’s rules explains it from its published figures. Check the rules below; if it still looks wrong, ask the campaign’s team.',
    });
  }
  return reasons;
}

/** How an eligible position earns: its rate, tier and any cap on its balance. */
function earningsOf(campaign: EligibilityCampaign, position: UserPosition): string[] {
  const { modes, target } = campaign;
  const lines: string[] = [];
  if (modes.fixedApy !== undefined) {
    lines.push(`Earns a fixed ${formatBps(modes.fixedApy.rateBps)} a year on its balance.`);
  } else {
    lines.push(
      `Earns a share of the ${formatReward(emissionPerDay(campaign.emissionRate), campaign)} paid out each day, in proportion to its balance.`,
    );
  }
  const tiers = modes.depositTiers?.tiers ?? [];
  const tier = tiers
    .filter((candidate) => position.balance >= candidate.minBalance)
    .reduce<(typeof tiers)[number] | undefined>(
      (best, candidate) => (best === undefined || candidate.minBalance > best.minBalance ? candidate : best),
      undefined,
    );
  if (tier !== undefined) {
    lines.push(`Its balance puts it in the ${formatMultiplier(tier.multiplier)} tier.`);
  }
  if (modes.depositCap !== undefined && position.balance > modes.depositCap.maxBalance) {
    lines.push(`Only the first ${formatTargetAmount(modes.depositCap.maxBalance, target)} of it counts (deposit cap).`);
  }
  if (modes.earningCap !== undefined) {
    lines.push(
      `It can earn ${formatReward(modes.earningCap.maxRewards - position.accumulatedRewards, campaign)} more before the earning cap.`,
    );
  }
  return lines;
}

/**
 * Explains whether a position earns and, when it does not, which campaign rule is the likely
 * reason. Pure: the service's `isEligible` is the verdict, the modes and figures supply the why.
 */
export function explainEligibility(
  campaign: EligibilityCampaign,
  position: UserPosition,
  now: Date,
): EligibilityExplanation {
  const none = { reasons: [], earnings: [] };
  if (!hasPosition(position)) {
    return {
      ...none,
      state: 'no-position',
      headline: 'No position',
      reasons: [
        {
          rule: 'noPosition',
          text: `This address holds no ${targetName(campaign.target)} in this campaign, so it earns nothing here.`,
        },
      ],
    };
  }
  if (campaign.status === 'draft' || campaign.status === 'pending') {
    return {
      ...none,
      state: 'not-earning',
      headline: 'Not earning yet',
      reasons: [
        {
          rule: 'notStarted',
          text: `The campaign starts ${formatDateTime(campaign.startTime)}; positions earn from then.`,
        },
      ],
    };
  }
  if ((OVER as readonly string[]).includes(campaign.status)) {
    return {
      ...none,
      state: 'not-earning',
      headline: 'No longer earning',
      reasons: [
        { rule: 'ended', text: 'The campaign is over, so no new rewards accrue. What was earned stays claimable.' },
      ],
    };
  }
  // The service's flag, not fundedUntil against this browser's clock, which may disagree with it.
  if (campaign.budgetExhausted) {
    return {
      ...none,
      state: 'not-earning',
      headline: 'Budget spent',
      reasons: [
        {
          rule: 'budgetSpent',
          text: `The campaign’s reward budget ${campaign.fundedUntil === undefined ? 'is spent' : `ran out ${formatDateTime(campaign.fundedUntil)}`}, so no new rewards accrue until it is topped up. What was earned stays claimable.`,
        },
      ],
    };
  }
  if (!position.isEligible) {
    return {
      ...none,
      state: 'not-eligible',
      headline: 'Not eligible',
      reasons: likelyReasons(campaign, position, now),
    };
  }
  const cap = campaign.modes.earningCap?.maxRewards;
  if (cap !== undefined && position.accumulatedRewards >= cap) {
    return {
      ...none,
      state: 'not-earning',
      headline: 'Earning cap reached',
      reasons: [
        {
          rule: 'earningCap',
          text: `This wallet has earned the most a wallet can from this campaign (${formatReward(cap, campaign)}).`,
        },
      ],
    };
  }
  return { state: 'eligible', headline: 'Eligible and earning', reasons: [], earnings: earningsOf(campaign, position) };
}
