// The demo's in-page chains, driven by the same deployment and publisher as anvil in the local
// stack: the whole fixture world on three chains, a wallet's claim paid exactly, and a chain saved
// and restored (a reload) that still pays and never pays twice.
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  type Address,
  type Hex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAbi } from '../../../contracts/campaign-abi.ts';
import { managerAbi } from '../../../contracts/manager-abi.ts';
import { createMockContext, type MockContext } from '../../context.ts';
import { REWARD_CHECKPOINT_SECONDS } from '../../world/constants.ts';
import type { CampaignRecord } from '../../world/types.ts';
import { chainTransport, serveChainInPage } from '../chain-transport.ts';
import { localAnvilChain } from '../deploy.ts';
import { devAccount } from '../dev-accounts.ts';
import { rewardTokenAbi } from '../local-abis.ts';
import { pointWorldAtLocalTokens } from '../local-token-addresses.ts';
import { connectWorldToChains, type WorldChainLink } from '../world-publisher.ts';
import { EvmChain } from './evm-chain.ts';

const chainIds = [31337, 31338, 31339];
const rpcUrlOf = (chainId: number): string => `http://in-page.test/${String(chainId)}`;
const funded = Array.from({ length: 10 }, (_, i) => devAccount(i).address);

interface Claimable {
  campaign: CampaignRecord;
  user: Address;
  accountIndex: number;
  amount: bigint;
  proof: Hex[];
}

/** A reward some development account can still claim, with the proof the service serves. */
function findClaimable(ctx: MockContext, skip: readonly CampaignRecord[] = []): Claimable {
  for (const campaign of ctx.world.allCampaigns()) {
    if (skip.includes(campaign)) continue;
    const tree = ctx.world.rewardTree(campaign);
    if (tree === null) continue;
    for (const [accountIndex, user] of funded.entries()) {
      const holder = user.toLowerCase() as Address;
      const leaf = tree.leaves.get(holder);
      if (leaf === undefined || ctx.world.claimedOnChain(campaign, holder) >= leaf.amount) continue;
      return {
        campaign,
        user: holder,
        accountIndex,
        amount: leaf.amount,
        proof: tree.tree.getProof(leaf.index) as Hex[],
      };
    }
  }
  throw new Error('no development account has anything left to claim');
}

function clientsOf(chainId: number, accountIndex: number) {
  const chain = localAnvilChain(rpcUrlOf(chainId), chainId);
  const transport = chainTransport(rpcUrlOf(chainId));
  return {
    publicClient: createPublicClient({ chain, transport }),
    wallet: createWalletClient({ account: devAccount(accountIndex), chain, transport }),
  };
}

/** Claims for the target's wallet; without `gas`, the chain's own estimate (as the app sends). */
async function claim(ctx: MockContext, target: Claimable, gas?: bigint): Promise<'success' | 'reverted'> {
  const { publicClient, wallet } = clientsOf(target.campaign.chainId, target.accountIndex);
  const manager = ctx.chains.find((chain) => chain.chainId === target.campaign.chainId)?.manager;
  if (manager === undefined) throw new Error('no manager');
  const hash = await wallet.writeContract({
    address: manager,
    abi: managerAbi,
    functionName: 'claim',
    args: [BigInt(target.campaign.campaignIndex), target.user, target.amount, target.proof],
    ...(gas === undefined ? {} : { gas }),
  });
  return (await publicClient.waitForTransactionReceipt({ hash })).status;
}

async function onChain(target: Claimable, ctx: MockContext) {
  const { publicClient } = clientsOf(target.campaign.chainId, target.accountIndex);
  const manager = ctx.chains.find((chain) => chain.chainId === target.campaign.chainId)?.manager ?? '0x';
  const clone = await publicClient.readContract({
    address: manager,
    abi: managerAbi,
    functionName: 'campaigns',
    args: [BigInt(target.campaign.campaignIndex)],
  });
  const [claimed, balance] = await Promise.all([
    publicClient.readContract({ address: clone, abi: campaignAbi, functionName: 'claimed', args: [target.user] }),
    publicClient.readContract({
      address: target.campaign.rewardToken.address,
      abi: rewardTokenAbi,
      functionName: 'balanceOf',
      args: [target.user],
    }),
  ]);
  return { claimed, balance };
}

function serve(chains: readonly EvmChain[]): () => void {
  const stops = chains.map((chain) => serveChainInPage(rpcUrlOf(chain.chainId), (request) => chain.request(request)));
  return () => {
    for (const stop of stops) stop();
  };
}

describe('the fixture world on in-page chains', () => {
  let ctx: MockContext;
  let chains: EvmChain[];
  let link: WorldChainLink;
  let stopServing: () => void;
  let paid: Claimable | undefined;

  beforeAll(async () => {
    ctx = createMockContext({ clockMode: 'running' });
    chains = await Promise.all(chainIds.map((chainId) => EvmChain.create({ chainId, fundedAccounts: funded })));
    stopServing = serve(chains);
    link = await connectWorldToChains(
      ctx,
      chainIds.map((chainId) => ({ chainId, rpcUrl: rpcUrlOf(chainId) })),
    );
  }, 120_000);

  afterAll(async () => {
    await link.stop();
    stopServing();
  });

  it('deploys every reward token where the demo told the world it would be', () => {
    const deployed = ctx.world.allCampaigns().map((campaign) => [campaign.key, campaign.rewardToken.address]);
    const fresh = createMockContext();
    pointWorldAtLocalTokens(fresh.world, chainIds);
    expect(fresh.world.allCampaigns().map((campaign) => [campaign.key, campaign.rewardToken.address])).toEqual(
      deployed,
    );
  });

  it('pays a wallet exactly its proof, once, and the service learns it from the chain', async () => {
    const target = findClaimable(ctx);
    paid = target;
    const before = await onChain(target, ctx);
    expect(await claim(ctx, target)).toBe('success');
    const after = await onChain(target, ctx);
    expect(after.claimed).toBe(target.amount);
    expect(after.balance - before.balance).toBe(target.amount - before.claimed);
    await expect.poll(() => ctx.world.claimedOnChain(target.campaign, target.user)).toBe(target.amount);
    // The same claim again, sent with a gas limit of its own (an estimate would refuse it first),
    // is mined as a revert, as on anvil.
    expect(await claim(ctx, target, 500_000n)).toBe('reverted');
  });

  it('answers reads at an earlier block with that block’s state, and reverts with the contract’s error', async () => {
    const target = findClaimable(ctx);
    const { publicClient, wallet } = clientsOf(target.campaign.chainId, target.accountIndex);
    const manager = ctx.chains.find((chain) => chain.chainId === target.campaign.chainId)?.manager ?? '0x';
    const args = [BigInt(target.campaign.campaignIndex), target.user, target.amount, target.proof] as const;
    // A proof for more than the leaf: the manager refuses it, and viem names the refusal.
    const refused = await publicClient
      .simulateContract({
        account: wallet.account,
        address: manager,
        abi: managerAbi,
        functionName: 'claim',
        args: [args[0], args[1], args[2] + 1n, args[3]],
      })
      .then(
        () => 'accepted',
        (error: unknown) =>
          error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : error,
      );
    expect(refused).toBeInstanceOf(ContractFunctionRevertedError);
    expect((refused as ContractFunctionRevertedError).data?.errorName).toBe('InvalidProof');

    const before = await onChain(target, ctx);
    const blockBefore = await publicClient.getBlockNumber();
    expect(await claim(ctx, target)).toBe('success');
    const balanceThen = await publicClient.readContract({
      address: target.campaign.rewardToken.address,
      abi: rewardTokenAbi,
      functionName: 'balanceOf',
      args: [target.user],
      blockNumber: blockBefore,
    });
    expect(balanceThen).toBe(before.balance);
    expect((await onChain(target, ctx)).balance).toBeGreaterThan(before.balance);
  });

  it('comes back from a save with everything paid still paid, and goes on paying', async () => {
    if (paid === undefined) throw new Error('the claim test did not run');
    const before = await onChain(paid, ctx);
    await link.stop();
    stopServing();

    // A reload: the chains from their saved state, a new context on the same clock, resumed.
    const restored = await Promise.all(chains.map((chain) => EvmChain.restore(structuredClone(chain.exportState()))));
    const next = createMockContext({
      clockMode: 'running',
      origin: ctx.clock.origin,
      clockStartedAt: ctx.clock.startedAt,
    });
    stopServing = serve(restored);
    link = await connectWorldToChains(
      next,
      chainIds.map((chainId) => ({ chainId, rpcUrl: rpcUrlOf(chainId) })),
      { resume: true },
    );
    ctx = next;

    expect(ctx.world.claimedOnChain(paid.campaign, paid.user)).toBe(paid.amount);
    expect(await onChain(paid, ctx)).toEqual(before);
    const another = findClaimable(ctx);
    const beforeAnother = await onChain(another, ctx);
    expect(await claim(ctx, another)).toBe('success');
    expect((await onChain(another, ctx)).claimed).toBe(another.amount);
    expect(beforeAnother.claimed).toBeLessThan(another.amount);
  }, 60_000);
});

describe('the in-page chain’s clock', () => {
  it('goes on from a set timestamp with the wall clock, as anvil does, rather than standing still', async () => {
    let wallMs = 1_800_000_000_000;
    const chain = await EvmChain.create({ chainId: 31_990, fundedAccounts: [], now: () => wallMs });
    const timestampOf = async () =>
      Number(
        BigInt(
          ((await chain.request({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as { timestamp: Hex })
            .timestamp,
        ),
      );
    const start = await timestampOf();
    await chain.request({ method: 'evm_setNextBlockTimestamp', params: [start + 600] });
    await chain.request({ method: 'evm_mine' });
    expect(await timestampOf()).toBe(start + 600);
    wallMs += 10_000;
    await chain.request({ method: 'evm_mine' });
    expect(await timestampOf()).toBe(start + 610);
  });
});

describe('a reset after a checkpoint passed', () => {
  it('leaves the chains holding the roots the service serves', async () => {
    let wallMs = Date.now();
    const ctx = createMockContext({ clockMode: 'running', wallNow: () => wallMs });
    const chains = await Promise.all(
      chainIds.map((chainId) => EvmChain.create({ chainId, fundedAccounts: funded, now: () => wallMs })),
    );
    const stopServing = serve(chains);
    const link = await connectWorldToChains(
      ctx,
      chainIds.map((chainId) => ({ chainId, rpcUrl: rpcUrlOf(chainId) })),
    );
    try {
      // A whole hour passes: new roots are published; then a reset sends the chains back to their
      // state after setup, while the world stays on the wall clock's hour.
      wallMs += REWARD_CHECKPOINT_SECONDS * 1000;
      ctx.world.refresh();
      await link.idle();
      ctx.reset();
      await ctx.settled();
      await link.idle();
      for (const root of ctx.world.rootsSnapshot().rewardRoots) {
        const { publicClient } = clientsOf(root.campaignId.chainId, 0);
        const clone = await publicClient.readContract({
          address: ctx.chains[0]?.manager ?? '0x',
          abi: managerAbi,
          functionName: 'campaigns',
          args: [BigInt(root.campaignId.campaignIndex)],
        });
        const onChainRoot = await publicClient.readContract({
          address: clone,
          abi: campaignAbi,
          functionName: 'merkleRoot',
        });
        expect(onChainRoot, root.key).toBe(root.root);
      }
    } finally {
      await link.stop();
      stopServing();
    }
  }, 60_000);
});
