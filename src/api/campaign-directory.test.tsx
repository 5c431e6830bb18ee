import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildCampaign } from '../test/build-campaign.ts';
import { useCampaignNames } from './campaign-directory.ts';
import { createQueryClient } from './query-defaults.ts';
import { campaignKeys } from './query-keys.ts';

const CHAIN = 31337;
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
