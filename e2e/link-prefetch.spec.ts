import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

interface LoadingLog {
  __loading: string[];
}

/** Records every loading state the page shows (a `status` saying "Loading …"), however briefly. */
async function recordLoadingStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as LoadingLog).__loading = seen;
    const check = (): void => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = (status.getAttribute('aria-label') ?? status.textContent).trim();
        if (text.startsWith('Loading')) seen.push(text);
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const loadingStatesSince = (page: Page, start: number): Promise<string[]> =>
  page.evaluate((from) => (window as unknown as LoadingLog).__loading.slice(from), start);

const loadingCount = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as LoadingLog).__loading.length);

test.describe('links prefetch the screen they lead to', () => {
  test(
    'hovering a campaign link fetches its code and data once, and the click shows it without loading',
    { tag: '@smoke' },
    async ({ page, campaignList }) => {
      await recordLoadingStates(page);
      await campaignList.goto();
      await campaignList.shownRange();
      const link = campaignList.cards.first().getByRole('link').first();
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/campaigns\/\d+:\d+$/);
      const campaignId = (href ?? '').slice('/campaigns/'.length);
      const detailRequests: string[] = [];
      const pageCode: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (
          pathname.endsWith(`/v1/campaigns/${encodeURIComponent(campaignId)}`) ||
          pathname.endsWith(`/v1/campaigns/${campaignId}`)
        ) {
          detailRequests.push(request.url());
        }
        if (/campaign-detail-page[^/]*\.js$/.test(pathname)) pageCode.push(pathname);
      });

      await link.hover();
      await expect.poll(() => detailRequests.length).toBe(1);
      await expect.poll(() => pageCode.length).toBe(1);
      // Moving away and back within the data's stale time asks for nothing again. Hovering the
      // next campaign's link afterwards is the signal that the re-hover was handled: the page
      // handles hovers in order, so once the next campaign is asked for, a second ask would be in.
      await campaignList.heading.hover();
      await link.hover();
      const next = campaignList.cards.nth(1).getByRole('link').first();
      const nextId = ((await next.getAttribute('href')) ?? '').slice('/campaigns/'.length);
      const nextAsked = page.waitForRequest((request) => {
        const { pathname } = new URL(request.url());
        return (
          pathname.endsWith(`/v1/campaigns/${nextId}`) ||
          pathname.endsWith(`/v1/campaigns/${encodeURIComponent(nextId)}`)
        );
      });
      await next.hover();
      await nextAsked;
      expect(detailRequests).toHaveLength(1);
      await link.hover();

      const before = await loadingCount(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/campaigns/${campaignId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await loadingStatesSince(page, before)).toEqual([]);
      expect(detailRequests).toHaveLength(1);
    },
  );

  test('focusing a navigation link fetches that page’s code', { tag: '@smoke' }, async ({ page, campaignList }) => {
    await campaignList.goto();
    await campaignList.shownRange();
    const targetsRequested = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/v1/forwarder/targets'),
    );
    const codeRequested = page.waitForRequest((request) => /deposit-targets-page[^/]*\.js$/.test(request.url()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deposit targets' }).focus();
    await Promise.all([targetsRequested, codeRequested]);
  });
});
