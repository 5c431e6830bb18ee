import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import type { ReferralsPage } from './pages/referrals-page.ts';
import type { RewardsPage } from './pages/rewards-page.ts';
import { formatUnits } from 'viem';
import { parseCsv } from '../src/lib/csv.ts';
import { formatTokenAmount } from '../src/domain/token-amount.ts';

// The rewards page and the referral center name campaigns as the list does, and their CSV
// exports hold what the screen shows, amounts exact.

// Two screens, two downloads and the list on each reward chain, on a shared machine.
test.describe.configure({ timeout: 120_000 });

const NAMED = /^(.*), campaign (\d+:\d+)$/;

/** Campaign id → title, from links named "<title>, campaign <id>". */
async function namesOf(links: Locator): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const name of await links.evaluateAll((elements) => elements.map((element) => element.textContent))) {
    const match = NAMED.exec(name.trim());
    if (match?.[1] !== undefined && match[2] !== undefined) names.set(match[2], match[1]);
  }
  return names;
}

/** The list's card titles of every campaign on the given reward chains (forwarder ones included). */
async function listTitles(page: Page, chainIds: Iterable<string>): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const chainId of chainIds) {
    await page.goto(`/?chain=${chainId}&forwarder=1&size=100&status=any`);
    const links = page.getByRole('link', { name: NAMED });
    await expect(links.first()).toBeVisible();
    for (const [id, title] of await namesOf(links)) titles.set(id, title);
  }
  return titles;
}

/** Each screen's names against the list's, the list read once for every screen's chains. */
async function expectSameNamesAsList(page: Page, screens: Record<string, Map<string, string>>): Promise<void> {
  const chains = new Set<string>();
  for (const [screen, shown] of Object.entries(screens)) {
    expect(shown.size, `${screen} names campaigns`).toBeGreaterThan(0);
    for (const id of shown.keys()) chains.add(id.split(':')[0] ?? '');
  }
  const titles = await listTitles(page, chains);
  for (const [screen, shown] of Object.entries(screens))
    for (const [id, title] of shown) expect(title, `${screen}: campaign ${id}`).toBe(titles.get(id));
}

/**
 * How the screen writes the amount a CSV row gives as `tokens` and `baseUnits`: first checks the
 * two agree exactly (tokens is base units moved by the token's decimals, nothing rounded).
 */
function shownAmount(tokens: string, baseUnits: string, symbol: string): string {
  const units = BigInt(baseUnits);
  const decimals = Array.from({ length: 37 }, (_, index) => index).find((d) => formatUnits(units, d) === tokens);
  expect(decimals, `${tokens} is exactly ${baseUnits} base units`).toBeDefined();
  return `${formatTokenAmount(units, decimals ?? 0)} ${symbol}`;
}

async function downloadCsv(page: Page, button: Locator): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return parseCsv(await readFile(path, 'utf8'));
}

// One journey over both screens of an address (one reset, the list read once for both): each
// screen's part fails with the screen's name.
test(
  'the rewards and the referral center name each campaign as the list does, referral payouts first, and each CSV equals its page',
  { tag: '@chain' },
  async ({ page, world, rewardsPage, referralsPage }) => {
    const alice = world.user('alice');
    const rewardsShown = await rewardsNamedAndExported(page, rewardsPage, alice);
    const referralsShown = await referralsNamedAndExported(
      page,
      referralsPage,
      alice,
      world.referralPayoutCampaign(alice),
    );
    await expectSameNamesAsList(page, { rewards: rewardsShown, 'referral center': referralsShown });
  },
);

/** Rewards: every row named (none on its fallback) and the CSV equal to the table; returns the names. */
async function rewardsNamedAndExported(
  page: Page,
  rewardsPage: RewardsPage,
  alice: string,
): Promise<Map<string, string>> {
  await rewardsPage.goto(alice);
  await expect(rewardsPage.totals).toBeVisible();
  // Names arrive with the campaign pages; none is left on its fallback ("PTN campaign 1:2").
  await expect(rewardsPage.campaignLinks.filter({ hasText: / campaign \d+:\d+,/ })).toHaveCount(0);
  // What was paid comes from the chain; every row has it before the CSV is compared.
  await expect(page.getByText('checking…')).toHaveCount(0);
  const shown = await namesOf(rewardsPage.campaignLinks);

  const rows = await downloadCsv(page, rewardsPage.csvButton);
  const [header, ...records] = rows;
  expect(header?.slice(0, 2), 'rewards CSV header').toEqual(['campaign id', 'campaign']);
  expect(
    records.map((record) => record[0]),
    'rewards CSV rows, in the table order',
  ).toEqual([...shown.keys()]);
  for (const record of records) {
    const [id = '', name = ''] = record;
    expect(name.startsWith(shown.get(id) ?? '-'), `rewards CSV names ${id} as the table does`).toBe(true);
    const row = rewardsPage.row(id);
    const symbol = record[4] ?? '';
    const [earned = '', earnedUnits = '', claimable = '', claimableUnits = '', paid = '', paidUnits = ''] =
      record.slice(6);
    await expect(row).toContainText(shownAmount(earned, earnedUnits, symbol));
    await expect(row).toContainText(shownAmount(claimable, claimableUnits, symbol));
    if (paidUnits !== '') await expect(row).toContainText(shownAmount(paid, paidUnits, symbol));
  }

  return shown;
}

/** Referral center: payouts claimable now first, every row named, the CSV equal to the page. */
async function referralsNamedAndExported(
  page: Page,
  referralsPage: ReferralsPage,
  alice: string,
  payout: string,
): Promise<Map<string, string>> {
  await referralsPage.goto(alice);
  await expect(referralsPage.earningsSummary).toBeVisible();
  await expect(referralsPage.claimableNow.getByRole('link', { name: new RegExp(`campaign ${payout}$`) })).toBeVisible();
  await expect(referralsPage.claimableNow).toContainText(/Closes in \d/);
  // Rows are named as they come into view (a busy referrer's center reads only those names);
  // a reader scrolling down the page sees every one named.
  for (const link of await referralsPage.campaignLinks.all()) await link.scrollIntoViewIfNeeded();
  await expect(referralsPage.campaignLinks.filter({ hasText: / campaign \d+:\d+,/ })).toHaveCount(0);
  const shown = await namesOf(referralsPage.campaignLinks);

  const [header, ...records] = await downloadCsv(page, referralsPage.csvButton);
  expect(header?.slice(0, 2), 'referral CSV header').toEqual(['campaign id', 'campaign']);
  expect(new Set(records.map((record) => record[0])), 'referral CSV rows').toEqual(new Set(shown.keys()));
  // Payouts claimable now come first, in the export as on the page.
  const claimableFirst = [...(await namesOf(referralsPage.claimableNow.getByRole('link', { name: NAMED }))).keys()];
  expect(
    records.slice(0, claimableFirst.length).map((record) => record[0]),
    'referral CSV starts with the payouts claimable now',
  ).toEqual(claimableFirst);
  for (const record of records) {
    const [tokens = '', units = ''] = record.slice(9, 11);
    const row = referralsPage.earningsRow(record[0] ?? '');
    await expect(row).toContainText(units === '' ? 'Not computed yet' : shownAmount(tokens, units, record[7] ?? ''));
  }

  return shown;
}
