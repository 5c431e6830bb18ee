import * as z from '../../lib/zod.ts';
import { campaignIdSchema, rewardTokenSchema } from './campaign.ts';
import { address, decStr, hex, optionalMember, serviceText, timestamp } from './primitives.ts';

/** A position under a cliff; `status` is an open string (the spec shows only `intact`). */
export const cliffPositionSchema = z.builtOnFirstUse(() =>
  z.object({
    tokenId: serviceText,
    status: serviceText,
    endsAt: timestamp,
  }),
);

/** The balance drop that broke a cliff. */
export const cliffBreakSchema = z.builtOnFirstUse(() =>
  z.object({
    timestamp,
    balanceBefore: decStr,
    balanceAfter: decStr,
  }),
);

/** The latest merkle claim proof of a user for one campaign. */
export const claimProofSchema = z.builtOnFirstUse(() =>
  z.object({
    id: campaignIdSchema,
    address,
    rewardToken: rewardTokenSchema,
    cumulativeAmount: decStr,
    alreadyClaimed: decStr,
    claimable: decStr,
    proof: z.array(hex),
    root: hex,
    publishedAt: timestamp,
    // Missing or null reads as "no cliff positions", so the UI can always iterate.
    cliffPositions: z.codec(
      z.nullish(z.array(cliffPositionSchema)),
      z.custom<CliffPosition[]>(() => true),
      {
        decode: (value) => value ?? [],
        encode: (value) => value,
      },
    ),
    cliffBreak: optionalMember(cliffBreakSchema),
  }),
);

export type CliffPosition = z.output<typeof cliffPositionSchema>;
export type ClaimProof = z.output<typeof claimProofSchema>;
export type ClaimProofWire = z.input<typeof claimProofSchema>;
