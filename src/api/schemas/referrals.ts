import { USERNAME_PATTERN } from '../../domain/referral-username.ts';
import * as z from '../../lib/zod.ts';
import { REFERRAL_STAT_STATUSES } from '../assumptions.ts';
import { campaignIdSchema, rewardTokenSchema } from './campaign.ts';
import { arrayOrDataOfRows } from './row-list.ts';
import { address, decStr, hex, nullishAsNull, timestamp, uint, unixSecondsDecStr } from './primitives.ts';

/** How a username that breaks the rule is reported, on the wire and in decode errors. */
export const USERNAME_MESSAGE = 'expected username of 3 to 20 characters a-z, 0-9, _';

/** A referrer's published one-shot payout proof for one campaign. */
export const referralProofSchema = z.builtOnFirstUse(() =>
  z.object({
    id: campaignIdSchema,
    referrer: address,
    amount: decStr,
    proof: z.array(hex),
    root: hex,
    publishedAt: timestamp,
    distributorAddress: address,
    rewardToken: rewardTokenSchema,
  }),
);

/**
 * Result of POST /v1/referrals/bind. The spec does not give boundAt's unit: it is read as unix
 * seconds, like the bind `deadline` (milliseconds are recognised by magnitude).
 */
export const referralBindSchema = z.builtOnFirstUse(() =>
  z.object({
    referee: address,
    referrer: address,
    boundAt: unixSecondsDecStr,
    created: z.boolean(),
  }),
);

/** A username resolved to the payout wallet its referral links credit. */
export const referralUsernameSchema = z.builtOnFirstUse(() =>
  z.object({
    username: z.string().check(z.regex(USERNAME_PATTERN, USERNAME_MESSAGE)),
    referrer: address,
  }),
);

/** Referral stat status: `estimated` until the campaign payout settles, then `final`. */
export const referralStatStatusSchema = z.enum(REFERRAL_STAT_STATUSES);

/** One campaign in which a referrer has counted referees; wire types are assumptions. */
export const referralStatSchema = z.builtOnFirstUse(() =>
  z.object({
    id: campaignIdSchema,
    status: referralStatStatusSchema,
    refereeCount: uint,
    amount: nullishAsNull(decStr),
    rewardToken: rewardTokenSchema,
    claimWindowEnd: nullishAsNull(timestamp),
    // claimTxHash/claimedAt trail the chain: history only, never a reason to allow or block a claim.
    claimTxHash: nullishAsNull(hex),
    claimedAt: nullishAsNull(timestamp),
  }),
);

/**
 * GET /v1/referrals/stats/{address}: decodes a bare array or `{ data: [...] }` into an array;
 * encodes a bare array (REFERRAL_STATS_WIRE_SHAPE).
 */
export const referralStatListSchema = z.builtOnFirstUse(() =>
  z.codec(
    z.union([z.array(referralStatSchema), z.object({ data: z.array(referralStatSchema) })]),
    z.custom<ReferralStat[]>((value) => Array.isArray(value)),
    {
      decode: (value) => (Array.isArray(value) ? value : value.data),
      encode: (value) => value,
    },
  ),
);

/** The client's reading of referralStatListSchema: row by row. */
export const referralStatRowsSchema = z.builtOnFirstUse(() => arrayOrDataOfRows(referralStatSchema));

export type ReferralProof = z.output<typeof referralProofSchema>;
export type ReferralProofWire = z.input<typeof referralProofSchema>;
export type ReferralBind = z.output<typeof referralBindSchema>;
export type ReferralUsername = z.output<typeof referralUsernameSchema>;
export type ReferralStat = z.output<typeof referralStatSchema>;
export type ReferralStatWire = z.input<typeof referralStatSchema>;
