import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../config/env.ts';
import { ROLE } from '../mock/world/wallet-roles.ts';
import ReferralsPage from './referrals-page.tsx';
import { setupMockService } from '../test/mock-service.ts';
import { renderRoute } from '../test/render.tsx';
import CampaignBrowser from '../features/campaigns/list/campaign-browser.tsx';

// A build with no price source configured (production without VITE_PRICE_API_URL): no screen
// shows a dollar value, keeps room for one, or asks for a price. The build decides it once, at
// load, so this file loads the screens as such a build does.
vi.mock('../api/prices/prices-enabled.ts', () => ({ pricesEnabled: false }));

const server = setupMockService({ allowOtherOrigins: true });
const rpcUrls = Object.values(appConfig.rpcUrls);
let priceRequests = 0;

beforeEach(() => {
  priceRequests = 0;
  server.use(...rpcUrls.map((rpcUrl) => http.post(rpcUrl, () => new HttpResponse('chain down', { status: 503 }))));
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/price-source/')) priceRequests += 1;
  });
  return () => {
    server.events.removeAllListeners();
  };
});

describe('without a price source', () => {
  it('the referral center shows amounts only: no value column, no total in dollars', async () => {
    renderRoute([{ path: '/referrals', element: <ReferralsPage /> }], `/referrals?address=${ROLE.alice}`);
    const table = await screen.findByRole('table', { name: 'Payouts claimable now' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Campaign', 'Payout', 'Window']);
    expect(screen.queryByText('Ready to collect now')).toBeNull();
    expect(screen.queryByText(/\$\d/)).toBeNull();
    expect(priceRequests).toBe(0);
  });

  it('the campaign cards show the rewards remaining in tokens only, with nothing beside the label', async () => {
    renderRoute([{ path: '/', element: <CampaignBrowser /> }], '/');
    expect(await screen.findByText('Showing 1–18 of 18 campaigns.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(18);
    });
    for (const label of screen.getAllByText('Rewards remaining'))
      expect(label).toHaveTextContent(/^Rewards remaining$/);
    expect(priceRequests).toBe(0);
  });
});
