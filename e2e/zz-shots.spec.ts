import { expect, test } from './fixtures/test.ts';

test('widget shots', { tag: '@chain' }, async ({ page, world, mock }) => {
  const alice = world.user('alice');
  const campaign = (await (await page.request.get(`${mock.origin}/v1/campaigns/31337:5`)).json()) as {
    target: { chainId: number; address: string };
  };
  for (const width of [320, 390, 1024]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(
        `/widget?target=${campaign.target.address}&chain=${String(campaign.target.chainId)}&address=${alice}&theme=${scheme}`,
      );
      await expect(page.getByText('Claimable', { exact: true }).first()).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/widget-${String(width)}-${scheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/widget?campaign=bad`);
  await page.screenshot({ path: `/tmp/shots/widget-bad.png`, fullPage: true });
});
