import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, isPersistedQueryKey, PERSISTED_MAX_AGE_MS } from './query-defaults.ts';
import { campaignKeys, claimKeys, forwarderKeys, referralKeys, rewardKeys } from './query-keys.ts';
import { parseCampaignId } from '../domain/campaign-id.ts';
import { toAddress } from '../domain/address.ts';

const id = parseCampaignId('8453:7') ?? expect.fail('campaign id');
const user = toAddress('0x00000000000000000000000000000000000000a1');
const client = createQueryClient();
const defaultsOf = (queryKey: readonly unknown[]) => client.defaultQueryOptions({ queryKey });
const retryOf = (queryKey: readonly unknown[]) => {
  const retry = defaultsOf(queryKey).retry;
  if (typeof retry !== 'function') return expect.fail('retry is a function');
  return retry;
};

describe('query defaults per key family', () => {
  it('keeps service data 30 s, whatever the endpoint', () => {
    for (const key of [
      campaignKeys.list({ limit: 20 }),
      campaignKeys.detail(id, user),
      rewardKeys.list(user, {}),
      claimKeys.detail(id, user),
      referralKeys.proof(id, user),
      forwarderKeys.targets(),
    ]) {
      expect(defaultsOf(key).staleTime, JSON.stringify(key)).toBe(30_000);
    }
  });

  it('caches and polls campaign stats every 60 s, caches referral stats 60 s without polling', () => {
    expect(defaultsOf(campaignKeys.stats(id))).toMatchObject({ staleTime: 60_000, refetchInterval: 60_000 });
    const referralStats = defaultsOf(referralKeys.stats(user, {}));
    expect(referralStats.staleTime).toBe(60_000);
    expect(referralStats.refetchInterval).toBeUndefined();
  });

  it('forgets username lookups after 10 s, since the payout wallet can be re-pointed', () => {
    expect(defaultsOf(referralKeys.username('alice'))).toMatchObject({ staleTime: 10_000, gcTime: 10_000 });
  });

  it('never retries a service answer the client already gave up on, and retries other failures twice', () => {
    const retry = retryOf(campaignKeys.list({}));
    expect(retry(0, new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'down' }))).toBe(false);
    expect(retry(1, new TypeError('select failed'))).toBe(true);
    expect(retry(2, new TypeError('select failed'))).toBe(false);
  });

  it('leaves other queries (chain reads) at 15 s, without retrying a rejected request', () => {
    const key = ['readContract', { chainId: 1 }];
    expect(defaultsOf(key).staleTime).toBe(15_000);
    expect(retryOf(key)(0, Object.assign(new Error('not found'), { status: 404 }))).toBe(false);
    expect(retryOf(key)(0, new Error('socket hang up'))).toBe(true);
  });

  it("keeps the read screens' answers between visits, and in memory as long; never a proof or a username", () => {
    const chainClaimed = ['chain', 'claimed', 8453, user];
    for (const key of [
      rewardKeys.list(user, {}),
      referralKeys.stats(user, {}),
      campaignKeys.detail(id, user),
      campaignKeys.list({ limit: 100 }),
      chainClaimed,
    ]) {
      expect(isPersistedQueryKey(key), JSON.stringify(key)).toBe(true);
      expect(defaultsOf(key).gcTime, JSON.stringify(key)).toBe(PERSISTED_MAX_AGE_MS);
    }
    for (const key of [
      claimKeys.detail(id, user),
      referralKeys.proof(id, user),
      referralKeys.username('alice'),
      forwarderKeys.targets(),
      ['readContract', { chainId: 1 }],
    ]) {
      expect(isPersistedQueryKey(key), JSON.stringify(key)).toBe(false);
    }
    // Kept families keep their service staleness and retry rules too.
    expect(defaultsOf(rewardKeys.list(user, {})).staleTime).toBe(30_000);
  });
});
