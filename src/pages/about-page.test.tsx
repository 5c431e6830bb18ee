import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { appConfig } from '../config/env.ts';
import { chainName } from '../config/chains.ts';
import { renderRoute } from '../test/render.tsx';
import AboutPage from './about-page.tsx';

describe('AboutPage', () => {
  it('lists the rewards manager of every chain this build claims on, copyable, and says distributors are per campaign', () => {
    renderRoute([{ path: '/about', element: <AboutPage /> }], '/about');
    const managers = Object.entries(appConfig.managerAddresses);
    expect(managers.length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Rewards manager per chain' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(managers.length);
    for (const [chainId, address] of managers) {
      const name = chainName(Number(chainId));
      const row = rows.find((candidate) => within(candidate).queryByText(name) !== null);
      expect(row, name).toBeDefined();
      if (row === undefined) continue;
      expect(row).toHaveTextContent(address);
      expect(within(row).getByRole('button', { name: `Copy Rewards manager on ${name}` })).toBeVisible();
    }
    expect(screen.getByText(/Each campaign has its own referral distributor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Referrals' })).toHaveAttribute('href', '/referrals');
  });
});
