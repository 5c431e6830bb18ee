import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '../config/env.ts';
import { createMockApp } from '../mock/app.ts';
import { createMockContext } from '../mock/context.ts';
import CampaignBrowser from '../features/campaigns/list/campaign-browser.tsx';
import { DepositTargetList } from '../features/deposit-targets/deposit-target-list.tsx';
import { RewardsDashboard } from '../features/rewards/rewards-dashboard.tsx';
import { setupMockService } from '../test/mock-service.ts';
import { renderRoute } from '../test/render.tsx';
import ReferralsPage from './referrals-page.tsx';

// What a hostile or broken service can send, and what a person then sees on each read screen:
// the rows the app can read, a count in words of those it left out and why, exact figures up to
// 2^256-1, and a warning where a symbol was altered. The rows are decoded one by one
// (src/api/schemas/row-list.test.ts); these tests hold the screens to saying so. What only a
// browser shows (no sideways scroll with a 10,000-character symbol, a chunk that fails to
// download) stays in e2e/hostile.spec.ts.

const server = setupMockService({ allowOtherOrigins: true });
const rpcUrls = Object.values(appConfig.rpcUrls);

beforeEach(() => {
  // No chain runs here: the screens fall back to the service's figures.
  server.use(...rpcUrls.map((rpcUrl) => http.post(rpcUrl, () => new HttpResponse('chain down', { status: 503 }))));
});

const VIEWED = '0x000000000000000000000000000000000000bee5';
const TOKEN = '0x00000000000000000000000000000000000000a1';
const MAX_UINT256 = (2n ** 256n - 1n).toString();

function rewardToken(symbol: string, decimals = 18) {
  return { address: TOKEN, decimals, symbol };
}

function rewardRow(campaignIndex: number, token = rewardToken('RWD'), amount = '1500000000000000000') {
  return {
    id: { chainId: 31337, campaignIndex },
    rewardToken: token,
    balance: '100',
    accumulatedRewards: amount,
    claimable: amount,
  };
}

function statRow(campaignIndex: number, token = rewardToken('RWD'), amount = '1500000000000000000') {
  return {
    id: { chainId: 31337, campaignIndex },
    status: 'estimated',
    refereeCount: 2,
    amount,
    rewardToken: token,
    claimWindowEnd: null,
    claimTxHash: null,
    claimedAt: null,
  };
}

function serveRewards(rows: unknown[]) {
  server.use(
    http.get(`${appConfig.apiBaseUrl}/users/:address/rewards`, () =>
      HttpResponse.json({ data: rows, total: rows.length }),
    ),
  );
}

function serveReferralStats(rows: unknown[]) {
  server.use(http.get(`${appConfig.apiBaseUrl}/referrals/stats/:address`, () => HttpResponse.json(rows)));
}

/** The mock service itself, asked directly, for the real answer that `tamper` edits. */
const untampered = createMockApp(createMockContext(), { allowedOrigins: [] });

/** Changes the mock service's real answer of `path` with `edit` before the app reads it. */
function tamper(path: string, edit: (body: { data: Record<string, unknown>[] }) => void) {
  server.use(
    http.get(`${appConfig.apiBaseUrl}${path}`, async ({ request }) => {
      const answer = await untampered.fetch(new Request(request.url));
      const body = (await answer.json()) as { data: Record<string, unknown>[] };
      edit(body);
      return HttpResponse.json(body);
    }),
  );
}

const renderClaim = () => null;

function renderRewards() {
  return renderRoute(
    [
      { path: '/rewards', element: <RewardsDashboard renderClaim={renderClaim} /> },
      { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
    ],
    `/rewards?address=${VIEWED}`,
  );
}

function renderReferrals() {
  return renderRoute(
    [
      { path: '/referrals', element: <ReferralsPage /> },
      { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
    ],
    `/referrals?address=${VIEWED}`,
  );
}

const rewardsTable = () => screen.findByRole('table', { name: 'Rewards on Local Ethereum' });
const rowOf = (table: HTMLElement, campaign: string) =>
  within(table)
    .getByRole('link', { name: new RegExp(`campaign ${campaign}$`) })
    .closest('tr') ?? expect.fail(`no row for ${campaign}`);

describe('hostile service answers', () => {
  it('rewards: decimals of 1e8 and 2^53-1 leave out those rows, say why, and show the rest', async () => {
    serveRewards([
      rewardRow(1, rewardToken('HUGE', 1e8)),
      rewardRow(2, rewardToken('SAFE', Number.MAX_SAFE_INTEGER)),
      rewardRow(3, rewardToken('GOOD')),
    ]);
    renderRewards();
    expect(
      await screen.findByText('2 rewards could not be shown: the service sent values this app cannot read.'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(/rewardToken\.decimals: expected token decimals: an integer from 0 to 255/).length,
    ).toBeGreaterThanOrEqual(1);
    const table = await rewardsTable();
    expect(within(table).getAllByRole('link', { name: /, campaign 31337:\d+$/ })).toHaveLength(1);
    expect(rowOf(table, '31337:3')).toHaveTextContent('1.5 GOOD');
    expect(screen.queryByText('Maximum BigInt size exceeded')).not.toBeInTheDocument();
  });

  it('rewards: 2^256-1 is written out in full with 0 decimals, and to the thousandth with 18', async () => {
    serveRewards([rewardRow(1, rewardToken('RWD', 0), MAX_UINT256), rewardRow(2, rewardToken('RWD', 18), MAX_UINT256)]);
    renderRewards();
    const table = await rewardsTable();
    await waitFor(() => {
      expect(rowOf(table, '31337:1')).toHaveTextContent(
        '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935 RWD',
      );
    });
    expect(rowOf(table, '31337:2')).toHaveTextContent(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584 RWD',
    );
  });

  it('rewards and referrals: symbols with U+202E and U+200B are shown without them, with an "altered" warning', async () => {
    serveRewards([
      rewardRow(1, rewardToken('\u202EDSU')),
      rewardRow(2, rewardToken('US\u200BD')),
      rewardRow(3, rewardToken('USD')),
    ]);
    serveReferralStats([statRow(1, rewardToken('US\u200BD'))]);
    const { unmount } = renderRewards();
    const table = await rewardsTable();
    await waitFor(() => {
      expect(within(rowOf(table, '31337:1')).getByText('⚠ altered')).toBeInTheDocument();
    });
    expect(within(rowOf(table, '31337:2')).getByText('⚠ altered')).toBeInTheDocument();
    expect(within(rowOf(table, '31337:3')).queryByText('⚠ altered')).not.toBeInTheDocument();
    expect(within(rowOf(table, '31337:1')).getAllByTitle('DSU', { exact: true }).length).toBeGreaterThan(0);
    expect(within(rowOf(table, '31337:2')).getAllByTitle('USD', { exact: true }).length).toBeGreaterThan(0);
    expect(table.textContent).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/);
    expect(
      within(rowOf(table, '31337:2')).getAllByTitle(
        /^The service sent this symbol with hidden or direction-changing characters/,
      ).length,
    ).toBeGreaterThan(0);
    unmount();

    renderReferrals();
    const earnings = await screen.findByRole('region', { name: 'Referral earnings' }, { timeout: 10_000 });
    expect(await within(earnings).findByText('⚠ altered', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(earnings.textContent).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/);
  });

  it('referral earnings: a negative amount is left out and counted, the rest render', async () => {
    serveReferralStats([statRow(1, rewardToken('RWD'), '-1'), statRow(2)]);
    renderReferrals();
    expect(
      await screen.findByText(
        '1 campaign could not be shown: the service sent a value this app cannot read.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const earnings = screen.getByRole('region', { name: 'Referral earnings' });
    expect(await within(earnings).findByRole('link', { name: /campaign 31337:2$/ })).toBeInTheDocument();
    expect(within(earnings).queryByRole('link', { name: /campaign 31337:1$/ })).not.toBeInTheDocument();
  });

  it('campaigns: a negative tvl and decimals of 1e8 leave out two cards and say why; the rest render', async () => {
    let listed = 0;
    tamper('/campaigns', (body) => {
      const [first, second] = body.data;
      if (first === undefined || second === undefined) throw new Error('the mock lists fewer than 2 campaigns');
      listed = body.data.length;
      body.data[0] = { ...first, tvl: '-5' };
      body.data[1] = { ...second, rewardToken: { ...(second.rewardToken as object), decimals: 1e8 } };
    });
    renderRoute(
      [
        { path: '/', element: <CampaignBrowser /> },
        { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
      ],
      '/?status=any&sort=service',
    );
    expect(
      await screen.findByText(
        '2 campaigns could not be shown: the service sent values this app cannot read.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^tvl: expected decimal string/).length).toBeGreaterThanOrEqual(1);
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(listed - 2);
    });
  });

  it('deposit targets: a bad row is left out and counted', async () => {
    let listed = 0;
    tamper('/forwarder/targets', (body) => {
      const [first] = body.data;
      if (first === undefined) throw new Error('the mock lists no deposit target');
      listed = body.data.length;
      body.data[0] = { ...first, chainId: -1 };
    });
    renderRoute([{ path: '/deposit-targets', element: <DepositTargetList /> }], '/deposit-targets');
    expect(
      await screen.findByText('1 deposit target could not be shown: the service sent a value this app cannot read.'),
    ).toBeInTheDocument();
    // The first cards come with the screen, the rest in a background render right after.
    await waitFor(() => {
      expect(within(screen.getByRole('list', { name: 'Deposit targets' })).getAllByRole('article')).toHaveLength(
        listed - 1,
      );
    });
  });
});
