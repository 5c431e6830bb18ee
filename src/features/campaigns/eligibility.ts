import { t } from '@lingui/core/macro';
import type { Campaign, UserPosition } from '../../api/schemas/campaign.ts';
import { formatBps, formatCount, formatUsd6 } from '../../lib/format.ts';
import { formatDateTime, formatDuration } from '../../lib/time.ts';
import { emissionPerDay, formatMultiplier, formatReward, formatTargetAmount } from './amounts.ts';
import { targetName } from './campaign-labels.ts';
import { isOver } from './campaign-over.ts';

/**
 * - `eligible`: the position counts and earns now.
 * - `not-eligible`: the service says it does not count; `reasons` gives the likely rules.
 * - `not-earning`: it counts, but earns nothing now (campaign not started, over or out of budget,
 *   earning cap hit).
 * - `no-position`: the wallet holds nothing in this campaign.
 */
/** `in-cliff`: not counted yet, but accruing, and paid once the cliff ends. */
export type EligibilityState = 'eligible' | 'in-cliff' | 'not-eligible' | 'not-earning' | 'no-position';

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

function hasPosition(position: UserPosition): boolean {
  return position.balance > 0n || position.accumulatedRewards > 0n || position.triggeredAt !== undefined;
}

/**
 * When the cliff of a position ends: the cliff duration after the position started counting, that
 * is its trigger or, for a position held from before, the campaign's start. The spec does not
 * define the cliff; this is the reading the product uses (see docs/service-choices.md, campaign pages).
 */
function cliffEndsAt(campaign: EligibilityCampaign, position: UserPosition): Date | undefined {
  const cliff = campaign.modes.cliff;
  if (cliff === undefined || position.triggeredAt === undefined) return undefined;
  const countsFrom = Math.max(position.triggeredAt.getTime(), campaign.startTime.getTime());
  return new Date(countsFrom + cliff.cliffDurationSeconds * 1000);
}

/**
 * Whether a position that does not count is in its cliff: it accrues, and is paid once the cliff
 * ends (the cliff is the first reason the explainer gives).
 */
export function inCliff(campaign: EligibilityCampaign, position: UserPosition, now: Date): boolean {
  const cliffEnd = cliffEndsAt(campaign, position);
  return !position.isEligible && cliffEnd !== undefined && cliffEnd > now;
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
    const until = formatDateTime(cliffEnd);
    const duration = formatDuration(modes.cliff.cliffDurationSeconds);
    reasons.push({
      rule: 'cliff',
      text: t`In the cliff until ${until}: rewards count once a position has been held for ${duration}.`,
    });
  }
  if (modes.minBalance !== undefined && position.balance < modes.minBalance.minBalance) {
    const balance = formatTargetAmount(position.balance, target);
    const minimum = formatTargetAmount(modes.minBalance.minBalance, target);
    reasons.push({
      rule: 'minBalance',
      text: t`Below the minimum balance: holds ${balance}, needs at least ${minimum}.`,
    });
  }
  if (modes.depositCap !== undefined && position.balance >= modes.depositCap.maxBalance) {
    const balance = formatTargetAmount(position.balance, target);
    const cap = formatTargetAmount(modes.depositCap.maxBalance, target);
    reasons.push({
      rule: 'depositCap',
      text: t`Deposit cap reached: holds ${balance}, and the cap per wallet is ${cap}.`,
    });
  }
  if (modes.participantCap !== undefined && campaign.participants >= modes.participantCap.maxParticipants) {
    const places = formatCount(modes.participantCap.maxParticipants);
    reasons.push({
      rule: 'participantCap',
      text: t`Participant cap full: all ${places} places are taken.`,
    });
  }
  if (modes.capitalCap !== undefined && campaign.tvl >= modes.capitalCap.maxTotalBalanceUsd) {
    const deposited = formatUsd6(campaign.tvl);
    const cap = formatUsd6(modes.capitalCap.maxTotalBalanceUsd);
    reasons.push({
      rule: 'capitalCap',
      text: t`Capital cap reached: ${deposited} is deposited against a cap of ${cap}, so capital added later does not earn.`,
    });
  }
  if (
    modes.newCapitalOnly !== undefined &&
    modes.includeExistingPositions === undefined &&
    position.triggeredAt !== undefined &&
    position.triggeredAt < campaign.startTime
  ) {
    const since = formatDateTime(position.triggeredAt);
    reasons.push({
      rule: 'newCapitalOnly',
      text: t`New capital only: this position dates from ${since}, before the campaign started, and only capital added later counts.`,
    });
  }
  if (target.requireInRange === true) {
    reasons.push({
      rule: 'outOfRange',
      text: t`Possibly out of range: only liquidity whose price range covers the current price earns in this pool.`,
    });
  }
  if (reasons.length === 0) {
    reasons.push({
      rule: 'unknown',
      text: t`This position does not count right now, and none of the campaign’s rules explains it from its published figures. Check the rules below; if it still looks wrong, ask the campaign’s team.`,
    });
  }
  return reasons;
}

/** How an eligible position earns: its rate, tier and any cap on its balance. */
function earningsOf(campaign: EligibilityCampaign, position: UserPosition): string[] {
  const { modes, target } = campaign;
  const lines: string[] = [];
  if (modes.fixedApy !== undefined) {
    const rate = formatBps(modes.fixedApy.rateBps);
    lines.push(t`Earns a fixed ${rate} a year on its balance.`);
  } else {
    const perDay = formatReward(emissionPerDay(campaign.emissionRate), campaign);
    lines.push(t`Earns a share of the ${perDay} paid out each day, in proportion to its balance.`);
  }
  const tiers = modes.depositTiers?.tiers ?? [];
  const tier = tiers
    .filter((candidate) => position.balance >= candidate.minBalance)
    .reduce<(typeof tiers)[number] | undefined>(
      (best, candidate) => (best === undefined || candidate.minBalance > best.minBalance ? candidate : best),
      undefined,
    );
  if (tier !== undefined) {
    const multiplier = formatMultiplier(tier.multiplier);
    lines.push(t`Its balance puts it in the ${multiplier} tier.`);
  }
  if (modes.depositCap !== undefined && position.balance > modes.depositCap.maxBalance) {
    const cap = formatTargetAmount(modes.depositCap.maxBalance, target);
    lines.push(t`Only the first ${cap} of it counts (deposit cap).`);
  }
  if (modes.earningCap !== undefined) {
    const remaining = formatReward(modes.earningCap.maxRewards - position.accumulatedRewards, campaign);
    lines.push(t`It can earn ${remaining} more before the earning cap.`);
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
  /** `allClaimed`: everything earned was paid, so nothing of it is left to claim. */
  { allClaimed = false }: { allClaimed?: boolean } = {},
): EligibilityExplanation {
  const none = { reasons: [], earnings: [] };
  if (!hasPosition(position)) {
    const target = targetName(campaign.target);
    return {
      ...none,
      state: 'no-position',
      headline: t`No position`,
      reasons: [
        {
          rule: 'noPosition',
          text: t`This address holds no ${target} in this campaign, so it earns nothing here.`,
        },
      ],
    };
  }
  if (campaign.status === 'draft' || campaign.status === 'pending') {
    const start = formatDateTime(campaign.startTime);
    return {
      ...none,
      state: 'not-earning',
      headline: t`Not earning yet`,
      reasons: [
        {
          rule: 'notStarted',
          text: t`The campaign starts ${start}; positions earn from then.`,
        },
      ],
    };
  }
  if (isOver(campaign.status)) {
    return {
      ...none,
      state: 'not-earning',
      headline: t`No longer earning`,
      reasons: [
        {
          rule: 'ended',
          text: allClaimed
            ? t`The campaign is over, so no new rewards accrue. Everything earned here has been claimed.`
            : t`The campaign is over, so no new rewards accrue. What was earned stays claimable.`,
        },
      ],
    };
  }
  // The service's flag, not fundedUntil against this browser's clock, which may disagree with it.
  if (campaign.budgetExhausted) {
    const ranOut = campaign.fundedUntil === undefined ? undefined : formatDateTime(campaign.fundedUntil);
    return {
      ...none,
      state: 'not-earning',
      headline: t`Budget spent`,
      reasons: [
        {
          rule: 'budgetSpent',
          text:
            ranOut === undefined
              ? allClaimed
                ? t`The campaign’s reward budget is spent, so no new rewards accrue until it is topped up. Everything earned so far has been claimed.`
                : t`The campaign’s reward budget is spent, so no new rewards accrue until it is topped up. What was earned stays claimable.`
              : allClaimed
                ? t`The campaign’s reward budget ran out ${ranOut}, so no new rewards accrue until it is topped up. Everything earned so far has been claimed.`
                : t`The campaign’s reward budget ran out ${ranOut}, so no new rewards accrue until it is topped up. What was earned stays claimable.`,
        },
      ],
    };
  }
  if (!position.isEligible) {
    // In its cliff a position accrues (its "Earned so far" grows) and is paid once the cliff
    // ends: "Not eligible" beside a growing figure read as a contradiction.
    const cliff = inCliff(campaign, position, now);
    // The range rule is only a possibility (the pool's price is not in the API), and a position
    // that accrues is in range: beside "Accruing", it contradicted the headline.
    const reasons = likelyReasons(campaign, position, now).filter((reason) => !cliff || reason.rule !== 'outOfRange');
    return {
      ...none,
      state: cliff ? 'in-cliff' : 'not-eligible',
      headline: cliff ? t`Accruing, counted once its cliff ends` : t`Not eligible`,
      reasons,
    };
  }
  const cap = campaign.modes.earningCap?.maxRewards;
  if (cap !== undefined && position.accumulatedRewards >= cap) {
    const capAmount = formatReward(cap, campaign);
    return {
      ...none,
      state: 'not-earning',
      headline: t`Earning cap reached`,
      reasons: [
        {
          rule: 'earningCap',
          text: t`This wallet has earned the most a wallet can from this campaign (${capAmount}).`,
        },
      ],
    };
  }
  return {
    state: 'eligible',
    headline: t`Eligible and earning`,
    reasons: [],
    earnings: earningsOf(campaign, position),
  };
}
