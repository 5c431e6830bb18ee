import * as z from '../../lib/zod.ts';
import { ERROR_CODES } from '../error-codes.ts';
import { serviceText } from './primitives.ts';

/** A service error code. */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** Every error body: all three members are always present; `details` is any value or null. */
export const errorResponseSchema = z.builtOnFirstUse(() =>
  z.object({
    error: serviceText,
    code: errorCodeSchema,
    // z.unknown() still requires the key here, which matches "all three fields are always present".
    details: z.unknown(),
  }),
);

/** An error body as sent on the wire (the mock encodes with it). */
export type ErrorResponseWire = z.input<typeof errorResponseSchema>;
