import { expect, test } from './fixtures/test.ts';

// Deposit targets. The @smoke journey reads whatever targets a deployment lists and checks that the
// page agrees with itself (counts, chains, links); the @chain one knows the fixture world's nine
// targets exactly, and follows each one's link to its campaigns.

test(
  'lists as many targets as it says, filters by a chain kept in the URL, and a search with no match offers every target again',
  {
    tag: '@smoke',
  },
  async ({ page, depositTargets }) => {
    // A journey over several screens (or many links): given the time of the tests it replaced.
    test.setTimeout(60_000);
    await depositTargets.goto();
    await expect(depositTargets.heading).toBeVisible();
    const all = await depositTargets.shownCount();
    if (all === 0) {
      await expect(depositTargets.noTargets).toHaveText('No deposit targets yet');
      return;
    }
    await expect(depositTargets.cards, 'cards shown against the count the page states').toHaveCount(all);
    for (const card of await depositTargets.cards.all()) {
      await expect(card.getByRole('link', { name: /^Campaigns rewarding / })).toHaveAttribute(
        'href',
        /^\/\?targetChain=\d+&target=0x[0-9a-fA-F]{40}&forwarder=1$/,
      );
    }

    // The first option is "All chains"; the next is the first chain that has a target.
    const chain = depositTargets.chain.locator('option').nth(1);
    const chainId = (await chain.getAttribute('value')) ?? '';
    const chainName = (await chain.textContent()) ?? '';
    await depositTargets.chain.selectOption(chainId);
    await expect(page).toHaveURL(new RegExp(`[?&]chain=${chainId}$`));
    // Once the list follows the filter, no card is on another chain, and the count says how many are.
    const onOtherChains = new RegExp(`^(?!.* on ${chainName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$)`);
    await expect(depositTargets.cards.and(page.getByRole('article', { name: onOtherChains }))).toHaveCount(0);
    const shown = await depositTargets.cards.count();
    expect(shown, `targets on ${chainName}`).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(all);
    await expect.poll(() => depositTargets.shownCount()).toBe(shown);
    await page.reload();
    await expect(depositTargets.chain, 'the chain filter after a reload').toHaveValue(chainId);
    // The count follows the filter a render later: read it until it does.
    await expect.poll(() => depositTargets.shownCount()).toBe(shown);
    await depositTargets.chain.selectOption('');
    await expect.poll(() => depositTargets.shownCount()).toBe(all);

    await depositTargets.search.fill('no target is called this');
    await expect(depositTargets.noTargets).toHaveText('No deposit targets match');
    await expect(depositTargets.cards).toHaveCount(0);
    await depositTargets.showAll.click();
    await expect(depositTargets.search).toHaveValue('');
    await expect.poll(() => depositTargets.shownCount()).toBe(all);
  },
);

test(
  'the fixture world’s nine targets say where to deposit, and each one’s link lists its campaigns',
  {
    tag: '@chain',
  },
  async ({ page, depositTargets, campaignList }) => {
    // A journey over several screens (or many links): given the time of the tests it replaced.
    test.setTimeout(90_000);
    await depositTargets.goto();
    expect(await depositTargets.shownCount()).toBe(9);
    await expect(depositTargets.cards.first()).toBeVisible();
    for (const name of [
      'Morpho steakUSDC on Ethereum',
      'Morpho steakUSDC on Base',
      'Morpho steakUSDC on Arbitrum One',
      'Euler eWETH-2 on Local Ethereum',
      'Yearn V3 yvUSDC-1 on Local Ethereum',
      'Euler eWETH-2 on Local Base',
      'Yearn V3 yvUSDC-1 on Local Base',
      'Euler eWETH-2 on Local Arbitrum',
      'Yearn V3 yvUSDC-1 on Local Arbitrum',
    ])
      await expect(depositTargets.cards.and(page.getByRole('article', { name, exact: true })), name).toHaveCount(1);
    // Where to deposit, never "send your deposit to": a plain transfer to a target loses the tokens.
    await expect(page.getByText(/send your deposit/i)).toHaveCount(0);
    // Why a transfer to a card's addresses is no deposit is said once, above the cards; each card
    // says where to deposit.
    await expect(page.getByText(/Do not transfer tokens straight to a target’s or a forwarder’s address/)).toHaveCount(
      1,
    );
    for (const card of await depositTargets.cards.all()) {
      const note = card.getByRole('note', { name: /^How to deposit into / });
      await expect(note).toContainText('Deposit through the protocol’s own app');
      await expect(note).toContainText('never by a transfer to the addresses below');
    }
    await depositTargets.chain.selectOption('31337');
    await expect.poll(() => depositTargets.shownCount(), { message: 'targets on Local Ethereum' }).toBe(2);
    await depositTargets.chain.selectOption('');

    // Every "Campaigns rewarding …" link lands on a list that holds campaigns, followed in the app
    // and back, as a reader goes through them.
    const links = depositTargets.cards.getByRole('link', { name: /^Campaigns rewarding / });
    await expect(links).toHaveCount(9);
    for (let index = 0; index < 9; index++) {
      const link = links.nth(index);
      const name = (await link.textContent()) ?? '';
      await link.click();
      await expect(campaignList.summary.or(campaignList.emptyHeading), name).toBeVisible();
      await expect(campaignList.emptyHeading, name).toBeHidden();
      await expect(campaignList.summary, name).toHaveText(/^Showing (1–\d+ of \d+ campaigns|the only campaign)\./);
      expect(await campaignList.campaignLinks().count(), name).toBeGreaterThan(0);
      await page.goBack();
      await expect(depositTargets.cards, 'the targets after Back').toHaveCount(9);
    }
  },
);
