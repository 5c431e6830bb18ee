import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildCampaign } from '../test/build-campaign.ts';
import { FORWARDER_OPT_IN_PARAM } from './assumptions.ts';
import { useCampaignDirectory, useCampaignNames } from './campaign-directory.ts';
import { createQueryClient } from './query-defaults.ts';
import { campaignKeys } from './query-keys.ts';
import { MAX_PAGE_SIZE } from './schemas/requests.ts';

const CHAIN = 31337;
const onFirstPage = buildCampaign({ id: { chainId: CHAIN, campaignIndex: 1 } });

/** A client whose cache holds the chain's first page (of `total` campaigns) and these campaigns by id. */
function clientWith(total: number, byId: readonly ReturnType<typeof buildCampaign>[]) {
  const client = createQueryClient();
  const firstPage = { chainId: CHAIN, limit: MAX_PAGE_SIZE, offset: 0, [FORWARDER_OPT_IN_PARAM]: true };
  client.setQueryData(campaignKeys.list(firstPage), { data: [onFirstPage], rejected: [], total });
  for (const campaign of byId) client.setQueryData(campaignKeys.detail(campaign.id), campaign);
  return client;
}

function renderDirectory(client: ReturnType<typeof createQueryClient>, indexes: readonly number[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const ids = indexes.map((campaignIndex) => ({ chainId: CHAIN, campaignIndex }));
  return renderHook(() => useCampaignDirectory(ids), { wrapper });
}

function laterPagesAsked(client: ReturnType<typeof createQueryClient>): number {
  // Every list query but the first page, which the client was given.
  return client.getQueryCache().findAll({ queryKey: campaignKeys.lists() }).length - 1;
}

describe('useCampaignDirectory', () => {
  it('names a few campaigns missing from a large first page by id, without scanning the other pages', () => {
    const far = [1500, 4200].map((campaignIndex) => buildCampaign({ id: { chainId: CHAIN, campaignIndex } }));
    const client = clientWith(10_000, far);
    const { result } = renderDirectory(client, [1, 1500, 4200]);

    expect(result.current.campaigns.size).toBe(3);
    expect(result.current.pending).toBe(false);
    expect(laterPagesAsked(client)).toBe(0);
  });

  it('reads the other pages when they are fewer than the campaigns it misses', () => {
    const client = clientWith(3 * MAX_PAGE_SIZE, []);
    renderDirectory(
      client,
      Array.from({ length: 5 }, (_, index) => 200 + index),
    );

    expect(laterPagesAsked(client)).toBe(2);
    expect(client.getQueryCache().findAll({ queryKey: campaignKeys.details() })).toHaveLength(0);
  });
});

describe('useCampaignNames', () => {
  const user = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
  const claimable = [1, 2].map((campaignIndex) => buildCampaign({ id: { chainId: CHAIN, campaignIndex } }));

  function renderNames(client: ReturnType<typeof createQueryClient>, indexes: readonly number[]) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const ids = indexes.map((campaignIndex) => ({ chainId: CHAIN, campaignIndex }));
    return renderHook(() => useCampaignNames(ids, { claimableOf: user }), { wrapper });
  }

  it('names claimable rows from the claimable list and reads by id only the rows it leaves out', () => {
    const client = createQueryClient();
    client.setQueryData(campaignKeys.claimableNames(user, 0), { data: claimable, rejected: [], total: 2 });
    const { result } = renderNames(client, [1, 2, 7]);

    expect(result.current.named).toBe(2);
    expect(result.current.pending).toBe(true);
    const byId = client.getQueryCache().findAll({ queryKey: campaignKeys.names() });
    expect(byId.map((query) => query.queryKey)).toContainEqual(campaignKeys.name({ chainId: CHAIN, campaignIndex: 7 }));
    expect(byId.map((query) => query.queryKey)).not.toContainEqual(
      campaignKeys.name({ chainId: CHAIN, campaignIndex: 1 }),
    );
    // Never a page of a chain's whole list.
    expect(client.getQueryCache().findAll({ queryKey: campaignKeys.lists() })).toHaveLength(0);
  });

  it('reads the later pages of a long claimable list, and nothing by id until the list has answered', () => {
    const client = createQueryClient();
    client.setQueryData(campaignKeys.claimableNames(user, 0), { data: claimable, rejected: [], total: 250 });
    const { result } = renderNames(client, [1, 150]);

    const keys = client
      .getQueryCache()
      .findAll({ queryKey: campaignKeys.names() })
      .map((query) => query.queryKey);
    expect(keys).toContainEqual(campaignKeys.claimableNames(user, 100));
    expect(keys).toContainEqual(campaignKeys.claimableNames(user, 200));
    expect(keys).not.toContainEqual(campaignKeys.name({ chainId: CHAIN, campaignIndex: 150 }));
    expect(result.current.nameOf({ chainId: CHAIN, campaignIndex: 150 }, 'PTN').title).toBe('PTN campaign 31337:150');
  });
});
