// POST /__mock/many-rewards with a real anvil paired: the answer comes only once every new
// campaign's clone is deployed, funded and holds the root the service serves; a claim with the
// served proof pays; a reset removes them from the chain and the service.
import { createWalletClient, http, zeroAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from '../../lib/zod.ts';
import { claimProofSchema } from '../../api/schemas/claims.ts';
import { campaignAbi } from '../../contracts/campaign-abi.ts';
import { managerAbi } from '../../contracts/manager-abi.ts';
import { createMockApp } from '../app.ts';
import { testContext } from '../test-support.ts';
import { devAccount, getFreePort, startAnvil, type AnvilInstance } from './anvil.ts';
import { connectClaimStack } from './deploy.ts';
import { rewardTokenAbi } from './local-abis.ts';
import { claimAsRelayer, type TestChain } from './test-support.ts';
import { connectWorldToChains, type WorldChainLink } from './world-publisher.ts';

const CHAIN_ID = 31337;

describe('POST /__mock/many-rewards on a paired chain', () => {
  let anvil: AnvilInstance;
  let link: WorldChainLink;
  const ctx = testContext();
  const app = createMockApp(ctx);
  const post = async (path: string, body: unknown) => {
    const response = await app.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const proofOf = async (campaignId: string, user: string) => {
    const response = await app.request(`/v1/claims/${campaignId}/${user}`);
    expect(response.status).toBe(200);
    return z.decode(claimProofSchema, (await response.json()) as z.input<typeof claimProofSchema>);
  };

  beforeAll(async () => {
    anvil = await startAnvil({ port: await getFreePort(), chainId: CHAIN_ID });
    link = await connectWorldToChains(ctx, [{ chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl }]);
  }, 120_000);

  afterAll(async () => {
    await link.stop();
    await anvil.stop();
  });

  it('answers once chain and service agree on 160 campaigns, claims pay, and reset removes them', async () => {
    const started = performance.now();
    const result = (await post('/__mock/many-rewards', {})) as {
      user: Address;
      chainId: number;
      campaignIds: string[];
    };
    const seconds = (performance.now() - started) / 1000;
    console.info(`many-rewards: 160 campaigns published on chain in ${seconds.toFixed(1)} s`);
    expect(result.chainId).toBe(CHAIN_ID);
    expect(result.campaignIds).toHaveLength(160);

    const manager = ctx.chains[0]?.manager;
    if (manager === undefined) throw new Error('no paired chain');
    const stack = connectClaimStack(anvil.rpcUrl, CHAIN_ID, manager);
    const read = stack.publicClient;
    for (const id of result.campaignIds) {
      const proof = await proofOf(id, result.user);
      const index = BigInt(id.split(':')[1] ?? '0');
      const clone = await read.readContract({
        address: manager,
        abi: managerAbi,
        functionName: 'campaigns',
        args: [index],
      });
      expect(clone, id).not.toBe(zeroAddress);
      const [root, claimed, funds] = await Promise.all([
        read.readContract({ address: clone, abi: campaignAbi, functionName: 'merkleRoot' }),
        read.readContract({ address: clone, abi: campaignAbi, functionName: 'claimed', args: [result.user] }),
        read.readContract({
          address: proof.rewardToken.address,
          abi: rewardTokenAbi,
          functionName: 'balanceOf',
          args: [clone],
        }),
      ]);
      expect(root, id).toBe(proof.root);
      expect(claimed, id).toBe(0n);
      expect(funds, id).toBeGreaterThanOrEqual(proof.cumulativeAmount);
    }

    // The served proof pays on chain, and the service reports it once its indexer sees the log.
    const last = result.campaignIds.at(-1) ?? '';
    const proof = await proofOf(last, result.user);
    const relayer = createWalletClient({ account: devAccount(9), chain: stack.chain, transport: http(anvil.rpcUrl) });
    const chain: TestChain = { anvil, stack, relayer };
    const receipt = await claimAsRelayer(chain, [
      BigInt(last.split(':')[1] ?? '0'),
      result.user,
      proof.cumulativeAmount,
      proof.proof,
    ]);
    expect(receipt.status).toBe('success');
    await expect.poll(async () => (await proofOf(last, result.user)).claimable, { timeout: 5000 }).toBe(0n);

    await post('/__mock/reset', {});
    const first = BigInt(result.campaignIds[0]?.split(':')[1] ?? '0');
    expect(
      await read.readContract({ address: manager, abi: managerAbi, functionName: 'campaigns', args: [first] }),
    ).toBe(zeroAddress);
    expect((await app.request(`/v1/campaigns/${last}`)).status).toBe(404);
  }, 180_000);
});
