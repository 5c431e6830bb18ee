import { expect, test } from './fixtures/test.ts';
import { expectNoAccessibilityViolations } from './fixtures/axe.ts';
import { CampaignDetailPage } from './pages/campaign-detail-page.ts';

// What a first visitor needs to trust the campaign page: the list's card and the page round the
// TVL to the same value, and someone without a position is told how to start earning, with the
// target to check on its explorer (an address without a position, and one's earning pace, are
// checked in src/pages/campaign-detail-page.test.tsx). Campaign 31337:5 of the fixture world is the tiered steakUSDC
// vault, whose target lives on Ethereum (which has a public explorer).

const UNITS: Readonly<Record<string, number>> = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** "$3.93M" as its hundredths of the unit and the unit; null when it does not read as compact USD. */
function readCompact(text: string): { hundredths: number; unit: number } | null {
  const match = /^\$([\d,]+)\.(\d{2})([KMBT]?)$/.exec(text.trim());
  if (match === null) return null;
  const [, whole = '', cents = '', suffix = ''] = match;
  return { hundredths: Number(whole.replaceAll(',', '')) * 100 + Number(cents), unit: UNITS[suffix] ?? Number.NaN };
}

/** "$3,929,610.00" in cents. */
function readFullCents(text: string): number {
  const match = /^\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (match === null) throw new Error(`"${text}" is not a full USD amount`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2]);
}

test(
  'a first visitor sees the same TVL on the card and the page, and is told how to start earning, with the target on its explorer',
  { tag: '@chain' },
  async ({ page, campaignList, campaignDetail }) => {
    // A journey over several screens (or many links): given the time of the tests it replaced.
    test.setTimeout(60_000);
    await campaignList.goto('?chain=31337&status=active');
    const card = campaignList.card(/^WETH rewards on steakUSDC/);
    const cardTvl = card.getByText('TVL', { exact: true }).locator('xpath=following-sibling::dd');
    await expect(cardTvl).toHaveText(/^\$/);
    const compact = readCompact((await cardTvl.textContent()) ?? '');
    expect(compact, 'the card writes TVL as "$d.ddU"').not.toBeNull();

    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/campaigns\/31337:5$/);
    const pageTvl = CampaignDetailPage.fact(campaignDetail.keyFigures, 'TVL');
    await expect(pageTvl).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const cents = readFullCents((await pageTvl.textContent()) ?? '');
    // The full value rounded half up to hundredths of the card's unit is what the card says:
    // a card that cut instead ($3.92M for $3,929,610.00) fails here.
    const { hundredths, unit } = compact ?? { hundredths: Number.NaN, unit: Number.NaN };
    expect(Math.floor((cents * 100) / (unit * 100) + 0.5), 'the card’s TVL against the page’s').toBe(hundredths);

    // No wallet and no address: how to start earning, with the target to check on its explorer.
    const position = campaignDetail.position('connected');
    await expect(position.getByText(/^Connect a wallet, or enter any address above/)).toBeVisible();
    await expect(position.getByRole('heading', { name: 'How to start earning' })).toBeVisible();
    await expect(position.getByText(/^Deposit into the steakUSDC vault on .+ on Ethereum: /)).toBeVisible();
    await expect(position.getByText(/^Hold at least .+ steakUSDC to qualify\.$/)).toBeVisible();
    const explorer = position.getByRole('link', { name: /on the block explorer/ });
    await expect(explorer).toHaveAttribute('href', /^https:\/\/etherscan\.io\/address\/0x[0-9a-f]{40}$/);
    await expect(explorer).toHaveAttribute('target', '_blank');
    await expectNoAccessibilityViolations(page);
  },
);
