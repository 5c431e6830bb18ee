import { ClaimsOnChain } from './fixtures/claims-on-chain.ts';
import { expect, test } from './fixtures/test.ts';

// Every worker runs its own stack, on free ports other than `npm start`'s, from the one local
// build (dist-local/, with an app-config.json of the stack's own ports): every @chain test proves
// that such a stack reads and pays on its own chains, and two of them run side by side. What the
// other tests do not do is send with the development wallet, whose transport is the app's own
// configuration rather than the test's injected wallet.

test(
  'the development wallet claims on this stack’s chains, and the app asks only this stack’s service',
  { tag: '@chain' },
  async ({ page, mock, world, request, shell, rewardsPage }) => {
    const alice = world.user('alice');
    const servicePorts = new Set<string>();
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/v1/')) servicePorts.add(url.port);
    });
    const chain = new ClaimsOnChain(request, mock.origin, world.chains().rpcUrls);
    const [campaign] = await chain.claimable(alice);
    if (campaign === undefined) throw new Error('alice has nothing claimable in the fixture world');

    await rewardsPage.goto();
    await shell.connect('Development wallet');
    await shell.chooseDevAccount(world.mnemonicIndex(alice));
    await expect(shell.accountButton(alice)).toBeVisible();

    const row = rewardsPage.row(campaign.id);
    await row.getByRole('button', { name: /^Claim \d/ }).click();
    await rewardsPage.confirmPanel(row).getByRole('button', { name: 'Confirm in wallet' }).click();
    await expect(row.getByText(/^Claimed /)).toBeVisible();
    expect(await chain.claimed(campaign.chainId, campaign.clone, alice)).toBe(campaign.cumulativeAmount);
    expect(await chain.claimEvents(campaign.chainId, campaign.campaignIndex, alice)).toBe(1);
    expect([...servicePorts], 'service requests went to another stack').toEqual([new URL(mock.origin).port]);
  },
);
