import type { ErrorCode } from './error-codes.ts';

/**
 * Every choice this app makes where the service interface says "not shown".
 *
 * The client decodes with these, the mock service answers with these and the OpenAPI document
 * publishes them, so when the real service turns out to differ, this file is the one to change.
 * Nothing else hard-codes these values.
 */

/** Query parameter of GET /v1/campaigns filtering by campaign budget address; named after the spec's wording. */
export const BUDGET_ADDRESS_PARAM = 'budgetAddress' as const;

/** Query flag of GET /v1/campaigns returning only campaigns with unclaimed rewards; named after the spec's wording. */
export const CLAIMABLE_ONLY_PARAM = 'claimableOnly' as const;

/**
 * Query flag of GET /v1/campaigns opting in to campaigns that need a forwarder deposit
 * (`requiresForwarderDeposit`); "include" because without it those campaigns are left out.
 */
export const FORWARDER_OPT_IN_PARAM = 'includeForwarderTargets' as const;

/** HTTP status of ALREADY_BOUND: 409 like the other conflicts of the bind endpoint (REFERRER_NOT_LINKED, CYCLIC_REFERRAL). */
const ALREADY_BOUND_STATUS = 409;

/** HTTP status per error code; only ALREADY_BOUND is ours, the rest is the spec's table. */
export const ERROR_STATUS_BY_CODE = {
  INVALID_PARAMS: 400,
  SELF_REFERRAL: 400,
  INVALID_SIGNATURE: 401,
  INVALID_SESSION: 401,
  WALLET_NOT_LINKED: 403,
  NOT_FOUND: 404,
  REFERRER_NOT_FOUND: 404,
  REFERRER_NOT_LINKED: 409,
  CYCLIC_REFERRAL: 409,
  ALREADY_BOUND: ALREADY_BOUND_STATUS,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
} as const satisfies Record<ErrorCode, number>;

/**
 * A request body over the size limit answers HTTP 413 with code INVALID_PARAMS. The spec's list
 * of codes is closed and has no "too large" code, so a client that decodes the code as that enum
 * still reads this error; the body failed validation (it is too long to be valid), and the 413
 * status tells proxies and HTTP tools the reason. The spec sets no limit; the mock's is 16 KiB,
 * far above the largest valid bind body (a 4096-character signature and a few short fields).
 */
export const BODY_TOO_LARGE = { status: 413, code: 'INVALID_PARAMS' } as const satisfies {
  status: number;
  code: ErrorCode;
};

/** Largest request body the mock service reads, in bytes. */
export const REQUEST_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Error codes each GET endpoint may answer with (the spec says each documents three or four,
 * without naming them): bad input, missing resource, rate limit, server error.
 */
export const GET_ERROR_CODES = [
  'INVALID_PARAMS',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];

/** Page size the mock uses when `limit` is omitted; 20 fills a screen without a second request. */
export const DEFAULT_PAGE_SIZE = 20;

/** Smallest accepted `limit`: the spec gives only the maximum, and 0 (count only) is harmless. */
export const MIN_PAGE_SIZE = 0;

/**
 * Wire format of every `ts` field: the encoder (the mock) writes ISO-8601 in UTC, the most
 * self-describing choice; the decoder also accepts unix seconds or milliseconds, as number or
 * numeric string, so the app survives whichever format the real service uses.
 */
export const TIMESTAMP_WIRE_FORMAT = 'iso-8601' as const;

/**
 * Numbers at or above this are unix milliseconds, below it unix seconds. 1e11 s is the year 5138
 * and 1e11 ms is March 1973, so no real timestamp of either unit falls on the wrong side.
 */
export const UNIX_MS_THRESHOLD = 100_000_000_000;

/** Shape of the GET /v1/referrals/stats response: a bare array as the spec's text says; the decoder also accepts `{ data: [...] }`. */
export const REFERRAL_STATS_WIRE_SHAPE = 'bare-array' as const;

/**
 * Wire types of ReferralStat, which the spec names without types: id CampaignId, status
 * 'estimated' | 'final', refereeCount int, amount decstr | null, rewardToken RewardToken,
 * claimWindowEnd ts | null, claimTxHash hex | null, claimedAt ts | null. The nullable members are
 * also accepted when missing, since "set once" fields are often omitted rather than null.
 */
export const REFERRAL_STAT_STATUSES = ['estimated', 'final'] as const;

/** ForwarderTarget.supportedActions values seen in the spec; kept an open string. */
export const KNOWN_FORWARDER_ACTIONS = ['deposit'] as const;

/** ForwarderTarget.depositActionType values seen in the spec; kept an open string. */
export const KNOWN_DEPOSIT_ACTION_TYPES = ['erc4626-deposit'] as const;

/**
 * Members the decoder accepts as missing or null although the spec types them plainly (it says
 * nullability is not shown). Each is absent in some legitimate case: userPosition without a
 * userAddress, end dates of open-ended campaigns, triggeredAt before a user triggers, a cliff
 * break that never happened, and the type-specific members of Target. Decoded, null becomes
 * `undefined` (cliffPositions becomes `[]`). The schema tests check this list against the schemas.
 */
export const LENIENT_OPTIONAL_MEMBERS = {
  Campaign: ['estimatedEndDate', 'fundedUntil', 'endTime', 'userPosition'],
  UserPosition: ['triggeredAt'],
  Target: [
    'address',
    'symbol',
    'decimals',
    'tokenId',
    'poolId',
    'poolManager',
    'token0',
    'token1',
    'poolKey',
    'shareModel',
    'requireInRange',
    'protocol',
    'marketKey',
    'asset',
  ],
  ClaimProof: ['cliffPositions', 'cliffBreak'],
} as const;

/**
 * GET /v1/campaigns/active answers 400 INVALID_PARAMS with this message to `status` ("unsupported")
 * rather than ignoring it, so a client that sends it learns at once that the filter has no effect.
 */
export const ACTIVE_LIST_STATUS_ERROR = 'status is not supported on /v1/campaigns/active';

// Not a constant, but a choice all the same (schemas/requests.ts): a lone targetAddress, without
// targetChainId, is accepted: the spec only forbids the opposite, and the address then matches on
// any event chain.

/**
 * Query booleans are written `true`/`false`; `1`/`0` are read too, as many servers accept both.
 */
export const QUERY_BOOLEAN_VALUES = { true: ['true', '1'], false: ['false', '0'] } as const;
