import { t } from '@lingui/core/macro';
import type { Campaign, Target } from '../../api/schemas/campaign.ts';
import { formatUsd6 } from '../../lib/format.ts';
import { numberSymbols } from '../../lib/number-format.ts';
import { formatTokenAmount, formatTokenWithSymbol } from '../../domain/token-amount.ts';
import { targetName } from './campaign-labels.ts';

// Amount wording shared by the mode sentences, the eligibility explainer and the detail page.

/**
 * Deposit tier multipliers (`depositTiers[].multiplier`) are basis points of the base rate:
 * 10000 is 1×, 12500 is 1.25×. The spec does not give the unit; this is the mock's, and the
 * only reading under which the fixture tiers (10000, 12500, 15000) make sense.
 */
const MULTIPLIER_ONE = 10_000n;

/** A tier multiplier in basis points as "1.25×" (trailing zeros dropped: "1×", "1.5×"), in the reader's decimal mark. */
export function formatMultiplier(multiplierBps: bigint): string {
  const whole = multiplierBps / MULTIPLIER_ONE;
  const fraction = (multiplierBps % MULTIPLIER_ONE).toString().padStart(4, '0').replace(/0+$/, '');
  return `${whole.toString()}${fraction === '' ? '' : `${numberSymbols().decimal}${fraction}`}×`;
}

/**
 * A balance in target base units with the target's symbol, e.g. "1,200 USDC". Without decimals
 * (the spec lets the service omit them) the raw base units are shown and labelled as such.
 */
export function formatTargetAmount(amount: bigint, target: Target): string {
  if (target.decimals === undefined) {
    const units = formatTokenAmount(amount, 0);
    const name = targetName(target);
    return t`${units} base units of ${name}`;
  }
  return formatTokenWithSymbol(amount, { decimals: target.decimals, symbol: targetName(target) });
}

/** A target amount with its USD value when the mode carries one: "1,200 USDC ($1,200.00)". */
export function formatTargetAmountWithUsd(amount: bigint, usd6: bigint, target: Target): string {
  return `${formatTargetAmount(amount, target)} (${formatUsd6(usd6)})`;
}

/** A reward amount in base units with the reward token's symbol, e.g. "12.5 ARB". */
export function formatReward(amount: bigint, campaign: Pick<Campaign, 'rewardToken'>): string {
  return formatTokenWithSymbol(amount, campaign.rewardToken);
}

/**
 * Reward tokens emitted per day. `emissionRate` is taken to be reward-token base units per
 * second: the spec gives no unit, and per-second is what on-chain emission schedules use.
 */
export function emissionPerDay(emissionRate: bigint): bigint {
  return emissionRate * 86_400n;
}
