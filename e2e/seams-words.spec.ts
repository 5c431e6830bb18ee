import { expect, test } from './fixtures/test.ts';
import { CampaignDetailPage } from './pages/campaign-detail-page.ts';
import { scrollThrough, textCuts } from './fixtures/text-cuts.ts';

// Words that say what happened where a newcomer meets them: the banner after a bind, a paid-out
// campaign, the funding history and the referral center's names (nothing-cut.spec.ts sweeps the
// screens for cut text).

test.describe('words that say what happened', { tag: '@chain' }, () => {
  // A bind made from a referral link says "Bound to @alice": a step of the bind journey in
  // referrals.spec.ts.
  test('a campaign whose rewards were all claimed says "All claimed" and what was paid', async ({
    request,
    mock,
    world,
    campaignDetail,
  }) => {
    // bob claimed everything in each finalized, published campaign of the fixture world: find one
    // where the service says so (nothing claimable, and the proof's paid total is all he earned).
    const bob = world.user('bob');
    const list = await request.get(`${mock.origin}/v1/campaigns?chainId=31337&userAddress=${bob}&limit=100`);
    const campaigns = ((await list.json()) as { data: PositionCampaign[] }).data;
    let paidOut: { id: string; paid: string } | undefined;
    for (const campaign of campaigns) {
      const position = campaign.userPosition;
      if (campaign.status !== 'finalized' || position === undefined || position.accumulatedRewards === '0') continue;
      const id = `${String(campaign.id.chainId)}:${String(campaign.id.campaignIndex)}`;
      const proof = await request.get(`${mock.origin}/v1/claims/${id}/${bob}`);
      if (!proof.ok()) continue;
      const { alreadyClaimed, claimable } = (await proof.json()) as { alreadyClaimed: string; claimable: string };
      if (claimable === '0' && alreadyClaimed === position.accumulatedRewards) paidOut = { id, paid: alreadyClaimed };
      if (paidOut !== undefined) break;
    }
    if (paidOut === undefined) throw new Error('The fixture world has no campaign bob claimed in full');

    await campaignDetail.goto(paidOut.id, bob);
    const position = campaignDetail.position('viewed');
    const claimable = CampaignDetailPage.fact(position, 'Claimable now');
    await expect(claimable).toContainText('All claimed');
    await expect(claimable).toContainText(/^All claimed[\d.,]+ \w+ paid$/);
    await expect(position).toContainText('Everything earned here has been claimed.');
    await expect(position).not.toContainText('stays claimable');
  });
});

test.describe('nothing cut', { tag: '@chain' }, () => {
  test('the funding history fits its section at 1024 and 1280 px, and is cards on a phone', async ({
    page,
    campaignDetail,
  }) => {
    // The campaigns whose nine figures ran widest (USDC and PTN budgets), in both languages.
    for (const lang of ['en', 'es'] as const) {
      for (const id of ['31337:6', '31337:13', '31338:13']) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`/campaigns/${id}?lang=${lang}`);
        await expect(campaignDetail.heading).toBeVisible();
        const history = page.getByRole('region', {
          name: lang === 'en' ? 'Funding history' : 'Historial de financiamiento',
          exact: true,
        });
        await expect(history.locator('table')).toBeVisible();
        for (const width of [1280, 1024]) {
          await page.setViewportSize({ width, height: 900 });
          const box = await history.locator('table').evaluate((element) => {
            const scroller = element.parentElement;
            return {
              scroll: scroller?.scrollWidth ?? Number.POSITIVE_INFINITY,
              client: scroller?.clientWidth ?? 0,
              columns: element.querySelectorAll('th').length,
            };
          });
          expect(box.columns, `${id} ${lang} at ${String(width)}: every column is there`).toBe(8);
          expect(
            box.scroll,
            `${id} ${lang} at ${String(width)}: the funding history scrolls sideways`,
          ).toBeLessThanOrEqual(box.client);
        }
        await page.setViewportSize({ width: 390, height: 800 });
        await expect(history.locator('table')).toHaveCount(0);
        await expect(history.getByRole('listitem').first()).toBeVisible();
        expect(await textCuts(page), `${id} ${lang} at 390`).toEqual([]);
      }
    }
  });

  test('the referral center never shows a made-up campaign name, and a group of rows below the screen holds its height until it is drawn', async ({
    page,
    world,
    referralsPage,
  }) => {
    // Every row of the referral center drawn: over 30 s on a loaded machine.
    test.setTimeout(60_000);
    // Watch every text the page ever shows, from its first paint: a row named "PTN campaign
    // 31337:14" while its name loads would be renamed under the reader's eyes.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { fallbackNames: string[] }).fallbackNames = seen;
      const check = () => {
        for (const element of document.querySelectorAll('main a, main td, main li, main p, main h3')) {
          if (element.closest('.sr-only') !== null) continue;
          const shown = (element as HTMLElement).innerText;
          const match = /\b\w+ campaign \d+:\d+/.exec(shown);
          if (match !== null && !seen.includes(match[0])) seen.push(match[0]);
        }
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await referralsPage.goto(world.user('alice'));
    await expect(referralsPage.campaignLinks.first()).toBeVisible();

    // A group below the screen holds its height until it is scrolled to and drawn.
    const waiting = page.getByRole('region', { name: /^Final, not claimable \(\d+\)$/ });
    await expect(waiting).toBeAttached();
    const heightOf = () => waiting.evaluate((element) => element.getBoundingClientRect().height);
    const before = await heightOf();
    await waiting.scrollIntoViewIfNeeded();
    await expect(waiting.getByRole('row').first()).toBeVisible();
    const after = await heightOf();
    expect(Math.abs(after - before), `held ${String(before)} px, drawn ${String(after)} px`).toBeLessThanOrEqual(24);

    // Every row drawn: none was ever shown under a made-up name.
    await scrollThrough(page);
    await expect(
      referralsPage.earnings.getByRole('link', { name: / rewards on .*, campaign \d+:\d+$/ }).first(),
    ).toBeVisible();
    const fallbacks = await page.evaluate(() => (window as unknown as { fallbackNames: string[] }).fallbackNames);
    expect(fallbacks, 'campaign names made up while the real ones loaded').toEqual([]);
  });
});

/** What the test reads of a campaign listed with a user's position. */
interface PositionCampaign {
  id: { chainId: number; campaignIndex: number };
  status: string;
  userPosition?: { accumulatedRewards: string; claimable: string };
}
