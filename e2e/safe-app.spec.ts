import { parseEventLogs, type Address } from 'viem';
import { managerAbi } from '../src/contracts/manager-abi.ts';
import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { ClaimsOnChain, expectedRises, localChainName as chainName } from './fixtures/claims-on-chain.ts';
import { localMockOrigin, type MockService } from './fixtures/mock-service.ts';
import { SafeHost } from './fixtures/safe-host.ts';
import { expect, test } from './fixtures/test.ts';
import { SafeAppPage } from './pages/safe-app-page.ts';
import { REWARD_CHECKPOINT_SECONDS } from '../src/mock/world/constants.ts';

// The app as a Safe App on the local stack: a host page on another origin stands in for
// Safe{Wallet} (safe-host.ts), frames the app and answers the Safe Apps protocol. The fixture
// world's busiest user is the Safe; what the Safe was paid is read back from the chain.

const THRESHOLD = 2;
const OWNERS = 3;

/** Whether the app's page fits its frame's width (nothing to scroll sideways). */
async function fitsWidth(safeApp: SafeAppPage): Promise<boolean> {
  return safeApp.app.locator('html').evaluate((root) => {
    const dialog = document.querySelector('dialog[open]');
    const inDialog = dialog === null ? [] : [dialog, ...dialog.querySelectorAll('*')];
    return (
      root.scrollWidth <= root.clientWidth &&
      inDialog.every((element) => element.scrollWidth <= Math.max(element.clientWidth, 1) || element.clientWidth === 0)
    );
  });
}

async function openSafeApp(host: SafeHost, safeApp: SafeAppPage) {
  await safeApp.page.goto(host.url);
  await safeApp.app.locator('#prerendered-shell').waitFor({ state: 'detached', timeout: 30_000 });
}

/** Moves the world clock just past the next hourly checkpoint: new roots are published on every chain. */
async function publishNewRoots(mock: MockService) {
  const nowSeconds = Math.floor((await mock.now()).getTime() / 1000);
  await mock.advanceClock(REWARD_CHECKPOINT_SECONDS - (nowSeconds % REWARD_CHECKPOINT_SECONDS) + 5);
}

test.describe('Safe App', { tag: '@chain' }, () => {
  let host: SafeHost | undefined;
  test.afterEach(async () => {
    await host?.stop();
    host = undefined;
  });

  test('proposes one Safe transaction for its chain, waits across a reload, and pays the Safe exactly the plan once executed', async ({
    page,
    world,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { first: chainId, rpcUrls } = world.chains();
    const safe = world.user('alice') as Address;
    const rpcUrl = rpcUrls[chainId] ?? '';
    host = new SafeHost({
      appUrl: `${baseURL ?? ''}/rewards`,
      safe,
      chainId,
      rpcUrl,
      threshold: THRESHOLD,
      owners: OWNERS,
    });
    await host.start();
    const chain = new ClaimsOnChain(request, localMockOrigin(), rpcUrls);
    const everywhere = await chain.claimable(safe);
    const campaigns = everywhere.filter((campaign) => campaign.chainId === chainId);
    const otherChains = [...new Set(everywhere.map((campaign) => campaign.chainId))].filter((id) => id !== chainId);
    expect(campaigns.length).toBeGreaterThan(1);
    expect(otherChains.length).toBeGreaterThan(0);
    const rises = expectedRises(campaigns);
    const before = await chain.balances(campaigns, safe);

    const safeApp = new SafeAppPage(page);
    await openSafeApp(host, safeApp);
    // The Safe is the wallet, connected without a modal: no connect button, no dialog.
    await expect(safeApp.safeAccount(safe, chainName(chainId))).toBeVisible({ timeout: 30_000 });
    await expect(safeApp.connectButton).toHaveCount(0);
    await expect(safeApp.claimDialog).toBeHidden();
    // A row sends nothing inside a Safe: its button is off and says why, before any review opens
    // (it once opened "Confirm in wallet", which could only fail).
    await expect(safeApp.app.getByTestId('claim-button').first()).toBeDisabled({ timeout: 30_000 });
    await expect(
      safeApp.app.getByText(/^(Inside a Safe, claims are proposed|This Safe is open on)/).first(),
    ).toBeVisible();

    await safeApp.claimEverythingButton.click();
    const plan = safeApp.planOn(chainName(chainId));
    await expect(plan).toBeVisible({ timeout: 30_000 });
    await expect(safeApp.claimDialog).toContainText(
      `One Safe transaction on ${chainName(chainId)}, to be signed by ${String(THRESHOLD)} of ${String(OWNERS)} owners.`,
    );
    for (const token of new Set(campaigns.map((campaign) => campaign.token))) {
      const campaign = campaigns.find((entry) => entry.token === token);
      if (campaign === undefined) continue;
      await expect(plan).toContainText(formatTokenWithSymbol(rises.get(`${String(chainId)}:${token}`) ?? 0n, campaign));
    }
    // What the other chains hold is named with its sums, and said to have no Safe{Wallet} link
    // (local chains are not served by Safe{Wallet}).
    const elsewhere = safeApp.otherChains;
    const otherRises = expectedRises(everywhere.filter((campaign) => campaign.chainId !== chainId));
    for (const otherId of otherChains) {
      await expect(elsewhere).toContainText(chainName(otherId));
      await expect(elsewhere).toContainText(
        `Safe{Wallet} does not serve ${chainName(otherId)}, so there is no link to open the Safe there.`,
      );
      for (const campaign of everywhere.filter((entry) => entry.chainId === otherId)) {
        await expect(elsewhere).toContainText(
          formatTokenWithSymbol(otherRises.get(`${String(otherId)}:${campaign.token}`) ?? 0n, campaign),
        );
      }
    }
    await expect(elsewhere).toContainText('The Safe may not exist at the same address on another chain');

    await safeApp.proposeButton.click();
    await expect(safeApp.claimDialog.getByRole('status')).toHaveText(
      `Waiting for the Safe’s owners (1 of ${String(THRESHOLD)} signatures)`,
      { timeout: 30_000 },
    );
    expect(host.proposals).toHaveLength(1);
    const [proposal] = host.proposals;
    if (proposal === undefined) throw new Error('no proposal');
    expect(proposal.txs).toHaveLength(campaigns.length);

    // A reload (or a closed tab) while the owners sign: still waiting, nothing proposed again.
    await page.reload();
    await safeApp.app.locator('#prerendered-shell').waitFor({ state: 'detached', timeout: 30_000 });
    await expect(safeApp.claimDialog.getByRole('status')).toHaveText(
      `Waiting for the Safe’s owners (1 of ${String(THRESHOLD)} signatures)`,
      { timeout: 30_000 },
    );
    await safeApp.closeDialogButton.click();
    await safeApp.claimEverythingButton.click();
    await expect(safeApp.claimDialog.getByRole('status')).toContainText('Waiting for the Safe’s owners');
    expect(host.proposals).toHaveLength(1);
    expect(host.calls.filter((method) => method === 'sendTransactions')).toHaveLength(1);

    host.sign(proposal.safeTxHash);
    await expect(safeApp.claimDialog.getByRole('status')).toContainText(
      `(${String(THRESHOLD)} of ${String(THRESHOLD)} signatures): signed, waiting for an owner to execute it`,
      { timeout: 15_000 },
    );
    const receipt = await host.execute(proposal.safeTxHash);
    expect(receipt.status).toBe('success');
    await expect(safeApp.resultOn(chainName(chainId))).toContainText(`Paid ${String(campaigns.length)} campaign`, {
      timeout: 30_000,
    });

    // On chain: one transaction paid every campaign of the Safe's chain, each clone's claimed(safe)
    // is its proof's total, and the Safe's balances rose by exactly the plan's sums.
    const claimedLogs = parseEventLogs({ abi: managerAbi, eventName: 'Claimed', logs: receipt.logs });
    expect(claimedLogs).toHaveLength(campaigns.length);
    for (const campaign of campaigns) {
      expect(await chain.claimed(chainId, campaign.clone, safe)).toBe(campaign.cumulativeAmount);
    }
    const after = await chain.balances(campaigns, safe);
    for (const [key, rise] of rises) expect((after.get(key) ?? 0n) - (before.get(key) ?? 0n)).toBe(rise);
    // The other chains were left alone.
    for (const campaign of everywhere.filter((entry) => entry.chainId !== chainId)) {
      expect(await chain.claimed(campaign.chainId, campaign.clone, safe)).toBe(campaign.claimedBefore);
    }
  });

  test('says a proposal is stale once a new root is published, and the fresh plan pays exactly once executed', async ({
    page,
    world,
    mock,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { first: chainId, rpcUrls } = world.chains();
    const safe = world.user('alice') as Address;
    host = new SafeHost({
      appUrl: `${baseURL ?? ''}/rewards`,
      safe,
      chainId,
      rpcUrl: rpcUrls[chainId] ?? '',
      threshold: THRESHOLD,
      owners: OWNERS,
    });
    await host.start();
    const chain = new ClaimsOnChain(request, localMockOrigin(), rpcUrls);
    // On a phone: the plan, the wait and the stale notice fit 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    const safeApp = new SafeAppPage(page);
    await openSafeApp(host, safeApp);
    await expect(safeApp.safeAccount(safe, chainName(chainId))).toBeVisible({ timeout: 30_000 });
    await safeApp.claimEverythingButton.click();
    await expect(safeApp.planOn(chainName(chainId))).toBeVisible({ timeout: 30_000 });
    expect(await fitsWidth(safeApp)).toBe(true);
    await safeApp.proposeButton.click();
    await expect(safeApp.claimDialog.getByRole('status')).toContainText('Waiting for the Safe’s owners', {
      timeout: 30_000,
    });
    const [stale] = host.proposals;
    if (stale === undefined) throw new Error('no proposal');

    await publishNewRoots(mock);
    // Said before anyone tries to execute it.
    await expect(safeApp.claimDialog.getByRole('alert')).toContainText(
      `This proposal can no longer succeed: new rewards were published on ${chainName(chainId)} after it was proposed`,
      { timeout: 30_000 },
    );
    await expect(safeApp.claimDialog.getByRole('alert')).toContainText(
      'Reject it in your Safe, then propose a fresh plan.',
    );
    expect(stale.status).toBe('AWAITING_CONFIRMATIONS');
    expect(await fitsWidth(safeApp)).toBe(true);

    const campaigns = (await chain.claimable(safe)).filter((campaign) => campaign.chainId === chainId);
    const rises = expectedRises(campaigns);
    const before = await chain.balances(campaigns, safe);
    await safeApp.planAgainButton.click();
    await expect(safeApp.planOn(chainName(chainId))).toBeVisible({ timeout: 30_000 });
    // The new roots make a campaign claimable for less than its share of the fee: the plan leaves
    // it out until its switch puts it back (the Safe's plan is the one on screen), and then the
    // proposal holds every claim.
    const costly = safeApp.claimDialog.getByRole('switch', { name: /^Include the/ });
    if ((await costly.count()) > 0) await costly.click();
    await safeApp.proposeButton.click();
    await expect(safeApp.claimDialog.getByRole('status')).toContainText('Waiting for the Safe’s owners', {
      timeout: 30_000,
    });
    expect(host.proposals).toHaveLength(2);
    const fresh = host.proposals[1];
    if (fresh === undefined) throw new Error('no fresh proposal');
    expect(fresh.txs).toHaveLength(campaigns.length);

    host.sign(fresh.safeTxHash);
    const receipt = await host.execute(fresh.safeTxHash);
    expect(receipt.status).toBe('success');
    await expect(safeApp.resultOn(chainName(chainId))).toContainText(`Paid ${String(campaigns.length)} campaign`, {
      timeout: 30_000,
    });
    for (const campaign of campaigns) {
      expect(await chain.claimed(chainId, campaign.clone, safe)).toBe(campaign.cumulativeAmount);
    }
    const after = await chain.balances(campaigns, safe);
    for (const [key, rise] of rises) expect((after.get(key) ?? 0n) - (before.get(key) ?? 0n)).toBe(rise);

    // The stale proposal, executed anyway, reverts and pays nothing more.
    host.sign(stale.safeTxHash);
    const late = await host.execute(stale.safeTxHash);
    expect(late.status).toBe('reverted');
    const unchanged = await chain.balances(campaigns, safe);
    for (const [key, value] of after) expect(unchanged.get(key)).toBe(value);
  });
});
