import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { ClaimsOnChain, localChainName } from './fixtures/claims-on-chain.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';
import { CampaignDetailPage } from './pages/campaign-detail-page.ts';

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
      await expect(cells.nth(3)).toHaveText(claimableText, { timeout: AGREE_WITHIN });
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
            value: { entries: { calls: { paid?: string; reported?: boolean }[] }[] };
          } | null;
          const calls = kept?.value.entries.flatMap((entry) => entry.calls) ?? [];
          return calls.length > 0 && calls.every((call) => call.paid === undefined || call.reported === true);
        }),
      )
      .toBe(true);
    await agree();

    const detail = new CampaignDetailPage(page);
    await page.getByRole('link', { name: new RegExp(`campaign ${campaignId}$`) }).click();
    const position = detail.position('connected');
    await expect(CampaignDetailPage.fact(position, 'Claimable now')).toContainText(
      new RegExp(`${paidText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (paid|already claimed)`),
      { timeout: AGREE_WITHIN },
    );
  });
});
