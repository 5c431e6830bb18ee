import { expect, type Locator, type Page } from '@playwright/test';

/** The names of the main navigation's links, in the order the header shows them. */
export type NavItem = 'Campaigns' | 'Rewards' | 'Referrals' | 'Deposit targets' | 'About';

/** A visible interactive element of the header and its box. */
export interface HeaderControl {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * What every screen shares: the header (navigation, its settings with the language, the theme
 * toggle and the development wallet's account picker, wallet button and modal), the referral bar
 * and the page's own heading.
 */
export class Shell {
  readonly nav: Locator;
  /** The page's `<h1>`. */
  readonly heading: Locator;
  readonly connectButton: Locator;
  readonly walletModal: Locator;
  readonly devAccountPicker: Locator;
  readonly header: Locator;
  /** The button that opens the folded navigation and the settings (below 1024 px). */
  readonly menuButton: Locator;
  /** The button that opens the settings (from 1024 px, where the navigation is in the row). */
  readonly settingsButton: Locator;
  /** The settings group: language, theme and, locally, the development account. */
  readonly settings: Locator;
  readonly languageMenu: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.connectButton = page.getByRole('button', { name: 'Connect Wallet' });
    this.walletModal = page.getByRole('dialog');
    this.devAccountPicker = page.getByLabel('Development account');
    this.header = page.getByRole('banner');
    this.menuButton = page.getByRole('button', { name: 'Menu' });
    this.settingsButton = this.header.getByRole('button', { name: 'Settings', exact: true });
    this.settings = this.header.getByRole('group', { name: 'Settings' });
    this.languageMenu = this.header.getByRole('combobox', { name: 'Language' });
  }

  /**
   * Opens the header's settings, wherever this width keeps them (the Menu panel on a phone, the
   * Settings button's popover from 1024 px); returns the button that opened them, in any language.
   */
  async openSettings(): Promise<Locator> {
    // Found by id, so the button stays found after a switch to another language renames it.
    const button = this.page.locator(
      (await this.menuButton.isVisible()) ? '#main-menu-button' : '#header-settings-button',
    );
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(this.settings).toBeVisible();
    return button;
  }

  /** Closes the open settings with Escape, as a keyboard user does; the focus returns to `button`. */
  async closeSettings(button: Locator): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }

  /** Picks the development wallet's account by mnemonic index, through the header's settings. */
  async chooseDevAccount(index: number): Promise<void> {
    const button = await this.openSettings();
    await this.devAccountPicker.selectOption(String(index));
    await this.closeSettings(button);
  }

  /** Opens the navigation when it is folded behind the Menu button; returns whether it was. */
  async openNavigation(): Promise<boolean> {
    if (!(await this.menuButton.isVisible())) return false;
    if ((await this.menuButton.getAttribute('aria-expanded')) !== 'true') await this.menuButton.click();
    await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true');
    return true;
  }

  /**
   * Every visible interactive element of the header (links, buttons, selects), with its name and
   * box in CSS pixels, in document order.
   */
  async headerControls(): Promise<HeaderControl[]> {
    return this.header.evaluate((header) => {
      const interactive = 'a[href], button, select, input, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
      return [...header.querySelectorAll<HTMLElement>(interactive)]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // A control inside another (an icon button within a link) is part of that one.
          const outer = element.parentElement?.closest(interactive);
          return (
            (outer === null || outer === undefined || !header.contains(outer)) &&
            box.width > 0 &&
            box.height > 0 &&
            element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
          );
        })
        .map((element) => {
          const { left, top, right, bottom } = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.textContent;
          return { name: name.trim() || element.tagName, left, top, right, bottom };
        });
    });
  }

  /**
   * Whether a click at the centre of the navigation link lands on it: the element the browser
   * finds there is the link or inside it, not something painted over it.
   */
  async navLinkIsReachable(name: NavItem): Promise<boolean> {
    return this.navLink(name).evaluate((link) => {
      const box = link.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && link.contains(hit);
    });
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

  /**
   * How far the page is wider than the window, in CSS pixels (0 or less: no horizontal scroll).
   * Against clientWidth: innerWidth counts a desktop scrollbar and grows when a phone zooms out a
   * page too wide for it, and either would hide an overflow.
   */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
}
