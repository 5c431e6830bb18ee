import type { Page } from '@playwright/test';
import { claimDeadlinesOnChain, payoutDeadlinesOnChain } from './fixtures/claim-deadlines.ts';
import { expect, test } from './fixtures/test.ts';

// Browser notifications on the local stack. The page's Notification API is a stand-in that grants
// permission and reports every notification to the test (across reloads), since a headless
// browser shows none; everything else (the switch, the watcher, the service, the chains) is real.

const DAY_MS = 86_400_000;
/** The mock publishes new reward amounts at every whole hour of its clock. */
const HOUR_SECONDS = 3_600;

interface Shown {
  title: string;
  body: string;
  tag: string;
}

/** Installs the stand-in Notification API; returns what the page showed, as it shows it. */
async function recordNotifications(page: Page): Promise<Shown[]> {
  const shown: Shown[] = [];
  await page.exposeBinding('__reportNotification', (_source, notification: Shown) => {
    shown.push(notification);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportNotification: (shown: unknown) => void }).__reportNotification;
    class RecordedNotification extends EventTarget {
      static permission: NotificationPermission = 'granted';
      static requestPermission(): Promise<NotificationPermission> {
        return Promise.resolve('granted');
      }
      constructor(title: string, options: NotificationOptions = {}) {
        super();
        report({ title, body: options.body ?? '', tag: options.tag ?? '' });
        (window as unknown as { __lastNotification: EventTarget }).__lastNotification = this;
      }
      close(): void {
        // Nothing is on screen to close.
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
    // The watcher keeps what it saw after every decision, once everything it waits for is known
    // (notifications.seenClaimable): each such write in this document is counted, the signal that
    // the watcher has looked, and said whatever it was going to say.
    const watcher = window as unknown as { __watcherDecisions: number };
    watcher.__watcherDecisions = 0;
    const original = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')?.value as (
      this: Storage,
      key: string,
      value: string,
    ) => void;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key === 'notifications.seenClaimable') watcher.__watcherDecisions += 1;
      original.call(this, key, value);
    };
  });
  return shown;
}

/** Waits until the watcher of this document has decided at least once (see recordNotifications). */
async function watcherHasLooked(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __watcherDecisions?: number }).__watcherDecisions ?? 0), {
      message: 'the notification watcher looked at the wallet (it keeps what it saw)',
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}

test.describe('Notifications', { tag: '@chain' }, () => {
  test('off by default; once on, new rewards after a publication and a claim closing within 3 days are each said once', async ({
    page,
    wallet,
    world,
    mock,
    request,
    shell,
    rewardsPage,
  }) => {
    test.setTimeout(180_000);
    const shown = await recordNotifications(page);
    await page.goto('/');
    await shell.connect('Test Wallet');
    await expect(shell.accountButton(wallet.address)).toBeVisible();

    await rewardsPage.goto();
    await expect(rewardsPage.totals).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Notify me in this browser' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // The first look at the wallet: what it can already claim is not news.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('notifications.seenClaimable')))
      .toContain(wallet.address.toLowerCase());
    expect(shown.filter((notification) => notification.title === 'New rewards to claim')).toEqual([]);

    // A new publication raises what the wallet can claim; the next look (here, a reload) says so.
    await mock.advanceClock(HOUR_SECONDS + 60);
    await page.goto('/');
    await expect
      .poll(() => shown.filter((notification) => notification.title === 'New rewards to claim').length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [rise] = shown.filter((notification) => notification.title === 'New rewards to claim');
    expect(rise?.body).toMatch(/claimable/);
    expect(rise?.tag).toBe(`claimable-rose:${wallet.address.toLowerCase()}`);

    // A click on it brings the rewards screen.
    await page.evaluate(() => {
      (window as unknown as { __lastNotification: EventTarget }).__lastNotification.dispatchEvent(new Event('click'));
    });
    await expect(page).toHaveURL(/\/rewards$/);

    // Said once: another look at the same amounts says nothing more.
    await page.reload();
    await expect(rewardsPage.totals).toBeVisible();
    await watcherHasLooked(page);
    expect(
      shown.filter((notification) => notification.title === 'New rewards to claim'),
      'the rise is said once, not again on the next look',
    ).toHaveLength(1);

    // Two days before the soonest claim expires (as the chain says), a notification says so, once.
    const now = await mock.now();
    const soonest = (await claimDeadlinesOnChain(request, world, wallet.address)).find(
      (deadline) => deadline.closesAt.getTime() - now.getTime() > 3 * DAY_MS,
    );
    expect(soonest, 'a claim that expires more than 3 days from now').toBeDefined();
    if (soonest === undefined) return;
    await mock.advanceClock(Math.floor((soonest.closesAt.getTime() - 2 * DAY_MS - now.getTime()) / 1000));
    await page.reload();
    const closing = () => shown.filter((notification) => notification.tag.startsWith('deadlines:'));
    await expect.poll(() => closing().length, { timeout: 30_000 }).toBe(1);
    expect(closing()[0]?.title).toMatch(/^(A claim closes|\d+ claims close) within 3 days$/);
    expect(closing()[0]?.body).toMatch(new RegExp(soonest.symbol));

    await page.reload();
    await expect(rewardsPage.totals).toBeVisible();
    await watcherHasLooked(page);
    expect(closing(), 'the closing claim is said once, not again on the next look').toHaveLength(1);

    // Turned off, it stays off on the next visit.
    await page.getByRole('switch', { name: 'Notify me in this browser' }).click();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Notify me in this browser' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});

test.describe('Notifications of referral payouts', { tag: '@chain' }, () => {
  test('two days before a referral payout’s claim window ends (as its distributor says), a notification says so and leads to the referral center', async ({
    page,
    wallet,
    world,
    mock,
    request,
    shell,
  }) => {
    test.setTimeout(120_000);
    const shown = await recordNotifications(page);
    const start = await mock.now();
    const [payout] = (await payoutDeadlinesOnChain(request, world, wallet.address, start)).filter(
      (deadline) => deadline.closesAt.getTime() - start.getTime() > 3 * DAY_MS,
    );
    expect(payout, 'a referral payout whose window ends more than 3 days from now').toBeDefined();
    if (payout === undefined) return;
    await mock.advanceClock(Math.floor((payout.closesAt.getTime() - 2 * DAY_MS - start.getTime()) / 1000));

    // What closes within 3 days now, as the chain says: that payout, maybe others, maybe rewards.
    const now = await mock.now();
    const within = (deadline: { closesAt: Date }) =>
      deadline.closesAt > now && deadline.closesAt.getTime() - now.getTime() <= 3 * DAY_MS;
    const payouts = (await payoutDeadlinesOnChain(request, world, wallet.address, now)).filter(within);
    const rewards = (await claimDeadlinesOnChain(request, world, wallet.address)).filter(within);
    expect(payouts.map((deadline) => deadline.id)).toContain(payout.id);
    const count = payouts.length + rewards.length;

    await page.goto('/');
    await shell.connect('Test Wallet');
    await expect(shell.accountButton(wallet.address)).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('notifications.enabled', JSON.stringify({ version: 1, value: true }));
    });
    await page.reload();

    // One notification for all of them, once every chain has answered, never one per chain.
    const closing = () => shown.filter((notification) => notification.tag.startsWith('deadlines:'));
    await expect.poll(() => closing().length, { timeout: 30_000 }).toBe(1);
    const [notification] = closing();
    expect(notification?.title).toBe(
      count === 1 ? 'A claim closes within 3 days' : `${String(count)} claims close within 3 days`,
    );
    expect(notification?.body).toContain(payout.symbol);
    if (count === 1) expect(notification?.body).toMatch(/^Claim your [\d,.]+ \S+ referral payout from /);
    else {
      const kinds = [
        rewards.length > 0 ? `${String(rewards.length)} rewards?` : '',
        `${String(payouts.length)} referral payouts?`,
      ].filter((part) => part !== '');
      expect(notification?.body).toMatch(new RegExp(`^${kinds.join(' and ')}: `));
    }
    if (rewards.length === 0) {
      // Only payouts: a click leads to the referral center, where they are claimed.
      await page.evaluate(() => {
        (window as unknown as { __lastNotification: EventTarget }).__lastNotification.dispatchEvent(new Event('click'));
      });
      await expect(page).toHaveURL(/\/referrals$/);
    }
    // Said once: the next look says nothing more.
    await page.reload();
    await watcherHasLooked(page);
    expect(closing(), 'the closing payout is said once, not again on the next look').toHaveLength(1);
  });
});

test.describe('Notifications without a wallet', { tag: '@smoke' }, () => {
  test('a refused permission keeps the switch off and says why', async ({ page }) => {
    await page.addInitScript(() => {
      const Refusing = {
        permission: 'default' as NotificationPermission,
        requestPermission: () => {
          Refusing.permission = 'denied';
          return Promise.resolve('denied' as NotificationPermission);
        },
      };
      Object.defineProperty(window, 'Notification', { value: Refusing, configurable: true });
    });
    await page.goto('/rewards');
    const toggle = page.getByRole('switch', { name: 'Notify me in this browser' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('status').filter({ hasText: 'Notifications are blocked for this site' })).toBeVisible();
  });
});
