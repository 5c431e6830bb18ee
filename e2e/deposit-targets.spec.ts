import { expect, test } from './fixtures/test.ts';

// Deposit targets, as any deployment lists them. Nothing here needs the fixture world: the
// counts and chains checked are read from the page itself.

test.describe('on any deployment', { tag: '@smoke' }, () => {
  test('lists as many targets as it says, each linking to its campaigns', async ({ depositTargets }) => {
    await depositTargets.goto();
    await expect(depositTargets.heading).toBeVisible();
    const count = await depositTargets.shownCount();
    if (count === 0) {
      await expect(depositTargets.noTargets).toHaveText('No deposit targets yet');
      return;
    }
    await expect(depositTargets.cards).toHaveCount(count);
    for (const card of await depositTargets.cards.all()) {
      await expect(card.getByRole('link', { name: /^Campaigns rewarding / })).toHaveAttribute(
        'href',
        /^\/\?targetChain=\d+&target=0x[0-9a-fA-F]{40}&forwarder=1$/,
      );
    }
  });

  test('the chain filter lives in the URL and survives a reload', async ({ page, depositTargets }) => {
    await depositTargets.goto();
    const all = await depositTargets.shownCount();
    test.skip(all === 0, 'the deployment lists no deposit target');
    // The first option is "All chains"; the next is the first chain that has a target.
    const chain = depositTargets.chain.locator('option').nth(1);
    const chainId = (await chain.getAttribute('value')) ?? '';
    const chainName = (await chain.textContent()) ?? '';
    await depositTargets.chain.selectOption(chainId);
    await expect(page).toHaveURL(new RegExp(`[?&]chain=${chainId}$`));
    const shown = await depositTargets.shownCount();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(all);
    for (const card of await depositTargets.cards.all())
      await expect(card).toHaveAccessibleName(new RegExp(` on ${chainName}$`));

    await page.reload();
    await expect(depositTargets.chain).toHaveValue(chainId);
    expect(await depositTargets.shownCount()).toBe(shown);
    await depositTargets.chain.selectOption('');
    expect(await depositTargets.shownCount()).toBe(all);
  });

  test('a search with no match says so and offers every target again', async ({ depositTargets }) => {
    await depositTargets.goto();
    const all = await depositTargets.shownCount();
    test.skip(all === 0, 'the deployment lists no deposit target');
    await depositTargets.search.fill('no target is called this');
    await expect(depositTargets.noTargets).toHaveText('No deposit targets match');
    await expect(depositTargets.cards).toHaveCount(0);
    await depositTargets.showAll.click();
    await expect(depositTargets.search).toHaveValue('');
    expect(await depositTargets.shownCount()).toBe(all);
  });
});
