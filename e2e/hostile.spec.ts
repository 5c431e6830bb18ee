import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// What a hostile or broken service, network or clock can do, as only a browser shows it: symbols
// and amounts too long for any layout never make a page scroll sideways, a page whose code fails
// to download or was removed by a deploy still opens, and a device clock hours off still binds.
// What the screens say about rows they cannot read, 2^256-1 amounts and altered symbols is
// checked against the mock service in src/pages/hostile-answers.test.tsx; a service that never
// answers ends in TIMEOUT after 15 s in src/api/client-time-limits.test.ts, and the Retry it
// offers in src/features/rewards/rewards-dashboard.test.tsx.

const VIEWED = '0x000000000000000000000000000000000000bee5';
const TOKEN = '0x00000000000000000000000000000000000000a1';
const MAX_UINT256 = (2n ** 256n - 1n).toString();
const LONG_SYMBOL = 'W'.repeat(10_000);

function rewardToken(symbol: string, decimals = 18) {
  return { address: TOKEN, decimals, symbol };
}

function rewardRow(campaignIndex: number, token = rewardToken('RWD'), amount = '1500000000000000000') {
  return {
    id: { chainId: 31337, campaignIndex },
    rewardToken: token,
    balance: '100',
    accumulatedRewards: amount,
    claimable: amount,
  };
}

function statRow(campaignIndex: number, token = rewardToken('RWD'), amount = '1500000000000000000') {
  return {
    id: { chainId: 31337, campaignIndex },
    status: 'estimated',
    refereeCount: 2,
    amount,
    rewardToken: token,
    claimWindowEnd: null,
    claimTxHash: null,
    claimedAt: null,
  };
}

/** Answers `pattern` with `body` (as JSON) from the service, whatever the deployment. */
async function serve(page: Page, pattern: string, body: unknown): Promise<void> {
  await page.route(pattern, (route) => route.fulfill({ json: body, headers: corsHeaders(route) }));
}

// The service lives on another origin: a fulfilled answer needs the CORS header the real one sends.
function corsHeaders(route: Route): Record<string, string> {
  const origin = route.request().headers().origin;
  return origin === undefined ? {} : { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

/** Changes the real answer of `pattern` with `edit` before the app reads it. */
async function tamper(page: Page, pattern: string, edit: (body: { data: Record<string, unknown>[] }) => void) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    edit(body);
    await route.fulfill({ response, json: body });
  });
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where}: the page scrolls sideways by this many pixels`).toBeLessThanOrEqual(0);
}

test(
  'a 10,000-character symbol and 2^256-1 amounts fit every page: capped, whole on hover, cards no wider, and nothing scrolls sideways down to 360 px',
  { tag: '@smoke' },
  async ({ page, rewardsPage, referralsPage, campaignList, depositTargets }) => {
    // A journey over several screens (or many links): given the time of the tests it replaced.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The list's width (cards) and the table's scrolling width, for the service's own symbols and
    // then for a 10,000-character one; the table's cells size to their content, so it shows first there.
    const widths = async () => {
      await campaignList.goto();
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const cardList = await cards.first().evaluate((card) => card.parentElement?.scrollWidth ?? Infinity);
      const cardWidth = (await cards.first().boundingBox())?.width ?? Infinity;
      await expectNoSidewaysScroll(page, 'the campaign cards');
      await page.goto('/?view=table');
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      await expectNoSidewaysScroll(page, 'the campaign table');
      return { cardList, cardWidth, table: await table.evaluate((element) => element.scrollWidth) };
    };
    const usual = await widths();

    await serve(page, `**/v1/users/${VIEWED}/rewards**`, {
      // The long symbol on its own chain's table: the 2^256-1 table must fit its box by itself.
      data: [
        { ...rewardRow(1, rewardToken(LONG_SYMBOL)), id: { chainId: 31338, campaignIndex: 1 } },
        rewardRow(2, rewardToken('RWD', 0), MAX_UINT256),
        rewardRow(3, rewardToken('RWD', 18), MAX_UINT256),
      ],
      total: 3,
    });
    await serve(page, `**/v1/referrals/stats/${VIEWED}**`, [
      statRow(1, rewardToken(LONG_SYMBOL)),
      statRow(2, rewardToken('RWD', 0), MAX_UINT256),
    ]);
    await tamper(page, '**/v1/campaigns?**', (body) => {
      for (const campaign of body.data) {
        campaign.rewardToken = { ...(campaign.rewardToken as object), symbol: LONG_SYMBOL };
      }
    });
    await tamper(page, '**/v1/forwarder/targets**', (body) => {
      for (const target of body.data) {
        Object.assign(target, { name: LONG_SYMBOL, protocol: LONG_SYMBOL });
        target.acceptedToken = { ...(target.acceptedToken as object), symbol: LONG_SYMBOL };
      }
    });

    const hostile = await widths();
    expect(hostile.cardList, 'the card list’s width against short symbols').toBeLessThanOrEqual(usual.cardList);
    expect(hostile.cardWidth, 'a card’s width against short symbols').toBeLessThanOrEqual(usual.cardWidth);
    // The table's first column sizes to its content: the capped symbol (8rem) may make it wider
    // than the mock's short symbols do, by a cap's worth and the wrapping it changes, never by the
    // symbol's length (uncapped, the table was about 155,000 px wide).
    expect(hostile.table - usual.table, 'how much wider the table is').toBeLessThanOrEqual(320);
    const capped = page.getByRole('table').locator(`[title="${LONG_SYMBOL}"]`).first();
    await expect(capped).toBeVisible();
    // Capped at 8rem (128 px) as a symbol, whole in its title (shown on hover).
    expect((await capped.boundingBox())?.width ?? Infinity, 'the symbol’s width in the table').toBeLessThanOrEqual(128);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('rewards on');
    await expectNoSidewaysScroll(page, 'a campaign page');

    await depositTargets.goto();
    await expect(page.getByRole('list', { name: 'Deposit targets' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the deposit targets');

    await rewardsPage.goto(VIEWED);
    const table = page.getByRole('table', { name: 'Rewards on Local Ethereum' });
    await expect(table).toContainText(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935',
    );
    const cappedReward = page
      .getByRole('table', { name: 'Rewards on Local Base' })
      .locator(`[title="${LONG_SYMBOL}"]`)
      .first();
    await expect(cappedReward).toBeVisible();
    expect((await cappedReward.boundingBox())?.width ?? Infinity, 'the symbol’s width in rewards').toBeLessThanOrEqual(
      128,
    );
    await expectNoSidewaysScroll(page, 'the rewards');
    const tableOverflow = await table.evaluate(
      (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
    );
    expect(tableOverflow, 'the rewards table is wider than its box by this many pixels').toBeLessThanOrEqual(0);
    // At 360 px the table may scroll inside its own box, as every table there does; the page may not.
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, 'the rewards at 360 px');

    await referralsPage.goto(VIEWED);
    await expect(referralsPage.earningsSummary).toBeVisible();
    await expectNoSidewaysScroll(page, 'the referrals at 360 px');
  },
);

test.describe('faults', { tag: '@smoke' }, () => {
  test('a page whose code fails to download loads on "Try again"', async ({ page, shell }) => {
    // Offline until "Try again": the link's prefetch and the page's own import both fail.
    let offline = true;
    let failures = 0;
    await page.route(/\/assets\/rewards-page-[^/]+\.js$/, async (route) => {
      if (offline) {
        failures += 1;
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });
    await page.goto('/about');
    await shell.nav.getByRole('link', { name: 'Rewards' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page ran into a problem' });
    await expect(alert).toContainText("This page's code could not be downloaded");
    offline = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expect(page).toHaveURL(/\/rewards$/);
    expect(failures).toBeGreaterThan(0);
  });

  test('a chunk a new deploy removed reloads the app once, keeping the URL', async ({ page }) => {
    let gone = true;
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.route(/\/assets\/deposit-targets-page-[^/]+\.js$/, async (route) => {
      if (gone) {
        await route.fulfill({ status: 404, body: 'Not found' });
        // The reload fetches index.html again; by then the new build is in place.
        if (route.request().method() === 'HEAD') gone = false;
        return;
      }
      await route.continue();
    });
    await page.goto('/deposit-targets?chain=31337');
    // The prerendered page shows the heading before the app runs: the reload is the signal.
    await expect.poll(() => loads, { message: 'the app reloads once for the new build' }).toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit targets' })).toBeVisible();
    await expect(page).toHaveURL(/\/deposit-targets\?chain=31337$/);
    await expect(page.locator('#prerendered-shell')).toHaveCount(0);
    expect(loads, 'the app reloaded more than once').toBe(2);
  });
});

test.describe('a device clock 2 hours off', { tag: '@chain' }, () => {
  test('a bind is dated by the service, succeeds, and the clock is named', async ({
    page,
    mock,
    world,
    shell,
    referralsPage,
  }) => {
    const alice = world.user('alice');
    const referee = world.freeReferee();
    await page.clock.install({ time: new Date((await mock.now()).getTime() - 2 * 3600_000) });
    await page.goto('/referrals?ref=alice');
    await shell.connect('Development wallet');
    await shell.chooseDevAccount(world.mnemonicIndex(referee));
    await expect(shell.accountButton(referee)).toBeVisible();
    await expect(referralsPage.referrerUsername).toHaveValue('alice');
    await referralsPage.bindBySigning.click();
    const bound = referralsPage.bindSection.getByRole('status');
    await expect(bound).toContainText('This wallet is bound to @alice, for good.');
    await expect(bound).toContainText(`@alice, paid at ${alice}`);
    await expect(referralsPage.bindSection).toContainText(
      "Your device clock is 2 hours behind the service's time. The bind signature was dated by the service's time",
    );
  });
});
