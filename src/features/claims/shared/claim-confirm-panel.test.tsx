import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig } from '../../../config/env.ts';
import { chainName } from '../../../config/chains.ts';
import type { Address } from '../../../domain/address.ts';
import { usdFromString, type UsdPrice } from '../../../domain/usd-value.ts';
import { ClaimConfirmPanel } from './claim-confirm-panel.tsx';
import { weighClaim } from './claim-worth.ts';

const ALICE: Address = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const BOB: Address = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';
const [managedChain, manager] = Object.entries(appConfig.managerAddresses)[0] ?? [];

describe('ClaimConfirmPanel', () => {
  it('shows recipient, manager contract, chain and fee before the wallet opens, and confirms on request', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const chainId = Number(managedChain);
    render(
      <ClaimConfirmPanel
        chainId={chainId}
        recipient={ALICE}
        sender={ALICE}
        amount="12.5 PTN"
        fee={{ state: 'ready', fee: 180_000_000_000_000n }}
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    const panel = screen.getByRole('group', { name: 'Before you sign: claim 12.5 PTN' });
    expect(within(panel).getByTitle(ALICE)).toBeInTheDocument();
    expect(within(panel).getByText('Your connected wallet')).toBeInTheDocument();
    expect(within(panel).getByTitle(manager ?? '')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy Manager contract' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(chainName(chainId));
    expect(panel).toHaveTextContent('Estimated feeabout 0.00018 ETH');
    await user.click(within(panel).getByRole('button', { name: 'Confirm in wallet' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says when the connected wallet claims for someone else, and when the fee cannot be estimated', () => {
    render(
      <ClaimConfirmPanel
        chainId={Number(managedChain)}
        recipient={ALICE}
        sender={BOB}
        amount="1 PTN"
        fee={{ state: 'failed', reason: 'The newest rewards are not on chain yet.' }}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByText('Not your connected wallet, which sends the claim and pays its gas.')).toBeInTheDocument();
    expect(screen.getByText('Fee estimate unavailable: The newest rewards are not on chain yet.')).toBeInTheDocument();
  });

  it('offers no confirmation on a chain without a manager contract, and says why', () => {
    render(
      <ClaimConfirmPanel
        chainId={777777}
        recipient={ALICE}
        sender={ALICE}
        amount="1 PTN"
        fee={{ state: 'loading' }}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByText(/This app has no manager contract for Chain 777777/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm in wallet' })).toBeDisabled();
    expect(screen.getByText('Estimating…')).toBeInTheDocument();
  });

  describe('in dollars', () => {
    const price = (usd: string): UsdPrice => ({ usd: usdFromString(usd), at: Date.UTC(2026, 10, 28, 9) });
    const fee = 180_000_000_000_000n; // 0.00018 ETH: $0.61 at $3,412.55
    const worthOf = (amount: bigint, tokenPrice: UsdPrice | null, gasPrice: UsdPrice | null = price('3412.55')) =>
      weighClaim({
        amount,
        token: { symbol: 'PTN', decimals: 18 },
        tokenPrice,
        gasSymbol: 'ETH',
        gasDecimals: 18,
        gasPrice,
        feeWei: fee,
      });
    const renderPanel = (worth: ReturnType<typeof worthOf>, onConfirm = vi.fn()) => {
      render(
        <ClaimConfirmPanel
          chainId={Number(managedChain)}
          recipient={ALICE}
          sender={ALICE}
          amount="0.02 PTN"
          fee={{ state: 'ready', fee }}
          worth={worth}
          onConfirm={onConfirm}
          onCancel={() => undefined}
        />,
      );
      return screen.getByRole('group', { name: 'Before you sign: claim 0.02 PTN' });
    };

    it('shows the fee in ETH and dollars beside the value, and warns when the fee is above the value', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      // 0.02 PTN at $0.845 is $0.0169.
      const panel = renderPanel(worthOf(20_000_000_000_000_000n, price('0.845')), onConfirm);
      expect(panel).toHaveTextContent('Value$0.02');
      expect(panel).toHaveTextContent('Estimated feeabout 0.00018 ETH ($0.61)');
      const warning = within(panel).getByRole('alert');
      expect(warning).toHaveTextContent(
        'This claim costs more than it pays: its fee, about $0.61, is above its value, $0.02. You can still confirm it in your wallet.',
      );
      // The warning does not block: the claim can still be confirmed, and the button points to why it is unwise.
      const confirm = within(panel).getByRole('button', { name: 'Confirm in wallet' });
      expect(confirm).toHaveAccessibleDescription(warning.textContent);
      await user.click(confirm);
      expect(onConfirm).toHaveBeenCalledOnce();
    });

    it('does not warn when the claim pays more than its fee', () => {
      // 12.5 PTN: $10.56.
      const panel = renderPanel(worthOf(12_500_000_000_000_000_000n, price('0.845')));
      expect(panel).toHaveTextContent('Value$10.56');
      expect(within(panel).queryByRole('alert')).toBeNull();
    });

    it('says the comparison cannot be made when the token or the gas token has no price, never $0', () => {
      const panel = renderPanel(worthOf(20_000_000_000_000_000n, null));
      expect(panel).toHaveTextContent('Value—No price for this token');
      expect(panel).not.toHaveTextContent('$0.00');
      expect(panel).toHaveTextContent('PTN has no price, so the fee cannot be compared with what this claim pays.');
      expect(within(panel).queryByRole('alert')).toBeNull();
    });

    it('names the gas token when the fee has no price', () => {
      const panel = renderPanel(worthOf(20_000_000_000_000_000n, price('0.845'), null));
      expect(panel).toHaveTextContent('ETH has no price, so the fee cannot be compared with what this claim pays.');
      expect(within(panel).queryByRole('alert')).toBeNull();
    });
  });
});
