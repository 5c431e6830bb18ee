import * as z from '../../lib/zod.ts';
import {
  ACTIVE_LIST_STATUS_ERROR,
  BUDGET_ADDRESS_PARAM,
  CLAIMABLE_ONLY_PARAM,
  FORWARDER_OPT_IN_PARAM,
  MIN_PAGE_SIZE,
} from '../assumptions.ts';
import { CAMPAIGN_ID_PATTERN, formatCampaignId, parseCampaignId } from '../../domain/campaign-id.ts';
import { CAMPAIGN_STATUSES, campaignIdSchema } from './campaign.ts';
import { DECSTR_PATTERN, address, type Hex } from './primitives.ts';
import type { Address } from '../../domain/address.ts';
import { normalizeReferralUsername, USERNAME_PATTERN } from '../../domain/referral-username.ts';
import { queryBoolean, queryList, queryUint } from './query-params.ts';
import { USERNAME_MESSAGE } from './referrals.ts';

// Request side of the contract: query parameters, path parameters, the bind body and headers.
// Wire values are what travels (strings in query and path); domain values are what callers pass.

/** Largest `limit` of the list endpoints. */
export const MAX_PAGE_SIZE = 100;

/** Optional shared header on every endpoint; attribution only. */
export const PARTNER_REF_ID_HEADER = 'X-Partner-Ref-Id';

/** X-Partner-Ref-Id value: 1 to 128 characters, `^[A-Za-z0-9][A-Za-z0-9._:-]*$`. */
export const partnerRefIdSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(128),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'expected 1 to 128 characters of A-Z, a-z, 0-9, ".", "_", ":" or "-"'),
  );

/** Query `limit` of the list endpoints: 0 to MAX_PAGE_SIZE. */
export const pageLimitParam = queryUint({ min: MIN_PAGE_SIZE, max: MAX_PAGE_SIZE });

/** Query chain id: an EIP-155 chain id, so 1 or more (`chainId=0` names no chain and is refused). */
const chainIdParam = queryUint({ min: 1 });

const paginationShape = {
  limit: z.optional(pageLimitParam),
  offset: z.optional(queryUint()),
};

const campaignFilterShape = {
  ...paginationShape,
  chainId: z.optional(chainIdParam),
  targetChainId: z.optional(chainIdParam),
  targetAddress: z.optional(address),
  userAddress: z.optional(address),
  [BUDGET_ADDRESS_PARAM]: z.optional(address),
  [CLAIMABLE_ONLY_PARAM]: z.optional(queryBoolean),
  [FORWARDER_OPT_IN_PARAM]: z.optional(queryBoolean),
};

interface CampaignFilterRules {
  targetChainId?: number | undefined;
  targetAddress?: Address | undefined;
  userAddress?: Address | undefined;
  [CLAIMABLE_ONLY_PARAM]?: boolean | undefined;
}

// Only presence and flags are read, so the rules hold whether zod is decoding or encoding. A lone
// targetAddress is allowed (the spec forbids only targetChainId without it).
function checkCampaignFilters(value: CampaignFilterRules, ctx: z.core.$RefinementCtx<CampaignFilterRules>): void {
  if (value.targetChainId !== undefined && value.targetAddress === undefined) {
    ctx.addIssue({ code: 'custom', path: ['targetAddress'], message: 'targetChainId requires targetAddress' });
  }
  if (value[CLAIMABLE_ONLY_PARAM] === true && value.userAddress === undefined) {
    ctx.addIssue({ code: 'custom', path: ['userAddress'], message: `${CLAIMABLE_ONLY_PARAM} requires userAddress` });
  }
}

/** Query of GET /v1/campaigns. */
export const campaignListQuerySchema = z
  .object({ ...campaignFilterShape, status: z.optional(queryList(CAMPAIGN_STATUSES)) })
  .check(z.superRefine(checkCampaignFilters));

/** Query of GET /v1/campaigns/active: the same minus `status`, which is refused (ACTIVE_LIST_STATUS_ERROR). */
export const activeCampaignListQuerySchema = z
  .object({ ...campaignFilterShape, status: z.optional(z.never({ error: ACTIVE_LIST_STATUS_ERROR })) })
  .check(z.superRefine(checkCampaignFilters));

/** Query of GET /v1/campaigns/{campaignId}. */
export const campaignDetailQuerySchema = z.object({ userAddress: z.optional(address) });

/** Query of GET /v1/users/{address}/rewards. */
export const userRewardsQuerySchema = z.object({
  ...paginationShape,
  chainId: z.optional(chainIdParam),
  status: z.optional(queryList(CAMPAIGN_STATUSES)),
});

/** Query of GET /v1/referrals/stats/{address}. */
export const referralStatsQuerySchema = z.object({ chainId: z.optional(chainIdParam) });

/** Path campaignId `<chainId>:<campaignIndex>` ⇄ CampaignId. */
const campaignIdParam = z.codec(
  z.string().check(z.regex(CAMPAIGN_ID_PATTERN, 'expected <chainId>:<campaignIndex>')),
  campaignIdSchema,
  {
    decode: (value, ctx) => {
      const id = parseCampaignId(value);
      if (id === null) {
        ctx.issues.push({ code: 'custom', message: 'campaign id numbers must be at most 2^53-1', input: value });
        return z.NEVER;
      }
      return id;
    },
    encode: (value) => formatCampaignId(value),
  },
);

/** Path username: trimmed and lowercased like the service does, then checked. */
const usernameParam = z.codec(z.string(), z.string().check(z.regex(USERNAME_PATTERN, USERNAME_MESSAGE)), {
  decode: (value) => normalizeReferralUsername(value),
  encode: (value) => value,
});

/** Path of GET /v1/campaigns/{campaignId} and /stats. */
export const campaignPathSchema = z.object({ campaignId: campaignIdParam });

/** Path of GET /v1/claims/{campaignId}/{address} and /v1/referrals/proofs/{campaignId}/{address}. */
export const campaignAddressPathSchema = z.object({ campaignId: campaignIdParam, address });

/** Path of GET /v1/users/{address}/rewards and /v1/referrals/stats/{address}. */
export const addressPathSchema = z.object({ address });

/** Path of GET /v1/referrals/usernames/{username}. */
export const usernamePathSchema = z.object({ username: usernameParam });

const SIGNATURE_PATTERN = /^0x[0-9a-fA-F]+$/;

/** Bind deadline: decstr of at most 20 characters ⇄ bigint (unix seconds, signed as uint256). */
const bindDeadline = z.codec(
  z
    .string()
    .check(z.maxLength(20, 'expected at most 20 characters'), z.regex(DECSTR_PATTERN, 'expected decimal string')),
  z.bigint().check(z.gte(0n), z.lte(10n ** 20n - 1n, 'expected at most 20 digits')),
  {
    decode: (value) => BigInt(value),
    encode: (value) => value.toString(),
  },
);

/** Bind signature: at most 4096 characters of `0x` hex. */
const bindSignature = z.codec(
  z
    .string()
    .check(
      z.maxLength(4096, 'expected at most 4096 characters'),
      z.regex(SIGNATURE_PATTERN, 'expected 0x-prefixed hex signature'),
    ),
  z.custom<Hex>((value) => typeof value === 'string' && SIGNATURE_PATTERN.test(value), 'expected hex signature'),
  {
    decode: (value) => value as Hex,
    encode: (value) => value,
  },
);

/**
 * Body of POST /v1/referrals/bind (`additionalProperties: false`). Exactly one of referrer and
 * referrerUsername; deadline and signature together (signature mode) or neither (session mode,
 * whose credential travels in the Authorization header).
 */
export const referralBindBodySchema = z
  .strictObject({
    referee: address,
    referrer: z.optional(address),
    referrerUsername: z.optional(z.string().check(z.regex(USERNAME_PATTERN, USERNAME_MESSAGE))),
    deadline: z.optional(bindDeadline),
    signature: z.optional(bindSignature),
  })
  .check(
    z.superRefine((value, ctx) => {
      if ((value.referrer === undefined) === (value.referrerUsername === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: ['referrer'],
          message: 'send exactly one of referrer and referrerUsername',
        });
      }
      if ((value.deadline === undefined) !== (value.signature === undefined)) {
        const missing = value.deadline === undefined ? 'deadline' : 'signature';
        ctx.addIssue({ code: 'custom', path: [missing], message: 'deadline and signature go together' });
      }
    }),
  );

export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;
export type ActiveCampaignListQuery = z.output<typeof activeCampaignListQuerySchema>;
export type UserRewardsQuery = z.output<typeof userRewardsQuerySchema>;
export type ReferralStatsQuery = z.output<typeof referralStatsQuerySchema>;
export type ReferralBindBody = z.output<typeof referralBindBodySchema>;
