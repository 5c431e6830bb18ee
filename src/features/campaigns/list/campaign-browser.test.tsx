import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../api/query-defaults.ts';
import { BrowserRouter, Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { appConfig } from '../../../config/env.ts';
import { setupMockService } from '../../../test/mock-service.ts';
import { parseCampaignId } from '../../../domain/campaign-id.ts';
import { QUOTED_TEXT_MAX_CHARS } from '../../../domain/display-text.ts';
import { WATCHLIST_STORAGE_KEY, watchlistStore } from '../watchlist/watchlist-store.ts';
import { connectTestWallet, createTestWallet, currentUrl, renderRoute } from '../../../test/render.tsx';
import CampaignBrowser from './campaign-browser.tsx';

// The real mock service answers through MSW: the fixture world has 17 campaigns on each of three
// reward chains, one of each needing a forwarder deposit (hidden unless opted in), so 48 by default.
const server = setupMockService();

function renderList(url = '/') {
  return renderRoute(
    [
      { path: '/', element: <CampaignBrowser /> },
      { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
    ],
    url,
  );
}

const ALICE = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

const campaignLinks = () => screen.getAllByRole('link', { name: /rewards on/ });

describe('CampaignBrowser', () => {
  it('opens on live campaigns ranked by APR, with every other status one click away', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    expect(await screen.findByText('Showing 1–18 of 18 campaigns.')).toBeInTheDocument();
    expect(screen.getByText('Ranked all 18 campaigns of these filters.')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    // Live campaigns: active, or active with the budget spent (said so rather than "Active").
    for (const card of cards) expect(within(card).getAllByText(/^(Active|Budget spent)$/).length).toBeGreaterThan(0);
    const aprs = cards.map((card) => within(card).getByText(/^APR$/).nextSibling?.textContent ?? '');
    const percents = aprs.map((apr) => /^(\d+\.\d+)%/.exec(apr)?.[1]).filter((apr) => apr !== undefined);
    expect(percents.map(Number)).toEqual(percents.map(Number).toSorted((a, b) => b - a));
    expect(screen.getByLabelText('Sort by')).toHaveValue('apr');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Every campaign: the three that count only forwarder deposits too.
    expect(currentUrl(router)).toBe('/?status=any&forwarder=1');
    expect(await screen.findByText('Showing 1–20 of 51 campaigns.')).toBeInTheDocument();
  });

  it('says a single match as one, not as "1–1 of 1 campaigns"', async () => {
    renderList('/?q=%2331337:12');
    expect(await screen.findByText('Showing the only campaign.')).toBeInTheDocument();
    expect(campaignLinks()).toHaveLength(1);
    expect(screen.queryByText(/1–1 of 1/)).not.toBeInTheDocument();
  });

  it('searches every status from the landing: a search for upcoming vaults finds them', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    expect(await screen.findByText('Showing 1–18 of 18 campaigns.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'mvUSDC');
    expect(await screen.findByText('Showing 1–3 of 3 campaigns.')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/?q=mvUSDC');
    expect(screen.getByText('Every campaign, of every status.')).toBeInTheDocument();
  });

  it('says how many matches a chosen status hides, and shows them in one click', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/?status=active&q=mvUSDC');
    const empty = await screen.findByRole('region', { name: 'No campaign matches “mvUSDC”' });
    expect(await within(empty).findByText('3 in other statuses')).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Show every status' }));
    expect(currentUrl(router)).toBe('/?status=any&q=mvUSDC');
    expect(await screen.findByText('Showing 1–3 of 3 campaigns.')).toBeInTheDocument();
  });

  it("counts only a partner's campaigns in what a chosen status hides, as the click then shows", async () => {
    const user = userEvent.setup();
    const productPartner = appConfig.partner;
    // Two reward chains: a scope the service cannot answer, narrowed in the browser.
    appConfig.partner = {
      ...productPartner,
      campaigns: { ...productPartner.campaigns, rewardChainIds: [31337, 31338] },
    };
    try {
      const { router } = renderList('/?status=active&q=mvUSDC');
      const empty = await screen.findByRole('region', { name: 'No campaign matches “mvUSDC”' });
      expect(await within(empty).findByText('2 in other statuses')).toBeInTheDocument();
      await user.click(within(empty).getByRole('button', { name: 'Show every status' }));
      expect(currentUrl(router)).toBe('/?status=any&q=mvUSDC');
      expect(await screen.findByText('Showing 1–2 of 2 campaigns.')).toBeInTheDocument();
    } finally {
      appConfig.partner = productPartner;
    }
  });

  it('says how many campaigns other statuses hold when a chain has no live campaign', async () => {
    server.use(
      http.get('*/v1/campaigns', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('status') === 'active') {
          return HttpResponse.json({ data: [], total: 0, limit: 20, offset: 0 });
        }
        return undefined;
      }),
    );
    renderList('/?chain=31338');
    const empty = await screen.findByRole('region', { name: 'No campaigns match these filters' });
    expect(await within(empty).findByText('16 in other statuses')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No campaign matches these filters.');
  });

  it('shows the service’s own pages in its order, with the total', async () => {
    renderList('/?status=any&sort=service');
    expect(await screen.findByText(/Showing 1–20 of 48 campaigns\./)).toBeInTheDocument();
    expect(screen.queryByText(/Searched/)).not.toBeInTheDocument();
    expect(campaignLinks()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('applies reward chain and statuses from the URL, with no page controls for a list of one page', async () => {
    renderList('/?chain=31338&status=active,ended&size=10');
    expect(await screen.findByText(/Showing 1–8 of 8 campaigns\./)).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    for (const card of cards) {
      expect(within(card).getByText(/Paid on Local Base/)).toBeInTheDocument();
      expect(within(card).getAllByText(/^(Active|Ended)$/).length).toBeGreaterThan(0);
      expect(within(card).queryByText(/^(Draft|Starting soon|Finalized|Cancelled)$/)).not.toBeInTheDocument();
    }
    expect(screen.getByText('Status: Active, Ended')).toBeInTheDocument();
    // Eight campaigns fit the smallest page: neither the page buttons nor the page size would change them.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the URL when the page size changes', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/?chain=31338&status=any&size=10&sort=service');
    expect(await screen.findByText(/Showing 1–10 of \d+ campaigns\./)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Per page'), '20');
    expect(currentUrl(router)).toBe('/?chain=31338&status=any&sort=service');
  });

  it('never claims the next page’s range while the previous page is still on screen', async () => {
    const user = userEvent.setup();
    renderList('/?size=10&status=any&sort=service');
    expect(await screen.findByText(/Showing 1–10 of 48 campaigns\./)).toBeInTheDocument();
    const firstOnPage1 = campaignLinks()[0]?.textContent;
    // Hold the next page back a moment; the handler then falls through to the mock service.
    server.use(
      http.get(`${appConfig.apiBaseUrl}/campaigns`, async () => {
        await delay(300);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(campaignLinks()[0]?.textContent).toBe(firstOnPage1);
    expect(screen.queryByText(/Showing 11–20/)).not.toBeInTheDocument();
    expect(screen.getByText(/Updating…/)).toBeInTheDocument();
    expect(await screen.findByText(/Showing 11–20 of 48 campaigns\./)).toBeInTheDocument();
    expect(campaignLinks()[0]?.textContent).not.toBe(firstOnPage1);
  });

  it('drops invalid URL parameters with a visible note and still loads the list', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/?status=active,paused&page=zero&sort=cheapest');
    const note = screen.getByRole('region', { name: 'Ignored link settings' });
    expect(within(note).getByText('Status "paused" is not a campaign status.')).toBeInTheDocument();
    expect(within(note).getByText('Page "zero" is not a page number.')).toBeInTheDocument();
    expect(within(note).getByText('Sort "cheapest" is not a sort order.')).toBeInTheDocument();
    expect(await screen.findByText(/of 18 campaigns\./)).toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: 'Remove them from the address' }));
    // The one good status was chosen in the link, and stays.
    expect(currentUrl(router)).toBe('/?status=active');
    expect(screen.queryByRole('region', { name: 'Ignored link settings' })).not.toBeInTheDocument();
  });

  it('refuses half a target pair in the filter form before asking the service', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    await screen.findByText(/Showing 1–/);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.selectOptions(await screen.findByLabelText('Target chain'), '31338');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const address = screen.getByLabelText('Target address');
    expect(address).toHaveAccessibleDescription(
      'Enter the target address too, or clear the target chain: the two go together.',
    );
    expect(address).toHaveFocus();
    expect(currentUrl(router)).toBe('/');

    await user.type(address, '0x1234');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(address).toHaveAccessibleDescription(/^The target address is not an address\./);
    expect(currentUrl(router)).toBe('/');
  });

  it('applies statuses chosen in the form, starting again from page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/?status=any&sort=service&page=2');
    await screen.findByText(/Showing 21–40/);
    // One filter: browsing leaves out the campaigns that count only forwarder deposits.
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Finalized' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(currentUrl(router)).toBe('/?status=finalized%2Ccancelled&sort=service');
    expect(await screen.findByText(/Showing 1–12 of 12 campaigns\./)).toBeInTheDocument();
  });

  it('keeps what is typed in the search box and follows a search changed by a link or Back', async () => {
    // The app's own router, which applies URL changes in a transition. (Dropped keystrokes only
    // show in a real browser: e2e/campaigns.spec.ts covers those.)
    window.history.replaceState(null, '', '/?chain=31337&status=active');
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Link to="/?chain=31337&status=active&q=curve">Curve campaigns</Link>
          <CampaignBrowser />
        </BrowserRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByText(/of 6 campaigns\./);
    const search = screen.getByRole('searchbox', { name: 'Search campaigns' });
    await user.type(search, 'unswap');
    await user.type(search, 'i', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await user.type(search, 'x');
    expect(search).toHaveValue('uniswapx');
    await waitFor(() => {
      expect(new URLSearchParams(window.location.search).get('q')).toBe('uniswapx');
    });
    expect(search).toHaveValue('uniswapx');

    await user.click(search);
    await user.click(screen.getByRole('link', { name: 'Curve campaigns' }));
    await waitFor(() => {
      expect(search).toHaveValue('curve');
    });
    await act(async () => {
      const popped = new Promise((resolve) => {
        window.addEventListener('popstate', resolve, { once: true });
      });
      window.history.back();
      await popped;
    });
    await waitFor(() => {
      expect(search).toHaveValue('uniswapx');
    });
  });

  it('keeps what is typed in the filter form when My campaigns or the page size changes', async () => {
    const user = userEvent.setup();
    renderList(`/?address=${ALICE}`);
    await screen.findByText(/Showing 1–/);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.type(await screen.findByLabelText('Budget address'), '0xabc');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'My campaigns' }));
    expect(screen.getByRole('button', { name: 'My campaigns' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Budget address')).toHaveValue('0xabc');
    // My campaigns covers every status (unclaimed rewards sit in ended campaigns too); the form says so.
    expect(screen.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  });

  it('returns focus to the Filters button once filters are applied', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText(/Showing 1–/);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.queryByRole('form', { name: 'Campaign filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveFocus();
  });

  it('shows a chain from a shared link in the form even when the wallet cannot use it', async () => {
    const user = userEvent.setup();
    renderList(`/?chain=137&targetChain=137&target=${ALICE}`);
    await screen.findByText(/Paid on Chain 137/);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(screen.getByLabelText('Reward chain')).toHaveDisplayValue('Chain 137');
    expect(screen.getByLabelText('Target chain')).toHaveDisplayValue('Chain 137');
  });

  it('offers the reward chains of this deployment (a local build’s own), and targets on any chain', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const options = within(await screen.findByLabelText('Reward chain')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All reward chains',
      'Local Ethereum',
      'Local Base',
      'Local Arbitrum',
    ]);
    // The local world's targets live on the public chains its local ones stand in for, too.
    expect(within(screen.getByLabelText('Target chain')).getByRole('option', { name: 'Ethereum' })).toBeInTheDocument();
  });

  it('starts a new sort from its first page, where its best campaigns are', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/?status=any&page=2');
    expect(await screen.findByText('Showing 21–40 of 48 campaigns.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'TVL, highest first');
    expect(currentUrl(router)).toBe('/?status=any&sort=tvl');
    expect(await screen.findByText('Showing 1–20 of 48 campaigns.')).toBeInTheDocument();
  });

  it('quotes a long search short, so its empty state never runs off a phone', async () => {
    const search = 'W'.repeat(2000);
    renderList(`/?q=${search}`);
    const quoted = `${'W'.repeat(QUOTED_TEXT_MAX_CHARS - 1)}…`;
    expect(await screen.findByRole('region', { name: `No campaign matches “${quoted}”` })).toBeInTheDocument();
  });

  it('searches by protocol, and sorts by TVL and by APR in the seeded world’s exact order', async () => {
    const user = userEvent.setup();
    renderList('/?chain=31337&status=active');
    await screen.findByText(/of 6 campaigns\./);
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'uniswap');
    expect(campaignLinks().map((link) => link.textContent)).toEqual([
      'PTN rewards on wstETH/WETH, campaign 31337:6',
      'USDC rewards on USDC/WETH, campaign 31337:10',
    ]);
    expect(screen.getByText('Showing 1–2 of 2 campaigns.')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search campaigns' }));
    // Each card's title and the figure it is sorted by, as the seeded world gives them: the six
    // live campaigns of Local Ethereum in order, so a sort that misplaces any one of them fails.
    const figures = (label: RegExp) =>
      screen.getAllByRole('article').map((card) => {
        const title = within(card).getByRole('link', { name: /rewards on/ }).textContent;
        return `${title}: ${within(card).getByText(label).nextSibling?.textContent ?? ''}`;
      });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'tvl');
    expect(figures(/^TVL$/)).toEqual([
      'WETH rewards on eUSDC-3, campaign 31337:8: $5.58M',
      'WETH rewards on steakUSDC, campaign 31337:5: $3.93M',
      'USDC rewards on sUSDe, campaign 31337:7: $2.82M',
      'PTN rewards on wstETH/WETH, campaign 31337:6: $2.43M',
      'USDC rewards on USDC/WETH, campaign 31337:10: $997.78K',
      'WETH rewards on USDT, campaign 31337:11: $0.00',
    ]);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'apr');
    // By the campaign's own APR (the first figure); one with no TVL has none and comes last.
    expect(figures(/^APR$/)).toEqual([
      'PTN rewards on wstETH/WETH, campaign 31337:6: 30.99% + 22.10% protocol = 53.09%',
      'USDC rewards on USDC/WETH, campaign 31337:10: 26.99% + 16.40% protocol = 43.39%',
      'USDC rewards on sUSDe, campaign 31337:7: 17.99% + 11.20% protocol = 29.19%',
      'WETH rewards on steakUSDC, campaign 31337:5: 15.49% + 4.80% protocol = 20.29%',
      'WETH rewards on eUSDC-3, campaign 31337:8: 10.00% + 6.10% protocol = 16.10%',
      'WETH rewards on USDT, campaign 31337:11: Zero TVL No protocol APR data',
    ]);
  });

  it('says how many campaigns the filters hide when nothing matches, and clearing shows them all', async () => {
    const user = userEvent.setup();
    renderList('/?chain=1');
    expect(await screen.findByRole('heading', { name: 'No campaigns match these filters' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Campaign results' });
    // Chain 1 has no campaign in any status: the statuses hide nothing, the chain hides them all.
    expect(await within(results).findByText('51 without these filters')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(/Showing 1–20 of 51 campaigns\./)).toBeInTheDocument();
  });

  it('shows the service message and code with a Retry button when the list fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${appConfig.apiBaseUrl}/campaigns`, () =>
        HttpResponse.json(
          { error: 'chainId must be a number', code: 'INVALID_PARAMS', details: null },
          { status: 400 },
        ),
      ),
    );
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Campaigns could not be loaded' })).toBeInTheDocument();
    expect(within(alert).getByText('chainId must be a number')).toBeInTheDocument();
    expect(within(alert).getByText('INVALID_PARAMS')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(campaignLinks()).toHaveLength(18);
    });
  });

  it('asks for a wallet before listing claimable campaigns, then lists the connected wallet’s', async () => {
    const user = userEvent.setup();
    const wallet = createTestWallet([ALICE]);
    renderRoute([{ path: '/', element: <CampaignBrowser /> }], '/?claimable=1', { wallet });
    expect(screen.getByRole('heading', { name: 'Connect a wallet to see your campaigns' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /rewards on/ })).not.toBeInTheDocument();

    await connectTestWallet(wallet);
    expect(await screen.findByText('Claimable by your wallet')).toBeInTheDocument();
    await waitFor(() => {
      expect(campaignLinks().length).toBeGreaterThan(0);
    });
    expect(screen.getByRole('button', { name: 'My campaigns' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'My campaigns' }));
    expect(screen.getByRole('button', { name: 'My campaigns' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/^Checked all \d+ campaigns? of these filters\.$/)).toBeInTheDocument();
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).getByText(/you have a position/)).toBeInTheDocument();
    }
  });

  it('lists campaigns claimable by an address typed into the URL', async () => {
    renderList(`/?claimable=1&address=${ALICE}`);
    await screen.findByText(/Showing 1–/);
    expect(screen.getByText('Claimable by 0x3c44…93bc')).toBeInTheDocument();
    expect(campaignLinks().length).toBeGreaterThan(0);
  });

  it('stars campaigns into a watchlist kept in the URL, with an empty state that says how to star', async () => {
    for (const text of watchlistStore.getSnapshot()) watchlistStore.toggle(parseCampaignId(text) ?? expect.fail(text));
    const user = userEvent.setup();
    const { router } = renderList('/?watchlist=1');
    expect(await screen.findByRole('heading', { name: 'Your watchlist is empty' })).toBeInTheDocument();
    expect(screen.getByText(/Star a campaign/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all campaigns' }));
    expect(currentUrl(router)).toBe('/');

    await screen.findByText(/Showing 1–18 of 18 campaigns\./);
    const [first, second] = campaignLinks();
    const name = (link: HTMLElement | undefined) => (link?.textContent ?? '').replace(/, campaign .*/, '');
    const firstName = name(first);
    const star = screen.getByRole('button', { name: `Add ${firstName} to watchlist` });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(WATCHLIST_STORAGE_KEY)).toContain(':');

    await user.click(screen.getByRole('button', { name: 'Watchlist' }));
    expect(currentUrl(router)).toBe('/?watchlist=1');
    expect(await screen.findByText('1 campaign on your watchlist, kept in this browser.')).toBeInTheDocument();
    await waitFor(() => {
      expect(campaignLinks().map(name)).toEqual([firstName]);
    });
    expect(screen.queryByRole('link', { name: name(second) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Add ${firstName} to watchlist` }));
    expect(await screen.findByRole('heading', { name: 'Your watchlist is empty' })).toBeInTheDocument();
  });

  it("shows and counts only the starred campaigns of a partner's scope, keeping the other stars", async () => {
    for (const text of watchlistStore.getSnapshot()) watchlistStore.toggle(parseCampaignId(text) ?? expect.fail(text));
    // Starred in another build on this origin: a Morpho vault on a listed chain (in), an Ethena
    // vault on a listed chain (out once read: not a listed protocol), and a Morpho vault on a chain
    // the scope does not list (out by its id alone).
    const starred = ['31337:5', '31338:7', '31339:5'];
    for (const text of starred) watchlistStore.toggle(parseCampaignId(text) ?? expect.fail(text));
    const productPartner = appConfig.partner;
    appConfig.partner = {
      ...productPartner,
      campaigns: { ...productPartner.campaigns, rewardChainIds: [31337, 31338], protocols: ['morpho'] },
    };
    try {
      renderList('/?watchlist=1');
      await waitFor(() => {
        expect(campaignLinks().map((link) => link.textContent)).toEqual([expect.stringMatching(/campaign 31337:5$/)]);
      });
      expect(screen.getByText('1 campaign on your watchlist, kept in this browser.')).toBeInTheDocument();
      expect(screen.getByText('Not shown: 2 starred campaigns this site does not list.')).toBeInTheDocument();
      expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
      // The stars outside the scope are the user's: kept for the builds that show them.
      expect(watchlistStore.getSnapshot()).toEqual(starred);
    } finally {
      appConfig.partner = productPartner;
    }
  });
});
