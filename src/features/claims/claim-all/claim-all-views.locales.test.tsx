import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Address } from '../../../domain/address.ts';
import { setFormatLocale } from '../../../lib/format-locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { messages as chinese } from '../../../locales/zh-CN/messages.po';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import type { PlanPrices } from '../shared/claim-worth.ts';
import { ChainOutcomeSummary, ChainPlanView, TokenSums } from './claim-all-views.tsx';
import type { ChainSteps } from './claim-all-run.ts';

// Claim everything's plan and result as a Spanish or Chinese reader reads them, from the catalogs
// the app ships: the words, each language's plurals and its way of writing amounts. The e2e suite
// pays one claim in Spanish (e2e/languages.spec.ts); what only the words and numbers of the other
// money flows add in another language is checked here, where it costs no chain.

type Locale = 'en' | 'es' | 'zh-CN';

function speak(locale: Locale): void {
  const messages = { en: {}, es: spanish, 'zh-CN': chinese }[locale];
  act(() => {
    i18n.loadAndActivate({ locale, messages });
    setFormatLocale(locale);
  });
}

afterEach(() => {
  speak('en');
});

const ptn = { address: '0x00000000000000000000000000000000000000a1' as Address, symbol: 'PTN', decimals: 18 };
const reward = (campaignIndex: number, claimable: bigint): PlanReward => ({
  id: { chainId: 31337, campaignIndex },
  rewardToken: ptn,
  claimable,
});
// 1,234.5 PTN and 2 PTN: a sum with a thousands group and a decimal, written differently per language.
const first = reward(3, 1_234_500_000_000_000_000_000n);
const second = reward(7, 2_000_000_000_000_000_000n);

const steps = {
  plan: {
    chainId: 31337,
    claims: [
      { reward: first, amount: first.claimable },
      { reward: second, amount: second.claimable },
    ],
    sums: [{ token: ptn, amount: first.claimable + second.claimable }],
  },
  atomic: true,
  batches: [[]],
  confirmations: 1,
  fee: { state: 'ready', fee: 21_000_000_000_000n },
} as unknown as ChainSteps;

const noPrices: PlanPrices = { enabled: false, byCoin: new Map() };
const nameOf = (entry: PlanReward) => `PTN campaign ${String(entry.id.campaignIndex)}`;

function renderIn(locale: Locale, ui: React.ReactNode) {
  speak(locale);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

describe("Claim everything's plan in each language", () => {
  it('Spanish: the chain, campaigns and confirmations in words, the total written 1236,5 PTN', () => {
    renderIn('es', <ChainPlanView chain={steps} prices={noPrices} nameOf={nameOf} />);
    const plan = screen.getByRole('region', { name: 'Plan en Local Ethereum' });
    expect(plan).toHaveTextContent('2 campañas · 1 confirmación en la billetera: un lote');
    expect(plan).toHaveTextContent('Total: 1236,5 PTN');
    expect(plan).toHaveTextContent('aprox. 0,000021 ETH');
    const rows = within(plan).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['PTN campaign 3' + '1234,5 PTN', 'PTN campaign 7' + '2 PTN']);
  });

  it('Chinese: the same plan with Chinese words and counters', () => {
    renderIn('zh-CN', <ChainPlanView chain={steps} prices={noPrices} nameOf={nameOf} />);
    const plan = screen.getByRole('region', { name: 'Local Ethereum 上的计划' });
    expect(plan).toHaveTextContent('2 个活动 · 1 次钱包确认：一个批次');
    expect(plan).toHaveTextContent('合计：1,236.5 PTN');
    expect(plan).toHaveTextContent('约 0.000021 ETH');
  });

  it('English, for comparison: the same figures grouped the English way', () => {
    renderIn('en', <ChainPlanView chain={steps} prices={noPrices} nameOf={nameOf} />);
    const plan = screen.getByRole('region', { name: 'Plan on Local Ethereum' });
    expect(plan).toHaveTextContent('2 campaigns · 1 wallet confirmation: one batch');
    expect(plan).toHaveTextContent('Total: 1,236.5 PTN');
  });
});

describe("Claim everything's result in each language", () => {
  const hash = `0x${'ab'.repeat(32)}` as const;
  const paidBoth = {
    chainId: 31337,
    outcomes: [
      { reward: first, paid: { amount: first.claimable, cumulative: first.claimable, hash } },
      { reward: second, paid: { amount: second.claimable, cumulative: second.claimable, hash } },
    ],
  };
  const oneFailed = {
    chainId: 31337,
    outcomes: [
      { reward: first, paid: { amount: first.claimable, cumulative: first.claimable, hash } },
      { reward: second, failure: 'rechazado' },
    ],
  };

  it('Spanish: what was paid, with the plural and the amount the Spanish way', () => {
    renderIn('es', <ChainOutcomeSummary result={paidBoth} nameOf={nameOf} brief />);
    expect(screen.getByText(/^Se pagaron/)).toHaveTextContent('Se pagaron 2 campañas: 1236,5 PTN.');
  });

  it('Spanish: a partly paid chain says how many were not paid', () => {
    renderIn('es', <ChainOutcomeSummary result={oneFailed} nameOf={nameOf} brief />);
    expect(screen.getByText(/^Pagado en/)).toHaveTextContent('Pagado en 1 campaña: 1234,5 PTN; 1 sin pagar.');
  });

  it('Chinese: what was paid, in Chinese with the amount grouped', () => {
    renderIn('zh-CN', <ChainOutcomeSummary result={paidBoth} nameOf={nameOf} brief />);
    expect(screen.getByText(/^已支付/)).toHaveTextContent('已支付 2 个活动：1,236.5 PTN。');
  });
});

describe('TokenSums', () => {
  it('lists a total’s tokens by symbol, so every chain’s total reads in the same order', () => {
    const token = (symbol: string, address: Address) => ({ symbol, address, decimals: 0 });
    render(
      <I18nProvider i18n={i18n}>
        <p data-testid="sums">
          <TokenSums
            sums={[
              { token: token('WETH', '0x0000000000000000000000000000000000000002'), amount: 2n },
              { token: token('PTN', '0x0000000000000000000000000000000000000001'), amount: 1n },
            ]}
          />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByTestId('sums')).toHaveTextContent('1 PTN, 2 WETH');
  });
});
