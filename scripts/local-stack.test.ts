import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  type Address,
  type PublicClient,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { campaignAbi } from '../src/contracts/campaign-abi.ts';
import { managerAbi } from '../src/contracts/manager-abi.ts';
import { referralDistributorAbi } from '../src/contracts/referral-distributor-abi.ts';
import { campaignSchema } from '../src/api/schemas/campaign.ts';
import { claimProofSchema } from '../src/api/schemas/claims.ts';
import { referralProofSchema, referralStatListSchema, type ReferralProof } from '../src/api/schemas/referrals.ts';
import * as z from '../src/lib/zod.ts';
import { getFreePort } from '../src/mock/chain/anvil.ts';
import { freePortRun } from './free-ports.ts';
import { localAnvilChain } from '../src/mock/chain/deploy.ts';
import { startLocalStack, type LocalStack } from './local-stack.ts';
import { formatCampaignId } from '../src/domain/campaign-id.ts';

// The acceptance of local claims: everything the mock serves can really be claimed on the local
// chains, by anyone, for exactly the amount served, and the service notices.

const relayer = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 1 });

const fixturesSchema = z.object({
  scenarios: z.object({
    claimable: z.array(z.object({ campaignId: z.string(), user: z.string() })),
    referralProof: z.array(z.object({ campaignId: z.string(), referrer: z.string() })),
  }),
  chains: z.array(z.object({ chainId: z.number(), rpcUrl: z.string(), manager: z.string() })),
  wallets: z.array(z.object({ address: z.string() })),
});

let stack: LocalStack;
/** Scenarios as served at start: they list only what is claimable at the moment of asking. */
let initial: z.infer<typeof fixturesSchema>;

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}: ${await response.text()}`);
  return response.json();
}

function clientsFor(chainId: number) {
  const chain = stack.chains.find((candidate) => candidate.chainId === chainId);
  if (chain === undefined) throw new Error(`chain ${String(chainId)} is not running`);
  const viemChain = localAnvilChain(chain.rpcUrl, chainId);
  const publicClient: PublicClient = createPublicClient({
    chain: viemChain,
    transport: http(chain.rpcUrl),
    pollingInterval: 50,
  });
  const wallet = createWalletClient({ account: relayer, chain: viemChain, transport: http(chain.rpcUrl) });
  return { publicClient, wallet, manager: chain.manager as Address };
}

/** The custom error a call reverts with, decoded through managerAbi, or undefined if it succeeds. */
async function revertOf(call: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await call();
    return undefined;
  } catch (error) {
    if (error instanceof BaseError) {
      const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
      if (revert instanceof ContractFunctionRevertedError) return revert.data?.errorName ?? revert.reason ?? 'reverted';
    }
    throw error;
  }
}

/** The error a referral claim of `proof` would revert with now (simulated from the relayer). */
function referralClaimRevert(proof: ReferralProof): Promise<string | undefined> {
  const { publicClient, manager } = clientsFor(proof.id.chainId);
  return revertOf(() =>
    publicClient.simulateContract({
      address: manager,
      abi: managerAbi,
      functionName: 'claimReferral',
      args: [BigInt(proof.id.campaignIndex), proof.referrer, proof.amount, proof.proof],
      account: relayer,
    }),
  );
}

/** A token balance on the chain `publicClient` reads. */
function tokenBalance(publicClient: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

async function claimProof(campaignId: string, user: string) {
  return z.decode(claimProofSchema, (await getJson(`${stack.apiUrl}/claims/${campaignId}/${user}`)) as never);
}

async function advance(seconds: number): Promise<void> {
  const response = await fetch(`${stack.mockOrigin}/__mock/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  // The service, then three chains on consecutive ports.
  const api = await freePortRun(4);
  stack = await startLocalStack({
    ports: { api, app: 0, chainBase: api + 1 },
    serveApp: false,
    clockMode: 'frozen',
    // This suite is one client making many requests quickly; rate limiting has its own tests.
    rateLimitPerMinute: 1_000_000,
    log: () => undefined,
  });
  initial = fixturesSchema.parse(await getJson(`${stack.mockOrigin}/__mock/fixtures`));
}, 60_000);

afterAll(async () => {
  await stack.stop();
});

describe('claims on the local chains', () => {
  it('pays every claimable scenario exactly, from a third-party sender, and the service sees it', async () => {
    const fixtures = initial;
    expect(fixtures.chains.map((chain) => chain.chainId).sort()).toEqual([31337, 31338, 31339]);
    const claimable = fixtures.scenarios.claimable;
    expect(new Set(claimable.map((entry) => entry.campaignId.split(':')[0]))).toEqual(
      new Set(['31337', '31338', '31339']),
    );

    const paid: { campaignId: string; user: string; cumulativeAmount: bigint }[] = [];
    for (const { campaignId, user } of claimable) {
      const proof = await claimProof(campaignId, user);
      expect(proof.claimable).toBeGreaterThan(0n);
      const { publicClient, wallet, manager } = clientsFor(proof.id.chainId);
      const clone = await publicClient.readContract({
        address: manager,
        abi: managerAbi,
        functionName: 'campaigns',
        args: [BigInt(proof.id.campaignIndex)],
      });
      expect(await publicClient.readContract({ address: clone, abi: campaignAbi, functionName: 'merkleRoot' })).toBe(
        proof.root,
      );

      const before = await tokenBalance(publicClient, proof.rewardToken.address, proof.address);
      const hash = await wallet.writeContract({
        address: manager,
        abi: managerAbi,
        functionName: 'claim',
        args: [BigInt(proof.id.campaignIndex), proof.address, proof.cumulativeAmount, proof.proof],
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      expect(receipt.from).toBe(relayer.address.toLowerCase());
      const after = await tokenBalance(publicClient, proof.rewardToken.address, proof.address);
      expect(after - before).toBe(proof.claimable);

      paid.push({ campaignId, user, cumulativeAmount: proof.cumulativeAmount });
    }
    expect(paid.length).toBe(claimable.length);

    // The service learns of claims from chain events, a moment later (as the real indexer does).
    for (const { campaignId, user, cumulativeAmount } of paid) {
      await expect.poll(async () => (await claimProof(campaignId, user)).claimable, { timeout: 5_000 }).toBe(0n);
      expect((await claimProof(campaignId, user)).alreadyClaimed).toBe(cumulativeAmount);
    }
  }, 120_000);

  it('pays each published referral proof once through claimReferral; a second claim reverts AlreadyClaimed', async () => {
    const proofs = initial.scenarios.referralProof;
    expect(new Set(proofs.map((entry) => entry.campaignId.split(':')[0]))).toEqual(
      new Set(['31337', '31338', '31339']),
    );
    for (const { campaignId, referrer } of proofs) {
      const proof = z.decode(
        referralProofSchema,
        (await getJson(`${stack.apiUrl}/referrals/proofs/${campaignId}/${referrer}`)) as never,
      );
      const { publicClient, wallet, manager } = clientsFor(proof.id.chainId);
      const distributor = proof.distributorAddress;
      // The service names the distributor the manager pays from (viem checksums, the service lowercases).
      expect(
        (
          await publicClient.readContract({
            address: manager,
            abi: managerAbi,
            functionName: 'referralDistributors',
            args: [BigInt(proof.id.campaignIndex)],
          })
        ).toLowerCase(),
      ).toBe(distributor);
      expect(
        await publicClient.readContract({
          address: distributor,
          abi: referralDistributorAbi,
          functionName: 'referralRoot',
        }),
      ).toBe(proof.root);
      expect(
        await publicClient.readContract({
          address: distributor,
          abi: referralDistributorAbi,
          functionName: 'claimed',
          args: [proof.referrer],
        }),
      ).toBe(false);

      const args = [BigInt(proof.id.campaignIndex), proof.referrer, proof.amount, proof.proof] as const;
      const before = await tokenBalance(publicClient, proof.rewardToken.address, proof.referrer);
      const hash = await wallet.writeContract({
        address: manager,
        abi: managerAbi,
        functionName: 'claimReferral',
        args,
      });
      expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
      const after = await tokenBalance(publicClient, proof.rewardToken.address, proof.referrer);
      expect(after - before).toBe(proof.amount);
      expect(
        await publicClient.readContract({
          address: distributor,
          abi: referralDistributorAbi,
          functionName: 'claimed',
          args: [proof.referrer],
        }),
      ).toBe(true);

      expect(await referralClaimRevert(proof)).toBe('AlreadyClaimed');
    }
  }, 120_000);

  it('refuses reward claims after endTime + claimExpiryDuration with ClaimExpired', async () => {
    const candidates = initial.scenarios.claimable;
    await advance(365 * 86_400);
    const now = Date.parse(((await getJson(`${stack.mockOrigin}/__mock/clock`)) as { now: string }).now);
    let expired = 0;
    for (const { campaignId, user } of candidates) {
      const campaign = z.decode(campaignSchema, (await getJson(`${stack.apiUrl}/campaigns/${campaignId}`)) as never);
      if (campaign.endTime === undefined || campaign.endTime.getTime() + 90 * 86_400_000 >= now) continue;
      const proof = await claimProof(campaignId, user);
      if (proof.claimable === 0n) continue;
      const { publicClient, manager } = clientsFor(proof.id.chainId);
      const reason = await revertOf(() =>
        publicClient.simulateContract({
          address: manager,
          abi: managerAbi,
          functionName: 'claim',
          args: [BigInt(proof.id.campaignIndex), proof.address, proof.cumulativeAmount, proof.proof],
          account: relayer,
        }),
      );
      expect(reason).toBe('ClaimExpired');
      expired += 1;
    }
    expect(expired).toBeGreaterThan(0);
  }, 120_000);
  it('refuses a referral claim after its window closed with ClaimWindowClosed', async () => {
    // Runs after the clock moved a year: every published referral window has closed.
    const fixtures = initial;
    const now = Date.parse(((await getJson(`${stack.mockOrigin}/__mock/clock`)) as { now: string }).now);
    let closed = 0;
    for (const { address } of fixtures.wallets) {
      const stats = z.decode(
        referralStatListSchema,
        (await getJson(`${stack.apiUrl}/referrals/stats/${address}`)) as never,
      );
      for (const stat of stats) {
        if (stat.claimWindowEnd === null || stat.claimWindowEnd.getTime() >= now) continue;
        // A referrer whose referees earned nothing has no leaf, so nothing to claim.
        if (stat.amount === null || stat.amount === 0n) continue;
        const campaignId = formatCampaignId(stat.id);
        const proof = z.decode(
          referralProofSchema,
          (await getJson(`${stack.apiUrl}/referrals/proofs/${campaignId}/${address}`)) as never,
        );
        // The window is checked first, so even a payout claimed earlier now reads as closed.
        expect(await referralClaimRevert(proof)).toBe('ClaimWindowClosed');
        closed += 1;
      }
    }
    expect(closed).toBeGreaterThan(0);
  }, 60_000);
});

describe('the local stack without chains', () => {
  it('still serves the mock service, and says why no chain runs', async () => {
    const withoutChains = await startLocalStack({
      ports: { api: await getFreePort(), app: 0, chainBase: 0 },
      serveApp: false,
      chains: false,
      clockMode: 'frozen',
      log: () => undefined,
    });
    try {
      expect(withoutChains.chains).toEqual([]);
      expect(withoutChains.chainsUnavailable).toBe('chains disabled');
      const fixtures = fixturesSchema.parse(await getJson(`${withoutChains.mockOrigin}/__mock/fixtures`));
      expect(fixtures.chains).toEqual([]);
      expect(fixtures.scenarios.claimable.length).toBeGreaterThan(0);
    } finally {
      await withoutChains.stop();
    }
  }, 30_000);
});
