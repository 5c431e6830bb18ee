import { createPublicClient, createWalletClient, type Address, type Hex, type PublicClient } from 'viem';
import { managerAbi } from '../../contracts/manager-abi.ts';
import type { MockContext, MockContextEvent } from '../context.ts';
import { changedRoots, rootFingerprints, type RootsSnapshot } from '../world/roots.ts';
import type { MockWorld } from '../world/world.ts';
import type { CampaignKey } from '../world/types.ts';
import { CLAIM_EXPIRY_SECONDS } from '../world/constants.ts';
import { devAccount } from './dev-accounts.ts';
import { chainRpc, chainTransport } from './chain-transport.ts';
import { connectClaimStack, deployClaimStack, localAnvilChain, type ClaimStack } from './deploy.ts';
import { LOCAL_MANAGER_ADDRESS } from '../../config/env.ts';
import { expectedTokenAddress, pointWorldAtLocalTokens, worldTokensOn } from './local-token-addresses.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';

/**
 * Pairs the mock world with local chains running the claim contracts: deploys the manager and
 * the world's reward tokens on each chain, creates and funds a campaign clone per campaign and a
 * distributor per published referral pool, publishes every root the service serves, and keeps
 * doing so whenever the world moves (clock, reset). Claims seen on chain flow back into the
 * world, so the service reports them. All writes to a chain go through one queue, so roots are
 * published in the order the world produced them.
 */

export interface ChainEndpoint {
  chainId: number;
  rpcUrl: string;
}

export interface WorldChainLink {
  /** Resolves when every queued publication has reached its chain. */
  idle(): Promise<void>;
  /** Stops following the world and watching the chains (the chains keep running). */
  stop(): Promise<void>;
}

/** Mnemonic index 1: submits the fixture world's historical claims, as any relayer could. */
const RELAYER_INDEX = 1;
/** How often chain events are polled; anvil mines instantly, so this is the claim-to-service lag. */
const EVENT_POLL_MS = 250;

class SerialQueue {
  private tail: Promise<void> = Promise.resolve();
  constructor(private readonly onError: (error: unknown) => void) {}

  push(task: () => Promise<void>): Promise<void> {
    const run = this.tail.then(task);
    this.tail = run.catch((error: unknown) => {
      this.onError(error);
    });
    return run;
  }

  idle(): Promise<void> {
    return this.tail;
  }
}

interface PairedChain {
  endpoint: ChainEndpoint;
  stack: ClaimStack;
  queue: SerialQueue;
  /** The state a reset goes back to: right after setup. */
  snapshotId: Hex;
  /** The roots the chain held when `snapshotId` was taken. */
  snapshotPrints: ReadonlyMap<string, string>;
  unwatch: () => void;
  /** The roots published while setting the chain up. */
  published: RootsSnapshot;
}

function isOnChain(chainId: number) {
  return (root: { campaignId: { chainId: number } }): boolean => root.campaignId.chainId === chainId;
}

/** The clone of a campaign, created and funded from the world's record when missing. */
async function ensureCampaign(
  stack: ClaimStack,
  world: MockWorld,
  ref: { chainId: number; campaignIndex: number },
): Promise<void> {
  const campaign = world.findCampaign(ref);
  if (campaign === undefined) throw new Error(`The world has no campaign ${formatCampaignId(ref)}`);
  await stack.createCampaign({
    campaignId: BigInt(campaign.campaignIndex),
    rewardToken: campaign.rewardToken.address,
    endTime: campaign.endTime,
    claimExpiryDuration: CLAIM_EXPIRY_SECONDS,
    fundAmount: campaign.totalRewards,
  });
}

/**
 * Publishes roots on one chain. Each root stands alone: one that fails is logged and the rest
 * still go out, so a single bad campaign cannot freeze the chain's view of the world.
 */
async function publishRoots(
  stack: ClaimStack,
  world: MockWorld,
  roots: RootsSnapshot,
  onError: (error: unknown) => void,
  bulkPublished: ReadonlyMap<CampaignKey, string> = new Map(),
): Promise<void> {
  for (const root of roots.rewardRoots.filter(isOnChain(stack.chainId))) {
    if (bulkPublished.get(root.key) === root.root) continue;
    try {
      await ensureCampaign(stack, world, root.campaignId);
      await stack.publishRewardRoot({
        campaignId: BigInt(root.campaignId.campaignIndex),
        root: root.root,
        totalCommitted: root.totalCommitted,
        finalize: root.finalize,
      });
    } catch (error) {
      onError(error);
    }
  }
  for (const root of roots.referralRoots.filter(isOnChain(stack.chainId))) {
    try {
      // A campaign nobody earned in has no reward root, but its referral pool still needs a clone.
      await ensureCampaign(stack, world, root.campaignId);
      const campaignId = BigInt(root.campaignId.campaignIndex);
      const distributor = await stack.createReferralDistributor({
        campaignId,
        token: root.token,
        fundAmount: root.referralPool,
      });
      if (root.distributorAddress !== distributor.toLowerCase()) {
        // The proof endpoint names the distributor; point it at the deployed one. This changes the
        // world's fingerprint, so the root comes back through the listener and is then a no-op.
        world.setDistributorAddress(root.campaignId, distributor);
      }
      await stack.publishReferralRoot({
        campaignId,
        root: root.root,
        totalCommitted: root.totalCommitted,
        claimWindowEnd: Math.floor(root.claimWindowEnd.getTime() / 1000),
      });
    } catch (error) {
      onError(error);
    }
  }
}

/**
 * Creates, funds and publishes campaigns just added to the world (POST /__mock/many-rewards) in
 * a few blocks, and records the roots it published so publishRoots does not read each back.
 */
async function publishGrownCampaigns(
  stack: ClaimStack,
  world: MockWorld,
  keys: readonly CampaignKey[],
  published: Map<CampaignKey, string>,
): Promise<void> {
  const fresh = [];
  for (const key of keys) {
    const campaign = world.findCampaign(key);
    if (campaign?.chainId !== stack.chainId) continue;
    const tree = world.rewardTree(campaign);
    if (tree === null) continue;
    fresh.push({ campaign, tree });
  }
  await stack.createAndPublishCampaigns(
    fresh.map(({ campaign, tree }) => ({
      campaignId: BigInt(campaign.campaignIndex),
      rewardToken: campaign.rewardToken.address,
      endTime: campaign.endTime,
      claimExpiryDuration: CLAIM_EXPIRY_SECONDS,
      fundAmount: campaign.totalRewards,
      root: tree.root,
      totalCommitted: tree.totalCommitted,
      finalize: world.statusOf(campaign) === 'finalized',
    })),
  );
  for (const { campaign, tree } of fresh) published.set(campaign.key, tree.root);
}

/** Deploys one token per reward token of the world on this chain and points the world at it. */
async function deployWorldTokens(stack: ClaimStack, world: MockWorld): Promise<void> {
  for (const [index, token] of worldTokensOn(world, stack.chainId).entries()) {
    const address = await stack.deployToken({
      name: `Local ${token.symbol}`,
      symbol: token.symbol,
      decimals: token.decimals,
    });
    if (address.toLowerCase() !== expectedTokenAddress(index).toLowerCase()) {
      throw new Error(`${token.symbol} landed at ${address}, not where pointWorldAtLocalTokens expects it`);
    }
    world.setRewardTokenAddress(stack.chainId, token.symbol, address);
  }
}

/** Submits the fixture world's historical claims on chain, with the same proofs the API serves. */
async function replayInitialClaims(stack: ClaimStack, world: MockWorld): Promise<void> {
  const relayer = createWalletClient({
    account: devAccount(RELAYER_INDEX),
    chain: stack.chain,
    transport: chainTransport(stack.rpcUrl),
  });
  const send = async (hash: Promise<Hex>): Promise<void> => {
    const receipt = await stack.publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== 'success')
      throw new Error(`Replaying a fixture claim reverted in ${receipt.transactionHash}`);
  };
  for (const claim of world.initialClaims.rewards) {
    const campaign = world.findCampaign(claim.key);
    if (campaign?.chainId !== stack.chainId) continue;
    const tree = world.rewardTree(campaign);
    const leaf = tree?.leaves.get(claim.user);
    if (tree === null || leaf === undefined) continue;
    await send(
      relayer.writeContract({
        address: stack.managerAddress,
        abi: managerAbi,
        functionName: 'claim',
        args: [BigInt(campaign.campaignIndex), claim.user, leaf.amount, tree.tree.getProof(leaf.index) as Hex[]],
      }),
    );
  }
  for (const claim of world.initialClaims.referrals) {
    const campaign = world.findCampaign(claim.key);
    if (campaign?.chainId !== stack.chainId) continue;
    const tree = world.referralPublication(campaign)?.tree;
    const leaf = tree?.leaves.get(claim.referrer);
    if (tree === undefined || leaf === undefined) continue;
    await send(
      relayer.writeContract({
        address: stack.managerAddress,
        abi: managerAbi,
        functionName: 'claimReferral',
        args: [BigInt(campaign.campaignIndex), claim.referrer, leaf.amount, tree.tree.getProof(leaf.index) as Hex[]],
      }),
    );
  }
}

/** The two manager events the world follows, as viem decodes them in strict mode. */
type ManagerLog =
  | {
      eventName: 'Claimed';
      args: { campaignId: bigint; user: Address; cumulativeAmount: bigint };
      transactionHash: Hex;
      blockNumber: bigint;
    }
  | {
      eventName: 'ReferralClaimed';
      args: { campaignId: bigint; referrer: Address };
      transactionHash: Hex;
      blockNumber: bigint;
    };

/** Records claims seen on chain in the world; `claimedAt` dates a referral payout. */
function recordClaimLogs(
  world: MockWorld,
  chainId: number,
  logs: readonly ManagerLog[],
  claimedAt: (log: ManagerLog) => Date,
): void {
  for (const log of logs) {
    if (log.eventName === 'Claimed') {
      const { campaignId, user, cumulativeAmount } = log.args;
      world.setClaimedOnChain({ chainId, campaignIndex: Number(campaignId) }, user, cumulativeAmount);
    } else {
      const { campaignId, referrer } = log.args;
      world.setReferralClaimedOnChain({ chainId, campaignIndex: Number(campaignId) }, referrer, {
        txHash: log.transactionHash,
        claimedAt: claimedAt(log),
      });
    }
  }
}

/** Feeds Claimed and ReferralClaimed events back into the world, as the real service's indexer does. */
function watchClaims(
  publicClient: PublicClient,
  chainId: number,
  manager: Address,
  world: MockWorld,
  onError: (e: unknown) => void,
) {
  return publicClient.watchContractEvent({
    address: manager,
    abi: managerAbi,
    pollingInterval: EVENT_POLL_MS,
    strict: true,
    onError,
    onLogs: (logs) => {
      recordClaimLogs(world, chainId, logs, () => world.clock.now());
    },
  });
}

/** Every claim the chain has seen so far, into the world (a chain that carried it before a reload). */
async function catchUpClaims(publicClient: PublicClient, chainId: number, manager: Address, world: MockWorld) {
  const logs = await publicClient.getContractEvents({ address: manager, abi: managerAbi, fromBlock: 0n, strict: true });
  const timestamps = new Map<bigint, Date>();
  for (const blockNumber of new Set(logs.map((log) => log.blockNumber))) {
    const block = await publicClient.getBlock({ blockNumber });
    timestamps.set(blockNumber, new Date(Number(block.timestamp) * 1000));
  }
  // The fixture's own payouts are already in the world with their history's dates; the chain's
  // replay of them must not overwrite those.
  const fresh = logs.filter((log) => {
    if (log.eventName !== 'ReferralClaimed') return true;
    const campaign = world.findCampaign({ chainId, campaignIndex: Number(log.args.campaignId) });
    return (
      campaign === undefined ||
      world.referralClaimOf(campaign, log.args.referrer.toLowerCase() as Address) === undefined
    );
  });
  recordClaimLogs(world, chainId, fresh, (log) => timestamps.get(log.blockNumber) ?? world.clock.now());
}

/** Brings chain time up to the world clock (never back: chains cannot rewind without a revert). */
async function followClock(stack: ClaimStack, world: MockWorld): Promise<void> {
  const worldNow = world.now();
  if ((await stack.getChainTime()) < worldNow) await stack.setChainTime(worldNow);
}

export interface ConnectOptions {
  /**
   * The chains already carry this world (the demo's, restored after a reload): connect to the
   * deployed manager and catch up with the clock, the roots and the claims instead of deploying.
   */
  resume?: boolean;
}

/** Deploys and publishes the whole world on each chain, then follows it; see the module comment. */
export async function connectWorldToChains(
  ctx: MockContext,
  endpoints: readonly ChainEndpoint[],
  options: ConnectOptions = {},
): Promise<WorldChainLink> {
  const { world } = ctx;
  const onError = (error: unknown): void => {
    ctx.logger.error('local chain sync failed', error);
  };
  // Chains are independent, so they are set up side by side.
  const paired: PairedChain[] = await Promise.all(
    endpoints.map(async (endpoint): Promise<PairedChain> => {
      const publicClient = createPublicClient({
        chain: localAnvilChain(endpoint.rpcUrl, endpoint.chainId),
        transport: chainTransport(endpoint.rpcUrl),
      });
      const stack = options.resume
        ? connectClaimStack(endpoint.rpcUrl, endpoint.chainId, LOCAL_MANAGER_ADDRESS)
        : await deployClaimStack(endpoint.rpcUrl, endpoint.chainId);
      await followClock(stack, world);
      if (options.resume) pointWorldAtLocalTokens(world, [endpoint.chainId]);
      else await deployWorldTokens(stack, world);
      const published = world.rootsSnapshot();
      await publishRoots(stack, world, published, onError);
      if (options.resume) await catchUpClaims(publicClient, endpoint.chainId, stack.managerAddress, world);
      else await replayInitialClaims(stack, world);
      const snapshotId = await chainRpc<Hex>(endpoint.rpcUrl, 'evm_snapshot');
      const unwatch = watchClaims(publicClient, endpoint.chainId, stack.managerAddress, world, onError);
      return {
        endpoint,
        stack,
        queue: new SerialQueue(onError),
        snapshotId,
        snapshotPrints: rootFingerprints(published),
        unwatch,
        published,
      };
    }),
  );

  const idle = async (): Promise<void> => {
    await Promise.all(paired.map((chain) => chain.queue.idle()));
  };

  // Roots the bulk path of grown campaigns published, until a reset reverts them.
  const bulkPublished = new Map<CampaignKey, string>();
  const unsubscribeRoots = world.onRootsChanged((changed) => {
    for (const chain of paired)
      void chain.queue.push(() => publishRoots(chain.stack, world, changed, onError, bulkPublished));
  });
  // Roots that changed while the chains were being set up (a checkpoint passing with a running
  // clock) changed before anyone listened: publish them now, then take the state a reset returns to.
  for (const chain of paired) {
    const missed = changedRoots(rootFingerprints(chain.published), world.rootsSnapshot());
    void chain.queue.push(async () => {
      await publishRoots(chain.stack, world, missed, onError, bulkPublished);
      const held = world.rootsSnapshot();
      chain.snapshotId = await chainRpc<Hex>(chain.endpoint.rpcUrl, 'evm_snapshot');
      chain.snapshotPrints = rootFingerprints(held);
    });
  }
  await idle();

  const unsubscribeContext = ctx.subscribe(async (event: MockContextEvent) => {
    for (const chain of paired) {
      if (event.type === 'grow') {
        void chain.queue.push(() => publishGrownCampaigns(chain.stack, world, event.campaigns, bulkPublished));
      } else if (event.type === 'reset') {
        bulkPublished.clear();
        // Back to the state right after setup: the world is back at its start too.
        void chain.queue.push(async () => {
          await chainRpc(chain.endpoint.rpcUrl, 'evm_revert', [chain.snapshotId]);
          chain.snapshotId = await chainRpc<Hex>(chain.endpoint.rpcUrl, 'evm_snapshot');
          await followClock(chain.stack, world);
          // The chain is back to the roots it held then; the world's may have moved on since (a
          // checkpoint passed), and the world's own refresh only sends what changed for it.
          const moved = changedRoots(chain.snapshotPrints, world.rootsSnapshot());
          await publishRoots(chain.stack, world, moved, onError);
        });
      } else {
        void chain.queue.push(() => followClock(chain.stack, world));
      }
    }
    // The world recomputes its roots right after this returns; wait for those publications too.
    await Promise.resolve();
    await idle();
  });

  ctx.setChains(
    paired.map((chain) => ({
      chainId: chain.endpoint.chainId,
      rpcUrl: chain.endpoint.rpcUrl,
      manager: chain.stack.managerAddress,
    })),
  );

  return {
    idle,
    async stop() {
      unsubscribeRoots();
      unsubscribeContext();
      for (const chain of paired) chain.unwatch();
      ctx.setChains([]);
      await idle();
    },
  };
}
