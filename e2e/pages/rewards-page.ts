import type { Locator, Page } from '@playwright/test';

/** Rewards (`/rewards`): a wallet's rewards per token and per campaign, and their claims. */
export class RewardsPage {
  readonly heading: Locator;
  readonly connectPrompt: Locator;
  readonly connectButton: Locator;
  readonly noRewards: Locator;
  readonly totals: Locator;
  readonly byCampaign: Locator;
  readonly viewAsBox: Locator;
  readonly alert: Locator;
  readonly claimButtons: Locator;
  readonly csvButton: Locator;
  readonly campaignLinks: Locator;
  /** The claim buttons of single rows ("Claim 12.5 PTN"). */
  readonly rowClaimButtons: Locator;
  readonly claimEverythingButton: Locator;
  readonly claimForAddressButton: Locator;
  /** The claim-all window: its plan, progress and summary. */
  readonly claimDialog: Locator;
  readonly claimNowButton: Locator;
  readonly stopButton: Locator;
  readonly closeDialogButton: Locator;
  /** What closes within 14 days, on top: named by its sentence ("3 claims worth … close within 14 days"). */
  readonly closingSoon: Locator;
  /** The list's order ("Sort by"). */
  readonly sortSelect: Locator;
  /** The rows the claim-all window leaves out, each with its reason. */
  readonly leftOut: Locator;
  /** "Claimable now ≈ $X" on top of the summary. */
  readonly claimableNowTotal: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Rewards' });
    this.connectPrompt = page.getByRole('heading', { name: 'Connect a wallet to see your rewards' });
    this.connectButton = page.getByRole('button', { name: 'Connect a wallet' });
    this.noRewards = page.getByRole('heading', { name: 'No rewards yet' });
    this.totals = page.getByRole('heading', { name: /^Summary/, level: 2 });
    this.byCampaign = page.getByRole('heading', { name: 'By campaign' });
    this.viewAsBox = page.getByRole('textbox', { name: 'View as address (read-only)' });
    this.alert = page.getByRole('alert');
    this.claimButtons = page.getByRole('button', { name: /^Claim/ });
    this.csvButton = page.getByRole('button', { name: 'Download CSV' });
    this.rowClaimButtons = page.getByRole('button', { name: /^Claim \d/ });
    this.claimEverythingButton = page.getByRole('button', { name: 'Claim everything' });
    this.claimForAddressButton = page.getByRole('button', { name: 'Claim for this address' });
    this.claimDialog = page.getByRole('dialog');
    this.claimNowButton = this.claimDialog.getByRole('button', { name: 'Claim now' });
    this.stopButton = this.claimDialog.getByRole('button', { name: /^Stop/ });
    this.closeDialogButton = this.claimDialog.getByRole('button', { name: 'Close' });
    this.closingSoon = page.getByRole('region', { name: /^\d+ (claim|claims) worth .+ closes? within 14 days$/ });
    this.sortSelect = page.getByRole('combobox', { name: 'Sort by' });
    this.leftOut = this.claimDialog.getByRole('region', { name: 'Left out' });
    this.claimableNowTotal = page.getByRole('region', { name: 'Summary' }).getByText(/^Claimable now ≈/);
    // Each row's campaign link is named "<title>, campaign <id>", as the list's cards are.
    this.campaignLinks = page
      .getByRole('region', { name: 'By campaign' })
      .getByRole('link', { name: /, campaign \d+:\d+$/ });
  }

  /** Opens the page for the connected wallet, or read-only for `address` (`?address=`). */
  async goto(address?: string): Promise<void> {
    await this.page.goto(`/rewards${address === undefined ? '' : `?address=${encodeURIComponent(address)}`}`);
  }

  /** "Your connected wallet 0x…." or "Viewing 0x… (read-only)." */
  whose(address: string, as: 'connected' | 'viewed'): Locator {
    return this.page.getByText(
      as === 'connected' ? `Your connected wallet ${address}.` : `Viewing ${address} (read-only).`,
    );
  }

  /** "Claim all on <chain>" of one reward chain's group. */
  claimAllOn(chainName: string): Locator {
    return this.page.getByRole('button', { name: `Claim all on ${chainName}` });
  }

  /** The plan of one chain in the claim-all window. */
  planOn(chainName: string): Locator {
    return this.claimDialog.getByRole('region', { name: `Plan on ${chainName}` });
  }

  /** The final result of one chain in the claim-all window. */
  resultOn(chainName: string): Locator {
    return this.claimDialog.getByRole('region', { name: `Result on ${chainName}` });
  }

  /** What a row's claim does, shown before the wallet opens ("Before you sign: claim …"). */
  confirmPanel(row: Locator): Locator {
    return row.getByRole('group', { name: /^Before you sign: claim / });
  }

  /** The campaign ids of the table rows of one reward chain, in screen order. */
  async rowOrder(chainName: string): Promise<string[]> {
    return this.page
      .getByRole('table', { name: `Rewards on ${chainName}` })
      .locator('tr[data-campaign-row]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-campaign-row') ?? ''));
  }

  /** The campaign ids of every row in "By campaign", in screen order (tables or cards). */
  async screenOrder(): Promise<string[]> {
    return this.page
      .locator('[data-campaign-row]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-campaign-row') ?? ''));
  }

  /**
   * Every table row's campaign id and its claimable value in dollars as shown under the amount
   * ("$1,239.04", or "—" without a price), in screen order, table by table.
   */
  async rowValues(): Promise<{ id: string; value: string }[]> {
    return this.page
      .getByRole('region', { name: 'By campaign' })
      .locator('table tr[data-campaign-row]')
      .evaluateAll((rows) =>
        rows.map((row) => ({
          id: row.getAttribute('data-campaign-row') ?? '',
          // The figure as seen: the words "—" carries for screen readers are left out.
          value: (row.querySelector('[data-claimable-usd]')?.textContent ?? '').replace('No price for this token', ''),
        })),
      );
  }

  /** The toasts on screen (sent, mined, failed claims). */
  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  /** The row of one campaign in "By campaign": a table row, or a card below the `sm` breakpoint. */
  row(campaignId: string): Locator {
    return this.page
      .getByRole('row')
      .or(this.page.getByRole('listitem'))
      .filter({ has: this.page.getByRole('link', { name: new RegExp(`campaign ${campaignId}$`) }) });
  }
}
