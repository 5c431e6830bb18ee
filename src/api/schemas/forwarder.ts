import * as z from '../../lib/zod.ts';
import { rewardTokenSchema } from './campaign.ts';
import { dataEnvelope } from './envelope.ts';
import { dataOfRows } from './row-list.ts';
import { address, serviceText, tokenDecimals, uint } from './primitives.ts';

/** The share token a forwarder deposit mints. */
export const shareTokenSchema = z.builtOnFirstUse(() => z.object({ symbol: serviceText, decimals: tokenDecimals }));

/**
 * A target that can be deposited into through the forwarder. Action strings stay open
 * (KNOWN_FORWARDER_ACTIONS, KNOWN_DEPOSIT_ACTION_TYPES).
 */
export const forwarderTargetSchema = z.builtOnFirstUse(() =>
  z.object({
    chainId: uint,
    targetAddress: address,
    forwarderAddress: address,
    acceptedToken: rewardTokenSchema,
    acceptedTokens: z.array(rewardTokenSchema),
    shareToken: shareTokenSchema,
    protocol: serviceText,
    name: serviceText,
    supportedActions: z.array(serviceText),
    depositActionType: serviceText,
  }),
);

/** GET /v1/forwarder/targets: `{ data }` without a total. */
export const forwarderTargetListSchema = z.builtOnFirstUse(() => dataEnvelope(forwarderTargetSchema));

/** The client's reading of forwarderTargetListSchema: row by row. */
export const forwarderTargetRowsSchema = z.builtOnFirstUse(() => dataOfRows(forwarderTargetSchema));

export type ForwarderTarget = z.output<typeof forwarderTargetSchema>;
export type ForwarderTargetWire = z.input<typeof forwarderTargetSchema>;
