import type { Address } from './address.ts';
import type { CampaignId } from './campaign-id.ts';

// A claim deadline is when the chain stops paying something the user has earned: a reward claim
// reverts after its clone's `endTime + claimExpiryDuration` (ClaimExpired), a referral payout after
// its distributor's `claimWindowEnd` (ClaimWindowClosed). The screens, the calendar file and the
// notifications all speak of deadlines in this one shape.

/** How close a deadline must be to be summed at the top of a screen and offered on its own. */
export const CLOSING_SOON_DAYS = 14;
/** How close a deadline must be for a browser notification (when the user opted in). */
export const NOTIFY_DEADLINE_DAYS = 3;

/** One amount of one token, never summed with another token's. */
export interface DeadlineAmount {
  /** The reward token's contract on the deadline's chain: what tells two tokens apart. */
  token: Address;
  amount: bigint;
  symbol: string;
  decimals: number;
}

export interface ClaimDeadline {
  /** A reward claim or a referral payout. */
  kind: 'reward' | 'payout';
  id: CampaignId;
  /** Whose claim it is (the wallet paid, or the referrer). */
  user: Address;
  /** The campaign's name as the screens show it. */
  campaignName: string;
  /** When the chain stops paying it. */
  closesAt: Date;
  /** What is still claimable now. */
  claimable: DeadlineAmount;
  /** An absolute link back to where it is claimed. */
  url: string;
}

const DAY_MS = 86_400_000;
/** The latest moment a Date can hold, in unix seconds: a deadline past it never comes in practice. */
const LATEST_DATE_SECONDS = 8_640_000_000_000n;

/**
 * A chain's deadline (unix seconds, uint64) as a Date; null when it lies past what a Date can hold
 * (a "never expires" campaign sets it near 2^64), which the screens treat as no deadline.
 */
export function deadlineFromChainSeconds(seconds: bigint): Date | null {
  return seconds > LATEST_DATE_SECONDS ? null : new Date(Number(seconds) * 1000);
}

/**
 * Whether a deadline has passed at `now`: the claim reverts, nothing may be offered. The contracts
 * revert only when `block.timestamp > deadline`, in whole seconds, so the deadline's own second
 * still pays.
 */
export function isExpired(closesAt: Date, now: Date): boolean {
  return Math.floor(now.getTime() / 1000) > Math.floor(closesAt.getTime() / 1000);
}

/** Whether a deadline is still open at `now` and closes within `days`. */
export function closesWithin(closesAt: Date, now: Date, days: number): boolean {
  return !isExpired(closesAt, now) && closesAt.getTime() - now.getTime() <= days * DAY_MS;
}

/** A stable identity for a deadline across visits (calendar UID, "notified once" memory). */
export function deadlineKey(deadline: Pick<ClaimDeadline, 'kind' | 'id' | 'user'>): string {
  return `${deadline.kind}:${String(deadline.id.chainId)}:${String(deadline.id.campaignIndex)}:${deadline.user.toLowerCase()}`;
}
