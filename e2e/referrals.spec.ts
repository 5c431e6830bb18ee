import { expect, test } from './fixtures/test.ts';
import { ReferralsPage } from './pages/referrals-page.ts';

// Referrals. Referral links are read and kept in the browser, so their handling runs anywhere;
// binds and payouts run against the whole local stack, where alice and bob are referrers.

test.describe('on any deployment', { tag: '@smoke' }, () => {
  test('the page offers to bind, to share a link and to show earnings', async ({ referralsPage }) => {
    await referralsPage.goto();
    await expect(referralsPage.heading).toBeVisible();
    await expect(referralsPage.bindSection).toContainText('Connect the wallet you want to bind.');
    await expect(referralsPage.bindSection.getByRole('button', { name: 'Connect a wallet' })).toBeVisible();
    await expect(referralsPage.shareSection.getByLabel('Your username')).toBeEditable();
    await expect(referralsPage.earnings).toContainText(
      'Connect a wallet, or enter any address above, to see referral earnings.',
    );
  });

  test('a malformed referral link is named and ignored', async ({ page, shell }) => {
    await page.goto('/?ref=no%20such!');
    await expect(shell.referralBanner('“no such!”, which is not a username')).toBeVisible();
    await expect(shell.referralBanner(/You were referred by/)).toHaveCount(0);
  });

  test('a referral follows the visitor across pages, and once dismissed stays dismissed', async ({ page, shell }) => {
    await page.goto('/?ref=bob');
    const banner = shell.referralBanner('You were referred by @bob.');
    await expect(banner).toBeVisible();
    await page.goto('/about');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    await page.reload();
    await expect(shell.heading).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('in the fixture world', { tag: '@chain' }, () => {
  test('a referral link leads to a signed bind, which is permanent', async ({
    page,
    mock,
    world,
    shell,
    referralsPage,
  }) => {
    const alice = world.user('alice');
    const referee = world.freeReferee();
    // The bind's deadline is taken from the browser's clock and checked against the service's,
    // which a reset set back to when the stack started: run the browser on the service's time,
    // as a real browser and service agree on the time.
    await page.clock.install({ time: await mock.now() });
    await page.goto('/?ref=Alice');
    const banner = shell.referralBanner('You were referred by @alice.');
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Bind your wallet to them' }).click();
    await expect(referralsPage.heading).toBeVisible();

    await shell.connect('Development wallet');
    await shell.devAccountPicker.selectOption(String(world.mnemonicIndex(referee)));
    await expect(shell.accountButton(referee)).toBeVisible();
    await expect(referralsPage.referrerUsername).toHaveValue('alice');
    await expect(referralsPage.bindSection.getByText(`@alice is paid at ${alice}.`)).toBeVisible();

    await referralsPage.bindBySigning.click();
    await expect(
      referralsPage.bindSection.getByText(`Bound: @alice (${alice}) is your referrer, for good.`),
    ).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The first bind wins: the same one again changes nothing, another referrer is refused.
    await referralsPage.bindBySigning.click();
    await expect(
      referralsPage.bindSection.getByText(`Already bound to @alice (${alice}); nothing changed.`),
    ).toBeVisible();
    await referralsPage.referrerUsername.fill('bob');
    await referralsPage.bindBySigning.click();
    await expect(
      referralsPage.bindSection.getByText(
        'This wallet is already bound to another referrer, and the first bind is permanent.',
      ),
    ).toBeVisible();
  });

  test('a referrer claims a final payout through the manager', async ({ connectedPage, wallet, world }) => {
    const referralsPage = new ReferralsPage(connectedPage);
    const campaignId = world.referralPayoutCampaign(wallet.address);
    await referralsPage.goto();
    await expect(referralsPage.earnings.getByText(`Your connected wallet ${wallet.address}.`)).toBeVisible();
    const row = referralsPage.earningsRow(campaignId);
    const button = row.getByRole('button', { name: /^Claim payout \d/ });
    const offered = (await button.textContent())?.replace(/^Claim payout /, '');
    await button.click();
    await expect(row.getByText(`Claimed ${offered ?? ''}.`)).toBeVisible({ timeout: 20_000 });
    await expect(row.getByRole('button', { name: /^Claim payout/ })).toHaveCount(0);
  });
});
