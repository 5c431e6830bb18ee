import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// Where the campaign list and the deposit targets meet a first visitor: a default filter never
// hides what was asked for, the filters offer this deployment's chains, every deposit target's
// link lands on campaigns, and the table keeps the columns that matter (nothing-cut.spec.ts
// sweeps every screen for cut text).

const resultsOf = (page: Page) => page.getByRole('region', { name: 'Campaign results' });

/** Waits until the list has answered and read every campaign of its filters. */
async function listAnswered(page: Page): Promise<void> {
  await expect(resultsOf(page)).toHaveAttribute('aria-busy', 'false');
  await expect(resultsOf(page).locator('article, table').first()).toBeVisible();
}

test.describe('a default never hides the answer', { tag: '@chain' }, () => {
  test('searching "mvUSDC" on a fresh landing finds its three campaigns, whatever their status', async ({
    page,
    campaignList,
  }) => {
    await campaignList.goto();
    await expect(campaignList.summary).toBeVisible();
    await campaignList.search.fill('mvUSDC');
    await expect(campaignList.summary).toHaveText('Showing 1–3 of 3 campaigns.');
    await expect(campaignList.cards).toHaveCount(3);
    // None of them is live: the landing's "Active" was a default, not the reader's choice.
    for (const card of await campaignList.cards.all()) await expect(card.getByText('Active')).toHaveCount(0);
    await expect(page).toHaveURL(/\/\?q=mvUSDC$/);
  });

  test('with a status the user chose, the empty answer says how many other statuses hold, and shows them', async ({
    page,
    campaignList,
  }) => {
    await campaignList.goto('?status=active&q=mvUSDC');
    const empty = campaignList.results.getByRole('region', { name: 'No campaign matches “mvUSDC”' });
    await expect(empty.getByText('3 in other statuses', { exact: true })).toBeVisible();
    await empty.getByRole('button', { name: 'Show every status' }).click();
    await expect(page).toHaveURL(/\/\?status=any&q=mvUSDC$/);
    await expect(campaignList.cards).toHaveCount(3);
  });

  test('every "Campaigns rewarding …" link of the deposit targets lists at least one campaign', async ({
    page,
    depositTargets,
    campaignList,
  }) => {
    await depositTargets.goto();
    const count = await depositTargets.shownCount();
    expect(count).toBeGreaterThan(0);
    const links = depositTargets.cards.getByRole('link', { name: /^Campaigns rewarding / });
    await expect(links).toHaveCount(count);
    const targets: { name: string; href: string }[] = [];
    for (const link of await links.all()) {
      targets.push({ name: (await link.textContent()) ?? '', href: (await link.getAttribute('href')) ?? '' });
    }
    for (const { name, href } of targets) {
      await page.goto(href);
      await expect(campaignList.summary.or(campaignList.emptyHeading), name).toBeVisible();
      await expect(campaignList.emptyHeading, name).toBeHidden();
      expect(await campaignList.campaignLinks().count(), name).toBeGreaterThan(0);
    }
  });

  test('the reward chain filter offers only the chains this local build pays on', async ({ campaignList }) => {
    await campaignList.goto();
    await campaignList.filtersButton.click();
    await expect(campaignList.rewardChain.locator('option')).toHaveText([
      'All reward chains',
      'Local Ethereum',
      'Local Base',
      'Local Arbitrum',
    ]);
  });
});

test.describe('deposit targets', { tag: '@chain' }, () => {
  test('say where to deposit and warn against a plain transfer, never "send your deposit to"', async ({
    page,
    depositTargets,
  }) => {
    await depositTargets.goto();
    await expect(depositTargets.cards.first()).toBeVisible();
    await expect(page.getByText(/send your deposit/i)).toHaveCount(0);
    for (const card of await depositTargets.cards.all()) {
      const note = card.getByRole('note', { name: /^How to deposit into / });
      await expect(note).toContainText('Deposit through the protocol’s own app');
      await expect(note).toContainText('Do not transfer tokens straight to the addresses below');
    }
  });
});

test(
  'the campaign table shows the columns campaigns are compared by on a phone, and six at 1280 px',
  { tag: '@chain' },
  async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/?status=any&size=50&view=table');
      await listAnswered(page);
      const table = page.getByRole('table');
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      const headers = table.getByRole('columnheader');
      const visible: string[] = [];
      for (const header of await headers.all()) {
        if (await header.isVisible()) visible.push((await header.innerText()).replace(/[↑↓↕]/g, '').trim());
      }
      for (const column of ['Campaign', 'APR', 'Rewards remaining']) expect(visible).toContain(column);
      if (width === 1280) expect(visible.length).toBeGreaterThanOrEqual(6);
      // Every status is listed, and the status column is hidden on a phone: each name says its own.
      if (width === 390) {
        const statuses = /^(Active|Budget spent|Starting soon|Draft|Ended|Finalized|Cancelled)$/;
        for (const name of await table.getByRole('rowheader').all()) {
          await expect(name.getByText(statuses)).toBeVisible();
        }
      }
    }
  },
);
