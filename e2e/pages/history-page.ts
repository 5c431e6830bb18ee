import type { Locator, Page } from '@playwright/test';

/** History (`/history`): every claim and payout a wallet received, with filters and a CSV export. */
export class HistoryPage {
  readonly heading: Locator;
  readonly summary: Locator;
  readonly csvLayout: Locator;
  readonly csvButton: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'History' });
    this.summary = page.getByRole('region', { name: 'Summary of the history' });
    this.csvLayout = page.getByRole('combobox', { name: 'CSV layout' });
    this.csvButton = page.getByRole('button', { name: 'Download CSV' });
    this.empty = page.getByRole('heading', { name: 'No claims or payouts yet' });
  }

  /** Opens the page for the connected wallet, or read-only for `address` (`?address=`). */
  async goto(address?: string): Promise<void> {
    await this.page.goto(`/history${address === undefined ? '' : `?address=${encodeURIComponent(address)}`}`);
  }

  /** The row (a table row, or a card on a phone) of one claim or payout, by its transaction and log. */
  row(hash: string, logIndex: number): Locator {
    return this.page.locator(`[data-row-key="${hash}:${String(logIndex)}"]`);
  }
}
