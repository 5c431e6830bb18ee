/**
 * The service's error codes, in the order of the spec's error table. A plain list below both the
 * wire schemas and the assumptions (which map codes to statuses and retries), so the assumptions
 * need not import the schemas, which read the assumptions.
 */
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
export type ErrorCode = (typeof ERROR_CODES)[number];
