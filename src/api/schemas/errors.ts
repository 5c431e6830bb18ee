import * as z from '../../lib/zod.ts';
import { serviceText } from './primitives.ts';

/** Error codes of the spec's error table, in its order. */
export const ERROR_CODES = [
  'INVALID_PARAMS',
  'SELF_REFERRAL',
  'INVALID_SIGNATURE',
  'INVALID_SESSION',
  'WALLET_NOT_LINKED',
  'NOT_FOUND',
  'REFERRER_NOT_FOUND',
  'REFERRER_NOT_LINKED',
  'CYCLIC_REFERRAL',
  'ALREADY_BOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
] as const;

/** A service error code. */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** Every error body: all three members are always present; `details` is any value or null. */
export const errorResponseSchema = z.object({
  error: serviceText,
  code: errorCodeSchema,
  // z.unknown() still requires the key here, which matches "all three fields are always present".
  details: z.unknown(),
});

export type ErrorCode = z.output<typeof errorCodeSchema>;

/** An error body as sent on the wire (the mock encodes with it). */
export type ErrorResponseWire = z.input<typeof errorResponseSchema>;
