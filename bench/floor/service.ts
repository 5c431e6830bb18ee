// The floor's whole data layer: plain fetch and JSON.parse (inside `response.json()`), no schema,
// no decoder, no error model. The wire shapes below are only what the floor's views read, typed by
// hand from the service's answers; the app decodes the same answers with its schemas (src/api/).

/** The service's base URL with `/v1`, written in at build time by scripts/bench-floor.ts. */
declare const __FLOOR_API_BASE__: string;

/** The most rows the service sends in one page, as the app asks for. */
export const PAGE_SIZE = 100;

export interface WireToken {
  address: string;
  decimals: number;
  symbol: string;
}

export interface WireCampaignId {
  chainId: number;
  campaignIndex: number;
}

interface WireFunding {
  funder: string;
  totalAmount: string;
  netAmount: string;
  feeAmount: string;
  referralAmount: string;
  newTotalRewards: string;
  txHash: string;
  logIndex: number;
  blockNumber: string;
  fundedAt: string;
}

export interface WireCampaign {
  id: WireCampaignId;
  tvl: string;
  participants: number;
  rewardsDistributed: string;
  rewardsRemaining: string;
  partnerApyBps: string | null;
  protocolApyBps: string | null;
  estimatedEndDate?: string;
  fundedUntil?: string;
  budgetExhausted: boolean;
  eventChainId: number;
  configHash: string;
  status: string;
  startTime: string;
  endTime?: string;
  rewardToken: WireToken;
  totalRewards: string;
  openEnded: boolean;
  emissionRate: string;
  fundingHistory: WireFunding[];
  target: { tokenStandard: string; chainId: number; address?: string; symbol?: string; protocol?: string };
  modes: Record<string, unknown>;
  requiresForwarderDeposit: boolean;
  raffleTicketMultiplier: number;
}

export type WireStats = Pick<
  WireCampaign,
  'id' | 'tvl' | 'participants' | 'rewardsDistributed' | 'rewardsRemaining' | 'partnerApyBps' | 'protocolApyBps'
>;

export interface WireReward {
  id: WireCampaignId;
  rewardToken: WireToken;
  balance: string;
  accumulatedRewards: string;
  claimable: string;
}

export interface WireReferralStat {
  id: WireCampaignId;
  status: 'estimated' | 'final';
  refereeCount: number;
  amount: string | null;
  rewardToken: WireToken;
  claimWindowEnd: string | null;
  claimTxHash: string | null;
  claimedAt: string | null;
}

export interface WireReferralProof {
  publishedAt: string;
}

export interface WireTarget {
  chainId: number;
  targetAddress: string;
  forwarderAddress: string;
  acceptedToken: WireToken;
  acceptedTokens: WireToken[];
  shareToken: { symbol: string; decimals: number };
  protocol: string;
  name: string;
  supportedActions: string[];
  depositActionType: string;
}

export interface WirePage<T> {
  data: T[];
  total: number;
}

/** GET `path` (after `/v1`) and its JSON, as sent. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${__FLOOR_API_BASE__}${path}`, { signal: signal ?? null });
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
  return (await response.json()) as T;
}

/** `31337:5`, as ids are written in paths. */
export function idText(id: WireCampaignId): string {
  return `${String(id.chainId)}:${String(id.campaignIndex)}`;
}

/** The offsets of every page after the first of a list of `total` rows. */
export function laterOffsets(total: number): number[] {
  const offsets: number[] = [];
  for (let offset = PAGE_SIZE; offset < total; offset += PAGE_SIZE) offsets.push(offset);
  return offsets;
}
