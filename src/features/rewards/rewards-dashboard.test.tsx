import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { appConfig } from '../../config/env.ts';
import { createMockContext } from '../../mock/context.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { worldChainReads } from '../../test/world-chain-reads.ts';
import { connectTestWallet, createTestWallet, currentUrl, renderRoute } from '../../test/render.tsx';
import { RewardsDashboard } from './rewards-dashboard.tsx';
import { getUserRewards } from '../../api/endpoints/get-user-rewards.ts';
import { CLAIM_EXPIRY_SECONDS } from '../../mock/world/constants.ts';
import { formatCampaignId, type CampaignId } from '../../domain/campaign-id.ts';

// The real mock service through MSW, and the chains' reads answered from the same world. Alice
// (mnemonic #2) has earned in several campaigns.
const ctx = createMockContext();
const server = setupMockService({ ctx });
const chains = worldChainReads(ctx);
beforeEach(() => {
  server.use(...chains.handlers);
});
afterEach(() => {
  // A test that moves the world clock leaves the next one the initial world.
  ctx.reset();
});

const DAY = 86_400;

/** Alice's claimable campaign whose claim expires soonest but more than 11 days from the world's now. */
async function aliceClaimExpiringLater(): Promise<{ id: CampaignId; closesAt: number }> {
  const { data } = await getUserRewards(ALICE, { limit: 100, offset: 0 });
  const now = ctx.world.now();
  const candidates = data.flatMap((reward) => {
    const campaign = ctx.world.findCampaign(reward.id);
    if (campaign === undefined || reward.claimable === 0n) return [];
    const closesAt = campaign.endTime + CLAIM_EXPIRY_SECONDS;
    return closesAt - now > 11 * DAY ? [{ id: reward.id, closesAt }] : [];
  });
  candidates.sort((a, b) => a.closesAt - b.closesAt);
  const first = candidates[0];
  if (first === undefined) throw new Error('the fixture world gives alice no claim expiring more than 11 days out');
  return first;
}

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
  it(
    'shows any address’s rewards read-only: a summary per token and chain, then each campaign by chain',
    // 38 rows named from the campaign pages and paid amounts from three chains: slow on a busy machine.
    { timeout: 60_000 },
    async () => {
      renderDashboard(`/rewards?address=${ALICE}`);
      expect(await screen.findByText(`Viewing ${ALICE} (read-only).`)).toBeInTheDocument();
      const summary = await screen.findByRole('region', { name: 'Summary' });
      // The seeded world's figures for alice. What she earned in all is the same whatever the
      // world's origin; what is claimable now follows the last hourly checkpoint, so it is left out.
      const cards = () =>
        within(summary)
          .getAllByRole('listitem')
          .map((card) => {
            const text = card.textContent;
            const earned = /Earned in all(.+?)Already paid(.+?)Over (\d+ campaigns?)/.exec(text);
            return `${card.getAttribute('aria-label') ?? ''}: earned ${earned?.[1] ?? '?'}, paid ${earned?.[2] ?? '?'}, over ${earned?.[3] ?? '?'}`;
          });
      // Each chain's rows: the 38 campaigns alice earns in, 12 on Local Ethereum and 13 on each other.
      const idsOn = (chain: string) =>
        within(screen.getByRole('region', { name: new RegExp(`^${chain}`) }))
          .getAllByRole('link', { name: /, campaign \d+:\d+$/ })
          .map((link) => /campaign (\d+:\d+)$/.exec(link.textContent)?.[1] ?? '')
          .toSorted((x, y) => Number(x.split(':')[1]) - Number(y.split(':')[1]));
      const indexes = (chainId: number, list: number[]) => list.map((index) => `${String(chainId)}:${String(index)}`);
      // The rows are drawn in the background, a moment after the summary; they are named as the
      // campaign list names them once the campaign pages arrive.
      await waitFor(() => {
        expect(idsOn('Local Ethereum')).toEqual(indexes(31337, [5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17]));
      });
      expect(idsOn('Local Base')).toEqual(indexes(31338, [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]));
      expect(idsOn('Local Arbitrum')).toEqual(indexes(31339, [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]));
      const link = await screen.findByRole(
        'link',
        { name: 'WETH rewards on steakUSDC, campaign 31337:5' },
        { timeout: 10_000 },
      );
      expect(link).toHaveAttribute('href', '/campaigns/31337:5');
      expect(screen.getByRole('region', { name: /^Local Ethereum/ })).toContainElement(link);
      // No claim proof is read to draw the rows, so no publication time is claimed.
      expect(screen.queryByText(/^Amounts published/)).not.toBeInTheDocument();
      // What was paid comes from the chains: the row says what it earned and that nothing is paid yet.
      const row = link.closest('tr') ?? expect.fail('the campaign has no row');
      await waitFor(() => {
        expect(
          within(row)
            .getAllByRole('cell')
            .slice(1, 3)
            .map((cell) => cell.textContent),
        ).toEqual(['0.363 WETH', '0 WETH']);
      });
      expect(rows()).toHaveLength(38);
      // Each card: what was earned, and what was paid (nothing yet) once the chains have answered.
      await waitFor(() => {
        expect(cards()).toEqual([
          'PTN on Local Ethereum: earned 3,703.7527 PTN, paid 0 PTN, over 4 campaigns',
          'WETH on Local Ethereum: earned 0.8916 WETH, paid 0 WETH, over 4 campaigns',
          'USDC on Local Ethereum: earned 2,692.0104 USDC, paid 0 USDC, over 4 campaigns',
          'PTN on Local Base: earned 3,501.5432 PTN, paid 0 PTN, over 5 campaigns',
          'WETH on Local Base: earned 0.8319 WETH, paid 0 WETH, over 4 campaigns',
          'USDC on Local Base: earned 2,818.9065 USDC, paid 0 USDC, over 4 campaigns',
          'PTN on Local Arbitrum: earned 3,337.5722 PTN, paid 0 PTN, over 4 campaigns',
          'WETH on Local Arbitrum: earned 0.9712 WETH, paid 0 WETH, over 4 campaigns',
          'USDC on Local Arbitrum: earned 3,306.9265 USDC, paid 0 USDC, over 5 campaigns',
        ]);
      });
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

  it('10 days before a claim expires, sums it on top with its campaign and marks its row closing soon', async () => {
    const target = await aliceClaimExpiringLater();
    ctx.advance(target.closesAt - 10 * DAY - ctx.world.now());
    const wallet = createTestWallet([ALICE]);
    renderDashboard('/rewards', { wallet });
    await connectTestWallet(wallet);
    const closing = await screen.findByRole('region', { name: /^\d+ claims? worth .+ closes? within 14 days$/ });
    const listed = within(closing)
      .getAllByRole('listitem')
      .find((item) => item.textContent.includes(`campaign ${formatCampaignId(target.id)}`));
    expect(listed).toHaveTextContent(/\(in (9|10) days\)/);
    const row = () => {
      const found = rows().find(
        (candidate) => candidate.getAttribute('data-campaign-row') === formatCampaignId(target.id),
      );
      if (found === undefined) throw new Error(`no row of ${formatCampaignId(target.id)}`);
      return found;
    };
    await waitFor(() => {
      expect(row()).toHaveTextContent('Closes soon');
    });
    expect(within(row()).getByText(/^claim /)).toBeInTheDocument();
  });

  it('opened with ?sort=closes, orders each chain’s rows by their claim deadline once the chains have said it', async () => {
    renderDashboard(`/rewards?address=${ALICE}&sort=closes`);
    await waitFor(
      () => {
        expect(rows().length).toBeGreaterThan(3);
        expect(screen.getAllByRole('table', { name: /^Rewards on / })[0]?.querySelector('time')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    for (const table of screen.getAllByRole('table', { name: /^Rewards on / })) {
      const deadlines = within(table)
        .getAllByRole('row')
        .slice(1)
        .flatMap((row) => {
          const time = row.querySelector('time');
          return time === null ? [] : [Date.parse(time.getAttribute('dateTime') ?? '')];
        });
      expect(deadlines.length).toBeGreaterThan(1);
      expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    }
  });

  it('after a claim expires, says Expired with the date and offers no claim for it', async () => {
    const target = await aliceClaimExpiringLater();
    ctx.advance(target.closesAt + DAY - ctx.world.now());
    const wallet = createTestWallet([ALICE]);
    renderDashboard('/rewards', { wallet });
    await connectTestWallet(wallet);
    await screen.findByRole('region', { name: 'By campaign' });
    const row = () => {
      const found = rows().find(
        (candidate) => candidate.getAttribute('data-campaign-row') === formatCampaignId(target.id),
      );
      if (found === undefined) throw new Error(`no row of ${formatCampaignId(target.id)}`);
      return found;
    };
    await waitFor(() => {
      expect(row()).toHaveTextContent('Expired: the chain no longer pays this claim.');
    });
    const expired = row();
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByRole('time')).toHaveAttribute(
      'datetime',
      new Date(target.closesAt * 1000).toISOString(),
    );
    expect(within(expired).queryByText(/^claim /)).not.toBeInTheDocument();
    expect(
      screen
        .queryAllByRole('listitem')
        .some((item) => item.textContent.includes(`campaign ${formatCampaignId(target.id)}`)),
    ).toBe(false);
    // The summary does not count what the chain no longer pays as claimable, and says so.
    expect(screen.getByText(/claims? ha(s|ve) expired: the chain no longer pays/)).toBeInTheDocument();
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
    server.use(...chains.handlers);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
    });
  });

  it('says nothing false while the chains are read: rows are "checking", then the chain’s paid amounts', async () => {
    // The chains' answers are held until released, so the loading state is seen for certain.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      ...[31337, 31338, 31339].map((chainId) =>
        http.post(appConfig.rpcUrls[chainId] ?? '', async () => {
          await held;
          return undefined;
        }),
      ),
    );
    renderDashboard(`/rewards?address=${ALICE}`);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    // The rows are drawn in the background, a moment after the summary.
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0);
    });
    for (const row of rows()) expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('checking…');
    expect(within(summary).getAllByText('checking…').length).toBeGreaterThan(0);
    release();
    await waitFor(() => {
      expect(screen.queryByText('checking…')).not.toBeInTheDocument();
    });
    expect(screen.queryByText('unknown')).not.toBeInTheDocument();
  });

  it('says what was earned and is not claimable yet, in its row, and why once for every row', async () => {
    // Bob's position in campaign 31337:6 is in its cliff: it accrues, nothing is claimable or paid.
    const bob = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';
    const { data } = await getUserRewards(bob, { limit: 100, offset: 0 });
    const inCliff = data.find((reward) => formatCampaignId(reward.id) === '31337:6');
    if (inCliff?.claimable !== 0n || inCliff.accumulatedRewards === 0n)
      throw new Error('the fixture world no longer has bob accruing in the cliff of 31337:6');
    const { container } = renderDashboard(`/rewards?address=${bob}`);
    await waitFor(() => {
      expect(container.querySelector('[data-campaign-row="31337:6"]')).toHaveTextContent(/not claimable yet/);
    });
    const row = container.querySelector<HTMLElement>('[data-campaign-row="31337:6"]');
    const earned = within(row ?? document.body).getAllByRole('cell')[1]?.textContent;
    // All it earned is not claimable yet, said beside the 0 that is.
    expect(row).toHaveTextContent(`${earned ?? '?'} not claimable yet`);
    expect(screen.getAllByText(/^What is not claimable yet was earned after the last published proof/)).toHaveLength(1);
    // A row whose earnings are all paid says nothing of the kind.
    for (const other of rows().filter((each) => each.getAttribute('data-campaign-row') !== '31337:6')) {
      const [, earnedCell, paidCell] = within(other).getAllByRole('cell');
      if (earnedCell?.textContent === paidCell?.textContent) expect(other).not.toHaveTextContent(/not claimable yet/);
    }
  });

  it('says "unknown", never a made-up figure, when a chain cannot be read', async () => {
    server.use(http.post(appConfig.rpcUrls[31337] ?? '', () => HttpResponse.text('down', { status: 503 })));
    renderDashboard(`/rewards?address=${ALICE}&chain=31337`);
    await screen.findByRole('region', { name: 'Summary' });
    await waitFor(
      () => {
        for (const row of rows()) expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('unknown');
      },
      { timeout: 10_000 },
    );
  });
});
