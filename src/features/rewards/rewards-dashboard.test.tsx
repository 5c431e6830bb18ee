import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { appConfig } from '../../config/env.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { connectTestWallet, createTestWallet, currentUrl, renderRoute } from '../../test/render.tsx';
import { RewardsDashboard } from './rewards-dashboard.tsx';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';

// The real mock service through MSW. Alice (mnemonic #2) has earned in several campaigns.
const server = setupMockService();

const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const NOBODY = '0x000000000000000000000000000000000000dead';

// Stands in for the claims feature the page plugs in; records which rows were offered a claim.
const renderClaim = (claim: { id: CampaignId; user: string }) => (
  <span>{`claim ${formatCampaignId(claim.id)} for ${claim.user}`}</span>
);

function renderDashboard(url: string, options?: Parameters<typeof renderRoute>[2]) {
  return renderRoute(
    [
      { path: '/rewards', element: <RewardsDashboard renderClaim={renderClaim} /> },
      { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
      { path: '/', element: <p>Campaign list</p> },
    ],
    url,
    options,
  );
}

const rows = () =>
  screen.getAllByRole('table', { name: /^Rewards on / }).flatMap((table) => within(table).getAllByRole('row').slice(1));

describe('RewardsDashboard', () => {
  // Reads every campaign's claim proof (the service's merkle trees, built in-process): slow on CI.
  it(
    'shows any address’s rewards read-only: a summary per token and chain, then each campaign by chain',
    { timeout: 20_000 },
    async () => {
      renderDashboard(`/rewards?address=${ALICE}`);
      expect(await screen.findByText(`Viewing ${ALICE} (read-only).`)).toBeInTheDocument();
      const summary = await screen.findByRole('region', { name: 'Summary' });
      const cards = within(summary).getAllByRole('listitem');
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card).toHaveAccessibleName(/^\S+ on Local (Ethereum|Base|Arbitrum)$/);
        expect(card).toHaveTextContent(/Claimable now.*Earned in all.*Already paid.*Over \d+ campaigns?/);
      }
      expect(rows().length).toBeGreaterThan(0);
      // Rows are named as the campaign list names them, once the campaign pages arrive.
      const link = await screen.findByRole('link', { name: /^\S+ rewards on .+, campaign 31337:5$/ });
      expect(link).toHaveAttribute('href', '/campaigns/31337:5');
      expect(screen.getByRole('region', { name: /^Local Ethereum/ })).toContainElement(link);
      // Freshness comes from the claim proofs' publishedAt, with the cadence said.
      expect(
        await screen.findByText(
          (_, element) =>
            element?.tagName === 'P' &&
            /^Amounts published (just now|.+ ago) · new amounts about every hour$/.test(element.textContent),
        ),
      ).toBeInTheDocument();
      expect(within(summary).getAllByText(/^[\d,.]+ \S+$/).length).toBeGreaterThan(0);
      expect(screen.queryByText(/^claim /)).not.toBeInTheDocument();
    },
  );

  it('keeps the chain filter, claimable-only and the order in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard(`/rewards?address=${ALICE}`);
    await screen.findByRole('region', { name: 'Summary' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reward chain' }), 'Local Base');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Campaign name');
    await user.click(screen.getByRole('checkbox', { name: 'Claimable only' }));
    expect(currentUrl(router)).toBe(`/rewards?address=${ALICE}&chain=31338&sort=name&claimable=1`);
    expect(screen.queryByRole('region', { name: /^Local Ethereum/ })).not.toBeInTheDocument();
    const titles = rows().map((row) => within(row).getByRole('link').textContent);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('offers claims for the connected wallet’s own rewards only', async () => {
    const wallet = createTestWallet([ALICE]);
    renderDashboard('/rewards', { wallet });
    expect(screen.getByRole('heading', { name: 'Connect a wallet to see your rewards' })).toBeInTheDocument();
    await connectTestWallet(wallet);
    expect(await screen.findByText(`Your connected wallet ${ALICE}.`)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'By campaign' });
    await screen.findByRole('region', { name: 'Summary' });
    // Every row of the wallet's own gets the slot (the claim button hides itself at 0, and keeps
    // a finished claim's outcome on screen after the service catches up).
    for (const row of rows()) expect(within(row).getByText(new RegExp(`^claim .* for ${ALICE}$`))).toBeInTheDocument();
    expect(screen.getAllByText(/^claim /)).toHaveLength(rows().length);
  });

  it('says an address with no rewards has none, and where to find campaigns', async () => {
    renderDashboard(`/rewards?address=${NOBODY}`);
    expect(await screen.findByRole('heading', { name: 'No rewards yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse campaigns' })).toHaveAttribute('href', '/');
  });

  it('validates a typed address before asking the service, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('/rewards');
    const box = screen.getByRole('textbox', { name: 'View as address (read-only)' });
    await user.type(box, 'alice.eth{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(/^That is not an address\./);
    expect(currentUrl(router)).toBe('/rewards');
    await user.clear(box);
    await user.type(box, `${ALICE}{Enter}`);
    expect(currentUrl(router)).toBe(`/rewards?address=${ALICE}`);
    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
  });

  it('shows the service’s message and code, with Retry, when rewards fail to load', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${appConfig.apiBaseUrl}/users/:address/rewards`, () =>
        HttpResponse.json({ error: 'Indexer is behind', code: 'INTERNAL_ERROR', details: null }, { status: 500 }),
      ),
    );
    renderDashboard(`/rewards?address=${ALICE}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Indexer is behind')).toBeInTheDocument();
    expect(within(alert).getByText('INTERNAL_ERROR')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
    });
  });

  it('says nothing false while proofs load: rows are "checking", and "no amounts published" waits for an answer', async () => {
    // Claim proofs are held until released, so the loading state is seen for certain.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${appConfig.apiBaseUrl}/claims/:campaignId/:address`, async () => {
        await held;
        return undefined;
      }),
    );
    renderDashboard(`/rewards?address=${ALICE}`);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Checking when amounts were published…')).toBeInTheDocument();
    expect(screen.queryByText('No amounts published yet')).not.toBeInTheDocument();
    expect(rows().length).toBeGreaterThan(0);
    for (const row of rows()) expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('checking…');
    release();
    expect(await within(summary).findByText(/^Amounts published/)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('checking…')).not.toBeInTheDocument();
    });
  });
});
