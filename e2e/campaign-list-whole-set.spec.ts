import type { Page } from '@playwright/test';
import { FORWARDER_OPT_IN_PARAM } from '../src/api/assumptions.ts';
import { createMockContext, type MockContext } from '../src/mock/context.ts';
import { serveLargeWorld } from './fixtures/large-world.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';

// Answers that cover the whole filtered list, never the page on screen: My campaigns, search and
// the order are worked out over every campaign of the filters, read in the background.

/**
 * Campaigns in which `wallet` has a position or rewards, as the service lists them (any status,
 * those that count only forwarder deposits too), with each one's status.
 */
async function campaignsOf(page: Page, wallet: string): Promise<{ id: string; status: string }[]> {
  const found: { id: string; status: string }[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await page.request.get(
      `${localMockOrigin()}/v1/campaigns?userAddress=${wallet}&${FORWARDER_OPT_IN_PARAM}=true&limit=100&offset=${String(offset)}`,
    );
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as {
      data: {
        id: { chainId: number; campaignIndex: number };
        status: string;
        userPosition?: Record<string, string>;
      }[];
      total: number;
    };
    for (const campaign of body.data) {
      const position = campaign.userPosition;
      if (
        position !== undefined &&
        (BigInt(position.balance ?? '0') > 0n || BigInt(position.accumulatedRewards ?? '0') > 0n)
      )
        found.push({
          id: `${String(campaign.id.chainId)}:${String(campaign.id.campaignIndex)}`,
          status: campaign.status,
        });
    }
    if (offset + 100 >= body.total) return found;
  }
}

test.describe('in the fixture world', { tag: '@chain' }, () => {
  test('My campaigns from the landing lists every one of the wallet’s, live or not, not those of one page', async ({
    connectedPage: page,
    wallet,
    campaignList,
  }) => {
    // Connecting, then reading every campaign of the wallet in the background: over 30 s on a busy machine.
    test.setTimeout(60_000);
    const mine = await campaignsOf(page, wallet.address);
    const expected = mine.map((campaign) => campaign.id);
    // More than one page of 20: the old page-only answer showed a fraction of these.
    expect(expected.length).toBeGreaterThan(20);
    // Some are no longer live: the landing's live-only filter must not hide them.
    expect(mine.some((campaign) => campaign.status !== 'active')).toBe(true);
    await campaignList.goto();
    await campaignList.myCampaigns.click();
    await expect(page).toHaveURL(/\?mine=1$/);
    await campaignList.pageSize.selectOption('50');
    await expect(page).toHaveURL(/mine=1/);
    await expect(campaignList.searchComplete).toHaveText(/^Checked all /);
    await expect(campaignList.summary).toHaveText(
      new RegExp(`^Showing 1–${String(expected.length)} of ${String(expected.length)} campaigns\\.`),
    );
    await expect(campaignList.cards).toHaveCount(expected.length);
    const shown = await campaignList
      .campaignLinks()
      .evaluateAll((links) => links.map((link) => /campaign (\d+:\d+)$/.exec(link.textContent)?.[1]));
    expect(shown.toSorted()).toEqual(expected.toSorted());
  });
});

/** The offset of a campaign-list page request; NaN for any other request. */
function pageOffset(url: URL): number {
  return url.pathname.endsWith('/v1/campaigns') ? Number(url.searchParams.get('offset') ?? '0') : Number.NaN;
}

test.describe('in the large world', { tag: '@chain' }, () => {
  // Built once for the file: the world is seeded, so every run reads the same 10,000 campaigns.
  let large: MockContext | undefined;
  test.beforeAll(() => {
    large = createMockContext({ world: 'large' });
  });

  test('says how far the search has gone, shows what it found meanwhile, and ends complete', async ({
    page,
    baseURL,
    campaignList,
  }) => {
    test.setTimeout(90_000);
    const ctx = large ?? createMockContext({ world: 'large' });
    // The fourth page of 100 is held until the test has seen the progress after three.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await serveLargeWorld(page, String(baseURL), ctx, (url) => (pageOffset(url) === 300 ? held : undefined));

    await campaignList.goto('?q=usdc');
    await expect(page.getByText(/^Searched 300 of [\d,]+ campaigns…$/)).toBeVisible();
    // What was found so far is on screen already, and not passed off as the whole answer.
    await expect(campaignList.cards.first()).toBeVisible();
    await expect(campaignList.summary).toHaveCount(0);
    await expect(page.getByText(/found so far\.$/)).toBeVisible();

    release();
    await expect(campaignList.searchComplete).toBeVisible({ timeout: 60_000 });
    await expect(campaignList.searchProgress).toHaveCount(0);
    const range = await campaignList.shownRange();
    expect(range?.total).toBeGreaterThan(100);
    for (const name of await campaignList.campaignLinks().allTextContents())
      expect(name.toLowerCase()).toContain('usdc');
  });

  test('the landing keeps the service’s first page in place while ranking, then reorders once', async ({
    page,
    baseURL,
    campaignList,
  }) => {
    test.setTimeout(90_000);
    const ctx = large ?? createMockContext({ world: 'large' });
    // Pages at offsets 200 and 300 are held, each until the test has looked at the cards before it.
    const gates = new Map<number, { held: Promise<void>; release: () => void }>();
    for (const offset of [200, 300]) {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      gates.set(offset, { held, release });
    }
    await serveLargeWorld(page, String(baseURL), ctx, (url) => gates.get(pageOffset(url))?.held);

    await campaignList.goto();
    await expect(page.getByText(/^Ranking: read 200 of [\d,]+ campaigns…$/)).toBeVisible();
    const before = await campaignList.campaignLinks().allTextContents();
    expect(before).toHaveLength(20);
    gates.get(200)?.release();
    await expect(page.getByText(/^Ranking: read 300 of [\d,]+ campaigns…$/)).toBeVisible();
    // A page read does not move the cards under the pointer.
    expect(await campaignList.campaignLinks().allTextContents()).toEqual(before);

    gates.get(300)?.release();
    await expect(campaignList.searchComplete).toHaveText(/^Ranked all [\d,]+ campaigns of these filters\.$/, {
      timeout: 60_000,
    });
    await expect(campaignList.summary).toContainText('Showing 1–20 of ');
    const aprs = await campaignList.cards.evaluateAll((cards) =>
      cards.map((card) => {
        const label = [...card.querySelectorAll('*')].find((node) => node.textContent === 'APR');
        const percent = /^(\d+\.\d+)%/.exec(label?.nextElementSibling?.textContent ?? '')?.[1];
        return percent === undefined ? Number.NaN : Number(percent);
      }),
    );
    const known = aprs.filter((apr) => !Number.isNaN(apr));
    expect(known.length).toBeGreaterThan(0);
    expect(known).toEqual(known.toSorted((a, b) => b - a));
  });
});

test.describe('at every width', { tag: '@chain' }, () => {
  test('on a phone the first card’s title and APR show on the first screen', async ({ page, campaignList }) => {
    // A 390 px phone shows about 660 px of page under its browser bars.
    const screen = { width: 390, height: 660 };
    await page.setViewportSize(screen);
    await campaignList.goto();
    const card = campaignList.cards.first();
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const part of [card.getByRole('link'), card.getByText('APR', { exact: true })]) {
      const box = await part.boundingBox();
      expect(box, 'the part has a box').not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(screen.height);
    }
  });

  test('at 200% zoom the cards and the table never scroll sideways; the table keeps the columns campaigns are compared by at every width, and sorts by its headers', async ({
    page,
    campaignList,
  }) => {
    // 200 % zoom of a 1280 px window lays the page out 640 CSS pixels wide.
    await page.setViewportSize({ width: 640, height: 800 });
    await campaignList.goto('?status=any');
    await expect(campaignList.searchComplete).toBeVisible();
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideways(), 'the cards scroll sideways at 640 px by').toBeLessThanOrEqual(0);
    // No title is cut: each shows all of its text (it wraps rather than ending in "…").
    const cut = await campaignList.cards
      .getByRole('heading', { level: 3 })
      .evaluateAll((titles) => titles.filter((title) => title.scrollWidth > title.clientWidth + 1).length);
    expect(cut, 'card titles cut at 640 px').toBe(0);
    await campaignList.viewButton('Table').click();
    await expect(campaignList.table).toBeVisible();
    expect(await sideways(), 'the table page scrolls sideways at 640 px by').toBeLessThanOrEqual(0);

    // On a 390 px phone: the columns campaigns are compared by; the status column is hidden, so
    // each campaign's name says its own status.
    await page.setViewportSize({ width: 390, height: 800 });
    const headers = campaignList.table.getByRole('columnheader');
    await expect(headers.filter({ visible: true }), 'columns at 390 px').toHaveText([
      /^Campaign/,
      /^APR/,
      /^Rewards remaining/,
    ]);
    const statuses = /^(Active|Budget spent|Starting soon|Draft|Ended|Finalized|Cancelled)$/;
    for (const name of await campaignList.table.getByRole('rowheader').all())
      await expect(name.getByText(statuses), 'the status a name says at 390 px').toBeVisible();

    // Back at 640 px the same columns, and the table fits its box with no sideways scroll.
    await page.setViewportSize({ width: 640, height: 800 });
    await expect(page.getByText('Scroll for more columns →')).toBeHidden();
    await expect(headers.filter({ visible: true }), 'columns at 640 px').toHaveText([
      /^Campaign/,
      /^APR/,
      /^Rewards remaining/,
    ]);
    const inBox = await campaignList.table.evaluate((table) => {
      const box = table.parentElement;
      return box === null ? 0 : box.scrollWidth - box.clientWidth;
    });
    expect(inBox, 'the table scrolls inside its box at 640 px by').toBeLessThanOrEqual(0);

    // Wider, the time left and TVL join, and their headers sort the list.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(campaignList.table.getByRole('columnheader', { name: /Time left/ })).toBeInViewport();
    const tvl = campaignList.table.getByRole('columnheader', { name: /^TVL/ });
    await expect(tvl).toHaveAttribute('aria-sort', 'none');
    await tvl.getByRole('button').click();
    await expect(page).toHaveURL(/sort=tvl/);
    await expect(tvl).toHaveAttribute('aria-sort', 'descending');
    await expect(campaignList.sort).toHaveValue('tvl');
    await expect(campaignList.table.getByRole('columnheader', { name: /^APR/ })).toHaveAttribute('aria-sort', 'none');

    // At 1280 px, six columns or more.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await headers.filter({ visible: true }).count(), 'columns at 1280 px').toBeGreaterThanOrEqual(6);
  });
});
