import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '../../../domain/address.ts';
import { usdFromString } from '../../../domain/usd-value.ts';
import type { PlanReward } from '../shared/claim-all-plan.ts';
import type { PlanPrices, WorthJudgement } from '../shared/claim-worth.ts';
import type { PreparedClaimAll } from './claim-all-run.ts';
import { CostlyClaims, WorthNotes } from './claim-worth-views.tsx';

// What Claim everything says of claims weighed against their fee: the left-out claims in words
// with their one switch, and why nothing was left out where a price is missing.

const weth = { address: '0x00000000000000000000000000000000000000b2' as Address, symbol: 'WETH', decimals: 18 };
const dust: PlanReward = {
  id: { chainId: 31337, campaignIndex: 17 },
  rewardToken: weth,
  claimable: 433_300_000_000_000n,
};
const priced: PlanPrices = { enabled: true, byCoin: new Map() };

function prepared(judgement: Partial<WorthJudgement>, options: { included?: boolean; prices?: PlanPrices } = {}) {
  return {
    worth: {
      prices: options.prices ?? priced,
      judgement: { costly: [], unjudgedChains: [], unpricedTokens: 0, judged: true, ...judgement },
      costlyIncluded: options.included ?? false,
    },
  } as unknown as PreparedClaimAll;
}

const costly = [
  { reward: dust, amount: dust.claimable, value: usdFromString('1.478657915'), share: usdFromString('2.09871825') },
];

describe('CostlyClaims', () => {
  it('lists a claim worth less than its share of the fee, in words, with one switch that includes it', async () => {
    const user = userEvent.setup();
    const onInclude = vi.fn();
    render(
      <CostlyClaims prepared={prepared({ costly })} nameOf={() => 'WETH rewards on USDC'} onInclude={onInclude} />,
    );
    const section = screen.getByRole('region', { name: 'Costs more than it pays' });
    expect(within(section).getByRole('heading')).toHaveTextContent('Left out: costs more than it pays (1)');
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'WETH rewards on USDC on Local Ethereum: 0.0004333 WETH ($1.48) costs more to claim than it pays: its share of the fee is about $2.10',
    );
    const toggle = within(section).getByRole('switch', { name: 'Include the claim that costs more than it pays' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('It stays claimable: claim it later, or include it now.');
    await user.click(toggle);
    expect(onInclude).toHaveBeenCalledWith(true);
  });

  it('says when they are included, and switches them out again', async () => {
    const user = userEvent.setup();
    const onInclude = vi.fn();
    render(
      <CostlyClaims
        prepared={prepared({ costly }, { included: true })}
        nameOf={() => 'WETH rewards on USDC'}
        onInclude={onInclude}
      />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Included though it costs more than it pays (1)');
    await user.click(screen.getByRole('switch', { checked: true }));
    expect(onInclude).toHaveBeenCalledWith(false);
  });

  it('shows nothing when no claim costs more than it pays', () => {
    const { container } = render(
      <CostlyClaims prepared={prepared({})} nameOf={() => ''} onInclude={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('WorthNotes', () => {
  it('says where a missing price kept the rule from leaving anything out', () => {
    render(<WorthNotes prepared={prepared({ unjudgedChains: [31337], unpricedTokens: 2 })} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'The fee on Local Ethereum has no price in dollars (ETH has no price, or the gas price could not be read), so nothing there is left out for costing more than it pays.',
    );
    expect(note).toHaveTextContent(
      '2 tokens have no price: their claims are kept, since their value cannot be compared with the fee.',
    );
  });

  it('says the source failed, and says nothing at all without a price source', () => {
    const { unmount } = render(
      <WorthNotes prepared={prepared({ judged: false }, { prices: { ...priced, failure: 'timed out' } })} />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Dollar values unavailable: timed out. Nothing is left out for costing more than it pays.',
    );
    unmount();
    const { container } = render(
      <WorthNotes prepared={prepared({ judged: false }, { prices: { enabled: false, byCoin: new Map() } })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
