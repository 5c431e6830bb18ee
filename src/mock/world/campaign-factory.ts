import { keccak256, stringToHex, type Address } from 'viem';
import { blockNumberAt, PUBLIC_TWIN, REWARD_CHAINS } from './chains.ts';
import type { CampaignArchetype, PositionPlan } from './archetype-types.ts';
import { campaignArchetypes } from './campaign-archetypes.ts';
import { REFERRAL_FEE_BPS, SECONDS_PER_YEAR, SERVICE_FEE_BPS, WORLD_SEED } from './constants.ts';
import { prngFor, type Prng } from './prng.ts';
import { labelledAddress, REWARD_TOKEN_KINDS, rewardToken, type WorldToken } from './tokens.ts';
import type { CampaignKey, CampaignRecord, FundingRecord, PositionRecord, SyntheticShare } from './types.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';

// Turns archetypes into concrete campaigns and positions: absolute times from the origin, TVL
// and emission drawn from the seeded PRNG, funding histories with on-chain references.

const D = 86_400;

export interface BuiltWorld {
  campaigns: CampaignRecord[];
  positions: PositionRecord[];
}

/** Builds every campaign and position of the world for a given origin (unix seconds). */
export function buildWorld(originSeconds: number): BuiltWorld {
  const campaigns: CampaignRecord[] = [];
  const positions: PositionRecord[] = [];
  REWARD_CHAINS.forEach((chain, chainOffset) => {
    campaignArchetypes(chain.chainId).forEach((archetype, i) => {
      const rng = prngFor(WORLD_SEED, `${String(chain.chainId)}:${archetype.name}`);
      const kind = REWARD_TOKEN_KINDS[(i + chainOffset) % REWARD_TOKEN_KINDS.length] ?? 'USDC';
      const campaign = buildCampaign(
        rng,
        archetype,
        chain.chainId,
        i + 1,
        rewardToken(chain.chainId, kind),
        originSeconds,
      );
      campaigns.push(campaign);
      for (const plan of archetype.positions) positions.push(buildPosition(campaign, plan, originSeconds));
    });
  });
  return { campaigns, positions };
}

/** One campaign from an archetype: times from `origin`, amounts drawn from `rng`. */
export function buildCampaign(
  rng: Prng,
  archetype: CampaignArchetype,
  chainId: number,
  campaignIndex: number,
  token: WorldToken,
  origin: number,
): CampaignRecord {
  const key: CampaignKey = formatCampaignId({ chainId, campaignIndex });
  const eventChainId = archetype.eventChain === 'local' ? chainId : (PUBLIC_TWIN[chainId] ?? chainId);
  const target = archetype.target(rng, eventChainId);
  // ±15% so the three chains' copies of an archetype do not show identical numbers.
  const jitter = (value: number): bigint => BigInt(Math.round(value * (0.85 + rng.next() * 0.3)));
  const tvlUsd6 = archetype.tvlUsd === 0 ? 0n : jitter(archetype.tvlUsd) * 1_000000n;
  const sizingTvl = tvlUsd6 > 0n ? tvlUsd6 : BigInt(archetype.referenceTvlUsd ?? 100_000) * 1_000000n;
  const unitScale = 10n ** BigInt(target.decimals);
  const totalBalance = (tvlUsd6 * unitScale) / target.priceUsd6;
  const emissionRate =
    (BigInt(archetype.aprBps) * sizingTvl * 10n ** BigInt(token.decimals)) /
    (10_000n * token.priceUsd6 * SECONDS_PER_YEAR);
  const startTime = origin + archetype.start;
  const fundedSeconds = archetype.fundedSeconds ?? archetype.duration;
  const isDraft = archetype.kind === 'draft';
  const totalRewards = isDraft ? 0n : emissionRate * BigInt(fundedSeconds);
  const fundingHistory = isDraft ? [] : buildFunding(rng, chainId, totalRewards, archetype, origin);
  const startBlock = Number(blockNumberAt(eventChainId, startTime, origin));
  const modes =
    archetype.modes?.({
      units: (bps) => (totalBalance * BigInt(bps)) / 10_000n,
      usd: (bps) => (tvlUsd6 * BigInt(bps)) / 10_000n,
      emissionRate,
      startBlock,
      baseParticipants: archetype.baseParticipants,
    }) ?? {};
  const fixtureBps = archetype.positions.reduce((sum, plan) => sum + plan.balanceBps, 0);
  const endTime = archetype.openEnded ? startTime + fundedSeconds : startTime + archetype.duration;

  return {
    key,
    chainId,
    campaignIndex,
    archetype: archetype.name,
    isDraft,
    cancelledAt: archetype.cancelledAt === undefined ? null : origin + archetype.cancelledAt,
    startTime,
    endTime,
    openEnded: archetype.openEnded ?? false,
    rewardToken: token,
    emissionRate,
    totalRewards,
    referralPool: fundingHistory.reduce((sum, entry) => sum + entry.referralAmount, 0n),
    fundingHistory,
    target,
    modes,
    requiresForwarderDeposit: archetype.requiresForwarderDeposit ?? false,
    raffleTicketMultiplier: archetype.raffleTicketMultiplier ?? 1,
    tvlUsd6,
    totalBalance,
    baseParticipants: archetype.baseParticipants,
    protocolApyBps: archetype.protocolApyBps === null ? null : BigInt(archetype.protocolApyBps),
    priceFeedLagging: archetype.priceFeedLagging ?? false,
    configHash: keccak256(
      stringToHex(
        JSON.stringify(
          { key, startTime, endTime, token: token.address, target: target.address ?? target.poolId, modes },
          (_k, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
        ),
      ),
    ),
    // A zero-TVL campaign has nobody earning; elsewhere others earn most of the emission.
    syntheticEarners:
      tvlUsd6 === 0n
        ? []
        : syntheticShares(rng, rng.int(3, 6), 10_000 - Math.ceil(fixtureBps * 1.5) - rng.int(500, 1500)),
    syntheticReferrers: isDraft ? [] : syntheticShares(rng, 2, rng.int(400, 1800)),
    distributorAddress: labelledAddress(`referral-distributor:${key}`),
  };
}

/** Splits `totalBps` of the emission among `count` made-up addresses. */
function syntheticShares(rng: Prng, count: number, totalBps: number): SyntheticShare[] {
  const weights = Array.from({ length: count }, () => rng.int(1, 10));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => ({
    address: rng.address(),
    weightBps: BigInt(Math.floor((totalBps * weight) / sum)),
  }));
}

/**
 * Funding entries summing to `totalRewards` net: an initial funding before the start (or before
 * the origin for campaigns starting later) and, for older campaigns, top-ups while running.
 */
function buildFunding(
  rng: Prng,
  chainId: number,
  totalRewards: bigint,
  archetype: CampaignArchetype,
  origin: number,
): FundingRecord[] {
  const started = Math.min(archetype.start, 0);
  const times = [started - rng.int(1, 3) * D - rng.int(0, 86_399)];
  const elapsed = -archetype.start;
  if (elapsed > 7 * D) times.push(archetype.start + Math.floor(elapsed * 0.4) + rng.int(0, 3600));
  if (archetype.openEnded === true && elapsed > 7 * D)
    times.push(archetype.start + Math.floor(elapsed * 0.8) + rng.int(0, 3600));
  const shares = times.map((_, i) => (i === 0 ? 60 : 40 / (times.length - 1)));
  const treasury = labelledAddress(`partner-treasury:${String(chainId)}`);
  const coFunder = labelledAddress(`co-funder:${String(chainId)}`);
  let cumulative = 0n;
  return times.map((offset, i) => {
    const isLast = i === times.length - 1;
    // The last entry takes the rounding remainder so the net amounts sum to totalRewards exactly.
    const netAmount = isLast
      ? totalRewards - cumulative
      : (totalRewards * BigInt(Math.round((shares[i] ?? 0) * 100))) / 10_000n;
    cumulative += netAmount;
    const referralAmount = (netAmount * REFERRAL_FEE_BPS) / 10_000n;
    const feeAmount = (netAmount * SERVICE_FEE_BPS) / 10_000n;
    const funder: Address = i === 2 ? coFunder : treasury;
    return {
      funder,
      totalAmount: netAmount + referralAmount + feeAmount,
      netAmount,
      feeAmount,
      referralAmount,
      newTotalRewards: cumulative,
      txHash: rng.hex(32),
      logIndex: rng.int(0, 180),
      blockNumber: blockNumberAt(chainId, origin + offset, origin),
      fundedAt: origin + offset,
    };
  });
}

/** A fixture position planned by an archetype, in absolute times and target units. */
export function buildPosition(campaign: CampaignRecord, plan: PositionPlan, origin: number): PositionRecord {
  const units = (bps: number): bigint => (campaign.totalBalance * BigInt(bps)) / 10_000n;
  const triggeredAt = origin + plan.triggeredAt;
  return {
    campaignKey: campaign.key,
    user: plan.user,
    balance: units(plan.balanceBps),
    triggeredAt,
    ineligible:
      plan.ineligible === undefined
        ? null
        : {
            reason: plan.ineligible.reason,
            since: plan.ineligible.since === undefined ? triggeredAt : origin + plan.ineligible.since,
          },
    tokenIds: plan.tokenIds ?? [],
    cliffBreak:
      plan.cliffBreak === undefined
        ? null
        : {
            timestamp: origin + plan.cliffBreak.at,
            balanceBefore: units(plan.cliffBreak.balanceBeforeBps),
            balanceAfter: units(plan.balanceBps),
          },
  };
}
