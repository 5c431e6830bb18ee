// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createQueryClient } from '../api/query-defaults.ts';
import { campaignKeys, claimKeys, forwarderKeys, referralKeys, rewardKeys } from '../api/query-keys.ts';
import { parseCampaignId } from '../domain/campaign-id.ts';
import { toAddress } from '../domain/address.ts';
import { createIndexedDbPersister } from './indexed-db-persister.ts';
import { startQueryPersistence } from './query-persistence.ts';

const id = parseCampaignId('31337:1') ?? expect.fail('campaign id');
const alice = toAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const bob = toAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');
const aliceRewards = rewardKeys.list(alice, { limit: 100, offset: 0 });
const bobRewards = rewardKeys.list(bob, { limit: 100, offset: 0 });
const chainClaimed = ['chain', 'claimed', 31337, alice, ['1']] as const;

/** Keeps one persisted client in memory, as IndexedDB would (structured clone keeps bigints). */
function memoryPersister(initial?: PersistedClient) {
  let stored = initial === undefined ? undefined : structuredClone(initial);
  const persister: Persister = {
    persistClient: vi.fn((client: PersistedClient) => {
      stored = structuredClone(client);
    }),
    restoreClient: () => stored,
    removeClient: vi.fn(() => {
      stored = undefined;
    }),
  };
  return { persister, stored: () => stored };
}

const keysOf = (client: PersistedClient | undefined): QueryKey[] =>
  client?.clientState.queries.map((query) => query.queryKey) ?? [];

let stops: (() => void)[] = [];
function start(client: QueryClient, persister: Persister, options: { buster?: string; maxAge?: number } = {}) {
  stops.push(startQueryPersistence(client, { persister, buster: 'build-1', saveDelayMs: 0, ...options }));
}
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.restoreAllMocks();
});

/** A cache as a visit to /rewards and a claim leave it. */
function visitedClient(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(aliceRewards, { rows: [{ id, claimable: 5n * 10n ** 18n }] });
  client.setQueryData(referralKeys.stats(alice, {}), { data: [] });
  client.setQueryData(campaignKeys.detail(id), { name: 'Campaign one' });
  client.setQueryData(chainClaimed, { '31337:1': 3n });
  client.setQueryData(claimKeys.detail(id, alice), { proof: ['0x01'], cumulativeAmount: 8n });
  client.setQueryData(referralKeys.proof(id, alice), { proof: ['0x02'] });
  client.setQueryData(referralKeys.username('alice'), { referrer: alice });
  client.setQueryData(forwarderKeys.targets(), []);
  return client;
}

describe('the persisted query cache', () => {
  it("keeps the read screens' answers and never a proof or a username lookup", async () => {
    const storage = memoryPersister();
    start(visitedClient(), storage.persister);
    await vi.waitFor(() => {
      expect(storage.stored()).toBeDefined();
    });
    expect(keysOf(storage.stored())).toEqual(
      expect.arrayContaining([aliceRewards, referralKeys.stats(alice, {}), campaignKeys.detail(id), chainClaimed]),
    );
    expect(keysOf(storage.stored())).toHaveLength(4);
    expect(storage.stored()?.buster).toBe('build-1');
  });

  it("restores an address's last rows, amounts intact, and nothing for another address", async () => {
    const first = memoryPersister();
    start(visitedClient(), first.persister);
    await vi.waitFor(() => {
      expect(first.stored()).toBeDefined();
    });

    const next = createQueryClient();
    start(next, memoryPersister(first.stored()).persister);
    await vi.waitFor(() => {
      expect(next.getQueryData(aliceRewards)).toBeDefined();
    });
    expect(next.getQueryData(aliceRewards)).toEqual({ rows: [{ id, claimable: 5n * 10n ** 18n }] });
    expect(next.getQueryData(chainClaimed)).toEqual({ '31337:1': 3n });
    expect(next.getQueryData(bobRewards)).toBeUndefined();
  });

  it('never restores a claim proof, even one an older copy of the app kept', async () => {
    const older = visitedClient();
    const kept: PersistedClient = {
      timestamp: Date.now(),
      buster: 'build-1',
      clientState: dehydrate(older, { shouldDehydrateQuery: () => true }),
    };
    expect(keysOf(kept)).toContainEqual(claimKeys.detail(id, alice));
    const next = createQueryClient();
    const storage = memoryPersister(kept);
    start(next, storage.persister);
    await vi.waitFor(() => {
      expect(storage.persister.persistClient).toHaveBeenCalled();
    });
    expect(next.getQueryData(aliceRewards)).toBeDefined();
    expect(next.getQueryData(claimKeys.detail(id, alice))).toBeUndefined();
    expect(next.getQueryData(referralKeys.proof(id, alice))).toBeUndefined();
    expect(next.getQueryData(referralKeys.username('alice'))).toBeUndefined();
  });

  it('leaves a request this visit saw fail as failed, rather than hide it behind a kept answer', async () => {
    const first = memoryPersister();
    start(visitedClient(), first.persister);
    await vi.waitFor(() => {
      expect(first.stored()).toBeDefined();
    });

    const next = createQueryClient();
    await next
      .query({ queryKey: aliceRewards, retry: false, queryFn: () => Promise.reject(new Error('service down')) })
      .catch(() => undefined);
    const storage = memoryPersister(first.stored());
    start(next, storage.persister);
    await vi.waitFor(() => {
      expect(next.getQueryData(chainClaimed)).toBeDefined();
    });
    expect(next.getQueryState(aliceRewards)).toMatchObject({ status: 'error', data: undefined });
  });

  it('drops answers kept by another build or longer ago than the max age', async () => {
    const first = memoryPersister();
    start(visitedClient(), first.persister);
    await vi.waitFor(() => {
      expect(first.stored()).toBeDefined();
    });

    for (const options of [{ buster: 'build-2' }, { maxAge: -1 }]) {
      const next = createQueryClient();
      const storage = memoryPersister(first.stored());
      start(next, storage.persister, options);
      await vi.waitFor(() => {
        expect(storage.persister.removeClient).toHaveBeenCalled();
      });
      expect(next.getQueryData(aliceRewards), JSON.stringify(options)).toBeUndefined();
    }
  });

  it('goes on without persistence, saying so, when the browser has no IndexedDB', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = visitedClient();
    start(client, createIndexedDbPersister(undefined));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalled();
    });
    expect(warn.mock.calls.map((call) => String(call[0]))).toContainEqual(
      expect.stringMatching(/goes on without keeping answers.*no IndexedDB/),
    );
    expect(client.getQueryData(aliceRewards)).toBeDefined();
  });

  it('discards a kept cache it cannot read, says so, and keeps this visit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryPersister();
    const persister: Persister = {
      ...storage.persister,
      restoreClient: () => {
        throw new Error('The kept query cache is not in the shape this app writes; it is discarded.');
      },
    };
    start(visitedClient(), persister);
    await vi.waitFor(() => {
      expect(storage.stored()).toBeDefined();
    });
    expect(storage.persister.removeClient).toHaveBeenCalled();
    expect(warn.mock.calls.map((call) => String(call[0]))).toContainEqual(
      expect.stringMatching(/could not be restored and were discarded.*not in the shape/),
    );
  });
});
