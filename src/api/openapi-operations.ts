import {
  BUDGET_ADDRESS_PARAM,
  CLAIMABLE_ONLY_PARAM,
  DEFAULT_PAGE_SIZE,
  FORWARDER_OPT_IN_PARAM,
  GET_ERROR_CODES,
} from './assumptions.ts';
import { API_ROUTES, type ApiRoute } from './routes.ts';
import type { ErrorCode } from './error-codes.ts';
import {
  activeCampaignListQuerySchema,
  addressPathSchema,
  campaignAddressPathSchema,
  campaignDetailQuerySchema,
  campaignListQuerySchema,
  campaignPathSchema,
  MAX_PAGE_SIZE,
  referralStatsQuerySchema,
  usernamePathSchema,
  userRewardsQuerySchema,
} from './schemas/requests.ts';
import type * as z from '../lib/zod.ts';

// What the OpenAPI document says about each endpoint: its schemas (by reference to the same
// request schemas the mock decodes with), the component ids of its body and response, and the
// error codes it may answer with. openapi.ts turns these into OpenAPI objects.

/** One endpoint as the OpenAPI builder needs it. */
export interface OperationSpec {
  method: 'get' | 'post';
  route: ApiRoute;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  path?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: string;
  bearer?: boolean;
  response: string;
  errors: readonly ErrorCode[];
  /** Extra words for an error status, e.g. why a 404 is normal. */
  errorNotes?: Partial<Record<number, string>>;
}

/** Descriptions of path and query parameters, by name. */
export const PARAMETER_NOTES: Record<string, string> = {
  limit: `Maximum number of rows, at most ${String(MAX_PAGE_SIZE)}; ${String(DEFAULT_PAGE_SIZE)} when omitted (default assumed).`,
  offset: 'Rows to skip.',
  chainId: 'Reward chain id (not the event chain).',
  status: 'Campaign status; repeat the parameter or separate values with commas.',
  targetChainId: 'Event chain id of the target; must be sent together with targetAddress.',
  targetAddress: 'Event-chain vault, pool or token address.',
  userAddress: 'User for userPosition and claimability.',
  [BUDGET_ADDRESS_PARAM]: 'Campaign budget address. Parameter name assumed (not shown in the interface).',
  [CLAIMABLE_ONLY_PARAM]:
    'Only campaigns with unclaimed rewards; requires userAddress. Parameter name assumed (not shown in the interface).',
  [FORWARDER_OPT_IN_PARAM]:
    'Opt in to campaigns that require deposits through a forwarder. Parameter name assumed (not shown in the interface).',
  campaignId: '`<chainId>:<campaignIndex>`.',
  address: 'EVM address.',
  username: 'Trimmed and lowercased by the service, then must match `^[a-z0-9_]{3,20}$`.',
};

const bindErrorCodes: readonly ErrorCode[] = [
  'INVALID_PARAMS',
  'SELF_REFERRAL',
  'INVALID_SIGNATURE',
  'INVALID_SESSION',
  'WALLET_NOT_LINKED',
  'REFERRER_NOT_FOUND',
  'REFERRER_NOT_LINKED',
  'CYCLIC_REFERRAL',
  'ALREADY_BOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
];

const listRules =
  'targetChainId requires targetAddress, and the claimable-only flag requires userAddress (otherwise 400 INVALID_PARAMS).';

/** Every endpoint of the service, in the order of the interface description. */
export const OPERATIONS: OperationSpec[] = [
  {
    method: 'get',
    route: API_ROUTES.campaigns,
    operationId: 'getCampaigns',
    tag: 'campaigns',
    summary: 'List campaigns',
    description: listRules,
    query: campaignListQuerySchema,
    response: 'CampaignList',
    errors: GET_ERROR_CODES,
  },
  {
    method: 'get',
    route: API_ROUTES.activeCampaigns,
    operationId: 'getActiveCampaigns',
    tag: 'campaigns',
    summary: 'List active campaigns',
    description: `Same parameters as GET /v1/campaigns except status, which is refused with 400 INVALID_PARAMS (assumed). ${listRules}`,
    query: activeCampaignListQuerySchema,
    response: 'CampaignList',
    errors: GET_ERROR_CODES,
  },
  {
    method: 'get',
    route: API_ROUTES.campaign,
    operationId: 'getCampaign',
    tag: 'campaigns',
    summary: 'Get one campaign',
    path: campaignPathSchema,
    query: campaignDetailQuerySchema,
    response: 'Campaign',
    errors: GET_ERROR_CODES,
  },
  {
    method: 'get',
    route: API_ROUTES.campaignStats,
    operationId: 'getCampaignStats',
    tag: 'campaigns',
    summary: 'Get the fast-moving numbers of a campaign',
    description: 'Refreshed per reward checkpoint; clients cache it for 60 seconds or more.',
    path: campaignPathSchema,
    response: 'CampaignStats',
    errors: GET_ERROR_CODES,
  },
  {
    method: 'get',
    route: API_ROUTES.userRewards,
    operationId: 'getUserRewards',
    tag: 'rewards',
    summary: "List a user's accrued rewards",
    path: addressPathSchema,
    query: userRewardsQuerySchema,
    response: 'UserRewardList',
    errors: GET_ERROR_CODES,
  },
  {
    method: 'get',
    route: API_ROUTES.claimProof,
    operationId: 'getClaimProof',
    tag: 'claims',
    summary: 'Get the latest claim proof of a user for one campaign',
    path: campaignAddressPathSchema,
    response: 'ClaimProof',
    errors: GET_ERROR_CODES,
  },
  {
    method: 'get',
    route: API_ROUTES.referralUsername,
    operationId: 'getReferralUsername',
    tag: 'referrals',
    summary: 'Resolve a username to its payout wallet',
    description: 'The payout wallet can be re-pointed: resolve at bind time, do not cache long-term.',
    path: usernamePathSchema,
    response: 'ReferralUsername',
    errors: GET_ERROR_CODES,
    errorNotes: { 404: 'No account claimed the username.' },
  },
  {
    method: 'post',
    route: API_ROUTES.referralBind,
    operationId: 'bindReferral',
    tag: 'referrals',
    summary: 'Bind a referee wallet to a referrer',
    description:
      'Signature mode: deadline and signature (EIP-712 ReferralBind { referrer, deadline } signed by the referee). Session mode: Authorization: Bearer <session token>, no deadline or signature.',
    body: 'ReferralBindBody',
    bearer: true,
    response: 'ReferralBind',
    errors: bindErrorCodes,
    errorNotes: { 409: 'ALREADY_BOUND status assumed (not shown in the interface).' },
  },
  {
    method: 'get',
    route: API_ROUTES.referralStats,
    operationId: 'getReferralStats',
    tag: 'referrals',
    summary: "List a referrer's earnings per campaign",
    path: addressPathSchema,
    query: referralStatsQuerySchema,
    response: 'ReferralStatList',
    errors: GET_ERROR_CODES,
  },
  {
    method: 'get',
    route: API_ROUTES.referralProof,
    operationId: 'getReferralProof',
    tag: 'referrals',
    summary: "Get a referrer's published payout proof for one campaign",
    path: campaignAddressPathSchema,
    response: 'ReferralProof',
    errors: GET_ERROR_CODES,
    errorNotes: { 404: 'Also the normal answer until the campaign is finalized and its referral root published.' },
  },
  {
    method: 'get',
    route: API_ROUTES.forwarderTargets,
    operationId: 'getForwarderTargets',
    tag: 'forwarder',
    summary: 'List targets that accept deposits through the forwarder',
    response: 'ForwarderTargetList',
    errors: GET_ERROR_CODES,
  },
];

/** Builds the OpenAPI 3.1 document from the schemas and assumptions; deterministic for a given source. */
