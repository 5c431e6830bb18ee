import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig } from '../../../config/env.ts';
import { chainName } from '../../../config/chains.ts';
import type { Address } from '../../../domain/address.ts';
import { ClaimConfirmPanel } from './claim-confirm-panel.tsx';

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
});
