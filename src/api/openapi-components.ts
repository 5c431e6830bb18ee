import { REFERRAL_STATS_WIRE_SHAPE, TIMESTAMP_WIRE_FORMAT } from './assumptions.ts';
import {
  campaignIdSchema,
  campaignListSchema,
  campaignSchema,
  campaignStatsSchema,
  campaignStatusSchema,
  depositTierSchema,
  fundingEntrySchema,
  modesSchema,
  poolKeySchema,
  rewardTokenSchema,
  targetSchema,
  userPositionSchema,
} from './schemas/campaign.ts';
import { claimProofSchema, cliffBreakSchema, cliffPositionSchema } from './schemas/claims.ts';
import { errorCodeSchema, errorResponseSchema } from './schemas/errors.ts';
import { forwarderTargetListSchema, forwarderTargetSchema, shareTokenSchema } from './schemas/forwarder.ts';
import { address, bps, decStr, hex, timestamp, unixSecondsDecStr } from './schemas/primitives.ts';
import { queryParamJsonSchemas } from './schemas/query-params.ts';
import {
  referralBindSchema,
  referralProofSchema,
  referralStatListSchema,
  referralStatSchema,
  referralStatStatusSchema,
  referralUsernameSchema,
} from './schemas/referrals.ts';
import { referralBindBodySchema } from './schemas/requests.ts';
import { userRewardListSchema, userRewardSchema } from './schemas/rewards.ts';
import * as z from '../lib/zod.ts';

// The OpenAPI components are the wire side (`io: 'input'`) of the very schemas the client decodes
// with. Where a codec's wire side says less than the contract (timestamps, the referral stats
// shape, the bind body's cross-field rules), an override below states the contract instead.

/** A JSON Schema / OpenAPI object, as plain JSON. */
export type JsonObject = Record<string, unknown>;

/** Where component schemas live in the document. */
const COMPONENT_REF_PREFIX = '#/components/schemas/';

/** `$ref` to a component schema. */
export function componentRef(id: string): JsonObject {
  return { $ref: `${COMPONENT_REF_PREFIX}${id}` };
}

const components: [z.core.$ZodType, string, string?][] = [
  [decStr, 'DecStr', 'Unsigned decimal integer as a string, no leading zeros, at most 2^256-1.'],
  [bps, 'BasisPoints', 'Basis points as a decimal string; 1550 means 15.50%.'],
  [address, 'Address', 'EVM address; any case in inputs, lowercase in responses.'],
  [hex, 'Hex', 'Hex string (hash, merkle root, pool id).'],
  [
    timestamp,
    'Timestamp',
    `Format not shown in the interface; assumed ${TIMESTAMP_WIRE_FORMAT} in UTC. The app also reads unix seconds or milliseconds (number or numeric string).`,
  ],
  [unixSecondsDecStr, 'UnixSeconds', 'Unix seconds as a decimal string (unit assumed; milliseconds are also read).'],
  [campaignIdSchema, 'CampaignId', 'Reward chain id and campaign index on that chain.'],
  [campaignStatusSchema, 'CampaignStatus'],
  [rewardTokenSchema, 'RewardToken'],
  [fundingEntrySchema, 'FundingEntry'],
  [poolKeySchema, 'PoolKey'],
  [targetSchema, 'Target', 'Only tokenStandard and chainId are common to every target kind.'],
  [depositTierSchema, 'DepositTier'],
  [modesSchema, 'Modes', 'Each member is present only when that mode applies.'],
  [userPositionSchema, 'UserPosition'],
  [campaignSchema, 'Campaign'],
  [campaignStatsSchema, 'CampaignStats'],
  [campaignListSchema, 'CampaignList'],
  [userRewardSchema, 'UserReward'],
  [userRewardListSchema, 'UserRewardList'],
  [cliffPositionSchema, 'CliffPosition'],
  [cliffBreakSchema, 'CliffBreak'],
  [claimProofSchema, 'ClaimProof'],
  [referralProofSchema, 'ReferralProof'],
  [referralBindSchema, 'ReferralBind'],
  [referralUsernameSchema, 'ReferralUsername'],
  [referralStatStatusSchema, 'ReferralStatStatus'],
  [referralStatSchema, 'ReferralStat', 'Wire types assumed (not shown in the interface).'],
  [
    referralStatListSchema,
    'ReferralStatList',
    `Shape not shown in the interface; assumed ${REFERRAL_STATS_WIRE_SHAPE}. The app also reads { "data": [...] }.`,
  ],
  [shareTokenSchema, 'ShareToken'],
  [forwarderTargetSchema, 'ForwarderTarget'],
  [forwarderTargetListSchema, 'ForwarderTargetList'],
  [errorCodeSchema, 'ErrorCode'],
  [errorResponseSchema, 'ErrorResponse'],
  [
    referralBindBodySchema,
    'ReferralBindBody',
    'Exactly one of referrer and referrerUsername. Signature mode sends deadline and signature; session mode omits both and sends Authorization: Bearer.',
  ],
];

// Replaces a generated schema in place (the generator hands out the object it will emit) while
// keeping the registry's description.
function replace(json: JsonObject, replacement: JsonObject): void {
  const description = json.description;
  for (const key of Object.keys(json)) Reflect.deleteProperty(json, key);
  Object.assign(json, replacement, description === undefined ? {} : { description });
}

/** The override every generation uses, so query parameters and components read alike. */
export function overrideWireSchema(ctx: { zodSchema: unknown; jsonSchema: JsonObject }): void {
  const { zodSchema, jsonSchema } = ctx;
  const queryParam = queryParamJsonSchemas.get(zodSchema as z.core.$ZodType);
  if (queryParam !== undefined) replace(jsonSchema, queryParam);
  else if (zodSchema === timestamp) replace(jsonSchema, { type: 'string', format: 'date-time' });
  else if (zodSchema === referralStatListSchema)
    replace(jsonSchema, { type: 'array', items: componentRef('ReferralStat') });
  else if (zodSchema === referralBindBodySchema) {
    // The schema's refinements, stated in JSON Schema terms.
    jsonSchema.oneOf = [{ required: ['referrer'] }, { required: ['referrerUsername'] }];
    jsonSchema.dependentRequired = { deadline: ['signature'], signature: ['deadline'] };
  }
}

/** Strips the JSON Schema document keywords that make no sense inside an OpenAPI document. */
export function asEmbeddedSchema(json: JsonObject): JsonObject {
  const { $schema: _schema, $id: _id, ...rest } = json;
  return rest;
}

/** Every component schema, keyed by id, in registration order. */
export function buildComponentSchemas(): Record<string, JsonObject> {
  const registry = z.registry<{ id: string; description?: string }>();
  for (const [schema, id, description] of components) {
    registry.add(schema, description === undefined ? { id } : { id, description });
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    target: 'draft-2020-12',
    // The registry is both the list of components and where their descriptions live.
    metadata: registry,
    uri: (id) => `${COMPONENT_REF_PREFIX}${id}`,
    override: overrideWireSchema,
  });
  const result: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // Shared definitions would mean a reused schema escaped the registry; fail loudly instead.
    if (id === '__shared') throw new Error('OpenAPI: a reused schema is not registered as a component');
    result[id] = asEmbeddedSchema(schema);
  }
  return result;
}
