import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../../api/schemas/campaign.ts';
import { claimProofSchema } from '../../api/schemas/claims.ts';
import { userRewardListSchema } from '../../api/schemas/rewards.ts';
import { createMockApp } from '../app.ts';
import { fixtureAccounts } from '../identity/wallets.ts';
import { inProcessApi, testContext } from '../test-support.ts';
import { REWARD_CHAINS } from '../world/chains.ts';

// POST /__mock/many-rewards without chains: the service side of the contract (the chain side is
// in chain/many-rewards.test.ts).

function setup() {
  const ctx = testContext();
  const app = createMockApp(ctx);
  const api = inProcessApi(ctx);
  const post = async (path: string, body?: unknown) => {
    const response = await app.request(path, {
      method: 'POST',
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      headers: { 'content-type': 'application/json' },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { ctx, api, post };
}

interface ManyRewards {
  user: string;
  chainId: number;
  campaignIds: string[];
}

const alice = fixtureAccounts.find((account) => account.username === 'alice')?.payoutWallet;

describe('POST /__mock/many-rewards', () => {
  it('gives alice a claimable reward in 160 new campaigns on the first reward chain by default', async () => {
    const { api, post } = setup();
    const before = await api.decode(`/v1/users/${String(alice)}/rewards?limit=100&chainId=31337`, userRewardListSchema);
    const { status, body } = await post('/__mock/many-rewards');
    expect(status).toBe(200);
    const result = body as unknown as ManyRewards;
    expect(result.user).toBe(alice);
    expect(result.chainId).toBe(REWARD_CHAINS[0]?.chainId);
    expect(result.campaignIds).toHaveLength(160);
    expect(new Set(result.campaignIds).size).toBe(160);
    expect(result.campaignIds[0]).toBe('31337:18');

    const after = await api.decode(`/v1/users/${String(alice)}/rewards?limit=1&chainId=31337`, userRewardListSchema);
    expect(after.total).toBe(before.total + 160);
    // Every new campaign serves a proof with something to claim, like any campaign.
    for (const id of result.campaignIds) {
      const proof = await api.decode(`/v1/claims/${id}/${String(alice)}`, claimProofSchema);
      expect(proof.claimable).toBeGreaterThan(0n);
      expect(proof.alreadyClaimed).toBe(0n);
    }
  });

  it('adds on the chain and count asked for, after the campaigns already there', async () => {
    const { api, post } = setup();
    const first = (await post('/__mock/many-rewards', { chainId: 31339, count: 3 })).body as unknown as ManyRewards;
    expect(first).toMatchObject({ chainId: 31339, campaignIds: ['31339:18', '31339:19', '31339:20'] });
    const second = (await post('/__mock/many-rewards', { chainId: 31339, count: 1 })).body as unknown as ManyRewards;
    expect(second.campaignIds).toEqual(['31339:21']);
    const campaign = await api.get('/v1/campaigns/31339:21');
    expect(campaign.status).toBe(200);
    expect(campaign.json).toMatchObject({ status: 'active' });
  });

  it('refuses bad input in words and adds nothing', async () => {
    const { api, post } = setup();
    const total = async () =>
      (await api.decode('/v1/campaigns?limit=1&status=active&chainId=31337', campaignListSchema)).total;
    const before = await total();
    for (const [body, words] of [
      [{ chainId: 1 }, 'chainId 1 is not a reward chain of the mock (31337, 31338, 31339)'],
      [{ count: 0 }, 'count'],
      [{ count: 501 }, 'count'],
      [{ count: 2.5 }, 'count'],
      [{ chainId: '31337' }, 'chainId'],
      [{ other: 1 }, 'other'],
      ['not json', 'expected JSON'],
    ] as const) {
      const { status, body: error } = await post('/__mock/many-rewards', body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(error.code).toBe('INVALID_PARAMS');
      expect(String(error.error)).toContain(words);
    }
    expect(await total()).toBe(before);
  });

  it('is undone by a reset', async () => {
    const { api, post } = setup();
    const { campaignIds } = (await post('/__mock/many-rewards', { count: 5 })).body as unknown as ManyRewards;
    expect((await post('/__mock/reset', {})).status).toBe(200);
    for (const id of campaignIds) expect((await api.get(`/v1/campaigns/${id}`)).status).toBe(404);
    // Added again after a reset, they take the same indexes.
    const again = (await post('/__mock/many-rewards', { count: 5 })).body as unknown as ManyRewards;
    expect(again.campaignIds).toEqual(campaignIds);
  });
});
