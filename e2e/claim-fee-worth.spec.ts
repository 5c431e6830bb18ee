import type { Locator, Page } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { expectNoAccessibilityViolations } from './fixtures/axe.ts';
import { ClaimsOnChain, expectedRises, localChainName as chainName } from './fixtures/claims-on-chain.ts';
import { walletConfirmations } from './fixtures/injected-wallet.ts';
import { expect, test } from './fixtures/test.ts';
import type { RewardsPage } from './pages/rewards-page.ts';
import type { Shell } from './pages/shell.ts';

// Claim everything with a batching (EIP-5792) wallet, on the local stack: the flow's one journey
// with such a wallet (claim-all.spec.ts has the plain wallet's, and a resume). One reward token is
// repriced to a millionth of a dollar (POST /__mock/prices with an exact price), so the one
// campaign paying it is worth less than its share of its chain's fee. The plan must leave it out
// in words, pay exactly the rest with one confirmation per chain, and bring it back with its
// switch; the plan and the summary must fit a phone in both themes, axe-clean; the chain, read
// with viem, is the witness of what was paid.

/** Long enough to plan and pay three chains on a shared machine. */
const RUN_TIMEOUT = 120_000;

/** `amount` as a plain-text regex, for words around numbers the test cannot know (fees). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A dollar figure as the app writes one: "$2.10", "$1,234.56", or "<$0.01" for dust. */
const USD = String.raw`(?:<\$0\.01|\$[\d,]+\.\d\d)`;

test.describe('Claims worth their fee', { tag: '@chain' }, () => {
  test.use({ walletBatching: true });

  test('pays every campaign on all 3 chains with one confirmation per chain; a claim whose value is below its fee share is left out in words until its switch brings it back; plan and summary fit 360 px in both themes, axe-clean', async ({
    page,
    wallet,
    world,
    mock,
    request,
    shell,
    rewardsPage,
  }) => {
    test.setTimeout(300_000);
    const chain = new ClaimsOnChain(request, mock.origin, world.chains().rpcUrls);
    const campaigns = await chain.claimable(wallet.address);
    // The dust: the smallest claim of the token whose smallest claim on a chain is furthest below
    // that chain's next claim of it; the token is repriced so that this one claim is worth less
    // than any claim's share of the fee can be, and the next one more.
    const groups = new Map<string, typeof campaigns>();
    for (const campaign of campaigns) {
      const key = `${String(campaign.chainId)}:${campaign.token}`;
      groups.set(key, [...(groups.get(key) ?? []), campaign]);
    }
    const [smallest, next] =
      [...groups.values()]
        .filter((group) => group.length >= 2)
        .map((group) => [...group].sort((a, b) => Number(pays(a) - pays(b))))
        .sort((a, b) => ratio(b) - ratio(a))[0] ?? [];
    if (smallest === undefined || next === undefined) throw new Error('The fixture world has no token claimed twice');
    const dust = smallest;
    const gasPrice = await createPublicClient({
      transport: http(world.chains().rpcUrls[dust.chainId]),
    }).getGasPrice();
    const usd = dustPrice(dust, next, gasPrice);
    test.info().annotations.push({
      type: 'dust',
      description: `${dust.id} (${dust.symbol}) repriced at $${usd}; gas price ${String(gasPrice)} wei`,
    });
    const kept = campaigns.filter((campaign) => campaign.id !== dust.id);
    const dustAmount = pays(dust);
    const dustChain = chainName(dust.chainId);

    // Before the page asks for any price: the browser keeps prices for minutes.
    const repriced = await request.post(`${mock.origin}/__mock/prices`, {
      data: { coin: `chain-${String(dust.chainId)}:${dust.token.toLowerCase()}`, usd },
    });
    expect(repriced.ok(), await repriced.text()).toBe(true);
    await page.goto('/');
    await shell.connect('Test Wallet');
    await expect(shell.accountButton(wallet.address)).toBeVisible();
    await rewardsPage.goto();
    await expect(rewardsPage.totals).toBeVisible();

    // The single claim's review warns before the wallet opens, and can still go on.
    const dustRow = page.locator(`tr[data-campaign-row="${dust.id}"]`);
    await dustRow.getByTestId('claim-button').click();
    const review = rewardsPage.confirmPanel(dustRow);
    await expect(review.getByTestId('claim-fee')).toHaveText(new RegExp(`^about [\\d.]+ ETH \\(${USD}\\)$`));
    await expect(review.getByTestId('claim-value')).toHaveText(new RegExp(`^${USD}$`));
    await expect(review.getByRole('alert')).toHaveText(
      new RegExp(
        `^This claim costs more than it pays: its fee, about ${USD}, is above its value, ${USD}\\. You can still confirm it in your wallet\\.$`,
      ),
    );
    await expect(review.getByRole('button', { name: 'Confirm in wallet' })).toBeEnabled();
    await review.getByRole('button', { name: 'Cancel' }).click();

    // Claim everything: the dust is left out, in words, and every other claim is planned.
    const before = await chain.balances(campaigns, wallet.address);
    await rewardsPage.claimEverythingButton.click();
    const costly = rewardsPage.claimDialog.getByRole('region', { name: 'Costs more than it pays' });
    await expect(costly).toBeVisible({ timeout: 30_000 });
    await expect(costly.getByRole('heading')).toHaveText('Left out: costs more than it pays (1)');
    await expect(costly.getByRole('listitem')).toHaveText(
      new RegExp(
        `^.+ on ${literal(dustChain)}: ${literal(formatTokenWithSymbol(dustAmount, dust))} \\(${USD}\\) costs more to claim than it pays: its share of the fee is about ${USD}$`,
      ),
    );
    const keptRises = expectedRises(kept);
    await expectPlan(rewardsPage.planOn.bind(rewardsPage), kept, keptRises);
    const dustPlan = rewardsPage.planOn(dustChain);
    // Its chain's plan lists every other campaign there, and not it (its sums were checked above).
    await expect(dustPlan.locator('li')).toHaveCount(
      kept.filter((campaign) => campaign.chainId === dust.chainId).length,
    );
    const toggle = costly.getByRole('switch', { name: 'Include the claim that costs more than it pays' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectNoAccessibilityViolations(page);
    for (const chainId of new Set(kept.map((campaign) => campaign.chainId))) {
      await expect(rewardsPage.planOn(chainName(chainId)), 'one batch per chain').toContainText(
        '1 wallet confirmation',
      );
    }
    await expectFitsAPhoneInBothThemes(page, shell, 'The plan');

    // Sent: exactly the plan, one confirmation per chain. The dust stays unpaid, and claimable.
    await rewardsPage.claimNowButton.click();
    await expect(rewardsPage.closeDialogButton).toBeVisible({ timeout: RUN_TIMEOUT });
    const chains = new Set(kept.map((campaign) => campaign.chainId));
    for (const chainId of chains) {
      await expect(rewardsPage.resultOn(chainName(chainId))).toContainText('Paid');
      await expect(rewardsPage.resultOn(chainName(chainId))).not.toContainText('not paid');
    }
    expect(await walletConfirmations(page), 'wallet confirmations: one per chain').toBe(chains.size);
    await expectFitsAPhoneInBothThemes(page, shell, 'The summary');
    for (const campaign of kept)
      expect(await chain.claimed(campaign.chainId, campaign.clone, wallet.address)).toBe(campaign.cumulativeAmount);
    expect(await chain.claimed(dust.chainId, dust.clone, wallet.address)).toBe(dust.claimedBefore);
    const afterFirst = await chain.balances(campaigns, wallet.address);
    for (const [key, balance] of before) expect((afterFirst.get(key) ?? 0n) - balance).toBe(keptRises.get(key) ?? 0n);
    await rewardsPage.closeDialogButton.click();
    await expect(dustRow.getByTestId('claim-button')).toBeVisible();

    // Again: only the dust is left, left out; the switch brings it into the plan, and it is paid.
    await rewardsPage.claimEverythingButton.click();
    await expect(costly).toBeVisible({ timeout: 30_000 });
    await expect(rewardsPage.claimDialog).toContainText('Nothing can be claimed right now.');
    await expect(rewardsPage.claimNowButton).toHaveCount(0);
    await costly.getByRole('switch').click();
    await expect(costly.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(costly.getByRole('heading')).toHaveText('Included though it costs more than it pays (1)');
    await expect(dustPlan).toContainText(`Total: ${formatTokenWithSymbol(dustAmount, dust)}`);
    await expect(dustPlan).toContainText(new RegExp(`Estimated fee about [\\d.]+ ETH \\(${USD}\\)`));
    await expect(dustPlan).toContainText(new RegExp(`Value claimed ${USD}`));
    await rewardsPage.claimNowButton.click();
    await expect(rewardsPage.resultOn(dustChain)).toContainText(
      `Paid 1 campaign: ${formatTokenWithSymbol(dustAmount, dust)}.`,
      { timeout: RUN_TIMEOUT },
    );
    expect(await chain.claimed(dust.chainId, dust.clone, wallet.address)).toBe(dust.cumulativeAmount);
    const afterSecond = await chain.balances(campaigns, wallet.address);
    const dustKey = `${String(dust.chainId)}:${dust.token}`;
    expect((afterSecond.get(dustKey) ?? 0n) - (afterFirst.get(dustKey) ?? 0n)).toBe(dustAmount);
    expect(await walletConfirmations(page), 'wallet confirmations after the second run').toBe(chains.size + 1);

    // Everything is paid: nothing is offered or counted claimable, before and after a reload.
    await rewardsPage.closeDialogButton.click();
    await expectNothingClaimable(rewardsPage);
    await page.reload();
    await expectNothingClaimable(rewardsPage);
  });
});

/**
 * The dialog as it is now, on a phone (360 px) in the light and then the dark theme: nothing to
 * scroll sideways and axe-clean (WCAG 2.1 A and AA) in each; then back to the desktop width and
 * the browser's own theme. Steps of this journey rather than a three-chain claim per theme.
 */
async function expectFitsAPhoneInBothThemes(page: Page, shell: Shell, moment: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(
      await shell.horizontalOverflow(),
      `${moment} at 360 px in the ${colorScheme} theme scrolls sideways`,
    ).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(page);
  }
  await page.emulateMedia({ colorScheme: null });
  if (desktop !== null) await page.setViewportSize(desktop);
}

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

interface Claimable {
  cumulativeAmount: bigint;
  claimedBefore: bigint;
  decimals: number;
}

/** What a claim pays now. */
const pays = (campaign: Claimable) => campaign.cumulativeAmount - campaign.claimedBefore;

/** How far a token's smallest claim on a chain is below its next one. */
const ratio = (sorted: readonly Claimable[]) =>
  Number(pays(sorted[1] ?? sorted[0] ?? { cumulativeAmount: 0n, claimedBefore: 0n, decimals: 0 })) /
  Math.max(1, Number(pays(sorted[0] ?? { cumulativeAmount: 1n, claimedBefore: 0n, decimals: 0 })));

/**
 * A price (dollars per token, a plain decimal) at which `dust` is worth less than any claim's
 * share of the fee can be (40,000 gas at least, at the chain's gas price now and ETH at the
 * mock's $3,412.55) and `next` more than any can be (250,000 gas at most): the geometric middle.
 */
function dustPrice(dust: Claimable, next: Claimable, gasPrice: bigint): string {
  const eth = (gas: number) => (gas * Number(gasPrice) * 3412.55) / 1e18;
  const tokens = (campaign: Claimable) => Number(pays(campaign)) / 10 ** campaign.decimals;
  const below = eth(40_000) / tokens(dust);
  const above = eth(250_000) / tokens(next);
  if (above >= below) throw new Error('No price separates the dust from the next claim');
  return Math.sqrt(below * above)
    .toFixed(20)
    .replace(/0+$/, '');
}

/** Each chain's plan: its sums per token, its fee in ETH and dollars, and the value it claims. */
async function expectPlan(
  planOn: (chain: string) => Locator,
  campaigns: readonly { chainId: number; token: string; symbol: string; decimals: number }[],
  rises: ReadonlyMap<string, bigint>,
) {
  for (const chainId of new Set(campaigns.map((campaign) => campaign.chainId))) {
    const plan = planOn(chainName(chainId));
    await expect(plan).toBeVisible();
    for (const campaign of campaigns.filter((entry) => entry.chainId === chainId)) {
      await expect(plan).toContainText(
        formatTokenWithSymbol(rises.get(`${String(chainId)}:${campaign.token}`) ?? 0n, campaign),
      );
    }
    await expect(plan).toContainText(new RegExp(`Estimated fee about [\\d.]+ ETH \\(${USD}\\)`));
    await expect(plan).toContainText(new RegExp(`Value claimed ${USD}`));
  }
}
