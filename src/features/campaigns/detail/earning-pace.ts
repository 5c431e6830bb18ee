import type { Campaign, UserPosition } from '../../../api/schemas/campaign.ts';
import { isOver } from '../campaign-over.ts';

const SECONDS_PER_DAY = 86_400n;
// Under an hour of earning, an average per day is mostly noise from when the figure was taken.
const MIN_SECONDS = 3_600n;

export interface EarningPace {
  /** Reward base units per day, averaged over the time the position has earned. */
  perDay: bigint;
  /** When the position started earning: its trigger, or the campaign's start if later or unknown. */
  since: Date;
}

/**
 * What a position has earned per day on average since it started earning: its accumulated rewards
 * over the days from its start (its trigger, never before the campaign's start) to now, or to the
 * campaign's end once it is over. An average, not a forecast: the pace changes with deposits.
 * Undefined when nothing has been earned or the time is too short to average.
 */
export function earningPace(
  campaign: Pick<Campaign, 'startTime' | 'endTime' | 'status'>,
  position: Pick<UserPosition, 'accumulatedRewards' | 'triggeredAt'>,
  now: Date,
): EarningPace | undefined {
  if (position.accumulatedRewards <= 0n) return undefined;
  const start = Math.max(position.triggeredAt?.getTime() ?? 0, campaign.startTime.getTime());
  const over = isOver(campaign.status);
  const end =
    over && campaign.endTime !== undefined ? Math.min(campaign.endTime.getTime(), now.getTime()) : now.getTime();
  const seconds = BigInt(Math.floor((end - start) / 1000));
  if (seconds < MIN_SECONDS) return undefined;
  return { perDay: (position.accumulatedRewards * SECONDS_PER_DAY) / seconds, since: new Date(start) };
}
