import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressLink } from './address-link.tsx';

const manager = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AddressLink', () => {
  it('links to the explorer when the chain has one and copies the whole address', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<AddressLink address={manager} explorer="https://basescan.org" label="Manager contract" />);
    expect(screen.getByRole('link', { name: /^0x5fbd…0aa3/ })).toHaveAttribute(
      'href',
      `https://basescan.org/address/${manager}`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Manager contract' }));
    expect(writeText).toHaveBeenCalledWith(manager);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('shows a local chain hash as text, still copyable, and says when copying fails', async () => {
    const user = userEvent.setup();
    const hash = `0x${'ab'.repeat(32)}`;
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<AddressLink address={hash} explorer={undefined} kind="tx" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTitle(hash, { exact: true }).tagName).toBe('SPAN');
    await user.click(screen.getByRole('button', { name: 'Copy transaction hash' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
  });
});
