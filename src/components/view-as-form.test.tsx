import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ViewAsForm } from './view-as-form.tsx';

const BOB = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';

function renderForm(initial: string, walletConnected: boolean) {
  render(
    <ViewAsForm
      initial={initial}
      initialInvalid={false}
      walletConnected={walletConnected}
      onView={vi.fn()}
      onClear={vi.fn()}
    />,
  );
}

describe('ViewAsForm', () => {
  it('offers the way back to the wallet only when a wallet is connected', () => {
    renderForm(BOB, true);
    expect(screen.getByRole('button', { name: 'Back to my wallet' })).toBeVisible();
  });

  it('with no wallet connected, says it stops viewing the address instead', () => {
    renderForm(BOB, false);
    expect(screen.queryByRole('button', { name: 'Back to my wallet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Stop viewing as 0x90f7…b906$/i })).toBeVisible();
  });

  it('with no wallet and a malformed address in the link, offers to clear it', () => {
    renderForm('0x1234', false);
    expect(screen.getByRole('button', { name: 'Clear the address' })).toBeVisible();
  });
});
