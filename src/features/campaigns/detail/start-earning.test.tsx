import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCampaign } from '../../../test/build-campaign.ts';
import { renderRoute } from '../../../test/render.tsx';
import { StartEarning } from './start-earning.tsx';

describe('StartEarning', () => {
  it('names the target to deposit into when any deposit counts', () => {
    renderRoute([{ path: '/', element: <StartEarning campaign={buildCampaign()} /> }], '/');
    expect(screen.getByText(/^Deposit into the .+ vault/)).toBeVisible();
    expect(screen.getByText(/^Vault$/)).toBeVisible();
  });

  it('sends a forwarder-only campaign to Deposit targets, and marks the target as not the way in', () => {
    renderRoute(
      [{ path: '/', element: <StartEarning campaign={buildCampaign({ requiresForwarderDeposit: true })} /> }],
      '/',
    );
    expect(screen.queryByText(/^Deposit into the /)).toBeNull();
    expect(screen.getByText(/only deposits made there count/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Deposit targets' })).toHaveAttribute('href', '/deposit-targets');
    expect(screen.getByText('Vault (do not deposit here directly)')).toBeVisible();
  });
});
