import type { Locator, Page } from '@playwright/test';

/** One campaign (`/campaigns/<chainId>:<campaignIndex>`): figures, rules, position, view-as. */
export class CampaignDetailPage {
  readonly heading: Locator;
  readonly notFoundHeading: Locator;
  readonly keyFigures: Locator;
  readonly viewAsBox: Locator;
  readonly viewButton: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: 'Campaign not found' });
    this.keyFigures = page.getByRole('region', { name: 'Key figures' });
    this.viewAsBox = page.getByRole('textbox', { name: 'View as address (read-only)' });
    this.viewButton = page.getByRole('button', { name: 'View', exact: true });
    this.alert = page.getByRole('alert');
  }

  /** The star in the header, by the campaign's name; `aria-pressed` says whether it is watched. */
  star(name: string): Locator {
    return this.page.getByRole('button', { name: `Add ${name} to watchlist`, exact: true });
  }

  /** Opens a campaign by id, optionally viewed as another address (`?viewAs=`). */
  async goto(campaignId: string, viewAs?: string): Promise<void> {
    await this.page.goto(
      `/campaigns/${campaignId}${viewAs === undefined ? '' : `?viewAs=${encodeURIComponent(viewAs)}`}`,
    );
  }

  /** Types an address (or anything) into the view-as box and submits it. */
  async viewAs(text: string): Promise<void> {
    await this.viewAsBox.fill(text);
    await this.viewButton.click();
  }

  /** The position section: "Your position" for the connected wallet, else the viewed address's. */
  position(whose: 'connected' | 'viewed'): Locator {
    return this.page.getByRole('region', {
      name: whose === 'connected' ? 'Your position' : 'Position of this address',
    });
  }

  /** The value next to a label in a section's facts, e.g. "Rewards left" in the key figures. */
  static fact(section: Locator, label: string): Locator {
    return section.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  }
}
