import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { claimDeadlinesOnChain, icsEvents, icsUtc, type ClaimDeadlineOnChain } from './fixtures/claim-deadlines.ts';
import { localChainName } from './fixtures/claims-on-chain.ts';
import { expect, test } from './fixtures/test.ts';

// "Add to calendar" on /rewards, on the local stack: the file the browser downloads is read back
// and checked against the deadlines the chain holds (each clone's endTime + claimExpiryDuration).

const DAY_MS = 86_400_000;

async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, text: await readFile(path, 'utf8') };
}

/** The event of one campaign's deadline in a file (its UID starts with the deadline's identity). */
function eventOf(events: Map<string, string>[], deadline: ClaimDeadlineOnChain, user: string) {
  const [chainId, index] = deadline.id.split(':');
  const uid = `reward:${chainId ?? ''}:${index ?? ''}:${user.toLowerCase()}@`;
  const matching = events.filter((event) => event.get('UID')?.startsWith(uid) === true);
  expect(matching, `one event for ${deadline.id}`).toHaveLength(1);
  return matching[0] ?? new Map<string, string>();
}

function expectEventOf(event: Map<string, string>, deadline: ClaimDeadlineOnChain, origin: string) {
  expect(event.get('DTSTART')).toBe(icsUtc(deadline.closesAt));
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

test.describe('Add to calendar', { tag: '@chain' }, () => {
  test('10 days before a claim expires, the closing-soon file holds its deadline at the right UTC moment, amount and link', async ({
    connectedPage: page,
    wallet,
    world,
    mock,
    request,
    rewardsPage,
  }) => {
    test.setTimeout(180_000);
    const before = await claimDeadlinesOnChain(request, world, wallet.address);
    const start = await mock.now();
    const target = before.find((deadline) => deadline.closesAt.getTime() - start.getTime() > 11 * DAY_MS);
    expect(target, 'a claim that expires more than 11 days from now').toBeDefined();
    if (target === undefined) return;
    await mock.advanceClock(Math.floor((target.closesAt.getTime() - 10 * DAY_MS - start.getTime()) / 1000));

    // What the chain says after the move: every claim still open, and those closing within 14 days.
    const now = await mock.now();
    const open = (await claimDeadlinesOnChain(request, world, wallet.address)).filter(
      (deadline) => deadline.closesAt > now,
    );
    const closing = open.filter((deadline) => deadline.closesAt.getTime() - now.getTime() <= 14 * DAY_MS);
    expect(closing.map((deadline) => deadline.id)).toContain(target.id);

    await rewardsPage.goto();
    await expect(rewardsPage.totals).toBeVisible();
    const origin = new URL(page.url()).origin;

    const closingSoon = page.getByRole('region', { name: /closes? within 14 days/ });
    await expect(closingSoon).toBeVisible({ timeout: 30_000 });
    const soon = await downloadedText(page, () =>
      closingSoon.getByRole('button', { name: /^Add (this deadline|these deadlines) to calendar$/ }).click(),
    );
    expect(soon.download.suggestedFilename()).toBe(`claims-closing-soon-${wallet.address}.ics`);
    const soonEvents = icsEvents(soon.text);
    expect(soonEvents).toHaveLength(closing.length);
    for (const deadline of closing) expectEventOf(eventOf(soonEvents, deadline, wallet.address), deadline, origin);

    // Every open deadline of the wallet, in one file.
    const all = await downloadedText(page, () =>
      page.getByRole('button', { name: `Add all ${String(open.length)} deadlines to calendar` }).click(),
    );
    const allEvents = icsEvents(all.text);
    expect(allEvents).toHaveLength(open.length);
    for (const deadline of open) expectEventOf(eventOf(allEvents, deadline, wallet.address), deadline, origin);
  });
});
