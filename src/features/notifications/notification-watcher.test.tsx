import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../config/env.ts';
import { resetServiceClock } from '../../api/server-clock.ts';
import { toAddress } from '../../domain/address.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import { createMockContext } from '../../mock/context.ts';
import { CLAIM_EXPIRY_SECONDS } from '../../mock/world/constants.ts';
import { ROLE } from '../../mock/world/wallet-roles.ts';
import { claimableOf } from '../../mock/world/world-queries.ts';
import { setupMockService } from '../../test/mock-service.ts';
import { connectTestWallet, createTestWallet, currentUrl, renderRoute } from '../../test/render.tsx';
import { worldChainReads } from '../../test/world-chain-reads.ts';
import { resetWalletSession } from '../../wallet/wallet-session.ts';
import { NotificationWatcherSlot } from './notification-watcher-slot.tsx';

// The watcher against the real mock service (MSW) and the chains' reads from the same world, with
// a browser Notification API that records what it was asked to show. Rewards only: the world's
// chain reads here answer reward clones, not referral distributors, so alice's referral stats are
// answered empty (payout deadlines are covered by the decisions' tests and the e2e suite).

const ctx = createMockContext();
const server = setupMockService({ ctx });
const chains = worldChainReads(ctx);
const ALICE = toAddress(ROLE.alice);

interface Shown {
  title: string;
  body: string;
  tag: string;
  target: EventTarget;
}

let shown: Shown[];

function installNotification(permission: NotificationPermission) {
  class FakeNotification extends EventTarget {
    static permission = permission;
    static requestPermission = () => Promise.resolve(permission);
    constructor(title: string, options: NotificationOptions) {
      super();
      shown.push({ title, body: options.body ?? '', tag: options.tag ?? '', target: this });
    }
    close() {
      // Nothing to close in a test.
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
}

function optIn() {
  localStorage.setItem('notifications.enabled', JSON.stringify({ version: 1, value: true }));
}

/** Alice's claimable campaigns in the world now: key for the kept snapshot, and claim deadline (ms). */
function aliceClaimables() {
  return ctx.world.allCampaigns().flatMap((campaign) => {
    const claimable = claimableOf(ctx.world, campaign, ALICE);
    if (claimable === 0n) return [];
    return [
      {
        key: `${formatCampaignId(campaign)}:${campaign.rewardToken.address.toLowerCase()}`,
        claimable,
        closesAtMs: (campaign.endTime + CLAIM_EXPIRY_SECONDS) * 1000,
      },
    ];
  });
}

async function renderWatcher() {
  const wallet = createTestWallet([ALICE]);
  const view = renderRoute(
    [
      { path: '/', element: <NotificationWatcherSlot /> },
      { path: '/rewards', element: <p>Rewards screen</p> },
    ],
    '/',
    { wallet },
  );
  await connectTestWallet(wallet);
  return view;
}

describe('NotificationWatcher', () => {
  beforeEach(() => {
    shown = [];
    localStorage.clear();
    resetServiceClock();
    resetWalletSession();
    ctx.reset();
    server.use(
      ...chains.handlers,
      http.get(`${appConfig.apiBaseUrl}/referrals/stats/:address`, () => HttpResponse.json([])),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads nothing and shows nothing unless notifications were turned on', async () => {
    installNotification('granted');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    await renderWatcher();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requests).toEqual([]);
    expect(shown).toEqual([]);
    server.events.removeAllListeners();
  });

  it('says once that claimable amounts rose since the last look, and opens the rewards on a click', async () => {
    installNotification('granted');
    optIn();
    const claimables = aliceClaimables();
    expect(claimables.length).toBeGreaterThan(0);
    const [risen] = claimables;
    // The last look in this browser saw everything as now, but one campaign at nothing.
    localStorage.setItem(
      'notifications.seenClaimable',
      JSON.stringify({
        version: 1,
        value: {
          [ALICE.toLowerCase()]: Object.fromEntries(
            claimables.map((item) => [item.key, item === risen ? '0' : item.claimable.toString()]),
          ),
        },
      }),
    );
    const { router, client } = await renderWatcher();

    await waitFor(() => {
      expect(shown.filter((notification) => notification.title === 'New rewards to claim')).toHaveLength(1);
    });
    const [rise] = shown.filter((notification) => notification.title === 'New rewards to claim');
    expect(rise?.body).toMatch(/^.+: [\d,.]+ \S+ claimable on Local (Ethereum|Base|Arbitrum) \(\+[\d,.]+ \S+\)\.$/);
    expect(rise?.tag).toBe(`claimable-rose:${ALICE.toLowerCase()}`);

    // A new answer with the same amounts says nothing again.
    await act(() => client.refetchQueries());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(shown.filter((notification) => notification.title === 'New rewards to claim')).toHaveLength(1);

    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    act(() => {
      rise?.target.dispatchEvent(new Event('click'));
    });
    expect(focus).toHaveBeenCalled();
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/rewards');
    });
    expect(await screen.findByText('Rewards screen')).toBeInTheDocument();
  });

  it('says nothing of the amounts an address can claim the first time it is watched', async () => {
    installNotification('granted');
    optIn();
    await renderWatcher();
    await waitFor(() => {
      expect(localStorage.getItem('notifications.seenClaimable')).toContain(ALICE.toLowerCase());
    });
    expect(shown.filter((notification) => notification.title === 'New rewards to claim')).toEqual([]);
  });

  it('says once that a claim closes within 3 days, read from the chain', async () => {
    installNotification('granted');
    optIn();
    const soonest = Math.min(
      ...aliceClaimables()
        .map((item) => item.closesAtMs)
        .filter((ms) => ms > ctx.clock.now().getTime()),
    );
    // The service's clock (and the chain's) moved to two days before that claim expires.
    ctx.advance(Math.floor((soonest - 2 * 86_400_000 - ctx.clock.now().getTime()) / 1000));
    const { client } = await renderWatcher();

    await waitFor(() => {
      expect(
        shown.filter((notification) => /close within 3 days$|closes within 3 days$/.test(notification.title)),
      ).toHaveLength(1);
    });
    const [deadline] = shown.filter((notification) => notification.tag.startsWith('deadlines:'));
    expect(deadline?.body).toMatch(/before .+, or it is lost\.$|The first closes .+\.$/);

    await act(() => client.refetchQueries());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(shown.filter((notification) => notification.tag.startsWith('deadlines:'))).toHaveLength(1);
  });

  it('shows nothing when the browser withdrew the permission', async () => {
    installNotification('denied');
    optIn();
    await renderWatcher();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(shown).toEqual([]);
  });
});
