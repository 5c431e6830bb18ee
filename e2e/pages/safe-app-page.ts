import type { FrameLocator, Locator, Page } from '@playwright/test';

/** The app as a Safe App: inside the Safe host's iframe, claiming as the Safe. */
export class SafeAppPage {
  readonly app: FrameLocator;
  readonly claimEverythingButton: Locator;
  readonly claimDialog: Locator;
  readonly proposeButton: Locator;
  readonly planAgainButton: Locator;
  readonly closeDialogButton: Locator;
  readonly connectButton: Locator;

  constructor(readonly page: Page) {
    this.app = page.frameLocator('iframe[title="Safe App"]');
    this.claimEverythingButton = this.app.getByRole('button', { name: 'Claim everything' });
    this.claimDialog = this.app.getByRole('dialog');
    this.proposeButton = this.claimDialog.getByRole('button', { name: 'Propose to the Safe' });
    this.planAgainButton = this.claimDialog.getByRole('button', { name: 'Plan again' });
    this.closeDialogButton = this.claimDialog.getByRole('button', { name: 'Close' });
    this.connectButton = this.app.getByRole('button', { name: /Connect/ });
  }

  /** The header's account: "Safe <address> on <chain>". */
  safeAccount(address: string, chainName: string): Locator {
    return this.app.getByLabel(`Safe ${address.toLowerCase()} on ${chainName}`, { exact: true });
  }

  /** The plan of one chain in the claim-all window. */
  planOn(chainName: string): Locator {
    return this.claimDialog.getByRole('region', { name: `Plan on ${chainName}` });
  }

  /** What waits on the Safe's other chains. */
  get otherChains(): Locator {
    return this.claimDialog.getByRole('region', { name: 'On other chains' });
  }

  /** The final result of one chain in the claim-all window. */
  resultOn(chainName: string): Locator {
    return this.claimDialog.getByRole('region', { name: `Result on ${chainName}` });
  }
}
