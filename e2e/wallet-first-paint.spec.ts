import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

// A reload with a wallet connected: the header and the page must tell the same story from the
// first paint on. The page records every state its DOM passes through (each mutation, each frame,
// DOMContentLoaded), so a state that lasts a single frame is seen as surely as one that lasts
// seconds.

interface Sample {
  when: string;
  headerOffersConnect: boolean;
  headerShowsAddress: boolean;
  pageShowsAddress: boolean;
  header: string;
}

declare global {
  interface Window {
    walletSamples?: Sample[];
  }
}

/** Runs in the page before any of its scripts: records the header's and the page's wallet. */
function recordWalletStates(address: string): void {
  const samples: Sample[] = [];
  window.walletSamples = samples;
  const lower = address.toLowerCase();
  const record = (when: string) => {
    const header = document.querySelector('header');
    const main = document.querySelector('main');
    // What a person sees: buttons painted on screen, not those hidden at this width or kept invisible.
    const headerText =
      header === null
        ? ''
        : [...header.querySelectorAll('button')]
            .filter((button) => button.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
            .map((button) => button.textContent.trim())
            .join(' | ');
    const headerLower = headerText.toLowerCase();
    const sample: Sample = {
      when,
      headerOffersConnect: headerText.includes('Connect Wallet'),
      headerShowsAddress: headerLower.includes(lower.slice(0, 4)) && headerLower.includes(lower.slice(-4)),
      pageShowsAddress: (main?.textContent ?? '').toLowerCase().includes(lower),
      header: headerText.slice(0, 160),
    };
    const last = samples.at(-1);
    const same =
      last?.header === sample.header &&
      last.pageShowsAddress === sample.pageShowsAddress &&
      last.headerShowsAddress === sample.headerShowsAddress;
    if (!same) samples.push(sample);
  };
  new MutationObserver(() => {
    record('mutation');
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener('DOMContentLoaded', () => {
    record('DOMContentLoaded');
  });
  let frames = 0;
  const onFrame = () => {
    record('frame');
    frames += 1;
    if (frames < 1200) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

async function reloadAndRecord(page: Page, address: string): Promise<Sample[]> {
  await page.addInitScript(recordWalletStates, address);
  await page.reload();
  await expect(page.getByText(`Your connected wallet ${address.toLowerCase()}.`, { exact: false })).toBeVisible();
  return page.evaluate(() => window.walletSamples ?? []);
}

function expectAgreement(samples: readonly Sample[]): void {
  // The recording saw the page name the wallet, so the checks below had something to check.
  expect(samples.some((sample) => sample.pageShowsAddress)).toBe(true);
  expect(
    samples.filter((sample) => sample.headerOffersConnect),
    'the header offered "Connect Wallet" while restoring a connected wallet',
  ).toEqual([]);
  expect(
    samples.filter((sample) => sample.pageShowsAddress && !sample.headerShowsAddress),
    'the page named the wallet while the header did not',
  ).toEqual([]);
}

test(
  'on reload with the development wallet, the header never offers Connect Wallet and names the wallet the page names',
  { tag: '@chain' },
  async ({ page, shell, world }) => {
    const alice = world.user('alice');
    await page.goto('/referrals');
    await shell.connect('Development wallet');
    await expect(shell.accountButton(alice)).toBeVisible();
    expectAgreement(await reloadAndRecord(page, alice));
    await expect(shell.accountButton(alice)).not.toHaveAttribute('aria-busy', 'true');
    await expect(shell.connectButton).toHaveCount(0);
  },
);

test(
  'on reload with a browser wallet, the header never offers Connect Wallet and names the wallet the page names',
  { tag: '@chain' },
  async ({ page, shell, wallet }) => {
    await page.goto('/referrals');
    await shell.connect('Test Wallet');
    await expect(shell.accountButton(wallet.address)).toBeVisible();
    expectAgreement(await reloadAndRecord(page, wallet.address));
    await expect(shell.accountButton(wallet.address)).not.toHaveAttribute('aria-busy', 'true');
    await expect(shell.connectButton).toHaveCount(0);
  },
);
