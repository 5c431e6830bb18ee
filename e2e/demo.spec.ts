import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { expectedRises, localChainName as chainName } from './fixtures/claims-on-chain.ts';
import { chainsRunning, expect, test, type DemoStack } from './fixtures/demo-test.ts';
import type { Locator } from '@playwright/test';
import { DepositTargetsPage } from './pages/deposit-targets-page.ts';
import type { RewardsPage } from './pages/rewards-page.ts';
import type { NavItem, Shell } from './pages/shell.ts';

// One at a time, in one worker: each test runs three chains inside its tab, which two tabs at once
// on a two-core machine slow past any sensible wait.
test.describe.configure({ mode: 'default' });

// The static demo (`npm run build:demo -- --base /demo/`), served by a plain static file server
// under /demo/ (playwright.config.ts): the service runs in a service worker and the chains in the
// tab. Paths here are relative to that base. Everything the local stack pays, the demo pays,
// read back from the in-browser chains; and every test fails on any console error or failed
// request (fixtures/demo-test.ts).

/** Connects the development wallet as the fixture account with this username. */
async function connectAs(shell: Shell, demo: DemoStack, username: string): Promise<string> {
  const address = demo.world.user(username);
  await shell.connect('Development wallet');
  await shell.chooseDevAccount(demo.world.mnemonicIndex(address));
  await expect(shell.accountButton(address)).toBeVisible();
  return address;
}

/** Claims one row's reward through the wallet and waits until the row says it was paid. */
async function claimRow(rewardsPage: RewardsPage, campaignId: string) {
  const row = rewardsPage.row(campaignId);
  await row.getByRole('button', { name: /^Claim \d/ }).click();
  await rewardsPage.confirmPanel(row).getByRole('button', { name: 'Confirm in wallet' }).click();
  await expect(row.getByText(/^Claimed /)).toBeVisible({ timeout: 30_000 });
}

async function expectNothingClaimable(rewardsPage: RewardsPage) {
  await expect(rewardsPage.totals).toBeVisible();
  await expect(rewardsPage.rowClaimButtons).toHaveCount(0);
  await expect(rewardsPage.claimEverythingButton).toHaveCount(0);
}

test('every route shows its data with no console error and no failed request; a second tab says it keeps nothing', async ({
  page,
  demo,
  shell,
  rewardsPage,
  referralsPage,
}) => {
  test.setTimeout(90_000);
  const alice = await connectAs(shell, demo, 'alice');
  const [campaign] = await demo.chain.claimable(alice);
  if (campaign === undefined) throw new Error('alice has nothing to claim in the demo world');
  const depositTargets = new DepositTargetsPage(page);
  // Each route with something only the service or the chains could have put there. The first is
  // loaded from the static host, the others reached from the navigation, as a visitor does: a
  // load of its own restarts the chains in the tab, which the other tests and the campaign page
  // below already do.
  const routes: [NavItem, string, Locator][] = [
    ['Campaigns', 'Campaigns', page.locator('main a[href^="/demo/campaigns/"]').first()],
    ['Rewards', 'Rewards', rewardsPage.row(campaign.id).getByRole('button', { name: /^Claim \d/ })],
    ['Referrals', 'Referrals', referralsPage.rowPayoutButtons.first()],
    ['Deposit targets', 'Deposit targets', depositTargets.cards.first()],
    ['About', 'How incentive campaigns work', page.getByRole('heading', { level: 2 }).first()],
  ];
  await page.goto('./');
  for (const [link, heading, data] of routes) {
    await shell.navLink(link).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Data from the chains waits for them on a load (a moment; longer on a busy machine).
    await expect(data).toBeVisible({ timeout: 30_000 });
  }
  await page.goto(`campaigns/${campaign.id}`);
  // The header's line ends with the id; a claim button's description also names it, once the
  // position is read, so a bare "campaign <id>" could match two elements.
  await expect(page.getByText(new RegExp(`· campaign ${campaign.id}$`))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Key figures' })).toBeVisible();
  await expect(chainsRunning(page)).toBeVisible();

  // A second tab of the demo runs on its own and says it keeps nothing; the first runs on.
  const second = await page.context().newPage();
  await second.goto('./');
  await expect(
    second.getByRole('region', { name: 'Demo' }).getByText('open in another tab, so nothing here is kept'),
    'the second tab says it keeps nothing',
  ).toBeVisible({ timeout: 30_000 });
  await expect(chainsRunning(page), 'the first tab still runs its chains').toBeVisible();
  await second.close();
});

test('a visitor claims one reward, then everything with one confirmation per chain, a reload pays nothing twice, and "Reset the demo" makes it all claimable again', async ({
  page,
  demo,
  shell,
  rewardsPage,
}) => {
  test.setTimeout(240_000);
  await page.goto('rewards');
  // alice, the development wallet's first account: choosing another one while this page loads
  // cancels the first account's requests, which the problems fixture counts as failures.
  const alice = await connectAs(shell, demo, 'alice');
  const campaigns = await demo.chain.claimable(alice);
  const [first, ...rest] = campaigns;
  if (first === undefined) throw new Error('alice has nothing to claim in the demo world');
  const chains = [...new Set(rest.map((campaign) => campaign.chainId))];
  expect(chains.length).toBeGreaterThan(1);

  // One reward: the clone pays exactly the proof.
  const firstBefore = await demo.chain.balance(first.chainId, first.token, alice);
  await claimRow(rewardsPage, first.id);
  expect(await demo.chain.claimed(first.chainId, first.clone, alice)).toBe(first.cumulativeAmount);
  expect((await demo.chain.balance(first.chainId, first.token, alice)) - firstBefore).toBe(
    first.cumulativeAmount - first.claimedBefore,
  );

  // Everything else: one batch, so one block, per chain.
  const rises = expectedRises(rest);
  const before = await demo.chain.balances(rest, alice);
  await rewardsPage.claimEverythingButton.click();
  for (const chainId of chains) {
    const plan = rewardsPage.planOn(chainName(chainId));
    await expect(plan).toBeVisible({ timeout: 30_000 });
    await expect(plan).toContainText('1 wallet confirmation');
    for (const campaign of rest.filter((entry) => entry.chainId === chainId)) {
      await expect(plan).toContainText(
        formatTokenWithSymbol(rises.get(`${String(chainId)}:${campaign.token}`) ?? 0n, campaign),
      );
    }
  }
  const blocksBefore = new Map(
    await Promise.all(chains.map(async (chainId) => [chainId, await demo.chain.claimBlocks(chainId, alice)] as const)),
  );
  await rewardsPage.claimNowButton.click();
  await expect(rewardsPage.closeDialogButton).toBeVisible({ timeout: 120_000 });
  for (const chainId of chains) {
    await expect(rewardsPage.resultOn(chainName(chainId))).toContainText('Paid');
    await expect(rewardsPage.resultOn(chainName(chainId))).not.toContainText('not paid');
    const blocks = await demo.chain.claimBlocks(chainId, alice);
    expect(blocks.length - (blocksBefore.get(chainId)?.length ?? 0), `claim blocks on ${chainName(chainId)}`).toBe(1);
  }
  for (const campaign of rest) {
    expect(await demo.chain.claimed(campaign.chainId, campaign.clone, alice)).toBe(campaign.cumulativeAmount);
  }
  const after = await demo.chain.balances(rest, alice);
  for (const [key, rise] of rises) expect((after.get(key) ?? 0n) - (before.get(key) ?? 0n)).toBe(rise);
  await rewardsPage.closeDialogButton.click();
  await expectNothingClaimable(rewardsPage);

  // A reload brings the same chains and world back: paid stays paid, nothing is offered again.
  await page.reload();
  await expect(chainsRunning(page)).toBeVisible({ timeout: 30_000 });
  await expect(shell.accountButton(alice)).toBeVisible();
  await expectNothingClaimable(rewardsPage);
  expect(await demo.chain.claimable(alice)).toEqual([]);
  for (const campaign of campaigns) {
    expect(await demo.chain.claimed(campaign.chainId, campaign.clone, alice)).toBe(campaign.cumulativeAmount);
    expect(await demo.chain.claimEvents(campaign.chainId, campaign.campaignIndex, alice)).toBe(1);
  }

  // "Reset the demo" starts a new world: what was paid can be claimed again, and everything this
  // browser kept is gone, the wallet connection too: a new visitor's demo.
  const banner = page.getByRole('region', { name: 'Demo' });
  await banner.getByRole('button', { name: 'Reset the demo' }).click();
  await banner.getByRole('button', { name: 'Start over' }).click();
  await page.waitForURL(/\/demo\/rewards\/?$/);
  await expect(chainsRunning(page)).toBeVisible({ timeout: 30_000 });
  await expect(shell.connectButton, 'no wallet connected after a reset').toBeVisible();
  for (const campaign of campaigns) {
    expect(
      await demo.chain.claimed(campaign.chainId, campaign.clone, alice),
      `claimed() of ${campaign.id} after a reset`,
    ).toBe(campaign.claimedBefore);
  }
});

test('a referral link binds a visitor, a referrer collects a payout, and a reload keeps both', async ({
  page,
  demo,
  shell,
  referralsPage,
}) => {
  test.setTimeout(120_000);
  const alice = demo.world.user('alice');
  const referee = demo.world.freeReferee();

  await page.goto('./?ref=alice');
  const banner = shell.referralBanner('You were referred by @alice, whose link credits the wallet');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Bind your wallet to them' }).click();
  await expect(referralsPage.heading).toBeVisible();
  await shell.connect('Development wallet');
  await shell.chooseDevAccount(demo.world.mnemonicIndex(referee));
  await expect(shell.accountButton(referee)).toBeVisible();
  await expect(referralsPage.referrerUsername).toHaveValue('alice');
  await referralsPage.bindBySigning.click();
  const bound = referralsPage.bindSection.getByRole('status');
  await expect(bound).toContainText('This wallet is bound to @alice, for good.');
  expect((await demo.mock.world()).isFreeReferee(referee)).toBe(false);

  // alice, a referrer, collects one payout from its distributor.
  await shell.chooseDevAccount(demo.world.mnemonicIndex(alice));
  await expect(shell.accountButton(alice)).toBeVisible();
  const campaignId = demo.world.referralPayoutCampaign(alice);
  const [payout] = (await demo.chain.claimablePayouts(alice, await demo.mock.now())).filter(
    (entry) => entry.id === campaignId,
  );
  if (payout === undefined) throw new Error(`alice has no open payout in ${campaignId}`);
  const balanceBefore = await demo.chain.balance(payout.chainId, payout.token, alice);
  const row = referralsPage.earningsRow(campaignId);
  await row.getByRole('button', { name: /^Claim payout \d/ }).click();
  await row.getByRole('button', { name: 'Confirm in wallet' }).click();
  const paid = referralsPage.paidHistory.getByRole('link', { name: new RegExp(`campaign ${campaignId}$`) });
  await expect(paid).toBeVisible({ timeout: 30_000 });
  expect(await demo.chain.payoutClaimed(payout, alice)).toBe(true);
  expect((await demo.chain.balance(payout.chainId, payout.token, alice)) - balanceBefore).toBe(payout.amount);

  await page.reload();
  await expect(chainsRunning(page)).toBeVisible({ timeout: 30_000 });
  await expect(paid).toBeVisible();
  await expect(row.getByRole('button', { name: /^Claim payout/ })).toHaveCount(0);
  expect(await demo.chain.payoutEvents(payout, alice)).toBe(1);
  // The service kept the bind too: the referee is still bound after the reload.
  expect((await demo.mock.world()).isFreeReferee(referee)).toBe(false);
  await shell.chooseDevAccount(demo.world.mnemonicIndex(referee));
  await expect(bound).toContainText('This wallet is bound to @alice, for good.');
});

test('a browser that blocks service workers is told so in words, with a way to try again', async ({
  browser,
  demoUrl,
}) => {
  // A private window or a privacy setting: the demo's service cannot start. This page is not the
  // fixture's, whose watch fails on console errors: the failure is logged, as it should be.
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL: demoUrl });
  try {
    const page = await context.newPage();
    await page.goto('./rewards');
    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { name: 'The demo cannot start in this browser' })).toBeVisible();
    await expect(screen).toContainText('Private windows and some privacy settings block service workers');
    await expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The browser's own words are kept for whoever asks, not put first.
    await expect(screen.getByText('What the browser said')).toBeVisible();
    await expect(screen).not.toContainText('misconfigured');
  } finally {
    await context.close();
  }
});
