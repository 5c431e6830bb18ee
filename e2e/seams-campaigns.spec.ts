import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// Where the campaign list and the deposit targets meet a first visitor: a default filter never
// hides what was asked for, the filters offer this deployment's chains, every deposit target's
// link lands on campaigns, and no text of a card, a table or the search box is cut, at a phone's,
// a laptop's and a desktop's width, in English and in Spanish.

/**
 * Texts inside `root` that the page cuts: an element whose content is wider than its box while it
 * hides the overflow or ends it in an ellipsis, and the search box's placeholder when wider than
 * the box. Each is named by its text, so a failure says what was cut.
 */
async function cutTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const cut: string[] = [];
    for (const node of [element, ...element.querySelectorAll('*')]) {
      // Hidden elements, and text kept for screen readers only (a 1 px box), are not read as cut.
      if (!(node instanceof HTMLElement) || node.offsetParent === null || node.clientWidth <= 1) continue;
      const style = getComputedStyle(node);
      const hides = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
      // A progress bar hides its fill's overflow on purpose; it holds no text.
      if (!hides || node.textContent.trim() === '') continue;
      // One pixel of slack: sub-pixel layouts round widths.
      if (node.scrollWidth > node.clientWidth + 1) cut.push(node.textContent.trim().slice(0, 80));
    }
    return cut;
  });
}

/** Whether a search box's placeholder is wider than the room inside the box. */
async function placeholderCut(input: Locator): Promise<boolean> {
  return input.evaluate((box) => {
    if (!(box instanceof HTMLInputElement)) throw new Error('not an input');
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d');
    if (context === null) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(box.placeholder).width > room + 1;
  });
}

/** The list's results, in either language. */
const resultsOf = (page: Page) => page.getByRole('region', { name: /^(Campaign results|Resultados de campañas)$/ });

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

for (const lang of ['en', 'es'] as const) {
  test.describe(`nothing cut, in ${lang === 'en' ? 'English' : 'Spanish'}`, { tag: '@chain' }, () => {
    for (const width of [390, 1024, 1280]) {
      test(`campaign cards, the table and the search box at ${String(width)} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        // Every status, so ended, upcoming and budget-spent campaigns are among the cards.
        await page.goto(`/?lang=${lang}&status=any&size=50`);
        await listAnswered(page);
        const cards = resultsOf(page).getByRole('article');
        await expect(cards.first()).toBeVisible();
        expect(await cards.count()).toBeGreaterThan(40);
        expect(await cutTexts(resultsOf(page))).toEqual([]);
        expect(await placeholderCut(page.getByRole('searchbox'))).toBe(false);

        await page.goto(`/?lang=${lang}&status=any&size=50&view=table`);
        await listAnswered(page);
        const table = page.getByRole('table');
        await expect(table.getByRole('rowheader').first()).toBeVisible();
        expect(await cutTexts(resultsOf(page))).toEqual([]);
        // The table fits its box: no sideways scroll, and the page itself does not widen.
        const fit = await table.evaluate((element) => {
          const box = element.parentElement;
          return {
            table: (box?.scrollWidth ?? 0) - (box?.clientWidth ?? 0),
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          };
        });
        expect(fit).toEqual({ table: 0, page: 0 });
        // A phone shows the columns a campaign is compared by, not two arbitrary ones.
        const headers = (await table.getByRole('columnheader').allTextContents()).map((text) =>
          text.replace(/[↑↓↕]/g, '').trim(),
        );
        const visible = [];
        for (const [index, header] of headers.entries()) {
          if (await table.getByRole('columnheader').nth(index).isVisible()) visible.push(header);
        }
        const key =
          lang === 'en' ? ['Campaign', 'APR', 'Rewards remaining'] : ['Campaña', 'APR', 'Recompensas restantes'];
        for (const column of key) expect(visible).toContain(column);
        if (width === 1280) expect(visible.length).toBeGreaterThanOrEqual(6);
      });
    }

    test('deposit target cards at 390 and 1280 px', async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/deposit-targets?lang=${lang}`);
        await expect(page.getByRole('article').first()).toBeVisible();
        expect(await cutTexts(page.getByRole('list', { name: /^(Deposit targets|Destinos de depósito)$/ }))).toEqual(
          [],
        );
      }
    });
  });
}
