// The controls the referrals page hands down to the payout list: the list draws rows, the page
// owns the wallet actions. Below both the list and its row groups, which each take a renderer.
import type { ReactNode } from 'react';
import type { RewardToken } from '../../api/schemas/campaign.ts';
import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';

/** The payout control of one campaign, for the connected wallet's own payouts (from the page). */
export type RenderPayout = (payout: {
  id: CampaignId;
  referrer: Address;
  amount: bigint;
  rewardToken: RewardToken;
  /** The campaign's name once the row has read it (rows in view only). */
  name: string | undefined;
}) => ReactNode;

/**
 * One control claiming every payout claimable now (from the page). It stays rendered when nothing
 * is claimable, so a run's window follows it to its summary and a kept run resumes after a reload.
 */
export type RenderClaimAllPayouts = (target: {
  referrer: Address;
  claimable: boolean;
  /** Only these campaigns (those closing soon), with the button's own words. */
  only?: readonly CampaignId[];
  label?: string;
}) => ReactNode;

/**
 * What closes within 14 days, on top (from the page): the payouts closing soon, soonest first, a
 * claim limited to them (`claimClosing`, own payouts only) and every open deadline for a calendar.
 */
export type RenderClosingSoon = (deadlines: {
  closing: readonly ClaimDeadline[];
  open: readonly ClaimDeadline[];
  now: Date;
  claimClosing: ReactNode;
}) => ReactNode;
