import { t } from '@lingui/core/macro';
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
    const rate = formatBps(modes.fixedApy.rateBps);
    result.push({
      key: 'fixedApy',
      title: t`Fixed APY`,
      sentence: t`Pays a fixed ${rate} a year on your qualifying balance, however much is deposited in total.`,
    });
  }
  if (modes.apyCap !== undefined) {
    const capRate = formatBps(modes.apyCap.capRateBps);
    result.push({
      key: 'apyCap',
      title: t`APY cap`,
      sentence: t`The reward APR never goes above ${capRate}, even when little is deposited.`,
    });
  }
  if (modes.earningCap !== undefined) {
    const maxRewards = formatReward(modes.earningCap.maxRewards, campaign);
    result.push({
      key: 'earningCap',
      title: t`Earning cap`,
      sentence: t`Each wallet can earn at most ${maxRewards} from this campaign.`,
    });
  }
  if (modes.capitalCap !== undefined) {
    const { maxTotalBalance, maxTotalBalanceUsd } = modes.capitalCap;
    const cap = formatTargetAmountWithUsd(maxTotalBalance, maxTotalBalanceUsd, target);
    result.push({
      key: 'capitalCap',
      title: t`Capital cap`,
      sentence: t`Only the first ${cap} deposited by everyone together earns rewards.`,
    });
  }
  if (modes.depositCap !== undefined) {
    const { maxBalance, maxBalanceUsd } = modes.depositCap;
    const cap = formatTargetAmountWithUsd(maxBalance, maxBalanceUsd, target);
    result.push({
      key: 'depositCap',
      title: t`Deposit cap`,
      sentence: t`Only the first ${cap} of each wallet's balance earns rewards.`,
    });
  }
  if (modes.cliff !== undefined) {
    // The spec names `buffer` without saying what it is; it is read as the balance drop a position
    // may take during its cliff without restarting it (docs/service-choices.md: campaign pages).
    const { cliffDurationSeconds, buffer } = modes.cliff;
    const duration = formatDuration(cliffDurationSeconds);
    const bufferAmount = formatTargetAmount(buffer, target);
    result.push({
      key: 'cliff',
      title: t`Cliff`,
      sentence: t`A position must be held for ${duration} before its rewards count; balance drops within a buffer of ${bufferAmount} do not restart the wait.`,
    });
  }
  if (modes.minBalance !== undefined) {
    const { minBalance, minBalanceUsd } = modes.minBalance;
    const minimum = formatTargetAmountWithUsd(minBalance, minBalanceUsd, target);
    result.push({
      key: 'minBalance',
      title: t`Minimum balance`,
      sentence: t`A wallet needs at least ${minimum} to earn anything.`,
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
      const firstMinBalance = first.minBalance;
      const firstMultiplier = first.multiplier;
      const lastMinBalance = last.minBalance;
      const lastMultiplier = last.multiplier;
      result.push({
        key: 'depositTiers',
        title: t`Deposit tiers`,
        sentence:
          rows.length === 1
            ? t`Balances of at least ${firstMinBalance} earn ${firstMultiplier} the base rate.`
            : t`Larger balances earn more per token: from ${firstMultiplier} the base rate at ${firstMinBalance} up to ${lastMultiplier} at ${lastMinBalance}.`,
        tiers: rows,
      });
    }
  }
  if (modes.newCapitalOnly !== undefined) {
    const block = formatCount(modes.newCapitalOnly.snapshotBlock);
    const chain = chainName(campaign.eventChainId);
    result.push({
      key: 'newCapitalOnly',
      title: t`New capital only`,
      sentence: t`Only capital added after block ${block} on ${chain} earns; what was already deposited before then does not.`,
    });
  }
  if (modes.includeExistingPositions !== undefined) {
    result.push({
      key: 'includeExistingPositions',
      title: t`Existing positions included`,
      sentence: t`Positions opened before the campaign started earn too, without a new deposit.`,
    });
  }
  if (modes.participantCap !== undefined) {
    const maxParticipants = formatCount(modes.participantCap.maxParticipants);
    result.push({
      key: 'participantCap',
      title: t`Participant cap`,
      sentence: t`At most ${maxParticipants} wallets can take part; once it is full, newcomers earn nothing.`,
    });
  }
  return result;
}
