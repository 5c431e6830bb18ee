import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../config/env.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';
import { createMockContext, type MockContext } from '../../mock/context.ts';
import { ROLE } from '../../mock/world/wallet-roles.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { renderRoute } from '../../test/render.tsx';
import { worldChainReads } from '../../test/world-chain-reads.ts';
import { RewardsDashboard } from './rewards-dashboard.tsx';

// What /rewards costs, counted: service requests until the first screenful is complete (rows,
// names, what was paid), and JSON-RPC requests per reward chain. The cost follows the rows in
// view and the number of chains, not the wallet: 300 campaigns cost about what 8 do.

/** Service requests until the first screenful is complete. */
const SERVICE_BUDGET = { large: 30, fixture: 10 } as const;
/** Clone addresses, then what was paid: at most this many HTTP requests per reward chain. */
const RPC_BUDGET_PER_CHAIN = 3;

const renderClaim = (claim: { id: CampaignId }) => <span>{`claim ${String(claim.id.campaignIndex)}`}</span>;

function measure(ctx: MockContext) {
  const server = setupMockService({ ctx });
  const chains = worldChainReads(ctx);
  const service: string[] = [];
  const prices: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(appConfig.apiBaseUrl)) service.push(new URL(request.url).pathname);
    else if (appConfig.priceApiUrl !== undefined && request.url.startsWith(appConfig.priceApiUrl))
      prices.push(decodeURIComponent(new URL(request.url).pathname));
  });
  return {
    async screenful(address: string) {
      server.use(...chains.handlers);
      service.length = 0;
      prices.length = 0;
      chains.requests.clear();
      renderRoute(
        [{ path: '/rewards', element: <RewardsDashboard renderClaim={renderClaim} /> }],
        `/rewards?address=${address}`,
      );
      await screen.findByRole('heading', { name: 'By campaign' }, { timeout: 20_000 });
      await waitFor(
        () => {
          expect(screen.queryByText(/checking…|Naming/)).not.toBeInTheDocument();
          // Every row in view is named (a fallback name says "campaign <id>").
          expect(screen.queryByRole('link', { name: /^\S+ campaign \d+:\d+, campaign/ })).not.toBeInTheDocument();
          expect(screen.getByRole('region', { name: 'Summary' }).textContent).toMatch(/Claimable now ≈ \$[\d,]+\.\d\d/);
        },
        { timeout: 20_000 },
      );
      return { service: [...service], rpc: new Map(chains.requests), prices: [...prices] };
    },
  };
}

describe('/rewards in the large world (alice: rewards in 300 campaigns)', () => {
  const run = measure(createMockContext({ world: 'large' }));

  it(
    `completes its first screenful within ${String(SERVICE_BUDGET.large)} service requests and ${String(RPC_BUDGET_PER_CHAIN)} per chain`,
    { timeout: 60_000 },
    async () => {
      const counted = await run.screenful(ROLE.alice);
      expect(screen.getByText(/^300 campaigns/)).toBeInTheDocument();
      expect(counted.service.length, counted.service.join('\n')).toBeLessThanOrEqual(SERVICE_BUDGET.large);
      // No claim proof is read to draw a row.
      expect(counted.service.filter((path) => path.includes('/claims/'))).toEqual([]);
      expect(counted.rpc.size).toBe(3);
      // Prices: one request per reward chain for its 3 reward tokens, not one per row.
      expect(counted.prices, counted.prices.join('\n')).toHaveLength(3);
      for (const path of counted.prices) expect(path.split('/').at(-1)?.split(',')).toHaveLength(3);
      for (const [chainId, requests] of counted.rpc)
        expect(requests, `chain ${String(chainId)}`).toBeLessThanOrEqual(RPC_BUDGET_PER_CHAIN);
    },
  );
});

describe('/rewards in the fixture world', () => {
  const run = measure(createMockContext());

  it(`completes within ${String(SERVICE_BUDGET.fixture)} service requests`, { timeout: 30_000 }, async () => {
    const counted = await run.screenful(ROLE.alice);
    expect(counted.service.length, counted.service.join('\n')).toBeLessThanOrEqual(SERVICE_BUDGET.fixture);
    for (const requests of counted.rpc.values()) expect(requests).toBeLessThanOrEqual(RPC_BUDGET_PER_CHAIN);
  });
});
