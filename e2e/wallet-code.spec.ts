import { isWalletCode } from '../scripts/build-manifest.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * A visitor who only reads (no wallet connected before, no wallet button touched) downloads no
 * wallet code on any screen: not the connectors, not RainbowKit, not the code that sends claims.
 * Each screen's first load is proved free of it from the build manifest
 * (scripts/production-build.test.ts, "loads no wallet code before any screen's content"); what
 * only a browser shows is what the screens import while they run, once their data is in: that is
 * this test. Every script the page fetches is read and checked by content, so a chunk renamed or
 * merged by the bundler is still caught. Each screen is opened with a wallet's data in it.
 */
test(
  'a read-only visit to every screen, with a wallet’s data in it, downloads no wallet code',
  { tag: '@chain' },
  async ({ page, campaignList, world }) => {
    // A journey over several screens (or many links): given the time of the tests it replaced.
    test.setTimeout(90_000);
    const alice = world.user('alice');
    const checks: Promise<string | null>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
      checks.push(
        response
          .text()
          // A Web Worker's script (the language worker index.html starts) keeps its body from
          // the page's listeners: read the same file again from the server.
          .catch(async () => (await page.request.get(url)).text())
          .then((body) => (isWalletCode(body) ? new URL(url).pathname : null))
          .catch((error: unknown) => `${new URL(url).pathname} (unreadable: ${String(error)})`),
      );
    });
    const visits: [string, RegExp][] = [
      [`/campaigns/${world.claimableCampaign(alice)}?address=${alice}`, /rewards on/],
      [`/rewards?address=${alice}`, /^Rewards$/],
      [`/referrals?address=${alice}`, /^Referrals$/],
      ['/deposit-targets', /^Deposit targets$/],
      ['/about', /^How incentive campaigns work$/],
      ['/no-such-page', /^Page not found$/],
    ];
    await campaignList.goto();
    await campaignList.shownRange();
    // Whatever a screen imports once its data is on screen has been requested by the time the
    // network is idle.
    await page.waitForLoadState('networkidle');
    for (const [path, heading] of visits) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    const walletScripts = (await Promise.all(checks)).filter((file): file is string => file !== null);
    expect(checks.length, 'scripts read').toBeGreaterThan(visits.length);
    expect(walletScripts, 'wallet scripts a read-only visit downloaded').toEqual([]);
  },
);
