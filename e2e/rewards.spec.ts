import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// Rewards and claims. @chain tests run against the whole local stack: the mock service publishes
// every reward root to the anvil chain of its campaign, and the test wallet sends to that chain.

// An address nobody holds a key for, so no deployment has rewards for it.
const NOBODY = '0x000000000000000000000000000000000000dead';

test.describe('on any deployment', { tag: '@smoke' }, () => {
  test('without a wallet the page asks for one, or for an address to view', async ({ rewardsPage }) => {
    await rewardsPage.goto();
    await expect(rewardsPage.heading).toBeVisible();
    await expect(rewardsPage.connectPrompt).toBeVisible();
    await expect(rewardsPage.connectButton).toBeVisible();
    await expect(rewardsPage.viewAsBox).toBeEditable();
  });

  test('says what is wrong with an address in the link', async ({ rewardsPage }) => {
    await rewardsPage.goto('alice.eth');
    await expect(rewardsPage.alert).toHaveText(/^The address in the link is not an address\./);
    await expect(rewardsPage.totals).toHaveCount(0);
  });

  test('views any address read-only, kept in the URL', async ({ page, rewardsPage }) => {
    await rewardsPage.goto();
    await rewardsPage.viewAsBox.fill(NOBODY);
    await rewardsPage.viewAsBox.press('Enter');
    await expect(page).toHaveURL(new RegExp(`address=${NOBODY}`));
    await expect(rewardsPage.whose(NOBODY, 'viewed')).toBeVisible();
    await expect(rewardsPage.noRewards.or(rewardsPage.totals)).toBeVisible();
    await page.reload();
    await expect(rewardsPage.whose(NOBODY, 'viewed')).toBeVisible();
    await expect(rewardsPage.claimButtons).toHaveCount(0);
  });
});

test.describe('in the fixture world', { tag: '@chain' }, () => {
  // The single claim's journey (review, decline, hash, numbers, service) is in history.spec.ts
  // through fixtures/row-claims.ts.
  test('views an address with rewards read-only, with nothing to claim; an old link with ?page= opens every reward', async ({
    page,
    world,
    rewardsPage,
  }) => {
    // Two loads of every reward with their chain reads: over 30 s on a loaded machine.
    test.setTimeout(60_000);
    const alice = world.user('alice');
    await rewardsPage.goto();
    await rewardsPage.viewAsBox.fill(alice);
    await rewardsPage.viewAsBox.press('Enter');
    await expect(page).toHaveURL(new RegExp(`address=${alice}`));
    await expect(rewardsPage.whose(alice, 'viewed')).toBeVisible();
    await expect(rewardsPage.totals).toBeVisible();
    await expect(rewardsPage.row(world.claimableCampaign(alice))).toBeVisible();
    // Someone else's rewards can be looked at, not claimed from here.
    await expect(rewardsPage.claimButtons).toHaveCount(0);

    // An old link with ?page= opens every reward, summed over all of them.
    await page.goto(`/rewards?address=${alice}&page=7`);
    await expect(rewardsPage.totals).toHaveText('Summary');
    await expect(rewardsPage.row(world.claimableCampaign(alice))).toBeVisible();
    // Already paid is read from the chain for every row: no row is left "checking" or "unknown".
    await expect(page.getByRole('region', { name: 'By campaign' }).getByText(/^(checking…|unknown)$/)).toHaveCount(0);
    await expect(page.getByText('There is no page 7')).toHaveCount(0);
  });

  test('on a phone the claimable total is on the first screen, the notification switch after the rewards', async ({
    page,
    world,
    rewardsPage,
  }) => {
    // The narrowest phone we support: the total once sat under the switch, its explanation and the
    // History link, most of a screen down.
    const screen = { width: 360, height: 740 };
    await page.setViewportSize(screen);
    await rewardsPage.goto(world.user('alice'));
    const boxOf = async (locator: Locator) => {
      const box = await locator.boundingBox();
      if (box === null) throw new Error(`${locator.toString()} is not drawn`);
      return box;
    };
    const total = await boxOf(rewardsPage.claimableNowTotal);
    expect(total.y + total.height, 'the total ends inside the first screen').toBeLessThanOrEqual(screen.height);
    const toggle = await boxOf(page.getByRole('switch', { name: 'Notify me in this browser' }));
    const rows = await boxOf(rewardsPage.byCampaign);
    expect(toggle.y, 'the switch comes after the rewards by campaign').toBeGreaterThan(rows.y);
    // The View button starts where the address box starts, or under it: never level with the label.
    const box = await boxOf(rewardsPage.viewAsBox);
    const view = await boxOf(page.getByRole('button', { name: 'View', exact: true }));
    expect(
      Math.abs(view.y - box.y) < 1 || view.y >= box.y + box.height,
      `View at ${String(view.y)}, the box at ${String(box.y)}–${String(box.y + box.height)}`,
    ).toBe(true);
  });
});
