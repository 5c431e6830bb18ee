import type { Route } from '@playwright/test';
import { ClaimsOnChain } from './fixtures/claims-on-chain.ts';
import { walletConfirmations } from './fixtures/injected-wallet.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';
import { CampaignDetailPage } from './pages/campaign-detail-page.ts';

// A single claim from a row, with the page reloaded while its transaction is sent but its receipt
// not yet seen: the page must watch the kept hash, not offer a second send. Every result is read
// back from the chain.

interface RpcMessage {
  id?: unknown;
  method?: string;
  result?: unknown;
}

/**
 * Answers every receipt question of the page as "not mined yet" (the transaction itself goes
 * through and is mined), so the page is still confirming when the test reloads it.
 */
async function hideReceipts(route: Route): Promise<void> {
  const body = route.request().postData() ?? '';
  if (route.request().method() !== 'POST' || !body.includes('eth_getTransactionReceipt')) {
    await route.fallback();
    return;
  }
  const requests = JSON.parse(body) as RpcMessage | RpcMessage[];
  const list = Array.isArray(requests) ? requests : [requests];
  const response = await route.fetch();
  const answers = (await response.json()) as RpcMessage | RpcMessage[];
  const hidden = (Array.isArray(answers) ? answers : [answers]).map((answer) => {
    const asked = list.find((request) => request.id === answer.id);
    return asked?.method === 'eth_getTransactionReceipt' ? { ...answer, result: null } : answer;
  });
  await route.fulfill({ response, json: Array.isArray(answers) ? hidden : hidden[0] });
}

test.describe('A single claim across a reload', { tag: '@chain' }, () => {
  test('watches the kept transaction after a reload, pays once, and the campaign page shows it paid', async ({
    connectedPage: page,
    wallet,
    world,
    request,
    rewardsPage,
  }) => {
    test.setTimeout(120_000);
    const campaignId = world.claimableCampaign(wallet.address);
    const [chainId, campaignIndex] = campaignId.split(':').map(Number) as [number, number];
    const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
    /** Whether the record of sends holds a pending claim of the campaign. */
    const pendingKept = () =>
      page.evaluate((id) => {
        const kept = JSON.parse(window.localStorage.getItem('sent-transactions') ?? 'null') as {
          value: { entries: { status: string; calls: { campaign: string }[] }[] };
        } | null;
        return (
          kept?.value.entries.some(
            (entry) => entry.status === 'pending' && entry.calls.some((call) => call.campaign === id),
          ) ?? false
        );
      }, campaignId);

    await page.route('**/*', hideReceipts);
    await rewardsPage.goto();
    const row = rewardsPage.row(campaignId);
    const claimButton = row.getByRole('button', { name: /^Claim \d/ });
    const offered = (await claimButton.textContent())?.replace(/^Claim /, '') ?? '';
    await claimButton.click();
    await rewardsPage.confirmPanel(row).getByRole('button', { name: 'Confirm in wallet' }).click();
    await expect(row.getByText(/^Confirming… transaction 0x/)).toBeVisible({ timeout: 30_000 });
    expect(await pendingKept()).toBe(true);

    // The transaction is mined on chain; only the page has not seen it. Reload: nothing is offered
    // again, the kept hash is watched and its Claimed log says what was paid. Receipts stay hidden
    // until the new document is committed: unhidden earlier, the old page could still see its
    // receipt and settle the claim before the reload, and the reload would test nothing.
    await page.reload({ waitUntil: 'commit' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(row.getByText(`Claimed ${offered}.`)).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
    expect(await walletConfirmations(page)).toBe(1);
    expect(await chain.claimEvents(chainId, campaignIndex, wallet.address)).toBe(1);
    expect(await pendingKept()).toBe(false);

    // The campaign page's position follows the chain, whether or not the service has caught up.
    const detail = new CampaignDetailPage(page);
    await detail.goto(campaignId);
    const position = detail.position('connected');
    // Nothing is left to claim, and once the chain's paid total is read the position says what
    // was paid: "All claimed" when it covers everything accrued, else "0 WETH" and the amount
    // already claimed. Which of the two shows here varies from run to run, for a reason not found
    // yet (the frozen world should make it one); both say nothing is left to claim.
    await expect(CampaignDetailPage.fact(position, 'Claimable now')).toHaveText(
      /^(All claimed[\d.,]+ \S+ paid|0 \S+[\d.,]+ \S+ already claimed)$/,
    );
    await expect(position.getByRole('button', { name: /^Claim \d/ })).toHaveCount(0);
  });
});
