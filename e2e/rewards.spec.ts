import { declineNextRequest, walletConfirmations } from './fixtures/injected-wallet.ts';
import { expect, test } from './fixtures/test.ts';

/** The rewards manager of every local chain (deployed first by the local stack). */
const LOCAL_MANAGER = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

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
  test('claims a reward on its chain, then the service reports it paid', async ({
    connectedPage: page,
    wallet,
    world,
    rewardsPage,
  }) => {
    const campaignId = world.claimableCampaign(wallet.address);
    await rewardsPage.goto();
    await expect(rewardsPage.whose(wallet.address, 'connected')).toBeVisible();
    await expect(rewardsPage.totals).toBeVisible();

    const row = rewardsPage.row(campaignId);
    const claimButton = row.getByRole('button', { name: /^Claim \d/ });
    const offered = (await claimButton.textContent())?.replace(/^Claim /, '');
    await claimButton.click();
    await rewardsPage.confirmPanel(row).getByRole('button', { name: 'Confirm in wallet' }).click();
    await expect(row.getByText(`Claimed ${offered ?? ''}.`)).toBeVisible({ timeout: 20_000 });
    await expect(row.getByRole('button', { name: /^Claim/ })).toHaveCount(0);

    // The service learns of the Claimed event from the chain a moment later.
    await expect(async () => {
      await page.goto(`/rewards?address=${wallet.address}`);
      await expect(row.getByRole('cell').nth(3)).toHaveText(/^0 /, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('shows what a claim does before signing, and its hash after, with the row left in place', async ({
    connectedPage: page,
    wallet,
    rewardsPage,
  }) => {
    await rewardsPage.goto();
    await expect(rewardsPage.whose(wallet.address, 'connected')).toBeVisible();
    // The top row of a chain with at least two claims: sorted by what is claimable, it is the
    // one that would jump furthest once claimed (to below every row still claimable).
    const tables = page.getByRole('table', { name: /^Rewards on / });
    await expect(tables.first()).toBeVisible();
    // The claim buttons' code loads after the rows are drawn: count them once it has.
    await expect(rewardsPage.rowClaimButtons.first()).toBeVisible();
    let chain: string | undefined;
    for (const table of await tables.all()) {
      if ((await table.getByRole('button', { name: /^Claim \d/ }).count()) >= 2) {
        chain = (await table.locator('caption').textContent()) ?? '';
        break;
      }
    }
    expect(chain, 'a reward chain with two claimable campaigns').toBeDefined();
    const chainName = (chain ?? '').replace(/^Rewards on /, '');
    const before = await rewardsPage.rowOrder(chainName);
    const campaignId = before[0] ?? '';
    const row = page.locator(`tr[data-campaign-row="${campaignId}"]`);
    await expect(row.getByRole('button', { name: /^Claim \d/ })).toBeVisible();

    // Before: the recipient, the manager contract (copyable), the chain and a fee estimate.
    await row.getByRole('button', { name: /^Claim \d/ }).click();
    const panel = rewardsPage.confirmPanel(row);
    await expect(panel.getByTitle(wallet.address.toLowerCase(), { exact: true })).toBeVisible();
    await expect(panel.getByTitle(LOCAL_MANAGER, { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copy Manager contract' })).toBeVisible();
    await expect(panel).toContainText(chainName);
    // The fee in ETH, then in dollars at the mock's price of ETH.
    await expect(panel.getByRole('definition').last()).toHaveText(/^about [\d.,]+ ETH \((\$[\d.,]+|<\$0\.01)\)$/, {
      timeout: 15_000,
    });
    await panel.getByRole('button', { name: 'Confirm in wallet' }).click();

    // After: the toast and the row carry the same transaction hash; the row has not moved.
    await expect(row.getByText(/^Claimed /)).toBeVisible({ timeout: 20_000 });
    const rowHash = await row.locator('[title^="0x"]').filter({ hasText: '…' }).last().getAttribute('title');
    expect(rowHash).toMatch(/^0x[0-9a-f]{64}$/);
    const toast = rewardsPage.toast(/^Claimed /);
    await expect(toast.getByTitle(rowHash ?? '', { exact: true })).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Copy transaction hash' })).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^0 /, { timeout: 20_000 });
    expect(await rewardsPage.rowOrder(chainName)).toEqual(before);
  });

  test('a decline in the wallet is said plainly, not as a failure, and the claim is offered again', async ({
    connectedPage: page,
    wallet,
    world,
    rewardsPage,
  }) => {
    const campaignId = world.claimableCampaign(wallet.address);
    await rewardsPage.goto();
    const row = rewardsPage.row(campaignId);
    const claimButton = row.getByRole('button', { name: /^Claim \d/ });
    await claimButton.click();
    await declineNextRequest(page);
    await rewardsPage.confirmPanel(row).getByRole('button', { name: 'Confirm in wallet' }).click();
    const said = row.getByText('You declined in your wallet; nothing was sent.');
    await expect(said).toBeVisible({ timeout: 20_000 });
    await expect(said).not.toHaveClass(/text-red/);
    await expect(rewardsPage.toast('You declined in your wallet; nothing was sent.')).toBeVisible();
    await expect(rewardsPage.toast(/failed/)).toHaveCount(0);
    await expect(claimButton).toBeEnabled();
    expect(await walletConfirmations(page)).toBe(0);
  });

  test('views an address with rewards read-only, with nothing to claim', async ({ page, world, rewardsPage }) => {
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
  });

  test('an old link with ?page= opens every reward, summed over all of them', async ({ page, world, rewardsPage }) => {
    const alice = world.user('alice');
    await page.goto(`/rewards?address=${alice}&page=7`);
    await expect(rewardsPage.totals).toHaveText('Summary');
    await expect(rewardsPage.row(world.claimableCampaign(alice))).toBeVisible();
    // Already paid is read from the chain for every row: no row is left "checking" or "unknown".
    await expect(page.getByRole('region', { name: 'By campaign' }).getByText(/^(checking…|unknown)$/)).toHaveCount(0);
    await expect(page.getByText('There is no page 7')).toHaveCount(0);
  });
});
