import { expect, type Locator, type Page } from '@playwright/test';

const COUNT = /^(\d+) deposit targets\.$|^(\d+) of (\d+) deposit targets match\.$/;

/** Deposit targets (`/deposit-targets`): the forwarder's targets, by chain and search. */
export class DepositTargetsPage {
  readonly heading: Locator;
  readonly chain: Locator;
  readonly search: Locator;
  /** The sentence saying how many targets are shown: "4 deposit targets." */
  readonly count: Locator;
  /** One `<article>` per target, named "<name> on <chain>". */
  readonly cards: Locator;
  readonly noTargets: Locator;
  readonly showAll: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Deposit targets' });
    this.chain = page.getByLabel('Chain', { exact: true });
    this.search = page.getByRole('searchbox', { name: 'Search' });
    this.count = page.getByText(COUNT);
    this.cards = page.getByRole('list', { name: 'Deposit targets' }).getByRole('article');
    this.noTargets = page.getByRole('heading', { name: /^No deposit targets/ });
    this.showAll = page.getByRole('button', { name: 'Show all targets' });
  }

  /** Opens the page, optionally with a query string (`?chain=31337`). */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/deposit-targets${query}`);
  }

  /** Waits for the targets and reads how many are shown. */
  async shownCount(): Promise<number> {
    await expect(this.count).toBeVisible();
    const match = COUNT.exec((await this.count.textContent()) ?? '');
    if (match === null) throw new Error('The deposit target count no longer reads "n deposit targets."');
    return Number(match[1] ?? match[2]);
  }
}
