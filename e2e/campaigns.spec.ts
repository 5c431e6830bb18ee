import { expect, test } from './fixtures/test.ts';
import { CampaignDetailPage } from './pages/campaign-detail-page.ts';

// Campaign browsing in a browser: the URL across reloads and Back, the keyboard in the search box,
// kept stars, a polling page and a connected wallet. @smoke tests read whatever campaigns the
// deployment lists. @chain tests know the fixture world: 17 campaigns on each reward chain
// 31337/31338/31339 (48 listed without forwarder campaigns, 18 of them live, which the list opens
// on; a search covers all 51); alice earns in campaign 31337:5. What the list and the campaign page show for given
// answers (filters, sorts, empty states, not-found pages, viewing as an address) is checked
// against the mock service in src/features/campaigns/list/campaign-browser.test.tsx and
// src/pages/campaign-detail-page.test.tsx.

test.describe('on any deployment', { tag: '@smoke' }, () => {
  test('the list shows as many campaigns as its summary says; one opens with its key figures, refuses a non-address to view as, and Back returns', async ({
    page,
    campaignList,
    campaignDetail,
  }) => {
    test.setTimeout(60_000);
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
    await expect(campaignList.cards, 'cards against the range the summary states').toHaveCount(
      range.last - range.first + 1,
    );
    // The list opens at 20 a page; a list of one page shows no page buttons.
    const pages = Math.ceil(range.total / 20);
    if (pages > 1) await expect(campaignList.pageIndicator(1, pages)).toBeVisible();
    else await expect(campaignList.nextPage, 'page buttons on a list of one page').toHaveCount(0);

    const link = campaignList.campaignLinks().first();
    // The link reads "<token> rewards on <target>, campaign <id>"; the detail page's heading is the first part.
    const [, title = '', id = ''] = /^(.*), campaign (\d+:\d+)$/.exec((await link.textContent()) ?? '') ?? [];
    expect(id, 'the first card names its campaign id').not.toBe('');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
    await expect(campaignDetail.heading).toHaveText(title);
    await expect(campaignDetail.keyFigures).toBeVisible();
    const url = page.url();
    await campaignDetail.viewAs('0x3C44');
    await expect(campaignDetail.alert).toContainText('That is not an address.');
    expect(page.url(), 'a refused address stays out of the URL').toBe(url);

    await page.goBack();
    await expect(campaignList.heading).toBeVisible();
    await expect(campaignList.campaignLinks().first()).toBeVisible();
  });

  test('the view, page size, sort and filters live in the URL and survive a reload', async ({ page, campaignList }) => {
    test.setTimeout(60_000);
    await campaignList.goto('?view=table&size=10&sort=apr');
    test.skip((await campaignList.shownRange()) === null, 'the deployment lists no campaign');
    await expect(campaignList.table).toBeVisible();
    await expect(campaignList.viewButton('Table')).toHaveAttribute('aria-pressed', 'true');
    await expect(campaignList.sort).toHaveValue('apr');
    await expect(campaignList.pageSize).toHaveValue('10');
    const range = await campaignList.shownRange();
    expect((range?.last ?? 0) - (range?.first ?? 0) + 1, 'rows on a page of 10').toBeLessThanOrEqual(10);

    // The list opens on live campaigns; ended ones are one click away in the same filter. (The
    // second filter: browsing leaves out the campaigns that count only forwarder deposits.)
    await expect(campaignList.filtersButton).toHaveText('Filters (2)');
    await campaignList.filtersButton.click();
    await expect(campaignList.statusFilter('Active')).toBeChecked();
    await campaignList.statusFilter('Ended').check();
    await campaignList.applyFilters.click();
    await expect(page).toHaveURL(/[?&]status=active%2Cended(&|$)/);
    await expect(campaignList.filtersButton).toHaveText('Filters (2)');

    await page.reload();
    await expect(campaignList.table, 'the table view after a reload').toBeVisible();
    await expect(campaignList.viewButton('Table')).toHaveAttribute('aria-pressed', 'true');
    await expect(campaignList.sort).toHaveValue('apr');
    await expect(campaignList.pageSize).toHaveValue('10');
    await expect(campaignList.filtersButton, 'the filters after a reload').toHaveText('Filters (2)');
    await expect(page.getByText('Filtered by:')).toBeVisible();
    // Every campaign shown is active (said "Budget spent" when it pays nothing) or ended (a
    // deployment may have none: then the empty state says so).
    if ((await campaignList.shownRange()) === null)
      await expect(campaignList.emptyHeading).toHaveText('No campaigns match these filters');
    for (const row of (await campaignList.table.getByRole('row').all()).slice(1))
      await expect(
        row
          .getByText(/^(Active|Budget spent|Ended)$/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();

    await campaignList.viewButton('Cards').click();
    await expect(campaignList.table).toHaveCount(0);
    await page.goBack();
    await expect(campaignList.table, 'the table view after Back').toBeVisible();
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
  test('the search box keeps fast typing and the caret, and Back restores the search', async ({
    page,
    campaignList,
  }) => {
    await campaignList.goto('?status=any&size=100&q=curve');
    // A search covers the three campaigns that count only forwarder deposits too.
    await expect(campaignList.searchComplete).toHaveText('Searched all 51 campaigns of these filters.');
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
});
