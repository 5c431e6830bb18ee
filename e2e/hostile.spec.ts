import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// What a hostile or broken service, network or clock can send, put in through route.fulfill,
// and what a person then sees: the page renders, says in words what it left out or why it
// stopped, never scrolls sideways, and warns where a symbol was altered.

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

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways by this many pixels').toBeLessThanOrEqual(0);
}

test.describe('hostile service answers', { tag: '@smoke' }, () => {
  test('rewards: decimals of 1e8 and 2^53-1 leave out those rows, say why, and show the rest', async ({
    page,
    rewardsPage,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await serve(page, `**/v1/users/${VIEWED}/rewards**`, {
      data: [
        rewardRow(1, rewardToken('HUGE', 1e8)),
        rewardRow(2, rewardToken('SAFE', Number.MAX_SAFE_INTEGER)),
        rewardRow(3, rewardToken('GOOD')),
      ],
      total: 3,
    });
    await rewardsPage.goto(VIEWED);
    await expect(
      page.getByText('2 rewards could not be shown: the service sent values this app cannot read.'),
    ).toBeVisible();
    await expect(
      page.getByText('rewardToken.decimals: expected token decimals: an integer from 0 to 255'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /, campaign 31337:3$/ })).toBeVisible();
    await expect(page.getByText('Maximum BigInt size exceeded')).toHaveCount(0);
    expect(errors.filter((text) => text.includes('could not be decoded'))).toHaveLength(2);
  });

  test('campaigns: a negative tvl and decimals of 1e8 leave out two cards, the rest render', async ({
    page,
    campaignList,
  }) => {
    await tamper(page, '**/v1/campaigns?**', (body) => {
      if (body.data.length < 3) test.skip(true, 'the deployment lists fewer than 3 campaigns');
      body.data[0] = { ...body.data[0], tvl: '-5' };
      const second = body.data[1] as { rewardToken: Record<string, unknown> };
      second.rewardToken = { ...second.rewardToken, decimals: 1e8 };
    });
    await campaignList.goto();
    await expect(
      page.getByText('2 campaigns could not be shown: the service sent values this app cannot read.'),
    ).toBeVisible();
    await expect(page.getByText(/^tvl: expected decimal string/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('deposit targets: a bad row is left out and counted', async ({ page, depositTargets }) => {
    await tamper(page, '**/v1/forwarder/targets**', (body) => {
      if (body.data.length < 2) test.skip(true, 'the deployment lists fewer than 2 deposit targets');
      body.data[0] = { ...body.data[0], chainId: -1 };
    });
    await depositTargets.goto();
    await expect(
      page.getByText('1 deposit target could not be shown: the service sent a value this app cannot read.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Deposit targets' }).getByRole('article').first()).toBeVisible();
  });

  test('referral earnings: a negative amount is left out, the rest render', async ({ page, referralsPage }) => {
    await serve(page, `**/v1/referrals/stats/${VIEWED}**`, [statRow(1, rewardToken('RWD'), '-1'), statRow(2)]);
    await referralsPage.goto(VIEWED);
    await expect(
      page.getByText('1 campaign could not be shown: the service sent a value this app cannot read.'),
    ).toBeVisible();
    await expect(referralsPage.earningsRow('31337:2')).toBeVisible();
  });

  test('a 10,000-character symbol is capped on every page, whole on hover, and nothing scrolls sideways', async ({
    page,
    rewardsPage,
    referralsPage,
    campaignList,
    depositTargets,
  }) => {
    await serve(page, `**/v1/users/${VIEWED}/rewards**`, { data: [rewardRow(1, rewardToken(LONG_SYMBOL))], total: 1 });
    await serve(page, `**/v1/referrals/stats/${VIEWED}**`, [statRow(1, rewardToken(LONG_SYMBOL))]);
    await tamper(page, '**/v1/campaigns?**', (body) => {
      for (const campaign of body.data) {
        const token = campaign.rewardToken as Record<string, unknown>;
        campaign.rewardToken = { ...token, symbol: LONG_SYMBOL };
      }
    });
    await tamper(page, '**/v1/forwarder/targets**', (body) => {
      for (const target of body.data) {
        Object.assign(target, { name: LONG_SYMBOL, protocol: LONG_SYMBOL });
        target.acceptedToken = { ...(target.acceptedToken as object), symbol: LONG_SYMBOL };
      }
    });

    await rewardsPage.goto(VIEWED);
    const capped = page.locator(`[title="${LONG_SYMBOL}"]`).first();
    await expect(capped).toBeVisible();
    // Capped at 8rem (128 px) as a symbol.
    expect((await capped.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(128);
    await expectNoSidewaysScroll(page);

    await referralsPage.goto(VIEWED);
    await expect(referralsPage.earningsSummary).toBeVisible();
    await expectNoSidewaysScroll(page);

    await campaignList.goto();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/?view=table');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('rewards on');
    await expectNoSidewaysScroll(page);

    await depositTargets.goto();
    await expect(page.getByRole('list', { name: 'Deposit targets' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('at 1280 px a 10,000-character reward symbol leaves the campaign cards as wide as a short one and widens the table by its cap, not its length', async ({
    page,
    campaignList,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The list's width (cards) and the table's scrolling width, for the mock's own symbols and then
    // for a 10,000-character one; the table's cells size to their content, so it shows first there.
    const widths = async () => {
      await campaignList.goto();
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const cardList = await cards.first().evaluate((card) => card.parentElement?.scrollWidth ?? Infinity);
      const cardWidth = (await cards.first().boundingBox())?.width ?? Infinity;
      await page.goto('/?view=table');
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      return { cardList, cardWidth, table: await table.evaluate((element) => element.scrollWidth) };
    };
    const usual = await widths();
    await tamper(page, '**/v1/campaigns?**', (body) => {
      for (const campaign of body.data) {
        campaign.rewardToken = { ...(campaign.rewardToken as object), symbol: LONG_SYMBOL };
      }
    });
    const hostile = await widths();
    expect(hostile.cardList).toBeLessThanOrEqual(usual.cardList);
    expect(hostile.cardWidth).toBeLessThanOrEqual(usual.cardWidth);
    // The table's first column sizes to its content: the capped symbol (8rem) may make it wider
    // than the mock's short symbols do, by a cap's worth and the wrapping it changes, never by the
    // symbol's length (uncapped, the table was about 155,000 px wide).
    expect(hostile.table - usual.table).toBeLessThanOrEqual(320);
    await expectNoSidewaysScroll(page);
    const capped = page.getByRole('table').locator(`[title="${LONG_SYMBOL}"]`).first();
    await expect(capped).toBeVisible();
    expect((await capped.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(128);
  });

  test('2^256-1 amounts fit the rewards table, and no page scrolls sideways at 360 px', async ({
    page,
    rewardsPage,
    referralsPage,
  }) => {
    await serve(page, `**/v1/users/${VIEWED}/rewards**`, {
      data: [rewardRow(1, rewardToken('RWD', 0), MAX_UINT256), rewardRow(2, rewardToken('RWD', 18), MAX_UINT256)],
      total: 2,
    });
    await serve(page, `**/v1/referrals/stats/${VIEWED}**`, [statRow(1, rewardToken('RWD', 0), MAX_UINT256)]);
    await rewardsPage.goto(VIEWED);
    const table = page.getByRole('table', { name: 'Rewards on Local Ethereum' });
    await expect(table).toContainText(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935',
    );
    await expectNoSidewaysScroll(page);
    const tableOverflow = await table.evaluate(
      (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
    );
    expect(tableOverflow, 'the rewards table is wider than its box by this many pixels').toBeLessThanOrEqual(0);
    // At 360 px the table may scroll inside its own box, as every table there does; the page may not.
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);

    await referralsPage.goto(VIEWED);
    await expect(referralsPage.earningsSummary).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('symbols with U+202E and U+200B are shown without them, with an "altered" warning', async ({
    page,
    rewardsPage,
    referralsPage,
  }) => {
    await serve(page, `**/v1/users/${VIEWED}/rewards**`, {
      data: [
        rewardRow(1, rewardToken('\u202EDSU')),
        rewardRow(2, rewardToken('US\u200BD')),
        rewardRow(3, rewardToken('USD')),
      ],
      total: 3,
    });
    await serve(page, `**/v1/referrals/stats/${VIEWED}**`, [statRow(1, rewardToken('US\u200BD'))]);
    await rewardsPage.goto(VIEWED);
    const table = page.getByRole('table', { name: 'Rewards on Local Ethereum' });
    const reversed = table.getByRole('row').filter({ has: page.getByRole('link', { name: /campaign 31337:1$/ }) });
    const zeroWidth = table.getByRole('row').filter({ has: page.getByRole('link', { name: /campaign 31337:2$/ }) });
    const genuine = table.getByRole('row').filter({ has: page.getByRole('link', { name: /campaign 31337:3$/ }) });
    await expect(reversed.getByText('⚠ altered')).toBeVisible();
    await expect(zeroWidth.getByText('⚠ altered')).toBeVisible();
    await expect(genuine.getByText('⚠ altered')).toHaveCount(0);
    await expect(reversed.getByTitle('DSU', { exact: true })).toBeVisible();
    await expect(zeroWidth.getByTitle('USD', { exact: true })).toBeVisible();
    const shown = await table.innerText();
    expect(shown).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/);
    await expect(
      zeroWidth.getByTitle(/^The service sent this symbol with hidden or direction-changing characters/),
    ).toBeVisible();

    await referralsPage.goto(VIEWED);
    await expect(referralsPage.earnings.getByText('⚠ altered').first()).toBeVisible();
  });
});

test.describe('faults', { tag: '@smoke' }, () => {
  test('a service that never answers ends in an error with Retry after 15 s', async ({ page, rewardsPage }) => {
    await page.clock.install();
    let answer = false;
    await page.route(`**/v1/users/${VIEWED}/rewards**`, async (route) => {
      if (answer) await route.fulfill({ json: { data: [rewardRow(1)], total: 1 }, headers: corsHeaders(route) });
      // Otherwise never answered: the request hangs, as with a service that accepted the connection and went silent.
    });
    await rewardsPage.goto(VIEWED);
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading' }).or(page.locator('[aria-busy="true"]')).first(),
    ).toBeVisible();
    await page.clock.fastForward(15_500);
    const alert = page.getByRole('alert').filter({ hasText: 'Rewards could not be loaded' });
    await expect(alert).toContainText('The service did not answer within 15 s. Check your connection, then try again.');
    answer = true;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: /, campaign 31337:1$/ })).toBeVisible();
  });

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
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit targets' })).toBeVisible();
    await expect(page).toHaveURL(/\/deposit-targets\?chain=31337$/);
    expect(loads).toBe(2);
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
