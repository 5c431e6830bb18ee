// The chain-read hooks against real anvil chains with the real contracts and our Multicall3. The
// app's RPC URLs for the local chains are answered through MSW, which forwards to the test chains
// and counts what arrives: a request is one HTTP round trip (a JSON-RPC batch counts once).
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/query-defaults.ts';
import { appConfig } from '../../config/env.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { devAccount } from '../../mock/chain/anvil.ts';
import {
  buildRewardTree,
  claimAsRelayer,
  claimReferralAsRelayer,
  openReferralPayout,
  startTestChain,
  type TestChain,
} from '../../mock/chain/test-support.ts';
import { chainReadKeys } from './chain-read-keys.ts';
import { usePayoutsOnChain } from './payout-state.ts';
import { useRewardsClaimedOnChain } from './reward-claimed.ts';

const A = 31337;
const B = 31338;
/** A local chain whose RPC is down for the whole file. */
const DOWN = 31339;
const day = 86_400;
const usd = (amount: string): bigint => parseUnits(amount, 6);
const [alice, bob] = [2, 3].map((i) => devAccount(i).address.toLowerCase() as Address) as [Address, Address];
const id = (chainId: number, campaignIndex: number): CampaignId => ({ chainId, campaignIndex });
/** Campaigns created on chain B, enough that one read needs several `aggregate3` calls. */
const MANY = 250;
const manyOnB = Array.from({ length: MANY }, (_, i) => id(B, i + 1));

interface Traffic {
  requests: number;
  ethCalls: number;
}
const traffic = new Map<number, Traffic>();
const trafficOf = (chainId: number): Traffic => traffic.get(chainId) ?? { requests: 0, ethCalls: 0 };

function rpcUrlOf(chainId: number): string {
  const url = appConfig.rpcUrls[chainId];
  if (url === undefined) throw new Error(`the local build has no RPC URL for ${String(chainId)}`);
  return url;
}

function count(chainId: number, body: string): void {
  const calls = [JSON.parse(body) as unknown].flat() as { method?: string }[];
  const seen = trafficOf(chainId);
  traffic.set(chainId, {
    requests: seen.requests + 1,
    ethCalls: seen.ethCalls + calls.filter((call) => call.method === 'eth_call').length,
  });
}

const chains = new Map<number, TestChain>();
/** When chain A's campaigns 1 and 2 stop paying claims: their end plus 30 days. */
let deadlineOnA: Date;
const server = setupServer(
  ...[A, B].map((chainId) =>
    mswHttp.post(rpcUrlOf(chainId), async ({ request }) => {
      const body = await request.text();
      count(chainId, body);
      const chain = chains.get(chainId);
      if (chain === undefined) throw new Error(`chain ${String(chainId)} is not started`);
      const answer = await fetch(chain.anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return HttpResponse.text(await answer.text(), { headers: { 'content-type': 'application/json' } });
    }),
  ),
  mswHttp.post(rpcUrlOf(DOWN), async ({ request }) => {
    count(DOWN, await request.text());
    return HttpResponse.text('upstream unavailable', { status: 503 });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  const [chainA, chainB] = await Promise.all([startTestChain(A), startTestChain(B)]);
  chains.set(A, chainA);
  chains.set(B, chainB);

  // Chain A: campaign 1 paid alice 5 tUSD, campaign 2 paid nothing, campaign 3 does not exist;
  // campaign 4's referral payout to bob is claimed, campaign 5's is not published yet.
  const token = await chainA.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 });
  const now = await chainA.stack.getChainTime();
  deadlineOnA = new Date((now + day + 30 * day) * 1000);
  for (const campaignId of [1, 2]) {
    await chainA.stack.createCampaign({
      campaignId,
      rewardToken: token,
      endTime: now + day,
      claimExpiryDuration: 30 * day,
      fundAmount: usd('100'),
    });
  }
  const tree = buildRewardTree(token, [
    [alice, usd('5')],
    [bob, usd('1')],
  ]);
  await chainA.stack.publishRewardRoot({ campaignId: 1, root: tree.root, totalCommitted: usd('6'), finalize: false });
  await claimAsRelayer(chainA, [1n, alice, usd('5'), tree.proof(alice)]);
  const payout = await openReferralPayout(chainA, {
    campaignId: 4,
    token,
    referrer: bob,
    other: alice,
    amount: usd('2'),
  });
  await claimReferralAsRelayer(chainA, [4n, bob, usd('2'), payout.proof]);
  await openReferralPayout(chainA, {
    campaignId: 5,
    token,
    referrer: bob,
    other: alice,
    amount: usd('3'),
    publish: false,
  });

  // Chain B: many campaigns, none paid yet.
  const tokenB = await chainB.stack.deployToken({ name: 'Test USD', symbol: 'tUSD', decimals: 6 });
  const nowB = await chainB.stack.getChainTime();
  await chainB.stack.createAndPublishCampaigns(
    manyOnB.map(({ campaignIndex }) => ({
      campaignId: campaignIndex,
      rewardToken: tokenB,
      endTime: nowB + day,
      claimExpiryDuration: 30 * day,
      fundAmount: 0n,
      root: `0x${'11'.repeat(32)}`,
      totalCommitted: 0n,
      finalize: false,
    })),
  );
}, 120_000);

afterAll(async () => {
  server.close();
  await Promise.all([...chains.values()].map((chain) => chain.anvil.stop()));
});

beforeEach(() => {
  traffic.clear();
});

/** The app's query client; no retries, so a chain that is down fails at once. */
function testClient() {
  const client = createQueryClient();
  client.setQueryDefaults(chainReadKeys.all, { retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useRewardsClaimedOnChain', () => {
  it('reads what every clone paid in one request per chain per step, 250 campaigns included', async () => {
    const { client, wrapper } = testClient();
    const ids = [id(A, 3), id(A, 1), id(A, 2), ...manyOnB, id(8453, 1), id(999, 1)];
    const { result } = renderHook(() => useRewardsClaimedOnChain(alice, ids), { wrapper });
    expect(result.current.pending).toBe(true);
    expect(result.current.claimedOf(id(A, 1))).toBeUndefined();
    await waitFor(() => {
      expect(result.current.pending).toBe(false);
    });

    expect(result.current.failed).toBe(false);
    expect(result.current.claimedOf(id(A, 1))).toBe(usd('5'));
    expect(result.current.claimedOf(id(A, 2))).toBe(0n);
    expect(result.current.claimedOf(id(A, 3))).toBeNull();
    // The claim deadline (end + claim expiry) comes in the same requests as what was paid.
    expect(result.current.claimDeadlineOf(id(A, 1))).toEqual(deadlineOnA);
    expect(result.current.claimDeadlineOf(id(A, 2))).toEqual(deadlineOnA);
    expect(result.current.claimDeadlineOf(id(A, 3))).toBeNull();
    expect(result.current.claimDeadlineOf(id(8453, 1))).toBeNull();
    expect(manyOnB.map((row) => result.current.claimedOf(row))).toEqual(manyOnB.map(() => 0n));
    // Base has no manager in a local build, chain 999 is not supported: null, and nothing asked.
    expect(result.current.claimedOf(id(8453, 1))).toBeNull();
    expect(result.current.claimedOf(id(999, 1))).toBeNull();
    expect([...traffic.keys()].sort()).toEqual([A, B]);
    expect(trafficOf(A)).toEqual({ requests: 2, ethCalls: 2 });
    // 250 campaigns do not fit one aggregate3 call; the chunks still travel in one request per step.
    expect(trafficOf(B)).toEqual({ requests: 2, ethCalls: 6 });

    // Read again (as after a claim): the clones of chain B are kept, so one request there. Chain
    // A's campaign 3 had no clone yet, so its lookup is asked again with the amounts.
    traffic.clear();
    await client.invalidateQueries({ queryKey: chainReadKeys.all });
    await waitFor(() => {
      expect(trafficOf(B).requests).toBe(1);
      expect(trafficOf(A).requests).toBe(2);
    });
    expect(result.current.claimedOf(id(A, 1))).toBe(usd('5'));
  });

  it('marks a chain that is down as failed and still answers for the others', async () => {
    const { wrapper } = testClient();
    const ids = [id(A, 1), id(DOWN, 1), id(DOWN, 2)];
    const { result } = renderHook(() => useRewardsClaimedOnChain(alice, ids), { wrapper });
    await waitFor(() => {
      expect(result.current.pending).toBe(false);
    });
    expect(result.current.failed).toBe(true);
    expect(result.current.claimedOf(id(DOWN, 1))).toBeUndefined();
    expect(result.current.claimedOf(id(DOWN, 2))).toBeUndefined();
    expect(result.current.claimDeadlineOf(id(DOWN, 1))).toBeUndefined();
    expect(result.current.claimedOf(id(A, 1))).toBe(usd('5'));
    expect(trafficOf(DOWN).requests).toBe(1);
  });

  it('reads nothing without a wallet', async () => {
    const { wrapper } = testClient();
    const { result } = renderHook(() => useRewardsClaimedOnChain(undefined, [id(A, 1)]), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({ pending: false, failed: false });
    expect(result.current.claimedOf(id(A, 1))).toBeUndefined();
    expect(traffic.size).toBe(0);
  });
});

describe('usePayoutsOnChain', () => {
  it("reads each distributor's claimed flag and window in one request per chain per step", async () => {
    const { wrapper } = testClient();
    const ids = [id(A, 5), id(A, 4), id(A, 1), id(B, 1)];
    const { result } = renderHook(() => usePayoutsOnChain(bob, ids), { wrapper });
    await waitFor(() => {
      expect(result.current.pending).toBe(false);
    });
    expect(result.current.failed).toBe(false);
    const claimed = result.current.stateOf(id(A, 4));
    expect(claimed).toMatchObject({ claimed: true });
    expect(claimed?.distributor).toMatch(/^0x[0-9a-f]{40}$/);
    const chainA = chains.get(A);
    if (chainA === undefined) throw new Error('chain A is not started');
    expect(claimed?.claimWindowEnd).toBeGreaterThan(BigInt(await chainA.stack.getChainTime()));
    expect(result.current.stateOf(id(A, 5))).toMatchObject({ claimed: false, claimWindowEnd: 0n });
    expect(result.current.stateOf(id(A, 1))).toBeNull();
    expect(result.current.stateOf(id(B, 1))).toBeNull();
    expect(trafficOf(A)).toEqual({ requests: 2, ethCalls: 2 });
    // No campaign of chain B has a distributor: its lookup is the only request there.
    expect(trafficOf(B)).toEqual({ requests: 1, ethCalls: 1 });
  });

  it('marks a chain that is down as failed and still answers for the others', async () => {
    const { wrapper } = testClient();
    const { result } = renderHook(() => usePayoutsOnChain(bob, [id(A, 4), id(DOWN, 4)]), { wrapper });
    await waitFor(() => {
      expect(result.current.pending).toBe(false);
    });
    expect(result.current.failed).toBe(true);
    expect(result.current.stateOf(id(DOWN, 4))).toBeUndefined();
    expect(result.current.stateOf(id(A, 4))).toMatchObject({ claimed: true });
  });
});
