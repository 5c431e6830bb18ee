import { expect, type Locator, type Page } from '@playwright/test';

/** The names of the main navigation's links, in the order the header shows them. */
export type NavItem = 'Campaigns' | 'Rewards' | 'Referrals' | 'Deposit targets' | 'About';

/**
 * What every screen shares: the header (navigation, theme toggle, wallet button and modal, the
 * development wallet's account picker), the referral bar and the page's own heading.
 */
export class Shell {
  readonly nav: Locator;
  /** The page's `<h1>`. */
  readonly heading: Locator;
  readonly connectButton: Locator;
  readonly walletModal: Locator;
  readonly devAccountPicker: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.connectButton = page.getByRole('button', { name: 'Connect Wallet' });
    this.walletModal = page.getByRole('dialog');
    this.devAccountPicker = page.getByLabel('Development wallet account');
  }

  navLink(name: NavItem): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** The theme toggle, named for the theme in effect (`System theme`, `Light theme`, `Dark theme`). */
  themeToggle(current: 'System' | 'Light' | 'Dark'): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${current} theme; switch to`) });
  }

  /** The header's account button once `address` is connected (RainbowKit shortens it: `0x3C…93BC`). */
  accountButton(address: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`${address.slice(0, 4)}.*${address.slice(-4)}`, 'i') });
  }

  /** A wallet the connect modal lists, by the name it announces. */
  walletOption(name: 'Test Wallet' | 'Development wallet'): Locator {
    return this.walletModal.getByRole('button', { name: new RegExp(name) });
  }

  /** Opens the connect modal and picks a wallet from it. */
  async connect(walletName: 'Test Wallet' | 'Development wallet'): Promise<void> {
    await this.connectButton.click();
    await this.walletOption(walletName).click();
    await expect(this.walletModal).toBeHidden();
  }

  /** The referral bar (`?ref=`), found by what it says. */
  referralBanner(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** How far the page is wider than the window, in CSS pixels (0 or less: no horizontal scroll). */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
}
