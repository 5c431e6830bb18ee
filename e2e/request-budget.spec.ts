import type { Locator, Page, Request } from '@playwright/test';
import { createMockContext, type MockContext } from '../src/mock/context.ts';
import { REWARD_CHAINS } from '../src/mock/world/chains.ts';
import { REWARD_TOKEN_KINDS } from '../src/mock/world/tokens.ts';
import { ROLE } from '../src/mock/world/wallet-roles.ts';
import { serveLargeWorld } from './fixtures/large-world.ts';
import { layoutShiftsOf, recordLayoutShifts } from './fixtures/layout-shifts.ts';
import { trackLastAnswer, untilAnswersKept } from '../scripts/kept-answers.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';
import { CampaignDetailPage } from './pages/campaign-detail-page.ts';
import { CampaignListPage } from './pages/campaign-list-page.ts';
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
  /** JSON-RPC requests per chain endpoint (its origin). */
  rpc: Map<string, number>;
  /** Price source requests: the coins each one asked for (`chain-31337:0x…`). */
  prices: string[][];
}

/** Counts the page's service, price and JSON-RPC requests (to `rpcOrigins`) from now on. */
function countRequests(page: Page, rpcOrigins: readonly string[]): Counted {
  const counted: Counted = { service: [], rpc: new Map(), prices: [] };
  const service = `${localMockOrigin()}/v1/`;
  const currentPrices = `${localMockOrigin()}/price-source/prices/current/`;
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.url().startsWith(service)) counted.service.push(`${url.pathname}${url.search}`);
    else if (request.url().startsWith(currentPrices))
      counted.prices.push(decodeURIComponent(request.url().slice(currentPrices.length).split('?')[0] ?? '').split(','));
    else if (request.method() === 'POST' && rpcOrigins.includes(url.origin))
      counted.rpc.set(url.origin, (counted.rpc.get(url.origin) ?? 0) + 1);
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
  for (const [origin, requests] of counted.rpc)
    expect(requests, `JSON-RPC requests to the chain at ${origin}`).toBeLessThanOrEqual(RPC_BUDGET_PER_CHAIN);
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

// Dollar values ask the price source, and those asks follow the distinct tokens on screen, never
// the rows: a page of cards out of 10,000 campaigns, or 300 referral earnings, name each of their
// few reward tokens once, in requests of one chain each (the app batches the asks of one moment
// into one request per chain), and a return visit within the prices' five minutes asks nothing.

/** Each token once, one chain per request; rows that come into view later may ask a chain again. */
function expectPricesByToken(asked: readonly string[][], when: string) {
  const coins = asked.flat();
  const listing = `price requests ${when}:\n${asked.map((request) => request.join(',')).join('\n')}`;
  // Each token once, whatever the number of rows that show it.
  expect(new Set(coins).size, listing).toBe(coins.length);
  expect(coins.length, listing).toBeLessThanOrEqual(DISTINCT_REWARD_TOKENS);
  // One chain per request: the tokens asked together go in one request per chain.
  for (const request of asked) expect(new Set(request.map((coin) => coin.split(':')[0])).size, listing).toBe(1);
  const chains = new Set(coins.map((coin) => coin.split(':')[0])).size;
  expect(chains, listing).toBeLessThanOrEqual(REWARD_CHAINS.length);
}

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
  /** The first visit's service budget; unset, only prices are held to a budget (public lists). */
  serviceBudget?: number;
  /** What the first visit's price requests must satisfy. */
  firstPrices: (counted: Counted) => void;
}

const SCREENS: readonly Screen[] = [
  {
    name: '/rewards',
    path: `/rewards?address=${ROLE.alice}`,
    ready: (page) => new RewardsPage(page).campaignLinks.first(),
    serviceBudget: SERVICE_BUDGET.large,
    firstPrices: (counted) => {
      // Every row is priced, from one price request per reward chain.
      expect(counted.prices.length, 'price requests of a first visit').toBe(REWARD_CHAINS.length);
      expectPricesWithinBudget(counted);
    },
  },
  {
    name: '/referrals',
    path: `/referrals?address=${ROLE.alice}`,
    ready: (page) => new ReferralsPage(page).campaignLinks.first(),
    serviceBudget: SERVICE_BUDGET.large,
    firstPrices: (counted) => {
      expect(counted.prices.flat().length, 'coins priced for the earnings on screen').toBeGreaterThan(0);
      expectPricesByToken(counted.prices, 'on a first visit');
    },
  },
  {
    name: '/',
    path: '/',
    // The first card's rewards left in dollars ("$20,653.62"): its code and price come after the cards.
    ready: (page) => new CampaignListPage(page).cards.first().getByText(/^\$[\d,]+\.\d\d$/),
    firstPrices: (counted) => {
      expect(counted.prices.flat().length, 'coins priced for the cards on screen').toBeGreaterThan(0);
      expectPricesByToken(counted.prices, 'on a first visit');
    },
  },
  {
    name: 'a campaign page',
    path: '/campaigns/31337:1',
    // The rewards left, in tokens and then in dollars: "1,234.5 PTN$1,043.15".
    ready: (page) =>
      new CampaignDetailPage(page).keyFigures.getByRole('definition').filter({ hasText: /[A-Z]\$[\d,]+\.\d\d$/ }),
    firstPrices: (counted) => {
      expect(counted.prices.flat().length, 'coins priced for the campaign').toBeGreaterThan(0);
      expectPricesByToken(counted.prices, 'on a first visit');
    },
  },
];

test.describe('in the large world (10,000 campaigns; alice: rewards in 300, 81 payouts)', { tag: '@chain' }, () => {
  // Built once for the file: the world is seeded, so every test reads the same campaigns.
  let large: MockContext | undefined;
  test.beforeAll(() => {
    large = createMockContext({ world: 'large' });
  });

  for (const screen of SCREENS) {
    const budget =
      screen.serviceBudget === undefined
        ? 'asks the price source once per distinct token'
        : `completes its first screenful within ${String(screen.serviceBudget)} service requests, and a return visit within ${String(SERVICE_BUDGET.returnVisit)}, pricing each token once`;
    test(`${screen.name} ${budget}, on a first and a return visit`, async ({ page, baseURL, world }) => {
      test.setTimeout(120_000);
      const rpcOrigins = Object.values(world.chains().rpcUrls).map((url) => new URL(url).origin);
      await serveLargeWorld(page, String(baseURL), large ?? createMockContext({ world: 'large' }));
      const answers = trackLastAnswer(page);
      const first = countRequests(page, rpcOrigins);
      await recordLayoutShifts(page);
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible({ timeout: 60_000 });
      await settled(page);
      if (screen.serviceBudget !== undefined) expectWithinBudget(first, screen.serviceBudget);
      screen.firstPrices(first);
      if (screen.name === '/rewards') await expect(page.getByText(/^Claimable now ≈ \$[\d,]+\.\d\d$/)).toBeVisible();
      // No row moves while hundreds of rows and their names arrive, at this 1280 px width too: the
      // summary's "Over N campaigns" once sat beside the amounts, then dropped below them (0.43).
      // A figure that widens in its line as its value arrives moves its neighbours sideways, a few
      // thousandths in all; a tenth is where CLS stops counting as good.
      const shifts = await layoutShiftsOf(page);
      const cumulative = shifts.values.reduce((sum, value) => sum + value, 0);
      expect(cumulative, shifts.moved.join('\n')).toBeLessThan(0.02);

      // Back another day: what the last visit read is kept, so the screen asks only for what moves.
      // The app saves what it keeps about a second after the last answer; a person leaves later.
      await untilAnswersKept(page, answers.lastAnswerAt);
      page.removeAllListeners('request');
      const again = countRequests(page, rpcOrigins);
      await page.reload();
      await expect(screen.ready(page)).toBeVisible({ timeout: 60_000 });
      await settled(page);
      if (screen.serviceBudget !== undefined) expectWithinBudget(again, SERVICE_BUDGET.returnVisit);
      // Prices are kept a few minutes with the rest: back soon, at most what the screen asks before
      // the kept answers are read back (they race), never a price per row.
      expectPricesByToken(again.prices, 'on a return visit');
      if (screen.name === '/rewards') expectPricesWithinBudget(again);
    });
  }
});

test(
  'in the fixture world, /rewards completes within 10 service requests',
  { tag: '@chain' },
  async ({ page, world }) => {
    const counted = countRequests(
      page,
      Object.values(world.chains().rpcUrls).map((url) => new URL(url).origin),
    );
    await page.goto(`/rewards?address=${world.user('alice')}`);
    await expect(new RewardsPage(page).campaignLinks.first()).toBeVisible();
    await settled(page);
    expectWithinBudget(counted, SERVICE_BUDGET.default);
    expectPricesWithinBudget(counted);
  },
);

for (const screen of [
  {
    name: 'a campaign page',
    path: '/campaigns/31337:1',
    answers: ['/v1/campaigns/31337:1', '/v1/campaigns/31337:1/stats'],
  },
  { name: 'the deposit targets', path: '/deposit-targets', answers: ['/v1/forwarder/targets'] },
]) {
  test(
    `${screen.name} asks for its first answers once, beside its code rather than after it, and for the whole stylesheet once`,
    { tag: '@chain' },
    async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        asked.push(url.origin === localMockOrigin() ? `${url.pathname}${url.search}` : url.pathname);
      });
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const listing = asked.join('\n');
      // Before the code every service request of the app goes through (the `data` chunk) was asked for.
      const sharedCode = asked.findIndex((path) => /\/assets\/data-[\w-]+\.js$/.test(path));
      expect(sharedCode, listing).toBeGreaterThan(-1);
      for (const answer of screen.answers) {
        // The page's start script asked; the app adopted that answer instead of asking again.
        expect(
          asked.filter((path) => path === answer),
          listing,
        ).toHaveLength(1);
        expect(asked.indexOf(answer), listing).toBeLessThan(sharedCode);
      }
      // The page holds its own rules, and asks for the whole sheet's text as the code starts; the
      // chunks loaded after it (the campaign's sections) must not download it again.
      expect(
        asked.filter((path) => path.endsWith('.css')),
        listing,
      ).toHaveLength(1);
    },
  );
}
