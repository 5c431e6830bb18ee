import { readKeptAnswers } from '../scripts/kept-answers.ts';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// Return visits: the read screens' answers are kept in the browser (IndexedDB), so a returning
// user sees last visit's rows before the service answers, marked as updating until it does. A
// claim never uses a kept answer: it reads its proof from the service when it is made.

/** Waits until the app has written this visit's answers under `family` (saves are batched, ~1 s). */
async function waitUntilKept(page: Page, family: string): Promise<void> {
  await expect
    .poll(async () => (await readKeptAnswers(page)).queryKeys.some((key) => key[0] === family), {
      message: `answers of '${family}' kept in IndexedDB`,
    })
    .toBe(true);
}

/** Holds every service request back until `release()`; chain reads go through. */
async function holdServiceBack(page: Page): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held: Promise<void>[] = [];
  const handler = (route: Route) => {
    const passed = gate.then(() => route.fallback());
    held.push(passed);
    return passed;
  };
  await page.route('**/v1/**', handler);
  return {
    release: async () => {
      open();
      // Let the held requests go on before the route goes away, or they would be handled twice.
      await Promise.all(held);
      await page.unroute('**/v1/**', handler);
    },
  };
}

test.describe('a return visit', { tag: '@chain' }, () => {
  test('shows last visit’s rewards at once, marked as updating, then the fresh rows; a claim reads a fresh proof', async ({
    connectedPage: page,
    wallet,
    world,
    mock,
    request,
    rewardsPage,
  }) => {
    // A campaign deployed between visits and a claim sent on chain: slow on a busy machine.
    test.setTimeout(90_000);
    const claimable = world.claimableCampaign(wallet.address);
    await rewardsPage.goto(wallet.address);
    await expect(rewardsPage.row(claimable)).toBeVisible();
    await waitUntilKept(page, 'rewards');

    // Between visits alice earns in one more campaign.
    const grown = await request.post(`${mock.origin}/__mock/many-rewards`, { data: { count: 1 } });
    expect(grown.ok(), await grown.text()).toBe(true);
    const { campaignIds } = (await grown.json()) as { campaignIds: string[] };
    const [added] = campaignIds;
    if (added === undefined) throw new Error('POST /__mock/many-rewards added no campaign');

    const service = await holdServiceBack(page);
    await page.reload();
    await expect(rewardsPage.row(claimable)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Updating…' })).toBeVisible();
    await expect(rewardsPage.row(added)).toHaveCount(0);

    await service.release();
    await expect(rewardsPage.row(added)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Updating…' })).toHaveCount(0);

    // The claim asks the service for the proof when it is made, whatever the screen has kept.
    await rewardsPage.goto();
    await expect(rewardsPage.whose(wallet.address, 'connected')).toBeVisible();
    const row = rewardsPage.row(claimable);
    const proofRead = page.waitForRequest(
      (sent) => sent.method() === 'GET' && sent.url().includes(`/v1/claims/${claimable}/${wallet.address}`),
    );
    await row.getByRole('button', { name: /^Claim \d/ }).click();
    await rewardsPage.confirmPanel(row).getByRole('button', { name: 'Confirm in wallet' }).click();
    await proofRead;
    await expect(row.getByText(/^Claimed /)).toBeVisible({ timeout: 20_000 });
  });

  test('shows last visit’s ranked campaigns at once, before the list is read again', async ({ page, campaignList }) => {
    await campaignList.goto();
    await expect(campaignList.searchComplete).toHaveText(/^Ranked all /);
    const ranked = await campaignList.campaignLinks().allTextContents();
    expect(ranked.length).toBeGreaterThan(0);
    // The answer on screen (not the whole list: a page of it) is what is kept.
    await expect
      .poll(async () =>
        (await readKeptAnswers(page)).queryKeys.some((key) => key[0] === 'campaigns' && key[2] === 'directory'),
      )
      .toBe(true);

    const service = await holdServiceBack(page);
    await page.reload();
    // Ranked as last time, with no page of the list read yet.
    await expect(campaignList.searchComplete).toHaveText(/^Ranked all /);
    expect(await campaignList.campaignLinks().allTextContents()).toEqual(ranked);
    await service.release();
    await expect(campaignList.searchComplete).toHaveText(/^Ranked all /);
    await expect(campaignList.cards).toHaveCount(ranked.length);
  });

  test('keeps this visit’s answers where the browser already holds an empty database of that name', async ({
    page,
    world,
    referralsPage,
  }) => {
    // Made before the app's code runs, as another tool opening it to look would: at version 1,
    // without the store the app keeps its answers in.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('empty-database-made') !== null) return;
      sessionStorage.setItem('empty-database-made', 'yes');
      const open = indexedDB.open('query-cache');
      open.onsuccess = () => {
        open.result.close();
      };
    });
    await page.goto(`/referrals?address=${world.user('alice')}`);
    await expect(referralsPage.campaignLinks.first()).toBeVisible();
    await waitUntilKept(page, 'referrals');
  });

  test('shows last visit’s referral earnings at once, marked as updating', async ({ page, world, referralsPage }) => {
    const alice = world.user('alice');
    await page.goto(`/referrals?address=${alice}`);
    await expect(referralsPage.campaignLinks.first()).toBeVisible();
    const campaigns = await referralsPage.campaignLinks.count();
    await waitUntilKept(page, 'referrals');

    const service = await holdServiceBack(page);
    await page.reload();
    await expect(referralsPage.earnings.getByRole('status').filter({ hasText: 'Updating…' })).toBeVisible();
    await expect(referralsPage.campaignLinks).toHaveCount(campaigns);
    await service.release();
    await expect(referralsPage.earnings.getByRole('status').filter({ hasText: 'Updating…' })).toHaveCount(0);
    await expect(referralsPage.campaignLinks).toHaveCount(campaigns);
  });
});
