import { expect, test } from './fixtures/test.ts';
import { expectNoAccessibilityViolations } from './fixtures/axe.ts';
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
    // Without a wallet, what a visitor may still do comes first: bind.
    await expect(referralsPage.panelHeadings).toHaveText(['Your referrer', 'Share your link', 'Referral earnings']);
  });

  test('on a phone, the panels are drawn where they stay while the bind panel’s code is held back', async ({
    page,
    referralsPage,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // What the panel loads after the screen (a connected wallet's bind state and form) arrives
    // only once every panel is drawn, as on a slow phone.
    const panelCode = /\/assets\/(bind|wallet-bind)[^/]*\.js(\?.*)?$/;
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Promise<void>[] = [];
    await page.route(panelCode, (route) => {
      held.push(released.then(() => route.continue()));
    });
    await referralsPage.goto();
    await expect(referralsPage.panelHeadings).toHaveText(['Your referrer', 'Share your link', 'Referral earnings']);
    await expect(referralsPage.bindSection.getByRole('button', { name: 'Connect a wallet' })).toBeVisible();
    // The screen asks for that code as it opens: it is what is being held.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const arrived = page.waitForResponse(panelCode);
    release();
    await arrived;
    await Promise.all(held);
    // Two frames after the code's arrival: any shift it caused has been recorded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test('a malformed referral link is named and ignored', async ({ page, shell }) => {
    await page.goto('/?ref=no%20such!');
    await expect(shell.referralBanner('“no such!”, which is not a username')).toBeVisible();
    await expect(shell.referralBanner(/You were referred by/)).toHaveCount(0);
  });
});

test.describe('in the fixture world', { tag: '@chain' }, () => {
  // Each test is a journey of several page loads, axe runs or signed binds, fixture connection
  // included: over 30 s on a loaded two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('a link naming no account names nobody and is not kept; a known link shows the wallet it credits, follows the visitor, and once dismissed stays dismissed', async ({
    page,
    world,
    shell,
  }) => {
    await page.goto('/?ref=official_team');
    const nobody = shell.referralBanner('This link names no referrer: @official_team is not a username here');
    await expect(nobody).toBeVisible();
    await expect(nobody.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bind your wallet to them' })).toHaveCount(0);
    await expect(shell.referralBanner(/You were referred by/)).toHaveCount(0);
    // An unchecked name does not follow the visitor to other pages.
    await page.goto('/about');
    await expect(shell.heading).toBeVisible();
    await expect(shell.referralBanner(/official_team/)).toHaveCount(0);

    // A known link shows the wallet it credits, follows the visitor, and once dismissed stays dismissed.
    const bob = world.user('bob');
    await page.goto('/?ref=bob');
    const banner = shell.referralBanner('You were referred by @bob, whose link credits the wallet');
    await expect(banner).toBeVisible();
    // Short to read, whole on hover and on copy.
    await expect(banner.getByTitle(bob)).toHaveText(`${bob.slice(0, 6)}…${bob.slice(-4)}`);
    await expect(banner.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Bind your wallet to them' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.goto('/about');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    await page.reload();
    await expect(shell.heading).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('your own link never invites you to bind, a referrer meets their link and earnings first, and the share card names whose wallet a username credits', async ({
    connectedPage,
    wallet,
    world,
    shell,
  }) => {
    const page = connectedPage;
    const referralsPage = new ReferralsPage(page);
    await page.goto('/?ref=alice');
    await expect(shell.accountButton(wallet.address)).toBeVisible();
    const banner = shell.referralBanner('This is your own referral link: @alice credits your connected wallet');
    await expect(banner).toBeVisible();
    await expect(banner.getByTitle(wallet.address)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bind your wallet to them' })).toHaveCount(0);
    await expect(shell.referralBanner(/You were referred by/)).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    // On the referral center, alice (a referrer with earnings) sees her link and earnings before
    // the bind, and the form refuses her own username before anything is signed.
    await page.goto('/referrals?ref=alice');
    await expect(shell.accountButton(wallet.address)).toBeVisible();
    await expect(referralsPage.panelHeadings).toHaveText(['Share your link', 'Referral earnings', 'Your referrer']);
    await expect(referralsPage.referrerUsername).toHaveValue('alice');
    const own = '@alice is your own username: it credits this wallet, and a wallet cannot bind to itself.';
    // Said once, and the button that could only fail is off (it once said it twice, as an error too).
    await expect(referralsPage.bindSection.getByText(own)).toHaveCount(1);
    await expect(referralsPage.bindBySigning).toBeDisabled();
    await expect(referralsPage.bindBySigning).toHaveAccessibleDescription(own);
    await expect(referralsPage.bindSection.getByText(/Sign the bind/)).toHaveCount(0);

    // The share card says when a username credits a wallet other than the connected one,
    // remembers the username, and offers the link, a copy and a QR code.
    await referralsPage.goto();
    const share = referralsPage.shareSection;
    const input = share.getByLabel('Your username');
    await input.fill('bob');
    const note = share.getByRole('note');
    await expect(note).toContainText('@bob’s link credits');
    await expect(note).toContainText(', not your connected wallet');
    await expect(note.getByTitle(world.user('bob'))).toBeVisible();
    await expect(note.getByTitle(wallet.address)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await input.fill('alice');
    await expect(share.getByText(`This link credits the payout wallet of @alice: ${wallet.address}.`)).toBeVisible();
    await expect(note, 'no note once the username credits the connected wallet').toHaveCount(0);

    // The link, a QR code of it, a copy button and a preview of what a visitor sees.
    const link = new URL('/?ref=alice', page.url()).toString();
    await expect(share.getByRole('status').or(share.locator('output'))).toContainText(link);
    await expect(share.getByRole('img', { name: `QR code of your referral link, ${link}` })).toBeVisible();
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(share.getByRole('figure')).toContainText('You were referred by @alice, whose link credits the wallet');
    await page.reload();
    await expect(share.getByLabel('Your username'), 'the username is remembered across a reload').toHaveValue('alice');
    await expect(share.getByRole('img', { name: /^QR code of your referral link/ })).toBeVisible();
  });

  test('a referral link leads to a signed bind, said "Bound to @alice", which is permanent', async ({
    page,
    mock,
    world,
    shell,
    referralsPage,
  }) => {
    // Four binds signed in the wallet and a reload.
    test.setTimeout(90_000);
    const alice = world.user('alice');
    const referee = world.freeReferee();
    // The bind's deadline is taken from the browser's clock and checked against the service's,
    // which a reset set back to when the stack started: run the browser on the service's time,
    // as a real browser and service agree on the time.
    await page.clock.install({ time: await mock.now() });
    await page.goto('/?ref=Alice');
    const banner = shell.referralBanner('You were referred by @alice, whose link credits the wallet');
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Bind your wallet to them' }).click();
    await expect(referralsPage.heading).toBeVisible();

    await shell.connect('Development wallet');
    await shell.chooseDevAccount(world.mnemonicIndex(referee));
    await expect(shell.accountButton(referee)).toBeVisible();
    await expect(referralsPage.referrerUsername).toHaveValue('alice');
    await expect(referralsPage.bindSection.getByText(`@alice is paid at ${alice}.`)).toBeVisible();
    // A link the banner ignores offers no referrer, not even the earlier link's, which stays pending.
    await page.goto('/referrals?ref=no%20such!');
    await expect(shell.referralBanner('“no such!”, which is not a username')).toBeVisible();
    await expect(referralsPage.referrerUsername).toHaveValue('');
    await page.goto('/referrals');
    await expect(referralsPage.referrerUsername).toHaveValue('alice');
    // Back on the link, as the bind below is said on the banner of the visit it came from.
    await page.goto('/referrals?ref=Alice');
    await expect(referralsPage.referrerUsername).toHaveValue('alice');

    await referralsPage.bindBySigning.click();
    // The form gives way to the bound state: referrer, wallet and when, remembered in this browser.
    const bound = referralsPage.bindSection.getByRole('status');
    await expect(bound).toContainText('This wallet is bound to @alice, for good.');
    await expect(bound).toContainText(`@alice, paid at ${alice}`);
    await expect(bound).toContainText(referee);
    await expect(bound).toContainText(/Bound \w{3} \d/);
    await expect(referralsPage.bindBySigning).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    // The banner says what happened, in words.
    const words = page.getByTestId('referral-banner');
    await expect(words, 'the banner right after the bind').toHaveText(/^Bound to @alice, for good\./);
    await expect(words).not.toContainText('changes nothing');
    await expect(words).not.toContainText('already');

    // A new visit with the same link: the wallet came here bound, so the link changes nothing.
    await page.reload();
    await expect(shell.accountButton(referee)).toBeVisible();
    await expect(words, 'the banner on a later visit with the same link').toContainText(
      'Your wallet is already bound to @alice, for good, so this link from @alice changes nothing.',
    );
    await expect(bound).toContainText('This wallet is bound to @alice, for good.');
    await expect(referralsPage.bindSection).toContainText('remembered in this browser only');
    await expect(referralsPage.bindBySigning).toHaveCount(0);

    // Forgotten here, the form is back; the first bind still wins: the same one changes nothing,
    // another referrer is refused, and either way the bound state returns.
    await referralsPage.bindSection.getByRole('button', { name: 'Forget this in this browser' }).click();
    await referralsPage.referrerUsername.fill('alice');
    await referralsPage.bindBySigning.click();
    await expect(bound).toContainText(/Already bound when checked/);
    await referralsPage.bindSection.getByRole('button', { name: 'Forget this in this browser' }).click();
    await referralsPage.referrerUsername.fill('bob');
    await referralsPage.bindBySigning.click();
    await expect(bound).toContainText('This wallet is already bound to a referrer, for good.');
    await expect(bound).toContainText('another referrer holds the bind');
  });

  // A referrer's single payout from its row is a step of the claim journey in history.spec.ts
  // (fixtures/row-claims.ts); Claim all payouts is claim-all-payouts.spec.ts.
});
