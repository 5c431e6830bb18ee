import { expect, test } from './fixtures/test.ts';
import { CampaignDetailPage } from './pages/campaign-detail-page.ts';

// Campaign browsing. @smoke tests read whatever campaigns the deployment lists. @chain tests
// know the fixture world: 17 campaigns on each reward chain 31337/31338/31339 (48 listed without
// forwarder campaigns, 18 of them live, which the list opens on); alice earns in campaign
// 31337:5, bob is inside the cliff of 31337:6.

test.describe('on any deployment', { tag: '@smoke' }, () => {
  test('the list shows its heading and as many campaigns as its summary says', async ({ campaignList }) => {
    await campaignList.goto();
    await expect(campaignList.heading).toBeVisible();
    const range = await campaignList.shownRange();
    if (range === null) {
      // A deployment may have no campaign yet; then the list says so instead of showing a summary.
      await expect(campaignList.results).toContainText('There are no campaigns yet.');
      return;
    }
    expect(range.first).toBe(1);
    expect(range.last).toBeLessThanOrEqual(range.total);
    await expect(campaignList.cards).toHaveCount(range.last - range.first + 1);
    const pageSize = Number(await campaignList.pageSize.inputValue());
    await expect(campaignList.pageIndicator(1, Math.ceil(range.total / pageSize))).toBeVisible();
  });

  test('a campaign opens from the list with its key figures, and Back returns to the list', async ({
    page,
    campaignList,
    campaignDetail,
  }) => {
    await campaignList.goto();
    test.skip((await campaignList.shownRange()) === null, 'the deployment lists no campaign');
    const link = campaignList.campaignLinks().first();
    // The link reads "<token> rewards on <target>, campaign <id>"; the detail page's heading is the first part.
    const [, title = '', id = ''] = /^(.*), campaign (\d+:\d+)$/.exec((await link.textContent()) ?? '') ?? [];
    expect(id).not.toBe('');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
    await expect(campaignDetail.heading).toHaveText(title);
    await expect(campaignDetail.keyFigures).toBeVisible();

    await page.goBack();
    await expect(campaignList.heading).toBeVisible();
    await expect(campaignList.campaignLinks().first()).toBeVisible();
  });

  test('the view, page size and sort live in the URL and survive a reload', async ({ page, campaignList }) => {
    await campaignList.goto('?view=table&size=10&sort=apr');
    test.skip((await campaignList.shownRange()) === null, 'the deployment lists no campaign');
    await expect(campaignList.table).toBeVisible();
    await expect(campaignList.viewButton('Table')).toHaveAttribute('aria-pressed', 'true');
    await expect(campaignList.sort).toHaveValue('apr');
    await expect(campaignList.pageSize).toHaveValue('10');
    const range = await campaignList.shownRange();
    expect((range?.last ?? 0) - (range?.first ?? 0) + 1).toBeLessThanOrEqual(10);

    await page.reload();
    await expect(campaignList.table).toBeVisible();
    await expect(campaignList.viewButton('Table')).toHaveAttribute('aria-pressed', 'true');
    await expect(campaignList.sort).toHaveValue('apr');
    await expect(campaignList.pageSize).toHaveValue('10');

    await campaignList.viewButton('Cards').click();
    await expect(campaignList.table).toHaveCount(0);
    await page.goBack();
    await expect(campaignList.table).toBeVisible();
  });

  test('filters applied in the form go into the URL and survive a reload', async ({ page, campaignList }) => {
    await campaignList.goto();
    // The list opens on live campaigns; ended ones are one click away in the same filter.
    await expect(campaignList.filtersButton).toHaveText('Filters (1)');
    await campaignList.filtersButton.click();
    await expect(campaignList.statusFilter('Active')).toBeChecked();
    await campaignList.statusFilter('Ended').check();
    await campaignList.applyFilters.click();
    await expect(page).toHaveURL(/[?&]status=active%2Cended(&|$)/);
    await expect(campaignList.filtersButton).toHaveText('Filters (1)');

    await page.reload();
    await expect(campaignList.filtersButton).toHaveText('Filters (1)');
    await expect(page.getByText('Filtered by:')).toBeVisible();
    const range = await campaignList.shownRange();
    // Every campaign shown is active (said "Budget spent" when it pays nothing) or ended (a
    // deployment may have none: then the empty state says so).
    for (const card of await campaignList.cards.all()) {
      await expect(card.getByText(/^(Active|Budget spent|Ended)$/).first()).toBeVisible();
    }
    if (range === null) await expect(campaignList.emptyHeading).toHaveText('No campaigns match these filters');
  });

  test('says which link settings it ignored', async ({ campaignList }) => {
    await campaignList.goto('?status=paused&size=7');
    await expect(campaignList.ignoredSettings).toContainText('Status "paused" is not a campaign status.');
    await expect(campaignList.heading).toBeVisible();
  });

  test('a malformed campaign id shows the not-found page without asking the service', async ({
    page,
    campaignDetail,
  }) => {
    await campaignDetail.goto('not-an-id');
    await expect(campaignDetail.notFoundHeading).toBeVisible();
    await expect(page.getByText(/“not-an-id” is not a campaign id/)).toBeVisible();
  });

  test('the view-as box refuses something that is not an address', async ({ page, campaignList, campaignDetail }) => {
    await campaignList.goto();
    test.skip((await campaignList.shownRange()) === null, 'the deployment lists no campaign');
    await campaignList.campaignLinks().first().click();
    await expect(campaignDetail.keyFigures).toBeVisible();
    const url = page.url();
    await campaignDetail.viewAs('0x3C44');
    await expect(campaignDetail.alert).toContainText('That is not an address.');
    expect(page.url()).toBe(url);
  });

  test('a campaign starred on the list is on the watchlist, after a reload and on its page', async ({
    page,
    campaignList,
    campaignDetail,
  }) => {
    await campaignList.goto();
    test.skip((await campaignList.shownRange()) === null, 'the deployment lists no campaign');
    const link = campaignList.campaignLinks().first();
    const [, name = '', id = ''] = /^(.*), campaign (\d+:\d+)$/.exec((await link.textContent()) ?? '') ?? [];
    const star = campaignList.star(name).first();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await campaignList.watchlist.click();
    await expect(page).toHaveURL(/[?&]watchlist=1/);
    await expect(page.getByText('1 campaign on your watchlist, kept in this browser.')).toBeVisible();
    await expect(campaignList.campaignLinks()).toHaveCount(1);
    await expect(campaignList.campaignLinks().first()).toHaveAccessibleName(new RegExp(`, campaign ${id}$`));

    await page.reload();
    await expect(campaignList.watchlist).toHaveAttribute('aria-pressed', 'true');
    await expect(campaignList.campaignLinks()).toHaveCount(1);

    await campaignDetail.goto(id);
    await expect(campaignDetail.star(name)).toHaveAttribute('aria-pressed', 'true');
    await campaignDetail.star(name).click();
    await expect(campaignDetail.star(name)).toHaveAttribute('aria-pressed', 'false');
    await campaignList.goto('?watchlist=1');
    await expect(campaignList.watchlistEmptyHeading).toBeVisible();
    await expect(campaignList.results).toContainText('Star a campaign');
  });
});

test.describe('in the fixture world', { tag: '@chain' }, () => {
  test('opens on live campaigns by APR, filters by reward chain and two statuses, then sorts by TVL', async ({
    page,
    campaignList,
  }) => {
    await campaignList.goto();
    await expect(campaignList.summary).toContainText('of 18 campaigns');
    await expect(campaignList.sort).toHaveValue('apr');
    await campaignList.filtersButton.click();
    await campaignList.rewardChain.selectOption({ label: 'Local Base' });
    await campaignList.statusFilter('Active').check();
    await campaignList.statusFilter('Ended').check();
    await campaignList.applyFilters.click();

    await expect(page).toHaveURL(/\?chain=31338&status=active%2Cended$/);
    await expect(campaignList.summary).toContainText('Showing 1–8 of 8 campaigns.');
    await expect(campaignList.cards).toHaveCount(8);
    for (const card of await campaignList.cards.all()) {
      await expect(card).toContainText('Paid on Local Base');
      await expect(card.getByText(/^(Active|Ended)$/).first()).toBeVisible();
    }

    // Ranked by APR over all eight: the ended ones (no APR) last.
    await expect(campaignList.cards.first()).toContainText('30.99%');
    await expect(campaignList.cards.last()).toContainText('Ended');
    await campaignList.sort.selectOption({ label: 'TVL, highest first' });
    await expect(page).toHaveURL(/sort=tvl/);
    await expect(campaignList.summary).toContainText('Showing 1–8 of 8 campaigns.');
  });

  test('paginates, and reload and Back keep the view', async ({ page, campaignList }) => {
    await campaignList.goto('?status=active,ended&size=10&view=table');
    await expect(campaignList.summary).toContainText('Showing 1–10 of 24 campaigns.');
    await expect(campaignList.table).toBeVisible();
    await expect(campaignList.pageIndicator(1, 3)).toBeVisible();

    await campaignList.nextPage.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(campaignList.summary).toContainText('Showing 11–20 of 24 campaigns.');
    const firstOnPage2 = await campaignList.table.getByRole('link').first().textContent();

    await page.reload();
    await expect(campaignList.summary).toContainText('Showing 11–20 of 24 campaigns.');
    await expect(campaignList.viewButton('Table')).toHaveAttribute('aria-pressed', 'true');
    await expect(campaignList.table.getByRole('link').first()).toHaveText(firstOnPage2 ?? '');

    await page.goBack();
    await expect(campaignList.summary).toContainText('Showing 1–10 of 24 campaigns.');
  });

  test('the search box keeps fast typing and the caret, and Back restores the search', async ({
    page,
    campaignList,
  }) => {
    await campaignList.goto('?status=any&size=100&q=curve');
    await expect(campaignList.searchComplete).toHaveText('Searched all 48 campaigns of these filters.');
    await campaignList.viewButton('Table').click();
    await expect(page).toHaveURL(/view=table/);

    await campaignList.search.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('unswap');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('i');
    await page.keyboard.press('End');
    await page.keyboard.type('v');
    await expect(campaignList.search).toHaveValue('uniswapv');
    await expect(page).toHaveURL(/q=uniswapv/);

    await page.goBack();
    await expect(campaignList.viewButton('Cards')).toHaveAttribute('aria-pressed', 'true');
    await expect(campaignList.search).toHaveValue('curve');
  });

  test('with nothing matching, the empty state clears the filters', async ({ campaignList }) => {
    await campaignList.goto('?chain=1&status=paused');
    await expect(campaignList.ignoredSettings).toContainText('Status "paused" is not a campaign status.');
    await expect(campaignList.emptyHeading).toHaveText('No campaigns match these filters');
    // Chain 1 pays no campaign of any status here: the chain is what hides them all, and it says so.
    await expect(campaignList.results.getByText('48 without these filters', { exact: true })).toBeVisible();
    await campaignList.results.getByRole('button', { name: 'Clear filters' }).click();
    await expect(campaignList.summary).toContainText('of 48 campaigns');
  });

  test('opens a campaign and its stats refresh in place when time passes', async ({
    page,
    mock,
    campaignList,
    campaignDetail,
  }) => {
    // Browser timers are faked so the 60 s stats poll can be fast-forwarded instead of waited for.
    await page.clock.install();
    let statsRequests = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/v1/campaigns/31337:5/stats')) statsRequests += 1;
    });
    await campaignList.goto('?chain=31337&status=active');
    await campaignList
      .card(/^WETH rewards on steakUSDC/)
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/campaigns\/31337:5$/);
    await expect(campaignDetail.heading).toHaveText('WETH rewards on steakUSDC');

    const figures = campaignDetail.keyFigures;
    const distributed = CampaignDetailPage.fact(figures, 'Rewards paid out');
    await expect(figures.getByText(/^updated \d+s ago$/)).toBeVisible();
    const before = await distributed.textContent();
    expect(statsRequests).toBe(1);

    await mock.advanceClock(6 * 3600);
    // Under 60 s nothing is asked again: the spec wants stats cached for a minute.
    await page.clock.fastForward('00:30');
    await expect(figures.getByText(/^updated 3\ds ago$/)).toBeVisible();
    expect(statsRequests).toBe(1);
    await expect(distributed).toHaveText(before ?? '');
    await page.clock.fastForward('00:31');
    await expect.poll(() => statsRequests).toBe(2);
    await expect(distributed).not.toHaveText(before ?? '');
    await expect(figures.getByText(/^updated [0-5]s ago$/)).toBeVisible();
  });

  test('views the campaign as an address with a position', async ({ page, world, campaignDetail }) => {
    const alice = world.user('alice');
    await campaignDetail.goto('31337:5');
    await campaignDetail.viewAs('0x3C44');
    await expect(campaignDetail.alert).toContainText('That is not an address.');

    await campaignDetail.viewAs(alice);
    await expect(page).toHaveURL(new RegExp(`viewAs=${alice}`));
    const position = campaignDetail.position('viewed');
    await expect(position.getByText('Eligible and earning')).toBeVisible();
    await expect(CampaignDetailPage.fact(position, 'Earned so far')).toContainText('WETH');
    await expect(position.getByRole('button', { name: /claim/i })).toHaveCount(0);

    await page.reload();
    await expect(position.getByText('Eligible and earning')).toBeVisible();
  });

  test('explains why an ineligible wallet does not earn', async ({ world, campaignDetail }) => {
    await campaignDetail.goto('31337:6', world.user('bob'));
    const position = campaignDetail.position('viewed');
    await expect(position.getByText('Not eligible', { exact: true }).first()).toBeVisible();
    await expect(
      position.getByText(/^In the cliff until .*: rewards count once a position has been held for 7d\.$/),
    ).toBeVisible();
  });

  test('shows the connected wallet’s position and its campaigns', async ({
    connectedPage: page,
    wallet,
    campaignList,
    campaignDetail,
  }) => {
    await campaignList.goto('?chain=31337');
    await campaignList.myCampaigns.click();
    await expect(page).toHaveURL(/mine=1/);
    await expect(campaignList.searchComplete).toBeVisible();
    for (const card of await campaignList.cards.all()) await expect(card).toContainText('you have a position');

    await campaignList
      .card(/^WETH rewards on steakUSDC/)
      .getByRole('link')
      .click();
    const position = campaignDetail.position('connected');
    await expect(position.getByText(`Your connected wallet ${wallet.address}.`)).toBeVisible();
    await expect(position.getByText('Eligible and earning')).toBeVisible();
    // Its own rewards can be claimed right here (the claim itself is covered in rewards.spec.ts).
    await expect(position.getByRole('button', { name: /^Claim \d[\d.,]* WETH$/ })).toBeEnabled();
  });

  test('an unknown campaign id shows the not-found page', async ({ page, campaignDetail }) => {
    await campaignDetail.goto('31337:999');
    await expect(campaignDetail.notFoundHeading).toBeVisible();
    await expect(page.getByText(/There is no campaign 31337:999\./)).toBeVisible();
  });
});
