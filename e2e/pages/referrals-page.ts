import type { Locator, Page } from '@playwright/test';

/** Referrals (`/referrals`): bind to a referrer, share a link, earnings and payouts. */
export class ReferralsPage {
  readonly heading: Locator;
  readonly bindSection: Locator;
  /** The headings of the three panels, in the order the page shows them. */
  readonly panelHeadings: Locator;
  readonly referrerUsername: Locator;
  readonly bindBySigning: Locator;
  readonly shareSection: Locator;
  readonly earnings: Locator;
  readonly earningsSummary: Locator;
  readonly claimableNow: Locator;
  readonly paidHistory: Locator;
  readonly csvButton: Locator;
  readonly campaignLinks: Locator;
  /** The single payout buttons of the rows ("Claim payout 12.5 PTN"). */
  readonly rowPayoutButtons: Locator;
  readonly claimAllPayoutsButton: Locator;
  /** The claim-all window: its plan, progress and summary. */
  readonly claimDialog: Locator;
  readonly claimNowButton: Locator;
  readonly closeDialogButton: Locator;
  /** What closes within 14 days, on top of the earnings ("2 payouts worth … close within 14 days"). */
  readonly closingSoon: Locator;
  /** The order of the payouts claimable now. */
  readonly payoutSort: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Referrals' });
    this.bindSection = page.getByRole('region', { name: 'Your referrer' });
    this.panelHeadings = page.getByRole('heading', {
      level: 2,
      name: /^(Your referrer|Share your link|Referral earnings)$/,
    });
    this.referrerUsername = this.bindSection.getByLabel('Referrer’s username');
    this.bindBySigning = this.bindSection.getByRole('button', { name: 'Bind by signing a message' });
    this.shareSection = page.getByRole('region', { name: 'Share your link' });
    this.earnings = page.getByRole('region', { name: 'Referral earnings' });
    this.earningsSummary = this.earnings.getByRole('region', { name: 'Summary' });
    this.claimableNow = this.earnings.getByRole('region', { name: /^Claimable now/ });
    this.paidHistory = this.earnings.getByRole('region', { name: /^Paid/ });
    this.csvButton = this.earnings.getByRole('button', { name: 'Download CSV' });
    this.closingSoon = this.earnings.getByRole('region', { name: /^\d+ payouts? worth .+ closes? within 14 days$/ });
    this.payoutSort = this.claimableNow.getByRole('combobox', { name: 'Sort by' });
    this.campaignLinks = this.earnings.getByRole('link', { name: /, campaign \d+:\d+$/ });
    this.rowPayoutButtons = this.earnings.getByRole('button', { name: /^Claim payout \d/ });
    this.claimAllPayoutsButton = this.earnings.getByRole('button', { name: 'Claim all payouts' });
    this.claimDialog = page.getByRole('dialog');
    this.claimNowButton = this.claimDialog.getByRole('button', { name: 'Claim now' });
    this.closeDialogButton = this.claimDialog.getByRole('button', { name: 'Close' });
  }

  /** Opens the page for the connected wallet, or read-only for `address` (`?address=`). */
  async goto(address?: string): Promise<void> {
    await this.page.goto(`/referrals${address === undefined ? '' : `?address=${encodeURIComponent(address)}`}`);
  }

  /** The plan of one chain in the claim-all window. */
  planOn(chainName: string): Locator {
    return this.claimDialog.getByRole('region', { name: `Plan on ${chainName}` });
  }

  /** The final result of one chain in the claim-all window. */
  resultOn(chainName: string): Locator {
    return this.claimDialog.getByRole('region', { name: `Result on ${chainName}` });
  }

  /** The earnings row (or card, below `sm`) of one campaign. */
  earningsRow(campaignId: string): Locator {
    return this.earnings
      .getByRole('row')
      .or(this.earnings.getByRole('listitem'))
      .filter({ has: this.page.getByRole('link', { name: new RegExp(`campaign ${campaignId}$`) }) });
  }
}
