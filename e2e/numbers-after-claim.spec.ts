import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { ClaimsOnChain, localChainName } from './fixtures/claims-on-chain.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';
import { CampaignDetailPage } from './pages/campaign-detail-page.ts';
import { ReferralsPage } from './pages/referrals-page.ts';

// After a claim, every number that shows the campaign agrees with the chain within two seconds of
// the receipt, without a reload: the row, its chain's summary and the campaign page. Read back from
// the chain with viem, and checked again after the service has caught up (when a record dropped
// too early once left "Already paid 0" until a reload).

/** The receipt is in; the screens have this long to agree with the chain. */
const AGREE_WITHIN = 2_000;

test.describe('Numbers right after a claim', { tag: '@chain' }, () => {
  test('a claimed row, its summary and the campaign page show what the chain paid, and the row stays put', async ({
    connectedPage: page,
    wallet,
    world,
    request,
    rewardsPage,
  }) => {
    test.setTimeout(90_000);
    const campaignId = world.claimableCampaign(wallet.address);
    const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
    const campaign = (await chain.claimable(wallet.address)).find((candidate) => candidate.id === campaignId);
    if (campaign === undefined) throw new Error(`${campaignId} is not claimable for ${wallet.address}`);
    const token = { decimals: campaign.decimals, symbol: campaign.symbol };
    const chainName = localChainName(campaign.chainId);

    await rewardsPage.goto();
    const row = rewardsPage.row(campaignId);
    const cells = row.getByRole('cell');
    await expect(cells.nth(2)).toHaveText(formatTokenWithSymbol(campaign.claimedBefore, token));
    const orderBefore = await rewardsPage.rowOrder(chainName);

    await row.getByRole('button', { name: /^Claim \d/ }).click();
    await rewardsPage.confirmPanel(row).getByRole('button', { name: 'Confirm in wallet' }).click();
    await expect(row.getByRole('button', { name: 'Copy transaction hash' })).toBeVisible({ timeout: 30_000 });

    const paid = await chain.claimed(campaign.chainId, campaign.clone, wallet.address);
    expect(paid).toBe(campaign.cumulativeAmount);
    const paidText = formatTokenWithSymbol(paid, token);
    const claimableText = formatTokenWithSymbol(campaign.cumulativeAmount - paid, token);
    const summary = page
      .getByRole('region', { name: /^Summary/ })
      .getByRole('listitem')
      .filter({ hasText: `${campaign.symbol} on ${chainName}` });
    const summaryPaid = formatTokenWithSymbol(
      await chain.paidIn(wallet.address, campaign.chainId, campaign.token),
      token,
    );

    const agree = async () => {
      await expect(cells.nth(2)).toHaveText(paidText, { timeout: AGREE_WITHIN });
      // The claimable amount, then its dollar value under it where the build shows dollars.
      await expect(cells.nth(3)).toHaveText(new RegExp(`^${escapeRegExp(claimableText)}(\\$[\\d,.]+)?$`), {
        timeout: AGREE_WITHIN,
      });
      await expect(CampaignDetailPage.fact(summary, 'Already paid')).toHaveText(summaryPaid, { timeout: AGREE_WITHIN });
    };
    await agree();
    expect(await rewardsPage.rowOrder(chainName)).toEqual(orderBefore);
    // Still so once the service has seen the claim (it reports it a moment later), and after.
    await expect
      .poll(async () => {
        const response = await request.fetch(`${localMockOrigin()}/v1/claims/${campaignId}/${wallet.address}`);
        return ((await response.json()) as { alreadyClaimed: string }).alreadyClaimed;
      })
      .toBe(paid.toString());
    // The app marks the payment reported once the service and the chain reads both have it: the
    // moment the row once fell back to a `claimed` read from before the claim.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const kept = JSON.parse(window.localStorage.getItem('sent-transactions') ?? 'null') as {
            value: { entries: { calls: { paid?: string; reportedAt?: number }[] }[] };
          } | null;
          const calls = kept?.value.entries.flatMap((entry) => entry.calls) ?? [];
          return calls.length > 0 && calls.every((call) => call.paid === undefined || call.reportedAt !== undefined);
        }),
      )
      .toBe(true);
    await agree();

    const detail = new CampaignDetailPage(page);
    await page.getByRole('link', { name: new RegExp(`campaign ${campaignId}$`) }).click();
    const position = detail.position('connected');
    await expect(CampaignDetailPage.fact(position, 'Claimable now')).toContainText(
      new RegExp(`${escapeRegExp(paidText)} (paid|already claimed)`),
      { timeout: AGREE_WITHIN },
    );
  });

  test('a claimed payout is paid in its row and its summary at once, as its distributor says', async ({
    connectedPage: page,
    wallet,
    world,
    request,
  }) => {
    test.setTimeout(90_000);
    const referrals = new ReferralsPage(page);
    const campaignId = world.referralPayoutCampaign(wallet.address);
    const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
    const payout = (await chain.claimablePayouts(wallet.address, new Date())).find((open) => open.id === campaignId);
    if (payout === undefined) throw new Error(`${campaignId} has no open payout for ${wallet.address}`);
    const token = { decimals: payout.decimals, symbol: payout.symbol };
    // The summary's figures for the payout's token and chain, from the service's stats before the claim.
    const statsResponse = await request.fetch(`${localMockOrigin()}/v1/referrals/stats/${wallet.address}`);
    const statsBody = (await statsResponse.json()) as StatBody[] | { data: StatBody[] };
    const stats = (Array.isArray(statsBody) ? statsBody : statsBody.data).filter(
      (stat) =>
        stat.id.chainId === payout.chainId && stat.rewardToken.address.toLowerCase() === payout.token.toLowerCase(),
    );
    const sum = (of: StatBody[]) => of.reduce((total, stat) => total + BigInt(stat.amount ?? '0'), 0n);
    const isPaid = (stat: StatBody) => stat.claimedAt !== null || stat.claimTxHash !== null;
    const paidBefore = sum(stats.filter(isPaid));
    const unpaidBefore = sum(stats.filter((stat) => stat.status !== 'estimated' && !isPaid(stat)));

    await referrals.goto();
    const row = referrals.earningsRow(campaignId);
    await row.getByRole('button', { name: /^Claim payout \d/ }).click();
    await row
      .getByRole('group', { name: /^Before you sign: claim / })
      .getByRole('button', { name: 'Confirm in wallet' })
      .click();
    await expect.poll(() => chain.payoutClaimed(payout, wallet.address), { timeout: 30_000 }).toBe(true);

    const card = page.getByRole('listitem', { name: `${payout.symbol} on ${localChainName(payout.chainId)}` });
    await expect(row.getByRole('button', { name: /^Claim payout/ })).toHaveCount(0, { timeout: AGREE_WITHIN });
    await expect(CampaignDetailPage.fact(card, 'Paid')).toHaveText(
      formatTokenWithSymbol(paidBefore + payout.amount, token),
      {
        timeout: AGREE_WITHIN,
      },
    );
    await expect(CampaignDetailPage.fact(card, 'Final, unpaid')).toHaveText(
      formatTokenWithSymbol(unpaidBefore - payout.amount, token),
      { timeout: AGREE_WITHIN },
    );
    expect(await chain.payoutEvents(payout, wallet.address)).toBe(1);
  });
});

interface StatBody {
  id: { chainId: number; campaignIndex: number };
  status: string;
  amount: string | null;
  claimedAt: string | null;
  claimTxHash: string | null;
  rewardToken: { address: string };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
