import type { Address } from 'viem';
import { buildCampaign, buildPosition, type BuiltWorld } from './campaign-factory.ts';
import type { CampaignArchetype } from './archetype-types.ts';
import { WORLD_SEED } from './constants.ts';
import { prngFor } from './prng.ts';
import { vaultTarget } from './targets.ts';
import type { WorldToken } from './tokens.ts';
import type { AssetKind } from './tokens.ts';

// Campaigns added to a running world by POST /__mock/many-rewards: many plain running vault
// campaigns on one reward chain in which one wallet has earned a claimable reward by the latest
// checkpoint, so a "claim all" across far more campaigns than one block can pay can be exercised.

const H = 3600;
const D = 86_400;

/** Upper bound of one request: well past what a gas-bounded batch must split, cheap to publish. */
export const MANY_REWARDS_MAX = 500;
export const MANY_REWARDS_DEFAULT = 160;

export interface ManyRewardsPlan {
  chainId: number;
  count: number;
  /** Campaign index of the first new campaign (the chain's highest index + 1). */
  firstIndex: number;
  user: Address;
  /** World time (unix seconds) the campaigns are laid out around. */
  now: number;
  /** Reward tokens to rotate through: the ones already paid on that chain (deployed there). */
  tokens: readonly WorldToken[];
}

// Vaults named so every campaign has a distinct name in lists and claim plans.
const VAULTS: readonly { protocol: string; asset: AssetKind; prefix: string }[] = [
  { protocol: 'morpho', asset: 'USDC', prefix: 'mUSDC' },
  { protocol: 'euler', asset: 'WETH', prefix: 'eWETH' },
  { protocol: 'silo', asset: 'USDC', prefix: 'sUSDC' },
  { protocol: 'yearn-v3', asset: 'WETH', prefix: 'yvWETH' },
];

/** The archetype of the n-th added campaign: started two days ago, `user` in it since then. */
function manyRewardsArchetype(n: number, user: Address): CampaignArchetype {
  const vault = VAULTS[n % VAULTS.length] ?? VAULTS[0];
  if (vault === undefined) throw new Error('no vault kinds');
  return {
    name: 'many-rewards',
    kind: 'live',
    start: -2 * D,
    duration: 30 * D,
    aprBps: 900 + (n % 7) * 150,
    tvlUsd: 750_000,
    eventChain: 'public',
    target: (rng, chain) => vaultTarget(rng, chain, vault.asset, vault.protocol, `${vault.prefix}-${String(n + 1)}`),
    protocolApyBps: 420,
    baseParticipants: 40,
    // Triggered before the latest checkpoint whatever the minute, so the current root pays it.
    positions: [{ user, balanceBps: 250, triggeredAt: -2 * D + H }],
  };
}

/** `plan.count` running campaigns on `plan.chainId` where `plan.user` has a claimable reward now. */
export function buildManyRewardCampaigns(plan: ManyRewardsPlan): BuiltWorld {
  if (plan.tokens.length === 0) throw new Error(`No reward token is paid on chain ${String(plan.chainId)}`);
  const built: BuiltWorld = { campaigns: [], positions: [] };
  for (let n = 0; n < plan.count; n += 1) {
    const campaignIndex = plan.firstIndex + n;
    const archetype = manyRewardsArchetype(n, plan.user);
    const rng = prngFor(WORLD_SEED, `many-rewards:${String(plan.chainId)}:${String(campaignIndex)}`);
    const token = plan.tokens[n % plan.tokens.length] ?? plan.tokens[0];
    if (token === undefined) throw new Error('unreachable: tokens checked non-empty');
    const campaign = buildCampaign(rng, archetype, plan.chainId, campaignIndex, token, plan.now);
    built.campaigns.push(campaign);
    for (const position of archetype.positions) built.positions.push(buildPosition(campaign, position, plan.now));
  }
  return built;
}
