import * as z from '../../lib/zod.ts';
import { campaignIdSchema, rewardTokenSchema } from './campaign.ts';
import { listEnvelope } from './envelope.ts';
import { pageOfRows, type DecodedPage } from './row-list.ts';
import { decStr } from './primitives.ts';

/** A campaign in which the user has triggered and accrued rewards. */
export const userRewardSchema = z.builtOnFirstUse(() =>
  z.object({
    id: campaignIdSchema,
    rewardToken: rewardTokenSchema,
    balance: decStr,
    accumulatedRewards: decStr,
    claimable: decStr,
  }),
);

export type UserReward = z.output<typeof userRewardSchema>;
export type UserRewardWire = z.input<typeof userRewardSchema>;

/** GET /v1/users/{address}/rewards: `{ data: UserReward[], total }`. */
export const userRewardListSchema = z.builtOnFirstUse(() => listEnvelope(userRewardSchema));

/** The client's reading of userRewardListSchema: row by row. */
export const userRewardPageSchema = z.builtOnFirstUse(() => pageOfRows(userRewardSchema));

/** A page of rewards as the app has it: the rows that decoded, the total, the rows left out. */
export type UserRewardList = DecodedPage<UserReward>;
