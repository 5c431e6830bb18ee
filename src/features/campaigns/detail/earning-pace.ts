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
 * over the days from its start (its trigger, never before the campaign's start) to now, or to
 * when the campaign stopped paying once it is over. An average, not a forecast: the pace changes with deposits.
 * Undefined when nothing has been earned or the time is too short to average.
 */
export function earningPace(
  campaign: Pick<Campaign, 'startTime' | 'endTime' | 'estimatedEndDate' | 'status'>,
  position: Pick<UserPosition, 'accumulatedRewards' | 'triggeredAt'>,
  now: Date,
): EarningPace | undefined {
  if (position.accumulatedRewards <= 0n) return undefined;
  const start = Math.max(position.triggeredAt?.getTime() ?? 0, campaign.startTime.getTime());
  // An over campaign stopped paying at the first of its end and when it stopped early (cancelled,
  // or its budget spent: the service's estimatedEndDate), not at its scheduled end: a cancelled
  // campaign's pace would otherwise shrink every day after it stopped.
  const stops = isOver(campaign.status)
    ? [campaign.endTime, campaign.estimatedEndDate].flatMap((date) => (date === undefined ? [] : [date.getTime()]))
    : [];
  const end = Math.min(now.getTime(), ...stops);
  const seconds = BigInt(Math.floor((end - start) / 1000));
  if (seconds < MIN_SECONDS) return undefined;
  return { perDay: (position.accumulatedRewards * SECONDS_PER_DAY) / seconds, since: new Date(start) };
}
