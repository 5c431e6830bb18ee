import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { appConfig } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { createMockContext } from '../mock/context.ts';
import { CLAIM_EXPIRY_SECONDS } from '../mock/world/constants.ts';
import { formatDateTime } from '../lib/time.ts';
import { setupMockService } from '../test/mock-service.ts';
import { worldChainReads } from '../test/world-chain-reads.ts';
import { currentUrl, renderRoute } from '../test/render.tsx';
import CampaignDetailPage from './campaign-detail-page.tsx';

// The real mock service through MSW. Campaign 31337:5 is the fixture world's tiered vault with a
// minimum balance; carol (mnemonic #4) holds less than that minimum there, alice (#2) earns.
const ctx = createMockContext();
const server = setupMockService({ ctx });
// The position's claim deadline is read from the chain: answered from the same world.
const chains = worldChainReads(ctx);
beforeEach(() => {
  server.use(...chains.handlers);
});

const CAROL = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65';
const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
/** Bob (mnemonic #3): positions still inside their cliff. */
const BOB = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';
// An address the fixture world gives no position anywhere.
const NOBODY = '0x000000000000000000000000000000000000dead';

function renderDetail(url: string) {
  return renderRoute(
    [
      { path: paths.campaignDetailPattern, element: <CampaignDetailPage /> },
      { path: paths.campaigns, element: <p>Campaign list</p> },
    ],
    url,
  );
}

describe('CampaignDetailPage', () => {
  it('shows the campaign, its figures, rules, target and funding', async () => {
    renderDetail('/campaigns/31337:5');
    expect(await screen.findByRole('heading', { level: 1, name: 'WETH rewards on steakUSDC' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Key figures' });
    expect(within(figures).getByText('15.49%')).toBeInTheDocument();
    expect(within(figures).getByText('20.29%')).toBeInTheDocument();
    // The sections below the figures follow in a background render.
    const rules = await screen.findByRole('region', { name: 'Rules' });
    expect(within(rules).getByText('Minimum balance')).toBeInTheDocument();
    expect(within(rules).getByRole('table', { name: 'Deposit tiers' })).toBeInTheDocument();
    expect(within(rules).getAllByRole('row')).toHaveLength(4);
    const target = screen.getByRole('region', { name: 'Target' });
    // The target lives on Ethereum, which has an explorer.
    expect(within(target).getAllByRole('link', { name: /on the block explorer/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/etherscan\.io\/address\/0x[0-9a-f]{40}$/),
    );
    const funding = screen.getByRole('region', { name: 'Funding history' });
    expect(within(funding).getAllByRole('row')).toHaveLength(3);
    const budget = screen.getByRole('region', { name: 'Budget and schedule' });
    // The reward chain is local: no explorer, so the token's address is text with a copy button.
    expect(within(budget).getByRole('button', { name: /^Copy token address$/i })).toBeInTheDocument();
    expect(within(budget).queryByText('Budget exhausted')).not.toBeInTheDocument();
    // The configuration hash is for auditors: it waits, closed, under "Details".
    const hash = within(budget).getByText(/^0x[0-9a-f]{64}$/);
    expect(hash.closest('details')).not.toHaveAttribute('open');
    expect(within(budget).getByText('Details', { selector: 'summary' })).toBeInTheDocument();
    // A first visit has no wallet and loads no wallet code: the position section says how to see one.
    expect(
      screen.getByText('Connect a wallet, or enter any address above, to see its balance, rewards and eligibility.'),
    ).toBeInTheDocument();
  });

  it('makes a cancelled campaign’s budget add up: what it never paid out is said', async () => {
    const { unmount } = renderDetail('/campaigns/31337:17');
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    expect(
      within(figures).getByText(/of the budget was never paid out: the campaign stopped paying/),
    ).toBeInTheDocument();
    unmount();
    // A running campaign has nothing of the kind.
    renderDetail('/campaigns/31337:5');
    const running = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(running).queryByText(/was never paid out/)).not.toBeInTheDocument();
  });

  it('tells an address without a position how to start earning, with the target on its explorer', async () => {
    renderDetail(`/campaigns/31337:5?viewAs=${NOBODY}`);
    const position = await screen.findByRole('region', { name: 'Position of this address' });
    expect(await within(position).findByRole('heading', { name: 'How to start earning' })).toBeVisible();
    expect(within(position).getByText(/^Deposit into the steakUSDC vault on .+ on Ethereum: /)).toBeVisible();
    expect(within(position).getByRole('link', { name: /on the block explorer/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/etherscan\.io\/address\/0x[0-9a-f]{40}$/),
    );
    expect(within(position).getByRole('button', { name: /^Copy vault$/i })).toBeInTheDocument();
  });

  it("shows the claim deadline beside the position, read from the campaign's clone", async () => {
    renderDetail(`/campaigns/31337:5?viewAs=${ALICE}`);
    const position = await screen.findByRole('region', { name: 'Position of this address' });
    const campaign = ctx.world.findCampaign({ chainId: 31337, campaignIndex: 5 });
    if (campaign === undefined) throw new Error('the fixture world has no campaign 31337:5');
    const closesAt = new Date((campaign.endTime + CLAIM_EXPIRY_SECONDS) * 1000);
    const fact = (await within(position).findByText('Claim by', { selector: 'dt' })).parentElement;
    if (fact === null) throw new Error('the claim deadline has no value');
    expect(await within(fact).findByText(formatDateTime(closesAt))).toHaveAttribute('datetime', closesAt.toISOString());
  });

  it('shows how fast a position earns, as an average since it started', async () => {
    renderDetail(`/campaigns/31337:5?viewAs=${ALICE}`);
    const position = await screen.findByRole('region', { name: 'Position of this address' });
    expect(
      await within(position).findByText(/^≈ [\d,.]+ WETH\/day on average since this address started$/),
    ).toBeVisible();
  });

  it('explains why a wallet below the minimum balance does not earn', async () => {
    renderDetail(`/campaigns/31337:5?viewAs=${CAROL}`);
    const position = await screen.findByRole('region', { name: 'Position of this address' });
    expect(
      await within(position).findByText(/^Below the minimum balance: holds .* steakUSDC, needs at least/),
    ).toBeVisible();
    expect(within(position).getByText('Not eligible', { selector: 'dd' })).toBeInTheDocument();
    expect(within(position).queryByRole('button', { name: /claim/i })).not.toBeInTheDocument();
  });

  it('explains why a wallet still inside the cliff does not earn yet, and until when', async () => {
    renderDetail(`/campaigns/31337:6?viewAs=${BOB}`);
    const position = await screen.findByRole('region', { name: 'Position of this address' });
    expect(
      await within(position).findByText(
        /^In the cliff until .*: rewards count once a position has been held for 7d\.$/,
      ),
    ).toBeVisible();
    expect(within(position).getByText('In its cliff', { selector: 'dd' })).toBeInTheDocument();
    expect(within(position).getByText('Accruing, counted once its cliff ends')).toBeVisible();
    expect(within(position).getByText('Why it is not counted yet')).toBeVisible();
    expect(within(position).queryByRole('button', { name: /claim/i })).not.toBeInTheDocument();
  });

  it('views another address from the box, validating it first, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderDetail('/campaigns/31337:5');
    const box = await screen.findByRole('textbox', { name: 'View as address (read-only)' });
    await user.type(box, '0x1234');
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^That is not an address\./);
    expect(currentUrl(router)).toBe('/campaigns/31337:5');

    await user.clear(box);
    await user.type(box, `${ALICE.toUpperCase().replace('0X', '0x')}{Enter}`);
    expect(currentUrl(router)).toBe(`/campaigns/31337:5?viewAs=${ALICE}`);
    expect(await screen.findByText('Eligible and earning')).toBeInTheDocument();
    expect(screen.getByText(/Its balance puts it in the 1\.5× tier\./)).toBeInTheDocument();
    // The form stays put, so the keyboard is where it was, showing the address as it applies.
    expect(box).toHaveFocus();
    expect(box).toHaveValue(ALICE);

    // No wallet is connected here: the button stops viewing, it does not promise a wallet.
    await user.click(screen.getByRole('button', { name: /^Stop viewing as 0x/ }));
    expect(currentUrl(router)).toBe('/campaigns/31337:5');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();

    await act(async () => {
      await router.navigate(-1);
    });
    expect(box).toHaveValue(ALICE);
  });

  it('keeps a loaded campaign on screen when a refresh fails, and says so', async () => {
    const { client } = renderDetail('/campaigns/31337:5');
    const heading = await screen.findByRole('heading', { level: 1, name: 'WETH rewards on steakUSDC' });
    server.use(
      http.get(`${appConfig.apiBaseUrl}/campaigns/:id`, () =>
        HttpResponse.json({ error: 'Database unavailable', code: 'INTERNAL_ERROR', details: null }, { status: 500 }),
      ),
    );
    await act(async () => {
      await client.refetchQueries();
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not refresh this campaign: Database unavailable (INTERNAL_ERROR). Showing what was loaded before.',
    );
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Key figures' })).toBeInTheDocument();
  });

  it('says an address in the link is invalid instead of asking the service', async () => {
    renderDetail('/campaigns/31337:5?viewAs=alice.eth');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The address in the link is not an address\./);
  });

  it('shows the not-found page for an unknown campaign', async () => {
    renderDetail('/campaigns/31337:999');
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no campaign 31337:999\./)).toBeInTheDocument();
  });

  it('shows the not-found page for a malformed id without asking the service', () => {
    server.use(
      http.get(`${appConfig.apiBaseUrl}/campaigns/*`, () => {
        throw new Error('a malformed id must not reach the service');
      }),
    );
    renderDetail('/campaigns/base-12');
    expect(screen.getByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByText(/“base-12” is not a campaign id/)).toBeInTheDocument();
  });

  it('shows the service message and code when the campaign fails to load', async () => {
    server.use(
      http.get(`${appConfig.apiBaseUrl}/campaigns/:id`, () =>
        HttpResponse.json({ error: 'Too many requests', code: 'RATE_LIMITED', details: null }, { status: 429 }),
      ),
    );
    renderDetail('/campaigns/31337:5');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Too many requests')).toBeInTheDocument();
    expect(within(alert).getByText('RATE_LIMITED')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
