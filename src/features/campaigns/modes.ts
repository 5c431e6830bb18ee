import type { Campaign, Modes } from '../../api/schemas/campaign.ts';
import { chainName } from '../../config/chains.ts';
import { formatBps, formatCount } from '../../lib/format.ts';
import { formatDuration } from '../../lib/time.ts';
import { formatMultiplier, formatReward, formatTargetAmount, formatTargetAmountWithUsd } from './amounts.ts';

/** One row of the deposit tier table, already in words. */
interface TierRow {
  minBalance: string;
  multiplier: string;
}

/** One active mode in plain words. */
export interface ModeDescription {
  key: keyof Modes;
  title: string;
  sentence: string;
  /** Only for depositTiers: every tier, lowest first. */
  tiers?: TierRow[];
}

type ModeCampaign = Pick<Campaign, 'modes' | 'target' | 'rewardToken' | 'eventChainId'>;

/**
 * Every active mode of a campaign, each explained in one sentence, in the spec's order. Amounts
 * of the target (balances, caps) are in target units; earning caps are in reward tokens.
 */
export function describeModes(campaign: ModeCampaign): ModeDescription[] {
  const { modes, target } = campaign;
  const result: ModeDescription[] = [];
  if (modes.fixedApy !== undefined) {
    result.push({
      key: 'fixedApy',
      title: 'Fixed APY',
      sentence: `Pays a fixed ${formatBps(modes.fixedApy.rateBps)} a year on your qualifying balance, however much is deposited in total.`,
    });
  }
  if (modes.apyCap !== undefined) {
    result.push({
      key: 'apyCap',
      title: 'APY cap',
      sentence: `The reward APR never goes above ${formatBps(modes.apyCap.capRateBps)}, even when little is deposited.`,
    });
  }
  if (modes.earningCap !== undefined) {
    result.push({
      key: 'earningCap',
      title: 'Earning cap',
      sentence: `Each wallet can earn at most ${formatReward(modes.earningCap.maxRewards, campaign)} from this campaign.`,
    });
  }
  if (modes.capitalCap !== undefined) {
    const { maxTotalBalance, maxTotalBalanceUsd } = modes.capitalCap;
    result.push({
      key: 'capitalCap',
      title: 'Capital cap',
      sentence: `Only the first ${formatTargetAmountWithUsd(maxTotalBalance, maxTotalBalanceUsd, target)} deposited by everyone together earns rewards.`,
    });
  }
  if (modes.depositCap !== undefined) {
    const { maxBalance, maxBalanceUsd } = modes.depositCap;
    result.push({
      key: 'depositCap',
      title: 'Deposit cap',
      sentence: `Only the first ${formatTargetAmountWithUsd(maxBalance, maxBalanceUsd, target)} of each wallet's balance earns rewards.`,
    });
  }
  if (modes.cliff !== undefined) {
    // The spec names `buffer` without saying what it is; it is read as the balance drop a position
    // may take during its cliff without restarting it (README: campaign assumptions).
    const { cliffDurationSeconds, buffer } = modes.cliff;
    result.push({
      key: 'cliff',
      title: 'Cliff',
      sentence: `A position must be held for ${formatDuration(cliffDurationSeconds)} before its rewards count; balance drops within a buffer of ${formatTargetAmount(buffer, target)} do not restart the wait.`,
    });
  }
  if (modes.minBalance !== undefined) {
    const { minBalance, minBalanceUsd } = modes.minBalance;
    result.push({
      key: 'minBalance',
      title: 'Minimum balance',
      sentence: `A wallet needs at least ${formatTargetAmountWithUsd(minBalance, minBalanceUsd, target)} to earn anything.`,
    });
  }
  if (modes.depositTiers !== undefined) {
    const tiers = [...modes.depositTiers.tiers].sort((a, b) => (a.minBalance < b.minBalance ? -1 : 1));
    const rows = tiers.map((tier) => ({
      minBalance: formatTargetAmount(tier.minBalance, target),
      multiplier: formatMultiplier(tier.multiplier),
    }));
    const first = rows[0];
    const last = rows.at(-1);
    if (first !== undefined && last !== undefined) {
      result.push({
        key: 'depositTiers',
        title: 'Deposit tiers',
        sentence:
          rows.length === 1
            ? `Balances of at least ${first.minBalance} earn ${first.multiplier} the base rate.`
            : `Larger balances earn more per token: from ${first.multiplier} the base rate at ${first.minBalance} up to ${last.multiplier} at ${last.minBalance}.`,
        tiers: rows,
      });
    }
  }
  if (modes.newCapitalOnly !== undefined) {
    result.push({
      key: 'newCapitalOnly',
      title: 'New capital only',
      sentence: `Only capital added after block ${formatCount(modes.newCapitalOnly.snapshotBlock)} on ${chainName(campaign.eventChainId)} earns; what was already deposited before then does not.`,
    });
  }
  if (modes.includeExistingPositions !== undefined) {
    result.push({
      key: 'includeExistingPositions',
      title: 'Existing positions included',
      sentence: 'Positions opened before the campaign started earn too, without a new deposit.',
    });
  }
  if (modes.participantCap !== undefined) {
    result.push({
      key: 'participantCap',
      title: 'Participant cap',
      sentence: `At most ${formatCount(modes.participantCap.maxParticipants)} wallets can take part; once it is full, newcomers earn nothing.`,
    });
  }
  return result;
}
