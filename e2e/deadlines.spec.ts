import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { createPublicClient, http } from 'viem';
import { referralDistributorAbi } from '../src/contracts/referral-distributor-abi.ts';
import { formatTokenWithSymbol } from '../src/domain/token-amount.ts';
import { claimDeadlinesOnChain, icsEvents, icsUtc, type ClaimDeadlineOnChain } from './fixtures/claim-deadlines.ts';
import { ClaimsOnChain, localChainName } from './fixtures/claims-on-chain.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { expect, test } from './fixtures/test.ts';
import { CampaignDetailPage } from './pages/campaign-detail-page.ts';

// Claim deadlines on /rewards, on the local stack: the mock clock (which the chains follow) is
// moved to 10 days before one of the wallet's claims expires, then past it. Each deadline is
// checked against the chain itself (the clone's endTime + claimExpiryDuration), read with viem.

const DAY_MS = 86_400_000;

async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, text: await readFile(path, 'utf8') };
}

/** The event of one campaign's deadline in a calendar file (its UID starts with the deadline's identity). */
function eventOf(events: Map<string, string>[], deadline: ClaimDeadlineOnChain, user: string) {
  const [chainId, index] = deadline.id.split(':');
  const uid = `reward:${chainId ?? ''}:${index ?? ''}:${user.toLowerCase()}@`;
  const matching = events.filter((event) => event.get('UID')?.startsWith(uid) === true);
  expect(matching, `one calendar event for ${deadline.id}`).toHaveLength(1);
  return matching[0] ?? new Map<string, string>();
}

/** A calendar event holds the chain's deadline at the right UTC moment, the amount and the campaign's link. */
function expectEventOf(event: Map<string, string>, deadline: ClaimDeadlineOnChain, origin: string) {
  expect(event.get('DTSTART'), `the calendar event of ${deadline.id} starts at its deadline`).toBe(
    icsUtc(deadline.closesAt),
  );
  expect(event.get('SUMMARY')).toMatch(
    new RegExp(`^Claim [\\d,.]+ ${deadline.symbol} from .+ before it expires$`, 'u'),
  );
  const link = `${origin}/campaigns/${deadline.id}`;
  expect(event.get('URL')).toBe(link);
  expect(event.get('DESCRIPTION')).toContain(link);
  expect(event.get('DESCRIPTION')).toMatch(
    new RegExp(`^[\\d,.]+ ${deadline.symbol} reward claimable from .+ on ${localChainName(deadline.chainId)}\\.`, 'u'),
  );
}

test.describe('Claim deadlines', { tag: '@chain' }, () => {
  test('a claim 10 days from expiry is summed on top, in a calendar file at its UTC moment, and sorted first; after its expiry it shows Expired, offers no claim, and Claim everything leaves it out in words', async ({
    connectedPage: page,
    wallet,
    world,
    mock,
    request,
    rewardsPage,
  }) => {
    test.setTimeout(240_000);
    const before = await claimDeadlinesOnChain(request, world, wallet.address);
    const start = await mock.now();
    // The soonest claim with room to move the clock to 10 days before it.
    const target = before.find((deadline) => deadline.closesAt.getTime() - start.getTime() > 11 * DAY_MS);
    expect(target, 'a claim of the fixture wallet that expires more than 11 days from now').toBeDefined();
    if (target === undefined) return;
    await mock.advanceClock(Math.floor((target.closesAt.getTime() - 10 * DAY_MS - start.getTime()) / 1000));

    // What the chain says now: the claims still open, soonest first, and those closing within 14 days.
    const now = await mock.now();
    const open = (await claimDeadlinesOnChain(request, world, wallet.address)).filter(
      (deadline) => deadline.closesAt > now,
    );
    const closing = open.filter((deadline) => deadline.closesAt.getTime() - now.getTime() <= 14 * DAY_MS);
    expect(closing.map((deadline) => deadline.id)).toContain(target.id);
    const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
    const claimable = await chain.claimable(wallet.address);
    const targetClaim = claimable.find((campaign) => campaign.id === target.id);
    expect(targetClaim).toBeDefined();
    if (targetClaim === undefined) return;

    await rewardsPage.goto();
    await expect(rewardsPage.totals).toBeVisible();

    // The summary on top counts the claims closing within 14 days and names the target's campaign
    // with its amount: the proof's amount minus what the clone has paid.
    await expect(rewardsPage.closingSoon).toBeVisible({ timeout: 30_000 });
    const count = closing.length;
    await expect(rewardsPage.closingSoon.getByRole('heading')).toHaveText(
      new RegExp(`^${String(count)} claims? worth .+ closes? within 14 days$`),
    );
    const listed = rewardsPage.closingSoon.getByRole('listitem').filter({ hasText: `campaign ${target.id}` });
    await expect(listed).toContainText(
      formatTokenWithSymbol(targetClaim.cumulativeAmount - targetClaim.claimedBefore, targetClaim),
    );
    await expect(listed).toContainText(/\(in (9|10) days\)/);
    await expect(
      rewardsPage.closingSoon.getByRole('button', { name: `Claim the ${String(count)} closing soon` }),
    ).toBeVisible();

    // "Add to calendar": the closing-soon file holds each of those deadlines, and the file of every
    // open deadline all of them, each at the chain's UTC moment, with its amount and link.
    const origin = new URL(page.url()).origin;
    const soon = await downloadedText(page, () =>
      rewardsPage.closingSoon
        .getByRole('button', { name: /^Add (this deadline|these deadlines) to calendar$/ })
        .click(),
    );
    expect(soon.download.suggestedFilename()).toBe(`claims-closing-soon-${wallet.address}.ics`);
    const soonEvents = icsEvents(soon.text);
    expect(soonEvents, 'events in the closing-soon calendar file').toHaveLength(closing.length);
    for (const deadline of closing) expectEventOf(eventOf(soonEvents, deadline, wallet.address), deadline, origin);
    const all = await downloadedText(page, () =>
      page.getByRole('button', { name: `Add all ${String(open.length)} deadlines to calendar` }).click(),
    );
    const allEvents = icsEvents(all.text);
    expect(allEvents, 'events in the calendar file of every open deadline').toHaveLength(open.length);
    for (const deadline of open) expectEventOf(eventOf(allEvents, deadline, wallet.address), deadline, origin);

    // The row says when its claim expires (the chain's moment) and marks it as closing soon.
    const row = rewardsPage.row(target.id);
    await expect(row.locator(`time[datetime="${target.closesAt.toISOString()}"]`)).toBeVisible();
    await expect(row.getByText('Closes soon')).toBeVisible();

    // Sorted by closes soonest, across every chain and page, the soonest open claim comes first.
    await rewardsPage.sortSelect.selectOption({ label: 'Closes soonest' });
    await expect(page).toHaveURL(/sort=closes/);
    await expect.poll(async () => (await rewardsPage.screenOrder())[0]).toBe(open[0]?.id);
    expect(open[0]?.closesAt.getTime()).toBeLessThanOrEqual(target.closesAt.getTime());

    // The campaign's page shows the same deadline beside the wallet's position.
    const detail = new CampaignDetailPage(page);
    await detail.goto(target.id);
    const claimBy = CampaignDetailPage.fact(detail.position('connected'), 'Claim by');
    await expect(claimBy.locator(`time[datetime="${target.closesAt.toISOString()}"]`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(claimBy).toContainText('Closes soon');
    await rewardsPage.goto();

    // Past its expiry: the chain no longer pays it. The app takes "now" from the service's answers
    // (this browser's clock is the machine's, 40-odd days behind the moved world): a later visit,
    // once the kept answers are stale (30 s), asks the service again and hears its time. The
    // browser's clock is moved those 31 s on (and runs on from there) rather than waited out.
    await mock.advanceClock(11 * 86_400);
    await page.clock.install({ time: Date.now() + 31_000 });
    await page.reload();
    await expect(rewardsPage.totals).toBeVisible();
    const expiredRow = rewardsPage.row(target.id);
    await expect(expiredRow.getByText('Expired', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(expiredRow.getByText('Expired: the chain no longer pays this claim.')).toBeVisible();
    await expect(expiredRow.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
    // Nor is it still counted as closing soon.
    await expect(
      rewardsPage.closingSoon.getByRole('listitem').filter({ hasText: `campaign ${target.id}` }),
    ).toHaveCount(0);

    // Nor does its campaign's page offer a claim; it says why.
    const expiredDetail = new CampaignDetailPage(page);
    await expiredDetail.goto(target.id);
    const position = expiredDetail.position('connected');
    await expect(CampaignDetailPage.fact(position, 'Claim by')).toContainText('Expired', { timeout: 30_000 });
    await expect(position.getByText(/^Expired on .+: the chain no longer pays this claim\.$/)).toBeVisible();
    await expect(position.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
    await rewardsPage.goto();
    await expect(rewardsPage.totals).toBeVisible();

    // Claim everything plans without it, and says why in words, by the campaign's name. That name
    // comes by id (an expired claim is not in the wallet's claimable list), after the list answers:
    // until then the row names the campaign by its reward token and id.
    const nameLink = expiredRow.locator('[data-campaign-name]');
    await expect(nameLink).toBeVisible();
    await expect(nameLink).not.toHaveText(new RegExp(`^\\S+ campaign ${target.id}, campaign`));
    const name = ((await nameLink.textContent()) ?? '').split(', campaign ')[0];
    expect(name).not.toBe('');
    await rewardsPage.claimEverythingButton.click();
    await expect(rewardsPage.leftOut).toBeVisible({ timeout: 60_000 });
    await expect(rewardsPage.leftOut.getByRole('listitem').filter({ hasText: `${name ?? ''} on ` })).toHaveText(
      /: Expired on .+: the chain no longer pays this claim\.$/,
    );
  });

  test('the referral center sums the payouts whose window closes within 14 days, names them, and offers a claim of just those', async ({
    connectedPage: page,
    wallet,
    world,
    mock,
    request,
    referralsPage,
  }) => {
    test.setTimeout(180_000);
    const { rpcUrls } = world.chains();
    const chain = new ClaimsOnChain(request, localMockOrigin(), rpcUrls);
    const start = await mock.now();
    // Each open payout's window end, from its distributor on chain.
    const payouts = await Promise.all(
      (await chain.claimablePayouts(wallet.address, start)).map(async (payout) => {
        const client = createPublicClient({ transport: http(rpcUrls[payout.chainId]) });
        const end = await client.readContract({
          address: payout.distributor,
          abi: referralDistributorAbi,
          functionName: 'claimWindowEnd',
        });
        return { ...payout, closesAt: new Date(Number(end) * 1000) };
      }),
    );
    payouts.sort((a, b) => a.closesAt.getTime() - b.closesAt.getTime());
    const target = payouts.find((payout) => payout.closesAt.getTime() - start.getTime() > 11 * DAY_MS);
    test.skip(target === undefined, 'the fixture referrer has no payout whose window closes more than 11 days out');
    if (target === undefined) return;
    await mock.advanceClock(Math.floor((target.closesAt.getTime() - 10 * DAY_MS - start.getTime()) / 1000));
    const now = await mock.now();
    const closing = payouts.filter(
      (payout) => payout.closesAt > now && payout.closesAt.getTime() - now.getTime() <= 14 * DAY_MS,
    );

    await page.goto('/referrals');
    await expect(referralsPage.closingSoon).toBeVisible({ timeout: 30_000 });
    await expect(referralsPage.closingSoon.getByRole('heading')).toHaveText(
      new RegExp(`^${String(closing.length)} payouts? worth .+ closes? within 14 days$`),
    );
    const listed = referralsPage.closingSoon.getByRole('listitem').filter({ hasText: `campaign ${target.id}` });
    await expect(listed).toContainText(formatTokenWithSymbol(target.amount, target));
    await expect(listed).toContainText(/\(in (9|10) days\)/);
    await expect(
      referralsPage.closingSoon.getByRole('button', { name: `Claim the ${String(closing.length)} closing soon` }),
    ).toBeVisible();
    if (payouts.length > 1) await expect(referralsPage.payoutSort).toHaveValue('closes');
  });
});
