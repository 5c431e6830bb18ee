import { accruedAt } from './accrual.ts';
import { buildCampaign, buildPosition, buildWorld, type BuiltWorld } from './campaign-factory.ts';
import type { CampaignArchetype, PositionPlan } from './archetype-types.ts';
import { REWARD_CHAINS } from './chains.ts';
import { WORLD_SEED } from './constants.ts';
import { prngFor, type Prng } from './prng.ts';
import { tokenTarget, vaultTarget } from './targets.ts';
import { REWARD_TOKEN_KINDS, rewardToken, type AssetKind } from './tokens.ts';
import type { TargetRecord } from './types.ts';
import { ROLE } from './wallet-roles.ts';

// The benchmark's large world (MockContextOptions.world = 'large', MOCK_WORLD=large): the fixture
// world, unchanged, grown to LARGE_WORLD.campaigns campaigns over the reward chains, with the
// main user (alice) earning in LARGE_WORLD.userRewards of them and her referee dave depositing in
// many, so her referral center lists hundreds of earnings. Everything is drawn from the seeded
// PRNG, so every build is the same world.

const H = 3600;
const D = 86_400;

export const LARGE_WORLD = {
  campaigns: 10_000,
  /** Campaigns in which `user` has accrued rewards at the origin. */
  userRewards: 300,
  user: ROLE.alice,
  /** One generated campaign in this many holds a position of the user's referee (dave). */
  refereeEvery: 25,
} as const;

/** Every this many generated campaigns one is a candidate for the user's position. */
const USER_STRIDE = 8;

type Phase = 'active' | 'pending' | 'ended' | 'finalized';

/** Status mix of the generated campaigns, as cumulative shares. */
function phaseOf(rng: Prng): Phase {
  const draw = rng.next();
  if (draw < 0.65) return 'active';
  if (draw < 0.75) return 'pending';
  if (draw < 0.8) return 'ended';
  return 'finalized';
}

/** Start and duration (seconds from the origin) of a campaign in `phase`. */
function timesOf(rng: Prng, phase: Phase): { start: number; duration: number } {
  switch (phase) {
    case 'active':
      return { start: -rng.int(3 * H, 25 * D), duration: rng.int(30, 90) * D };
    case 'pending':
      return { start: rng.int(H, 20 * D), duration: rng.int(14, 60) * D };
    case 'ended': {
      const start = -rng.int(20, 28) * D;
      return { start, duration: -start - rng.int(H, 20 * H) };
    }
    case 'finalized': {
      // After dave's bind (30 days before the origin), so his deposits earn alice referral shares.
      const start = -rng.int(15, 28) * D;
      return { start, duration: -start - rng.int(2, 12) * D };
    }
  }
}

const VAULTS: readonly { protocol: string; asset: AssetKind; prefix: string }[] = [
  { protocol: 'morpho', asset: 'USDC', prefix: 'steakUSDC' },
  { protocol: 'euler', asset: 'WETH', prefix: 'eWETH' },
  { protocol: 'silo', asset: 'USDC', prefix: 'sUSDC' },
  { protocol: 'yearn-v3', asset: 'WETH', prefix: 'yvWETH' },
  { protocol: 'moonwell', asset: 'USDC', prefix: 'mwUSDC' },
];
const TOKENS: readonly { asset: AssetKind; protocol: string }[] = [
  { asset: 'wstETH', protocol: 'lido' },
  { asset: 'USDT', protocol: 'tether' },
  { asset: 'sUSDe', protocol: 'ethena' },
];

function targetOf(n: number): (rng: Prng, chainId: number) => TargetRecord {
  // One token target in five; vault symbols carry the number, so names stay distinct.
  if (n % 5 === 4) {
    const token = TOKENS[n % TOKENS.length] ?? TOKENS[0];
    if (token === undefined) throw new Error('no token targets');
    return (_rng, chainId) => tokenTarget(chainId, token.asset, token.protocol);
  }
  const vault = VAULTS[n % VAULTS.length] ?? VAULTS[0];
  if (vault === undefined) throw new Error('no vault targets');
  return (rng, chainId) => vaultTarget(rng, chainId, vault.asset, vault.protocol, `${vault.prefix}-${String(n)}`);
}

interface Generated {
  archetype: Omit<CampaignArchetype, 'positions'>;
  phase: Phase;
  rng: Prng;
}

function generate(chainId: number, campaignIndex: number): Generated {
  const rng = prngFor(WORLD_SEED, `large:${String(chainId)}:${String(campaignIndex)}`);
  const phase = phaseOf(rng);
  const { start, duration } = timesOf(rng, phase);
  return {
    phase,
    rng,
    archetype: {
      name: `large-${phase}`,
      kind: 'live',
      start,
      duration,
      aprBps: rng.int(300, 4000),
      tvlUsd: rng.int(20, 8000) * 1000,
      eventChain: 'public',
      target: targetOf(campaignIndex),
      protocolApyBps: rng.int(0, 900),
      baseParticipants: rng.int(5, 600),
    },
  };
}

/** How many campaigns of the fixture world pay the user something at the origin. */
function fixtureRewardCount(world: BuiltWorld, origin: number): number {
  const byKey = new Map(world.campaigns.map((campaign) => [campaign.key, campaign]));
  const keys = new Set<string>();
  for (const position of world.positions) {
    const campaign = byKey.get(position.campaignKey);
    if (position.user !== LARGE_WORLD.user || campaign === undefined || position.triggeredAt > origin) continue;
    if (accruedAt(campaign, position, origin) > 0n) keys.add(campaign.key);
  }
  return keys.size;
}

/** The fixture world plus generated campaigns up to LARGE_WORLD.campaigns; see the module comment. */
export function buildLargeWorld(originSeconds: number): BuiltWorld {
  const fixture = buildWorld(originSeconds);
  const extra = LARGE_WORLD.campaigns - fixture.campaigns.length;
  let userRewardsLeft = LARGE_WORLD.userRewards - fixtureRewardCount(fixture, originSeconds);
  const campaigns = [];
  const positions = [...fixture.positions];
  for (const [chainOffset, chain] of REWARD_CHAINS.entries()) {
    const onChain = fixture.campaigns.filter((campaign) => campaign.chainId === chain.chainId);
    campaigns.push(...onChain);
    const count = Math.floor(extra / REWARD_CHAINS.length) + (chainOffset < extra % REWARD_CHAINS.length ? 1 : 0);
    const firstIndex = onChain.reduce((last, campaign) => Math.max(last, campaign.campaignIndex), 0) + 1;
    // The user's rewards are spread evenly over the chains, every USER_STRIDE-th campaign.
    let quota = Math.ceil(userRewardsLeft / (REWARD_CHAINS.length - chainOffset));
    // Built once per chain: a token's address is a hash, and 10,000 of them cost a second.
    const tokens = REWARD_TOKEN_KINDS.map((kind) => rewardToken(chain.chainId, kind));
    for (let i = 0; i < count; i += 1) {
      const campaignIndex = firstIndex + i;
      const { archetype, phase, rng } = generate(chain.chainId, campaignIndex);
      const started = phase !== 'pending' && archetype.start <= -2 * H;
      const plans: PositionPlan[] = [];
      if (started && quota > 0 && i % USER_STRIDE === 0) {
        plans.push({ user: LARGE_WORLD.user, balanceBps: rng.int(20, 400), triggeredAt: archetype.start + H });
        quota -= 1;
        userRewardsLeft -= 1;
      }
      if (started && i % LARGE_WORLD.refereeEvery === 0) {
        plans.push({ user: ROLE.dave, balanceBps: rng.int(20, 300), triggeredAt: archetype.start + 2 * H });
      }
      const token = tokens[(campaignIndex + chainOffset) % tokens.length] ?? tokens[0];
      if (token === undefined) throw new Error('no reward tokens');
      const campaign = buildCampaign(
        rng,
        { ...archetype, positions: plans },
        chain.chainId,
        campaignIndex,
        token,
        originSeconds,
      );
      campaigns.push(campaign);
      for (const plan of plans) positions.push(buildPosition(campaign, plan, originSeconds));
    }
  }
  if (userRewardsLeft > 0) throw new Error(`The large world places ${String(userRewardsLeft)} user rewards too few`);
  return { campaigns, positions };
}
