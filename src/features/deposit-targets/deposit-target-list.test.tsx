import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getForwarderTargets } from '../../api/endpoints/get-forwarder-targets.ts';
import { chainName } from '../../config/chains.ts';
import { appConfig } from '../../config/env.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { currentUrl, renderRoute } from '../../test/render.tsx';
import { DepositTargetList } from './deposit-target-list.tsx';

// The real mock service through MSW: the vaults registered with each event chain's forwarder.
const server = setupMockService();

function renderList(url = '/deposit-targets') {
  return renderRoute([{ path: '/deposit-targets', element: <DepositTargetList /> }], url);
}

const cards = () => within(screen.getByRole('list', { name: 'Deposit targets' })).getAllByRole('article');

describe('DepositTargetList', () => {
  it('lists every target with its tokens, addresses, deposit type and its campaigns', async () => {
    const { data: targets } = await getForwarderTargets();
    renderList();
    expect(await screen.findByText(`${String(targets.length)} deposit targets.`)).toBeInTheDocument();
    // The first cards come with the screen, the rest in a background render right after.
    await waitFor(() => {
      expect(cards()).toHaveLength(targets.length);
    });
    const first = targets[0];
    if (first === undefined) throw new Error('the mock lists no deposit target');
    const card = screen.getByRole('article', { name: `${first.name} on ${chainName(first.chainId)}` });
    expect(within(card).getByText(first.acceptedToken.symbol)).toBeInTheDocument();
    // The app cannot build a deposit: the card says where to make one and warns against a plain
    // transfer, and never asks for one ("send your deposit to").
    const howTo = within(card).getByRole('note', { name: `How to deposit into ${first.name}` });
    expect(howTo).toHaveTextContent(`Deposit through the protocol’s own app (${first.protocol})`);
    expect(howTo).toHaveTextContent(/never by a transfer to the addresses below/);
    expect(within(card).queryByText(/send your deposit/i)).not.toBeInTheDocument();
    // The forwarder's address stays, as information.
    expect(within(card).getByTitle(first.forwarderAddress)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Copy forwarder contract address$/i })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Copy vault address$/i })).toBeInTheDocument();
    // How the deposit is routed is for checking contracts, so it waits, closed, under "Details".
    const route = within(card).getByText(/Vault deposit \(ERC-4626\)/);
    expect(route.closest('details')).not.toHaveAttribute('open');
    expect(within(card).getByRole('link', { name: `Campaigns rewarding ${first.name}` })).toHaveAttribute(
      'href',
      `/?targetChain=${String(first.chainId)}&target=${first.targetAddress}&forwarder=1`,
    );
  });

  it('filters by chain through the URL and searches by token or protocol', async () => {
    const user = userEvent.setup();
    const { data: targets } = await getForwarderTargets();
    const onBase = targets.filter((target) => target.chainId === 8453);
    const { router } = renderList();
    await screen.findByText(/deposit targets\.$/);
    await user.selectOptions(screen.getByLabelText('Chain'), '8453');
    expect(currentUrl(router)).toBe('/deposit-targets?chain=8453');
    expect(cards()).toHaveLength(onBase.length);
    for (const card of cards()) expect(within(card).getByText(/ · Base$/)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'no such token');
    expect(screen.getByRole('heading', { name: 'No deposit targets match' })).toBeInTheDocument();
    // Kept in the link, as the chain is: a reload or a shared link keeps the search.
    expect(currentUrl(router)).toBe('/deposit-targets?chain=8453&q=no+such+token');
    await user.click(screen.getByRole('button', { name: 'Show all targets' }));
    expect(currentUrl(router)).toBe('/deposit-targets');
    expect(cards()).toHaveLength(targets.length);
  });

  it('offers the chains by name, and lists the targets in that order', async () => {
    renderList();
    await screen.findByText(/deposit targets\.$/);
    const options = within(screen.getByLabelText('Chain'))
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    expect(options).toEqual(options.toSorted((a, b) => a.localeCompare(b)));
    // Each card's "protocol · chain" line.
    const chainsOfCards = cards().map(
      (card) =>
        within(card)
          .getByText(/^[^·]+ · [^·]+$/)
          .textContent.split(' · ')[1],
    );
    expect(chainsOfCards).toEqual(chainsOfCards.toSorted((a, b) => (a ?? '').localeCompare(b ?? '')));
  });

  it('opens with the search of its link', async () => {
    const { data: targets } = await getForwarderTargets();
    const first = targets[0];
    if (first === undefined) throw new Error('the fixture world has no deposit target');
    renderList(`/deposit-targets?q=${encodeURIComponent(first.name)}`);
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue(first.name);
    for (const card of cards()) expect(card).toHaveTextContent(first.name);
  });

  it('says a chain in the link that is not a chain id next to the chain field, and shows every chain', async () => {
    const { data: targets } = await getForwarderTargets();
    renderList('/deposit-targets?chain=base');
    await screen.findByText(`${String(targets.length)} deposit targets.`);
    const chain = screen.getByLabelText('Chain');
    expect(chain).toHaveAttribute('aria-invalid', 'true');
    expect(chain).toHaveAccessibleDescription('The link’s chain “base” is not a chain id, so every chain is shown.');
    await waitFor(() => {
      expect(cards()).toHaveLength(targets.length);
    });
  });

  it('shows the service’s message and code with Retry when the list fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${appConfig.apiBaseUrl}/forwarder/targets`, () =>
        HttpResponse.json({ error: 'Registry unavailable', code: 'INTERNAL_ERROR', details: null }, { status: 500 }),
      ),
    );
    renderList();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Registry unavailable')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(cards().length).toBeGreaterThan(0);
    });
  });
});
