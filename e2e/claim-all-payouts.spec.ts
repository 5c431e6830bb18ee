import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { ClaimsOnChain, expectedRises, localChainName } from './fixtures/claims-on-chain.ts';
import { walletConfirmations, walletHoldsASend } from './fixtures/injected-wallet.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';
import type { ReferralsPage } from './pages/referrals-page.ts';

// "Claim all payouts" on the referral center: the plan, one confirmation per chain with a batching
// wallet, a run kept across a reload, every result read back from the chain with viem (each
// distributor's claimed(referrer), the ReferralClaimed events, token balances).

const RUN_TIMEOUT = 120_000;

/** No payout is offered any more, and the paid history lists every campaign paid. */
async function expectAllPaid(referralsPage: ReferralsPage, campaignIds: readonly string[]) {
  await expect(referralsPage.earningsSummary).toBeVisible();
  await expect(referralsPage.rowPayoutButtons).toHaveCount(0);
  await expect(referralsPage.claimAllPayoutsButton).toHaveCount(0);
  await expect(referralsPage.claimableNow).toContainText('No payout can be claimed right now.');
  for (const id of campaignIds) {
    await expect(referralsPage.paidHistory.getByRole('link', { name: new RegExp(`campaign ${id}$`) })).toBeVisible();
  }
}

test.describe('Claim all payouts', { tag: '@chain' }, () => {
  test.use({ walletBatching: true });

  test('pays every open payout on every chain with one confirmation per chain', async ({
    connectedPage: page,
    wallet,
    world,
    mock,
    request,
    referralsPage,
  }) => {
    test.setTimeout(240_000);
    const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
    const payouts = await chain.claimablePayouts(wallet.address, await mock.now());
    const chains = [...new Set(payouts.map((payout) => payout.chainId))];
    expect(chains.length).toBeGreaterThan(1);
    const rises = expectedRises(payouts);
    const before = await chain.balances(payouts, wallet.address);

    await referralsPage.goto();
    await referralsPage.claimAllPayoutsButton.click();
    // The plan, before anything is signed: per chain, what it pays per token and how many confirmations.
    for (const chainId of chains) {
      const plan = referralsPage.planOn(localChainName(chainId));
      await expect(plan).toBeVisible({ timeout: 30_000 });
      await expect(plan).toContainText('1 wallet confirmation');
      for (const payout of payouts.filter((entry) => entry.chainId === chainId)) {
        await expect(plan).toContainText(
          formatTokenWithSymbol(rises.get(`${String(chainId)}:${payout.token}`) ?? 0n, payout),
        );
      }
    }
    await referralsPage.claimNowButton.click();
    await expect(referralsPage.closeDialogButton).toBeVisible({ timeout: RUN_TIMEOUT });
    for (const chainId of chains) {
      await expect(referralsPage.resultOn(localChainName(chainId))).toContainText('Paid 1 campaign');
      await expect(referralsPage.resultOn(localChainName(chainId))).not.toContainText('not paid');
    }
    expect(await walletConfirmations(page)).toBe(chains.length);

    // The chain is the witness: each distributor paid the referrer once, balances rose by the plan's sums.
    for (const payout of payouts) {
      expect(await chain.payoutClaimed(payout, wallet.address)).toBe(true);
      expect(await chain.payoutEvents(payout, wallet.address)).toBe(1);
    }
    const after = await chain.balances(payouts, wallet.address);
    for (const [key, rise] of rises) expect((after.get(key) ?? 0n) - (before.get(key) ?? 0n)).toBe(rise);

    await referralsPage.closeDialogButton.click();
    const ids = payouts.map((payout) => payout.id);
    await expectAllPaid(referralsPage, ids);
    await page.reload();
    await expectAllPaid(referralsPage, ids);
  });

  test.describe('with a reload mid-run', () => {
    // The wallet confirms the first chain's batch, then holds the second until the reload.
    test.use({ walletHoldAfterConfirmations: 1 });

    test('resumes on its own and sends no payout twice', async ({
      connectedPage: page,
      wallet,
      world,
      mock,
      request,
      referralsPage,
    }) => {
      test.setTimeout(240_000);
      const referrer = wallet.address;
      const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
      const payouts = await chain.claimablePayouts(referrer, await mock.now());
      const chains = new Set(payouts.map((payout) => payout.chainId)).size;
      expect(chains).toBeGreaterThan(1);

      await referralsPage.goto();
      await referralsPage.claimAllPayoutsButton.click();
      await referralsPage.claimNowButton.click();
      await expect.poll(() => walletHoldsASend(page), { timeout: 60_000 }).toBe(true);
      expect(await walletConfirmations(page)).toBe(1);
      await page.reload();

      // The kept run resumes on its own, watches what was sent and finishes the other chains.
      await expect(referralsPage.closeDialogButton).toBeVisible({ timeout: RUN_TIMEOUT });
      expect(await walletConfirmations(page)).toBe(chains);
      for (const payout of payouts) {
        expect(await chain.payoutClaimed(payout, referrer)).toBe(true);
        expect(await chain.payoutEvents(payout, referrer)).toBe(1);
      }
      await referralsPage.closeDialogButton.click();
      await expectAllPaid(
        referralsPage,
        payouts.map((payout) => payout.id),
      );
    });
  });
});
