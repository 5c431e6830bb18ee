import type { Address, Hex } from 'viem';
import type { CampaignId } from '../../domain/campaign-id.ts';
import type { BindRecord } from '../identity/bind-store.ts';
import { buildWorld, type BuiltWorld } from './campaign-factory.ts';
import { emissionEnd, finalizedAt, statusAt } from './campaign-metrics.ts';
import type { WorldClock } from './clock.ts';
import { CLAIM_EXPIRY_SECONDS, REFERRAL_CLAIM_WINDOW_SECONDS, REFERRAL_PUBLISH_DELAY_SECONDS } from './constants.ts';
import { buildReferralTree, referralDistributionAt, type ReferralTreeSnapshot } from './referral-earnings.ts';
import { buildRewardTree, effectiveCheckpoint, type RewardTreeSnapshot } from './reward-trees.ts';
import { changedRoots, rootFingerprints, type RootsListener, type RootsSnapshot } from './roots.ts';
import { fixtureClaims, type FixtureClaims } from './fixture-claims.ts';
import type { CampaignKey, CampaignRecord, CampaignStatus, PositionRecord } from './types.ts';
import type { WorldToken } from './tokens.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import { toAddress } from '../../domain/address.ts';

// The mutable heart of the fixture world: campaign and position records (fixed), on-chain claim
// records (set by the chain integration or tests), merkle trees cached per checkpoint, and the
// root listeners. Query functions in world-queries.ts turn this into API values.

export interface WorldLogger {
  error(message: string, error?: unknown): void;
}

export interface MockWorldOptions {
  clock: WorldClock;
  binds: { listBinds(): BindRecord[] };
  logger: WorldLogger;
  /** Builds the campaigns and positions from the origin (unix seconds); the fixture world by default. */
  build?: (originSeconds: number) => BuiltWorld;
}

/** A campaign named by its API id or its `chainId:index` key. */
export type CampaignRef = CampaignId | CampaignKey;

/** Published referral root state of a campaign. */
export interface ReferralPublication {
  publishedAt: number;
  claimWindowEnd: number;
  tree: ReferralTreeSnapshot;
}

export interface ReferralClaimRecord {
  txHash: Hex;
  claimedAt: Date;
}

const keyOf = (ref: CampaignRef): CampaignKey => (typeof ref === 'string' ? ref : formatCampaignId(ref));

export class MockWorld {
  readonly clock: WorldClock;
  private readonly binds: MockWorldOptions['binds'];
  private readonly logger: WorldLogger;
  private campaigns: CampaignRecord[];
  private readonly byKey: Map<CampaignKey, CampaignRecord>;
  private readonly positionsByCampaign = new Map<CampaignKey, PositionRecord[]>();
  private readonly positionsByUser = new Map<Address, PositionRecord[]>();
  private readonly claimed = new Map<string, bigint>();
  private readonly referralClaims = new Map<string, ReferralClaimRecord>();
  private rewardCache = new Map<CampaignKey, { checkpoint: number; tree: RewardTreeSnapshot | null }>();
  private referralCache = new Map<CampaignKey, { fingerprint: string; tree: ReferralTreeSnapshot | null }>();
  private readonly listeners = new Set<RootsListener>();
  /** Root fingerprints listeners last heard of; null while nobody listens (nothing to diff). */
  private lastPrints: Map<string, string> | null = null;
  /** Campaigns added at run time (addCampaigns), which reset() removes again. */
  private readonly addedKeys = new Set<CampaignKey>();
  /** Claims that exist at world start, for the chain integration to replay on chain. */
  readonly initialClaims: FixtureClaims;

  constructor(options: MockWorldOptions) {
    this.clock = options.clock;
    this.binds = options.binds;
    this.logger = options.logger;
    const build = options.build ?? buildWorld;
    const built = build(Math.floor(options.clock.origin.getTime() / 1000));
    this.campaigns = built.campaigns;
    this.byKey = new Map(built.campaigns.map((campaign) => [campaign.key, campaign]));
    this.indexPositions(built.positions);
    this.initialClaims = fixtureClaims(this);
    this.seedClaims();
  }

  /** Current world time in unix seconds. */
  now(): number {
    return this.clock.nowSeconds();
  }

  /** The highest campaign index on a reward chain (0 when it has none). */
  lastIndexOn(chainId: number): number {
    let last = 0;
    for (const campaign of this.campaigns)
      if (campaign.chainId === chainId) last = Math.max(last, campaign.campaignIndex);
    return last;
  }

  /** The reward tokens campaigns on `chainId` pay, one per symbol, as currently deployed. */
  rewardTokensOn(chainId: number): WorldToken[] {
    const bySymbol = new Map<string, WorldToken>();
    for (const campaign of this.campaigns) {
      if (campaign.chainId === chainId) bySymbol.set(campaign.rewardToken.symbol, campaign.rewardToken);
    }
    return [...bySymbol.values()];
  }

  /**
   * Adds campaigns and their positions until the next reset(), each after the last campaign of
   * its chain so the order stays chain then index. Call refresh() afterwards so root listeners
   * (the local chains) create, fund and publish them.
   */
  addCampaigns(built: BuiltWorld): void {
    for (const campaign of built.campaigns) {
      if (this.byKey.has(campaign.key)) throw new Error(`addCampaigns: campaign ${campaign.key} exists`);
    }
    for (const campaign of built.campaigns) {
      const next = this.campaigns.findIndex(
        (other) =>
          other.chainId > campaign.chainId ||
          (other.chainId === campaign.chainId && other.campaignIndex > campaign.campaignIndex),
      );
      this.campaigns.splice(next === -1 ? this.campaigns.length : next, 0, campaign);
      this.byKey.set(campaign.key, campaign);
      this.addedKeys.add(campaign.key);
    }
    this.indexPositions(built.positions);
  }

  /** Every campaign, ordered by reward chain then index. */
  allCampaigns(): readonly CampaignRecord[] {
    return this.campaigns;
  }

  /** The campaign with that id, or undefined. */
  findCampaign(ref: CampaignRef): CampaignRecord | undefined {
    return this.byKey.get(keyOf(ref));
  }

  /** Status at the current world time. */
  statusOf(campaign: CampaignRecord): CampaignStatus {
    return statusAt(campaign, this.now());
  }

  /** Fixture positions held in a campaign. */
  positionsIn(campaign: CampaignRecord): readonly PositionRecord[] {
    return this.positionsByCampaign.get(campaign.key) ?? [];
  }

  /** Fixture positions a wallet holds, across campaigns. */
  positionsOf(user: Address): readonly PositionRecord[] {
    return this.positionsByUser.get(user) ?? [];
  }

  /** The wallet's position in a campaign, if any. */
  positionOf(campaign: CampaignRecord, user: Address): PositionRecord | undefined {
    return this.positionsIn(campaign).find((position) => position.user === user);
  }

  /** Current binds (referee -> referrer), as the referral rules read them. */
  bindsSnapshot(): BindRecord[] {
    return this.binds.listBinds();
  }

  /** Wallets that ever entered: synthetic ones plus fixture positions a rule did not refuse outright. */
  participantsOf(campaign: CampaignRecord): number {
    const now = this.now();
    const entered = this.positionsIn(campaign).filter(
      (position) =>
        position.triggeredAt <= now &&
        (position.ineligible === null || position.ineligible.since > position.triggeredAt),
    );
    return campaign.baseParticipants + entered.length;
  }

  /** The campaign's current reward tree (latest checkpoint), cached until the checkpoint moves. */
  rewardTree(campaign: CampaignRecord): RewardTreeSnapshot | null {
    const checkpoint = effectiveCheckpoint(campaign, this.now());
    const cached = this.rewardCache.get(campaign.key);
    if (cached?.checkpoint === checkpoint) return cached.tree;
    const tree = buildRewardTree(campaign, this.positionsIn(campaign), checkpoint);
    this.rewardCache.set(campaign.key, { checkpoint, tree });
    return tree;
  }

  /** When the referral root of a campaign is (or would be) published. */
  referralPublishTime(campaign: CampaignRecord): number {
    return finalizedAt(campaign) + REFERRAL_PUBLISH_DELAY_SECONDS;
  }

  /** The final referral tree, once the campaign is finalized; independent of publication. */
  finalReferralTree(campaign: CampaignRecord): ReferralTreeSnapshot | null {
    if (this.statusOf(campaign) !== 'finalized') return null;
    const binds = this.binds.listBinds();
    // Binds only grow at run time, but reset() can replace them: key the cache on their content.
    const fingerprint = binds
      .map((bind) => `${bind.referee}>${bind.referrer}@${String(bind.boundAt.getTime())}`)
      .join();
    const cached = this.referralCache.get(campaign.key);
    if (cached?.fingerprint === fingerprint) return cached.tree;
    const distribution = referralDistributionAt(campaign, this.positionsIn(campaign), binds, emissionEnd(campaign));
    const tree = buildReferralTree(campaign, distribution);
    this.referralCache.set(campaign.key, { fingerprint, tree });
    return tree;
  }

  /** The published referral root of a campaign, or null before it is published. */
  referralPublication(campaign: CampaignRecord): ReferralPublication | null {
    const publishedAt = this.referralPublishTime(campaign);
    if (this.now() < publishedAt) return null;
    const tree = this.finalReferralTree(campaign);
    if (tree === null) return null;
    return { publishedAt, claimWindowEnd: publishedAt + REFERRAL_CLAIM_WINDOW_SECONDS, tree };
  }

  /** Cumulative amount already paid to `user` on chain (as last recorded). */
  claimedOnChain(campaign: CampaignRecord, user: Address): bigint {
    return this.claimed.get(`${campaign.key}|${user}`) ?? 0n;
  }

  /** Records what the chain says `user` has been paid (cumulative), so claimable reflects it. */
  setClaimedOnChain(ref: CampaignRef, user: Address, cumulativeAmount: bigint): void {
    this.claimed.set(`${keyOf(ref)}|${user.toLowerCase()}`, cumulativeAmount);
  }

  /** The indexed referral claim of a referrer in a campaign, if recorded. */
  referralClaimOf(campaign: CampaignRecord, referrer: Address): ReferralClaimRecord | undefined {
    return this.referralClaims.get(`${campaign.key}|${referrer}`);
  }

  /** Records an indexed referral claim (claimTxHash/claimedAt of ReferralStat). */
  setReferralClaimedOnChain(ref: CampaignRef, referrer: Address, record: ReferralClaimRecord): void {
    this.referralClaims.set(`${keyOf(ref)}|${referrer.toLowerCase()}`, record);
  }

  /**
   * Points every campaign paying `symbol` on `chainId` at a deployed token, e.g. after the chain
   * integration deployed it; the trees are rebuilt and listeners hear of the new roots.
   */
  setRewardTokenAddress(chainId: number, symbol: string, address: Address): void {
    for (const campaign of this.campaigns) {
      if (campaign.chainId === chainId && campaign.rewardToken.symbol === symbol) {
        campaign.rewardToken = { ...campaign.rewardToken, address: toAddress(address) };
      }
    }
    this.rewardCache = new Map();
    this.referralCache = new Map();
    this.refresh();
  }

  /** Records the on-chain referral distributor of a campaign (ReferralProof.distributorAddress). */
  setDistributorAddress(ref: CampaignRef, address: Address): void {
    const campaign = this.findCampaign(ref);
    if (campaign === undefined) throw new Error(`setDistributorAddress: unknown campaign ${keyOf(ref)}`);
    campaign.distributorAddress = toAddress(address);
    this.refresh();
  }

  /** Every current reward root and every published referral root. */
  rootsSnapshot(): RootsSnapshot {
    const snapshot: RootsSnapshot = { rewardRoots: [], referralRoots: [] };
    for (const campaign of this.campaigns) {
      const campaignId = { chainId: campaign.chainId, campaignIndex: campaign.campaignIndex };
      const tree = this.rewardTree(campaign);
      if (tree !== null) {
        snapshot.rewardRoots.push({
          key: campaign.key,
          campaignId,
          root: tree.root,
          totalCommitted: tree.totalCommitted,
          finalize: this.statusOf(campaign) === 'finalized',
          publishedAt: new Date(tree.checkpoint * 1000),
          rewardToken: campaign.rewardToken.address,
          endTime: new Date(campaign.endTime * 1000),
          claimExpirySeconds: CLAIM_EXPIRY_SECONDS,
          totalRewards: campaign.totalRewards,
        });
      }
      const publication = this.referralPublication(campaign);
      if (publication !== null) {
        snapshot.referralRoots.push({
          key: campaign.key,
          campaignId,
          root: publication.tree.root,
          totalCommitted: publication.tree.totalCommitted,
          publishedAt: new Date(publication.publishedAt * 1000),
          claimWindowEnd: new Date(publication.claimWindowEnd * 1000),
          token: campaign.rewardToken.address,
          distributorAddress: campaign.distributorAddress,
          referralPool: campaign.referralPool,
        });
      }
    }
    return snapshot;
  }

  /** Subscribes to root changes; returns the unsubscribe function. Read rootsSnapshot() for the start state. */
  onRootsChanged(listener: RootsListener): () => void {
    // Trees are built lazily, so the baseline to diff against is taken only once someone listens.
    this.lastPrints ??= rootFingerprints(this.rootsSnapshot());
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Recomputes the roots and tells listeners about the changed ones (after time moved or a reset). */
  refresh(): void {
    if (this.listeners.size === 0 || this.lastPrints === null) {
      this.lastPrints = null;
      return;
    }
    const all = this.rootsSnapshot();
    const changed = changedRoots(this.lastPrints, all);
    this.lastPrints = rootFingerprints(all);
    if (changed.rewardRoots.length === 0 && changed.referralRoots.length === 0) return;
    for (const listener of this.listeners) {
      try {
        const result = listener(changed, all);
        if (result instanceof Promise)
          result.catch((error: unknown) => {
            this.logger.error('roots listener failed', error);
          });
      } catch (error) {
        // One failing listener (say, a chain that went away) must not stop the others or the request.
        this.logger.error('roots listener failed', error);
      }
    }
  }

  /** Removes added campaigns and forgets recorded claims (back to the fixture ones); caches stay valid. */
  reset(): void {
    if (this.addedKeys.size > 0) this.removeAddedCampaigns();
    this.claimed.clear();
    this.referralClaims.clear();
    this.seedClaims();
  }

  private indexPositions(positions: readonly PositionRecord[]): void {
    for (const position of positions) {
      push(this.positionsByCampaign, position.campaignKey, position);
      push(this.positionsByUser, position.user, position);
    }
  }

  private removeAddedCampaigns(): void {
    const added = this.addedKeys;
    this.campaigns = this.campaigns.filter((campaign) => !added.has(campaign.key));
    for (const key of added) {
      this.byKey.delete(key);
      this.positionsByCampaign.delete(key);
      this.rewardCache.delete(key);
      this.referralCache.delete(key);
    }
    for (const [user, positions] of this.positionsByUser) {
      const left = positions.filter((position) => !added.has(position.campaignKey));
      if (left.length === 0) this.positionsByUser.delete(user);
      else this.positionsByUser.set(user, left);
    }
    added.clear();
  }

  private seedClaims(): void {
    for (const claim of this.initialClaims.rewards)
      this.setClaimedOnChain(claim.key, claim.user, claim.cumulativeAmount);
    for (const claim of this.initialClaims.referrals) {
      this.setReferralClaimedOnChain(claim.key, claim.referrer, { txHash: claim.txHash, claimedAt: claim.claimedAt });
    }
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
