import type { TestInfo } from '@playwright/test';
import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { ClaimsOnChain, expectedRises, localChainName as chainName } from './fixtures/claims-on-chain.ts';
import { installInjectedWallet, walletConfirmations, walletHoldsASend } from './fixtures/injected-wallet.ts';
import { expect, test } from './fixtures/test.ts';
import type { RewardsPage } from './pages/rewards-page.ts';

// Claim all and Claim everything, on the local stack, every result read back from the chain with
// viem: what each campaign's clone says was paid, token balances, and the Claimed events.

/** Long enough for one batch per chain on a shared machine. */
const RUN_TIMEOUT = 120_000;
/**
 * A plain wallet confirms, sends and waits for each claim in turn. A wait on the summary, not a
 * sleep: it costs nothing more when the machine is quick.
 */
const PLAIN_RUN_TIMEOUT = 120_000;

/** No row offers a claim and every "Claimable now" reads 0, in the summary and in every row. */
async function expectNothingClaimable(rewardsPage: RewardsPage) {
  const { page } = rewardsPage;
  await expect(rewardsPage.totals).toBeVisible();
  await expect(rewardsPage.rowClaimButtons).toHaveCount(0);
  const cards = page.getByRole('region', { name: /^Summary/ }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByRole('definition').first()).toHaveText(/^0 /);
  const rows = page.locator('tr[data-campaign-row]');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByRole('cell').nth(3)).toHaveText(/^0 /);
}

function note(testInfo: TestInfo, type: string, description: string) {
  testInfo.annotations.push({ type, description });
  console.log(`${type}: ${description}`);
}

// The batching (EIP-5792) wallet's journey, with a claim left out for its fee and the phone and
// theme checks, is claim-fee-worth.spec.ts.
test.describe('Claim everything with a plain wallet', { tag: '@chain' }, () => {
  // carol has 12 campaigns, 4 on each chain: a confirmation per campaign, several on each chain,
  // without alice's 38 confirmations (a second each, which proved nothing more).
  test.use({ walletBatching: false, walletUser: 'carol' });

  test('pays every campaign on all 3 chains confirmed once per campaign; then pays a viewed address, the connected wallet paying the gas', async ({
    connectedPage: page,
    wallet,
    world,
    mock,
    request,
    rewardsPage,
  }, testInfo) => {
    test.setTimeout(300_000);
    const chain = new ClaimsOnChain(request, mock.origin, world.chains().rpcUrls);
    const campaigns = await chain.claimable(wallet.address);
    const chains = [...new Set(campaigns.map((campaign) => campaign.chainId))];
    expect(chains).toHaveLength(3);
    const rises = expectedRises(campaigns);
    const before = await chain.balances(campaigns, wallet.address);

    await rewardsPage.goto();
    await expect(rewardsPage.totals).toBeVisible();
    const started = Date.now();
    await rewardsPage.claimEverythingButton.click();
    for (const chainId of chains) await expect(rewardsPage.planOn(chainName(chainId))).toBeVisible({ timeout: 30_000 });
    // What the app took to plan, apart from the time this test then spends reading the plan.
    const planMs = Date.now() - started;
    // The plan, before anything is signed: per chain, the sums it will pay per token, and how
    // many confirmations it takes.
    for (const chainId of chains) {
      const plan = rewardsPage.planOn(chainName(chainId));
      const onChain = campaigns.filter((entry) => entry.chainId === chainId);
      await expect(plan).toContainText(`Total: `);
      for (const token of new Set(onChain.map((campaign) => campaign.token))) {
        const campaign = onChain.find((entry) => entry.token === token);
        if (campaign === undefined) continue;
        await expect(plan).toContainText(
          formatTokenWithSymbol(rises.get(`${String(chainId)}:${token}`) ?? 0n, campaign),
        );
      }
      await expect(plan).toContainText(`${String(onChain.length)} wallet confirmation`);
    }
    const confirmed = Date.now();
    await rewardsPage.claimNowButton.click();
    await expect(rewardsPage.closeDialogButton).toBeVisible({ timeout: PLAIN_RUN_TIMEOUT });
    const runMs = Date.now() - confirmed;
    for (const chainId of chains) {
      await expect(rewardsPage.resultOn(chainName(chainId))).toContainText('Paid');
      await expect(rewardsPage.resultOn(chainName(chainId))).not.toContainText('not paid');
    }
    const confirmations = await walletConfirmations(page);
    expect(confirmations, 'wallet confirmations: one per campaign').toBe(campaigns.length);
    note(
      testInfo,
      'claim-everything',
      `plain wallet: ${String(campaigns.length)} campaigns on 3 chains, ${String(confirmations)} confirmations, ${String(planMs + runMs)} ms from "Claim everything" to the summary (planning ${String(planMs)} ms, sending and mining ${String(runMs)} ms; the test's own reading of the plan left out)`,
    );

    // The chain is the witness: every campaign paid up to its proof, balances up by the plan's sums.
    for (const campaign of campaigns) {
      expect(await chain.claimed(campaign.chainId, campaign.clone, wallet.address), `claimed() of ${campaign.id}`).toBe(
        campaign.cumulativeAmount,
      );
    }
    const after = await chain.balances(campaigns, wallet.address);
    for (const [key, rise] of rises)
      expect((after.get(key) ?? 0n) - (before.get(key) ?? 0n), `rise of ${key}`).toBe(rise);

    await rewardsPage.closeDialogButton.click();
    await expectNothingClaimable(rewardsPage);
    await page.reload();
    await expectNothingClaimable(rewardsPage);

    // Claim for another address: the viewed address (erin's smart wallet) is paid, the connected
    // wallet pays the gas and receives nothing.
    const { proxy } = world.smartWallet();
    const proxyCampaigns = await chain.claimable(proxy);
    expect(proxyCampaigns.length, 'the smart wallet has rewards to claim').toBeGreaterThan(0);
    const proxyRises = expectedRises(proxyCampaigns);
    const proxyBefore = await chain.balances(proxyCampaigns, proxy);
    const payerBefore = await chain.balances(proxyCampaigns, wallet.address);
    await rewardsPage.goto(proxy);
    await rewardsPage.claimForAddressButton.click();
    await expect(rewardsPage.claimDialog).toContainText('pays their gas; the tokens go to');
    await rewardsPage.claimNowButton.click();
    await expect(rewardsPage.closeDialogButton).toBeVisible({ timeout: PLAIN_RUN_TIMEOUT });
    for (const campaign of proxyCampaigns) {
      expect(
        await chain.claimed(campaign.chainId, campaign.clone, proxy),
        `claimed() of ${campaign.id} for the viewed address`,
      ).toBe(campaign.cumulativeAmount);
    }
    const proxyAfter = await chain.balances(proxyCampaigns, proxy);
    for (const [key, rise] of proxyRises)
      expect((proxyAfter.get(key) ?? 0n) - (proxyBefore.get(key) ?? 0n), `the viewed address's rise of ${key}`).toBe(
        rise,
      );
    expect(await chain.balances(proxyCampaigns, wallet.address), 'the payer received nothing').toEqual(payerBefore);
    await page.keyboard.press('Escape');
  });
});

test.describe('Claim everything across a reload', { tag: '@chain' }, () => {
  // The wallet confirms the first chain's batch, then holds the second until the reload.
  // carol: 12 campaigns, 4 on each chain; alice's 38 add nothing a resume does not already show.
  test.use({ walletBatching: true, walletHoldAfterConfirmations: 1, walletUser: 'carol' });

  test('resumes after the first chain was paid, sends nothing twice, and reports every chain and campaign', async ({
    connectedPage: page,
    wallet,
    world,
    mock,
    request,
    rewardsPage,
  }) => {
    test.setTimeout(240_000);
    const user = wallet.address;
    const chain = new ClaimsOnChain(request, mock.origin, world.chains().rpcUrls);
    const campaigns = await chain.claimable(user);
    const chains = [...new Set(campaigns.map((campaign) => campaign.chainId))];
    expect(chains).toHaveLength(3);
    const rises = expectedRises(campaigns);
    const before = await chain.balances(campaigns, user);

    await rewardsPage.goto();
    await rewardsPage.claimEverythingButton.click();
    await rewardsPage.claimNowButton.click();
    await expect.poll(() => walletHoldsASend(page), { timeout: 60_000 }).toBe(true);
    expect(await walletConfirmations(page)).toBe(1);
    // The first chain is paid before the reload.
    const [first] = chains as [number, ...number[]];
    const paidFirst = campaigns.filter((campaign) => campaign.chainId === first);
    await expect
      .poll(async () => {
        const paid = await Promise.all(
          paidFirst.map((campaign) => chain.claimed(campaign.chainId, campaign.clone, user)),
        );
        return paid.every((amount, index) => amount === paidFirst[index]?.cumulativeAmount);
      })
      .toBe(true);
    await page.reload();

    // From the first rows drawn after the reload, nothing the first chain paid is offered or
    // counted claimable: its rows come with the record of the payments, not after it.
    const firstRows = page
      .getByRole('table', { name: `Rewards on ${chainName(first)}` })
      .locator('tr[data-campaign-row]');
    await expect(firstRows.first()).toBeVisible();
    const firstClaimable = await firstRows.evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''),
    );
    expect(firstClaimable.every((text) => text.startsWith('0 '))).toBe(true);

    // The kept plan resumes on its own and finishes the other chains.
    await expect(rewardsPage.closeDialogButton).toBeVisible({ timeout: RUN_TIMEOUT });
    expect(await walletConfirmations(page)).toBe(3);
    for (const campaign of campaigns) {
      expect(await chain.claimed(campaign.chainId, campaign.clone, user)).toBe(campaign.cumulativeAmount);
      expect(await chain.claimEvents(campaign.chainId, campaign.campaignIndex, user)).toBe(1);
    }
    // The report names all three chains, the one paid before the reload too, with every campaign
    // and per token the sums the balances rose by.
    const after = await chain.balances(campaigns, user);
    for (const chainId of chains) {
      const result = rewardsPage.resultOn(chainName(chainId));
      const onChain = campaigns.filter((campaign) => campaign.chainId === chainId);
      await expect(result).toContainText(`Paid ${String(onChain.length)} campaign`);
      await expect(result).not.toContainText('not paid');
      for (const token of new Set(onChain.map((campaign) => campaign.token))) {
        const key = `${String(chainId)}:${token}`;
        const rise = (after.get(key) ?? 0n) - (before.get(key) ?? 0n);
        expect(rise).toBe(rises.get(key));
        const campaign = onChain.find((entry) => entry.token === token);
        if (campaign !== undefined) await expect(result).toContainText(formatTokenWithSymbol(rise, campaign));
      }
    }
    await rewardsPage.closeDialogButton.click();
    await expectNothingClaimable(rewardsPage);
  });
});

test.describe('Claim all in a large world', { tag: '@chain' }, () => {
  test('splits 160 claims on one chain into gas-bounded batches and pays every campaign', async ({
    page,
    mock,
    world,
    request,
    shell,
    rewardsPage,
  }) => {
    test.setTimeout(600_000);
    // The mock's large-world setting: one wallet with rewards in 160 campaigns on one chain.
    const response = await request.post(`${mock.origin}/__mock/many-rewards`, { data: {} });
    expect(response.ok(), 'POST /__mock/many-rewards (the mock setting for a large world)').toBe(true);
    const { user, chainId, campaignIds } = (await response.json()) as {
      user: string;
      chainId: number;
      campaignIds: string[];
    };
    expect(campaignIds.length).toBeGreaterThanOrEqual(150);
    const { rpcUrls } = world.chains();
    await installInjectedWallet(page, { accounts: [user], chainId, rpcUrls, batching: true });
    await page.goto('/');
    await shell.connect('Test Wallet');

    const chain = new ClaimsOnChain(request, mock.origin, rpcUrls);
    const campaigns = (await chain.claimable(user, chainId)).filter((campaign) => campaignIds.includes(campaign.id));
    expect(campaigns).toHaveLength(campaignIds.length);

    await rewardsPage.goto();
    await rewardsPage.claimAllOn(chainName(chainId)).click();
    const plan = rewardsPage.planOn(chainName(chainId));
    await expect(plan).toContainText(/batches, so each fits in a block/, { timeout: 120_000 });
    await rewardsPage.claimNowButton.click();
    await expect(rewardsPage.closeDialogButton).toBeVisible({ timeout: 400_000 });
    expect(await walletConfirmations(page)).toBeGreaterThan(1);
    for (const campaign of campaigns) {
      expect(await chain.claimed(campaign.chainId, campaign.clone, user)).toBe(campaign.cumulativeAmount);
    }
    await mock.reset();
  });
});
