import * as z from '../../lib/zod.ts';
import { listEnvelope } from './envelope.ts';
import { pageOfRows, type DecodedPage } from './row-list.ts';
import { sanitizeDisplayText } from '../../domain/display-text.ts';
import {
  address,
  bps,
  decStr,
  hex,
  optionalMember,
  serviceText,
  timestamp,
  tokenDecimals,
  uint,
} from './primitives.ts';

/** Campaign status values (spec: States and transitions). */
export const CAMPAIGN_STATUSES = ['draft', 'pending', 'active', 'ended', 'finalized', 'cancelled'] as const;

/** A campaign status. */
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

/** A campaign is identified by its reward chain and its index on that chain (domain `CampaignId`). */
export const campaignIdSchema = z.builtOnFirstUse(() =>
  z.object({
    chainId: uint,
    campaignIndex: uint,
  }),
);

/** Reward token metadata as sent. */
const rewardTokenWireSchema = z.builtOnFirstUse(() =>
  z.object({
    address,
    decimals: tokenDecimals,
    symbol: z.string(),
  }),
);

/**
 * Reward token metadata (also the shape of forwarder accepted tokens). The symbol is decoded
 * without control, bidi or zero-width characters; `symbolAltered` says some were removed, since
 * "U\u200BSD" then reads exactly like USD and the screen must warn that it is not what was sent.
 */
export const rewardTokenSchema = z.builtOnFirstUse(() =>
  z.codec(
    rewardTokenWireSchema,
    // The decode below builds the value, so the output side checks nothing more.
    z.custom<z.output<typeof rewardTokenWireSchema> & { symbolAltered?: true }>(() => true),
    {
      decode: (token) => {
        const symbol = sanitizeDisplayText(token.symbol);
        return symbol.altered
          ? { ...token, symbol: symbol.text, symbolAltered: true as const }
          : { ...token, symbol: symbol.text };
      },
      encode: ({ address, decimals, symbol }) => ({ address, decimals, symbol }),
    },
  ),
);

/** One funding of a campaign, with its on-chain reference. */
export const fundingEntrySchema = z.builtOnFirstUse(() =>
  z.object({
    funder: address,
    totalAmount: decStr,
    netAmount: decStr,
    feeAmount: decStr,
    referralAmount: decStr,
    newTotalRewards: decStr,
    txHash: hex,
    logIndex: uint,
    blockNumber: decStr,
    fundedAt: timestamp,
  }),
);

/** Pool key of a pool-manager target (the v4-style `PoolKey` struct). */
export const poolKeySchema = z.builtOnFirstUse(() =>
  z.object({
    currency0: address,
    currency1: address,
    fee: uint,
    tickSpacing: uint,
    hooks: address,
  }),
);

/**
 * The position a campaign rewards. Only tokenStandard and chainId are common to every kind of
 * target; the rest depends on the kind (LENIENT_OPTIONAL_MEMBERS.Target).
 */
export const targetSchema = z.builtOnFirstUse(() =>
  z.object({
    // Open string: allowed values are not shown (features/campaigns/campaign-labels.ts labels the known ones).
    tokenStandard: serviceText,
    chainId: uint,
    address: optionalMember(address),
    symbol: optionalMember(serviceText),
    decimals: optionalMember(tokenDecimals),
    tokenId: optionalMember(serviceText),
    poolId: optionalMember(hex),
    poolManager: optionalMember(address),
    token0: optionalMember(address),
    token1: optionalMember(address),
    poolKey: optionalMember(poolKeySchema),
    shareModel: optionalMember(serviceText),
    requireInRange: optionalMember(z.boolean()),
    protocol: optionalMember(serviceText),
    marketKey: optionalMember(serviceText),
    asset: optionalMember(address),
  }),
);

/** One tier of the depositTiers mode. */
export const depositTierSchema = z.builtOnFirstUse(() => z.object({ minBalance: decStr, multiplier: decStr }));

/** Campaign modes: each member is present only when that mode applies. */
export const modesSchema = z.builtOnFirstUse(() =>
  z.object({
    fixedApy: optionalMember(z.object({ rateBps: bps })),
    apyCap: optionalMember(z.object({ capRateBps: bps })),
    earningCap: optionalMember(z.object({ maxRewards: decStr })),
    capitalCap: optionalMember(z.object({ maxTotalBalance: decStr, maxTotalBalanceUsd: decStr })),
    depositCap: optionalMember(z.object({ maxBalance: decStr, maxBalanceUsd: decStr })),
    cliff: optionalMember(z.object({ cliffDurationSeconds: uint, buffer: decStr })),
    minBalance: optionalMember(z.object({ minBalance: decStr, minBalanceUsd: decStr })),
    depositTiers: optionalMember(z.object({ tiers: z.array(depositTierSchema) })),
    newCapitalOnly: optionalMember(z.object({ snapshotBlock: uint })),
    includeExistingPositions: optionalMember(z.object({})),
    participantCap: optionalMember(z.object({ maxParticipants: uint })),
  }),
);

/** The position of the user named by the userAddress query parameter. */
export const userPositionSchema = z.builtOnFirstUse(() =>
  z.object({
    balance: decStr,
    accumulatedRewards: decStr,
    claimable: decStr,
    triggeredAt: optionalMember(timestamp),
    isEligible: z.boolean(),
  }),
);

/** A campaign's fast-moving numbers: its stats' members, and the first of its own. */
function statsMembers() {
  return {
    id: campaignIdSchema,
    tvl: decStr,
    participants: uint,
    rewardsDistributed: decStr,
    rewardsRemaining: decStr,
    partnerApyBps: z.nullable(bps),
    protocolApyBps: z.nullable(bps),
  };
}

/** A campaign as listed and as returned by GET /v1/campaigns/{campaignId}. */
export const campaignSchema = z.builtOnFirstUse(() =>
  z.object({
    ...statsMembers(),
    estimatedEndDate: optionalMember(timestamp),
    fundedUntil: optionalMember(timestamp),
    budgetExhausted: z.boolean(),
    eventChainId: uint,
    configHash: hex,
    status: campaignStatusSchema,
    startTime: timestamp,
    endTime: optionalMember(timestamp),
    rewardToken: rewardTokenSchema,
    totalRewards: decStr,
    openEnded: z.boolean(),
    emissionRate: decStr,
    fundingHistory: z.array(fundingEntrySchema),
    target: targetSchema,
    modes: modesSchema,
    requiresForwarderDeposit: z.boolean(),
    raffleTicketMultiplier: z.number(),
    userPosition: optionalMember(userPositionSchema),
  }),
);

/** The fast-moving numbers of a campaign (GET /v1/campaigns/{campaignId}/stats). */
export const campaignStatsSchema = z.builtOnFirstUse(() => z.object(statsMembers()));

export type CampaignStatus = z.output<typeof campaignStatusSchema>;
export type RewardToken = z.output<typeof rewardTokenSchema>;
export type RewardTokenWire = z.input<typeof rewardTokenSchema>;
export type FundingEntry = z.output<typeof fundingEntrySchema>;
export type Target = z.output<typeof targetSchema>;
export type Modes = z.output<typeof modesSchema>;
export type UserPosition = z.output<typeof userPositionSchema>;
export type Campaign = z.output<typeof campaignSchema>;
export type CampaignWire = z.input<typeof campaignSchema>;
export type CampaignStats = z.output<typeof campaignStatsSchema>;
export type CampaignStatsWire = z.input<typeof campaignStatsSchema>;

/** GET /v1/campaigns and GET /v1/campaigns/active: `{ data: Campaign[], total }`. */
export const campaignListSchema = z.builtOnFirstUse(() => listEnvelope(campaignSchema));

/** The client's reading of campaignListSchema: row by row, so one bad campaign hides only itself. */
export const campaignPageSchema = z.builtOnFirstUse(() => pageOfRows(campaignSchema));

/** A page of campaigns as the app has it: the rows that decoded, the total, the rows left out. */
export type CampaignList = DecodedPage<Campaign>;
