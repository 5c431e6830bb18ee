import type { Page, Request } from '@playwright/test';
import { createMockContext, type MockContext } from '../src/mock/context.ts';
import { REWARD_CHAINS } from '../src/mock/world/chains.ts';
import { REWARD_TOKEN_KINDS } from '../src/mock/world/tokens.ts';
import { ROLE } from '../src/mock/world/wallet-roles.ts';
import { serveLargeWorld } from './fixtures/large-world.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';
import { ReferralsPage } from './pages/referrals-page.ts';
import { RewardsPage } from './pages/rewards-page.ts';

// The money screens cost requests that grow with the rows in view, never with the wallet: a
// wallet with rewards in 300 campaigns and 81 payouts asks the service and the chains about as
// often as one with three. Counted, not timed: the counts are the same on any machine.

/** Service requests until the first screenful is complete, per screen and world. */
const SERVICE_BUDGET = { large: 30, default: 10, returnVisit: 5 } as const;
/** Multicall reads: clone (or distributor) addresses, then what was paid, per reward chain. */
const RPC_BUDGET_PER_CHAIN = 3;
/**
 * /rewards asks the price source once per reward chain, for that chain's distinct reward tokens,
 * whatever the number of rows: 300 campaigns paid in 3 tokens on 3 chains cost 3 requests for 9 coins.
 */
const PRICE_REQUESTS_PER_CHAIN = 1;
const DISTINCT_REWARD_TOKENS = REWARD_CHAINS.length * REWARD_TOKEN_KINDS.length;

interface Counted {
  service: string[];
  /** JSON-RPC requests per chain endpoint (its port). */
  rpc: Map<string, number>;
  /** Price source requests: the coins each one asked for (`chain-31337:0x…`). */
  prices: string[][];
}

/** Counts the page's service and JSON-RPC requests from now on. */
function countRequests(page: Page): Counted {
  const counted: Counted = { service: [], rpc: new Map(), prices: [] };
  const service = `${localMockOrigin()}/v1/`;
  const currentPrices = `${localMockOrigin()}/price-source/prices/current/`;
  const anvilBase = Number(process.env.ANVIL_PORT_BASE ?? '8545');
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.url().startsWith(service)) counted.service.push(`${url.pathname}${url.search}`);
    else if (request.url().startsWith(currentPrices))
      counted.prices.push(decodeURIComponent(request.url().slice(currentPrices.length).split('?')[0] ?? '').split(','));
    else if (request.method() === 'POST' && Math.abs(Number(url.port) - anvilBase) < 10)
      counted.rpc.set(url.port, (counted.rpc.get(url.port) ?? 0) + 1);
  });
  return counted;
}

/** Waits until the screen has stopped asking: its first screenful is complete. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // Rows far below the screen keep "Loading the name" until they are scrolled to: names are read
  // for the rows in view only, which is what this budget holds the screen to.
  await expect(page.getByText(/checking…|Loading(?! the name)/)).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

function expectWithinBudget(counted: Counted, serviceBudget: number) {
  expect(counted.service.length, `service requests:\n${counted.service.join('\n')}`).toBeLessThanOrEqual(serviceBudget);
  for (const [port, requests] of counted.rpc)
    expect(requests, `JSON-RPC requests to the chain on port ${port}`).toBeLessThanOrEqual(RPC_BUDGET_PER_CHAIN);
}

/** Price requests: at most one per chain per batch (a screenful asks in one batch), never one per row. */
function expectPricesWithinBudget(counted: Counted) {
  const asked = counted.prices.map((coins) => coins.join(',')).join('\n');
  const perChain = new Map<string, number>();
  for (const coins of counted.prices) {
    const chains = new Set(coins.map((coin) => coin.split(':')[0] ?? ''));
    expect(chains.size, `one chain per price request:\n${asked}`).toBe(1);
    for (const chain of chains) perChain.set(chain, (perChain.get(chain) ?? 0) + 1);
  }
  for (const [chain, requests] of perChain)
    expect(requests, `price requests for ${chain}:\n${asked}`).toBeLessThanOrEqual(PRICE_REQUESTS_PER_CHAIN);
  const coins = counted.prices.flat();
  expect(new Set(coins).size, `each coin asked once:\n${asked}`).toBe(coins.length);
  expect(coins.length, `coins asked:\n${asked}`).toBeLessThanOrEqual(DISTINCT_REWARD_TOKENS);
}

const SCREENS = [
  { name: '/rewards', path: '/rewards', ready: (page: Page) => new RewardsPage(page).campaignLinks.first() },
  { name: '/referrals', path: '/referrals', ready: (page: Page) => new ReferralsPage(page).campaignLinks.first() },
] as const;

test.describe('in the large world (alice: rewards in 300 campaigns, 81 payouts)', { tag: '@chain' }, () => {
  let large: MockContext | undefined;
  test.beforeAll(() => {
    large = createMockContext({ world: 'large' });
  });

  for (const screen of SCREENS) {
    test(`${screen.name} completes its first screenful within ${String(SERVICE_BUDGET.large)} service requests, and a return visit within ${String(SERVICE_BUDGET.returnVisit)}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await serveLargeWorld(page, String(baseURL), large ?? createMockContext({ world: 'large' }));
      const first = countRequests(page);
      await page.goto(`${screen.path}?address=${ROLE.alice}`);
      await expect(screen.ready(page)).toBeVisible({ timeout: 60_000 });
      await settled(page);
      expectWithinBudget(first, SERVICE_BUDGET.large);
      if (screen.name === '/rewards') {
        // Every row is priced: the total is there, from one price request per reward chain.
        await expect(page.getByText(/^Claimable now ≈ \$[\d,]+\.\d\d$/)).toBeVisible();
        expect(first.prices.length).toBe(REWARD_CHAINS.length);
        expectPricesWithinBudget(first);
      }

      // Back another day: what the last visit read is kept, so the screen asks only for what moves.
      // The app writes what it keeps at most a second after an answer; a person leaves later.
      await page.waitForTimeout(2_000);
      page.removeAllListeners('request');
      const again = countRequests(page);
      await page.reload();
      await expect(screen.ready(page)).toBeVisible({ timeout: 60_000 });
      await settled(page);
      expectWithinBudget(again, SERVICE_BUDGET.returnVisit);
      // Prices are kept a few minutes with the rest: a return visit soon after asks none again.
      if (screen.name === '/rewards') expectPricesWithinBudget(again);
    });
  }
});

test(
  'in the fixture world, /rewards completes within 10 service requests',
  { tag: '@chain' },
  async ({ page, world }) => {
    const counted = countRequests(page);
    await page.goto(`/rewards?address=${world.user('alice')}`);
    await expect(new RewardsPage(page).campaignLinks.first()).toBeVisible();
    await settled(page);
    expectWithinBudget(counted, SERVICE_BUDGET.default);
    expectPricesWithinBudget(counted);
  },
);
