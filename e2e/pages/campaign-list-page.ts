import { expect, type Locator, type Page } from '@playwright/test';

/** The range the summary states: "Showing 1–20 of 48 campaigns." */
interface ShownRange {
  first: number;
  last: number;
  total: number;
}

/** "Showing 1–20 of 48 campaigns.", or for a list of one, "Showing the only campaign." */
const SUMMARY = /^Showing (?:([\d,]+)–([\d,]+) of ([\d,]+) campaigns|the only campaign)\./;

const count = (text: string | undefined) => Number((text ?? '').replaceAll(',', ''));

/** The campaign list (`/`): toolbar, filter form, summary, cards or table, pages. */
export class CampaignListPage {
  readonly heading: Locator;
  readonly summary: Locator;
  readonly results: Locator;
  /** One `<article>` per campaign in the cards view. */
  readonly cards: Locator;
  readonly table: Locator;
  readonly emptyHeading: Locator;
  readonly filtersButton: Locator;
  readonly rewardChain: Locator;
  readonly budgetAddress: Locator;
  readonly applyFilters: Locator;
  readonly sort: Locator;
  readonly search: Locator;
  readonly myCampaigns: Locator;
  /** The Watchlist toggle; `aria-pressed` says whether the starred campaigns are shown. */
  readonly watchlist: Locator;
  readonly watchlistEmptyHeading: Locator;
  readonly nextPage: Locator;
  readonly pageSize: Locator;
  readonly ignoredSettings: Locator;
  /**
   * "Searched 300 of 1,240 campaigns…" (or "Ranking: read …", "Checking your campaigns: read …")
   * while an answer reads the whole filtered list.
   */
  readonly searchProgress: Locator;
  /** "Searched all 1,240 campaigns of these filters." (or "Ranked all", "Checked all") once it has. */
  readonly searchComplete: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Campaigns', exact: true });
    this.summary = page.getByText(SUMMARY);
    this.results = page.getByRole('region', { name: 'Campaign results' });
    this.cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('article');
    this.table = page.getByRole('table');
    this.emptyHeading = this.results.getByRole('heading', { name: /^No campaigns/ });
    this.filtersButton = page.getByRole('button', { name: /^Filters/ });
    this.rewardChain = page.getByLabel('Reward chain');
    this.budgetAddress = page.getByLabel('Budget address');
    this.applyFilters = page.getByRole('button', { name: 'Apply filters' });
    this.sort = page.getByLabel('Sort by');
    this.search = page.getByRole('searchbox', { name: 'Search campaigns' });
    this.myCampaigns = page.getByRole('button', { name: 'My campaigns' });
    this.watchlist = page.getByRole('button', { name: 'Watchlist', exact: true });
    this.watchlistEmptyHeading = this.results.getByRole('heading', { name: 'Your watchlist is empty' });
    this.nextPage = page.getByRole('button', { name: 'Next page' });
    this.pageSize = page.getByLabel('Per page');
    this.ignoredSettings = page.getByRole('region', { name: 'Ignored link settings' });
    this.searchProgress = page.getByText(
      /^(Searched|Ranking: read|Checking your campaigns: read) [\d,]+ of [\d,]+ campaigns…$/,
    );
    this.searchComplete = page.getByText(/^(Searched|Ranked|Checked) all [\d,]+ campaigns? of these filters\.$/);
  }

  /** Opens the list with a query string (`?chain=31338`), or plain `/`. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
  }

  /** The Cards or Table switch; `aria-pressed` says which view is on. */
  viewButton(name: 'Cards' | 'Table'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  statusFilter(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  /** "Page 2 of 3" under the results. */
  pageIndicator(page: number, pages: number): Locator {
    return this.page.getByText(`Page ${String(page)} of ${String(pages)}`, { exact: true });
  }

  /** Links to campaigns, in either view; named "<token> rewards on <target>, campaign <id>". */
  campaignLinks(): Locator {
    return this.results.getByRole('link', { name: /, campaign \d+:\d+$/ });
  }

  /** The star of a campaign, by its name as the list shows it ("PTN rewards on steakUSDC"). */
  star(name: string): Locator {
    return this.results.getByRole('button', { name: `Add ${name} to watchlist`, exact: true });
  }

  /** A card by the start of its title, e.g. /^WETH rewards on steakUSDC/. */
  card(title: RegExp): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: title }) });
  }

  /**
   * Waits until the results have loaded, then reads the summary's range; null when the service
   * answered with no campaign at all (the empty state), which a deployment may legitimately do.
   */
  async shownRange(): Promise<ShownRange | null> {
    await expect(this.summary.or(this.emptyHeading)).toBeVisible();
    if (await this.emptyHeading.isVisible()) return null;
    const match = SUMMARY.exec((await this.summary.textContent()) ?? '');
    if (match === null) throw new Error('The list summary no longer reads "Showing a–b of n campaigns."');
    // "Showing the only campaign."
    if (match[1] === undefined) return { first: 1, last: 1, total: 1 };
    return { first: count(match[1]), last: count(match[2]), total: count(match[3]) };
  }
}
