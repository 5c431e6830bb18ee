import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chainName } from '../../config/chains.ts';
import { appConfig } from '../../config/env.ts';
import { formatCampaignId } from '../../domain/campaign-id.ts';
import { campaignDisplayName, campaignFallbackName } from '../../domain/campaign-name.ts';
import { parseCsv } from '../../lib/csv.ts';
import { createMockContext } from '../../mock/context.ts';
import { ROLE } from '../../mock/world/wallet-roles.ts';
import { campaignOf, referralStatsOf } from '../../mock/world/world-queries.ts';
import ReferralsPage from '../../pages/referrals-page.tsx';
import { setupMockService } from '../../test/mock-service.ts';
import { catchDownloads } from '../../test/downloads.ts';
import { renderRoute } from '../../test/render.tsx';

// The referral center of a busy referrer: the large world's alice has hundreds of referral
// earnings, 81 of them final payouts. What it asks the service must follow the rows on screen,
// never her total: the stats once, one proof to date them, and a name for each row in view.

const ctx = createMockContext({ world: 'large' });
const server = setupMockService({ ctx, allowOtherOrigins: true });

/** The service requests of the test so far, as paths. */
let serviceRequests: string[] = [];
/** JSON-RPC requests per chain endpoint. */
let rpcRequests = new Map<string, number>();
const rpcUrls = Object.values(appConfig.rpcUrls);

beforeEach(() => {
  serviceRequests = [];
  rpcRequests = new Map();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.url.startsWith(appConfig.apiBaseUrl)) serviceRequests.push(`${url.pathname}${url.search}`);
  });
  // No chain runs in unit tests: every chain answers 503, counted, so the screen must fall back
  // to the service's figures and say so.
  server.use(
    ...rpcUrls.map((rpcUrl) =>
      http.post(rpcUrl, () => {
        rpcRequests.set(rpcUrl, (rpcRequests.get(rpcUrl) ?? 0) + 1);
        return new HttpResponse('chain down', { status: 503 });
      }),
    ),
  );
  viewport.install();
});

afterEach(() => {
  server.events.removeAllListeners();
  viewport.uninstall();
});

/**
 * jsdom lays nothing out, so the viewport is simulated: it shows ROWS_ON_SCREEN rows, counted in
 * document order from `first`, and tells the page's IntersectionObserver which rows are in it.
 */
const ROWS_ON_SCREEN = 12;
const viewport = (() => {
  const observers = new Set<FakeObserver>();
  let first = 0;
  let original: typeof IntersectionObserver | undefined;
  const rowIndex = (element: Element) => {
    const row = element.closest('[data-row-key]');
    return row === null ? -1 : [...document.querySelectorAll('[data-row-key]')].indexOf(row);
  };
  class FakeObserver {
    readonly watched = new Set<Element>();
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(element: Element) {
      this.watched.add(element);
      queueMicrotask(() => {
        this.report([element]);
      });
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    disconnect() {
      this.watched.clear();
    }
    report(elements: readonly Element[]) {
      const entries = elements
        .filter((element) => this.watched.has(element))
        .map((element) => {
          const index = rowIndex(element);
          return { target: element, isIntersecting: index >= first && index < first + ROWS_ON_SCREEN };
        });
      if (entries.length > 0) this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
    }
  }
  return {
    install() {
      original = globalThis.IntersectionObserver;
      globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    },
    uninstall() {
      observers.clear();
      first = 0;
      if (original !== undefined) globalThis.IntersectionObserver = original;
    },
    /** Scrolls so that `row` is the first row on screen. */
    scrollTo(row: Element) {
      first = rowIndex(row);
      for (const observer of observers) observer.report([...observer.watched]);
    },
  };
})();

const alice = ROLE.alice;
const stats = referralStatsOf(ctx.world, alice);

function renderCenter() {
  return renderRoute(
    [
      { path: '/referrals', element: <ReferralsPage /> },
      { path: '/campaigns/:campaignId', element: <p>Detail page</p> },
    ],
    `/referrals?address=${alice}`,
  );
}

const campaignReads = () => serviceRequests.filter((path) => /\/v1\/campaigns\/\d+:\d+$/.test(path));
const named = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .filter((link) => link.textContent.includes(' rewards on '));

// Rendering hundreds of rows in jsdom takes seconds on a quiet machine and several times that
// beside the other test files on CI's two cores.
const HUNDREDS_OF_ROWS_MS = 60_000;

describe('the referral center of a referrer with hundreds of earnings', () => {
  it(
    'asks the service at most 30 times for its first screen, naming only the rows in view',
    async () => {
      const finals = stats.filter((stat) => stat.status === 'final');
      expect(finals.length).toBeGreaterThanOrEqual(81);
      expect(stats.length).toBeGreaterThan(300);
      const { client } = renderCenter();

      const claimable = await screen.findByRole('table', { name: 'Payouts claimable now' }, { timeout: 10_000 });
      // While the chains are asked, the page says the states are not checked yet.
      expect(screen.getByText(/checking… with each reward chain/)).toBeInTheDocument();
      await waitFor(
        () => {
          expect(named(claimable)).toHaveLength(ROWS_ON_SCREEN);
          expect(client.isFetching()).toBe(0);
        },
        { timeout: 15_000 },
      );
      // A row whose name is not read yet holds a placeholder, never a made-up name that changes later.
      const unnamed = within(claimable)
        .getAllByRole('link')
        .filter((link) => !link.textContent.includes(' rewards on '));
      expect(unnamed.length).toBeGreaterThan(0);
      for (const link of unnamed) expect(link).toHaveAccessibleName(/^Loading the name\s*, campaign \d+:\d+$/);
      expect(within(claimable).queryByText(/campaign \d+:\d+/, { ignore: '.sr-only' })).toBeNull();
      expect(serviceRequests.length, serviceRequests.join('\n')).toBeLessThanOrEqual(30);
      expect(campaignReads()).toHaveLength(ROWS_ON_SCREEN);
      expect(serviceRequests.filter((path) => path.includes('/v1/campaigns?'))).toEqual([]);
      for (const [rpcUrl, count] of rpcRequests) expect(count, rpcUrl).toBeLessThanOrEqual(3);

      // A bounded page of rows, while the counts and totals cover every payout.
      expect(within(claimable).getAllByRole('row')).toHaveLength(50 + 1);
      const heading = screen.getByRole('heading', { name: /^Claimable now \(\d+\)$/ });
      const claimableCount = Number(/\((\d+)\)/.exec(heading.textContent)?.[1]);
      expect(claimableCount).toBeGreaterThan(50);
      expect(screen.getByRole('heading', { name: /^Estimated \(\d+\)$/ })).toBeInTheDocument();
      // Without a chain, the states are the service's, and the page says so (the rows are drawn
      // from a deferred copy of the answers, so the failure shows a render after it arrives).
      expect(await screen.findByText(/The chain could not be read just now/)).toBeInTheDocument();
      // The notice and the status line are drawn in separate background slices: on a busy machine
      // one may land a moment after the other.
      await waitFor(() => {
        expect(screen.queryByText(/checking… with each reward chain/)).not.toBeInTheDocument();
      });
    },
    HUNDREDS_OF_ROWS_MS,
  );

  it(
    'names the rows of another page once they are scrolled into view',
    async () => {
      const user = userEvent.setup();
      const { client } = renderCenter();
      const estimated = await screen.findByRole('region', { name: /^Estimated \(\d+\)$/ }, { timeout: 10_000 });
      // The first screen's names are asked once its rows have been seen, in a background render
      // after the answers: nothing being fetched is not enough to say they have been read.
      const claimable = await screen.findByRole('table', { name: 'Payouts claimable now' });
      await waitFor(
        () => {
          expect(named(claimable)).toHaveLength(ROWS_ON_SCREEN);
          expect(client.isFetching()).toBe(0);
        },
        { timeout: 15_000 },
      );
      const before = campaignReads().length;
      const pages = within(estimated).getByRole('navigation', { name: 'Pages of estimated referral earnings' });
      expect(pages).toHaveTextContent(/^Rows 1–50 of \d+/);
      await user.click(within(pages).getByRole('button', { name: 'Next page' }));
      expect(pages).toHaveTextContent(/^Rows 51–100 of \d+/);
      // Nothing is read for rows off screen.
      expect(campaignReads()).toHaveLength(before);
      const table = within(estimated).getByRole('table');
      const firstRow = within(table).getAllByRole('row')[1];
      if (firstRow === undefined) throw new Error('the estimated table has no rows');
      act(() => {
        viewport.scrollTo(firstRow);
      });
      // The names are asked, answered and drawn in a background render: on a loaded machine that
      // can take longer than waitFor's default second.
      await waitFor(
        () => {
          expect(named(table)).toHaveLength(ROWS_ON_SCREEN);
        },
        { timeout: 10_000 },
      );
      expect(campaignReads()).toHaveLength(before + ROWS_ON_SCREEN);
    },
    HUNDREDS_OF_ROWS_MS,
  );
});

/** Each campaign's name in a downloaded CSV, by campaign id. */
async function namesInFile(file: Blob): Promise<Record<string, string | undefined>> {
  const [header = [], ...rows] = parseCsv(await file.text());
  const cell = (row: readonly string[], name: string) => row[header.indexOf(name)];
  return Object.fromEntries(
    rows.map((row): [string, string | undefined] => [cell(row, 'campaign id') ?? '', cell(row, 'campaign')]),
  );
}

/** Each payout's campaign as the service names it (the name a row shows once read), by campaign id. */
function serviceNames(): Record<string, string> {
  return Object.fromEntries(
    stats.map((stat) => {
      const campaign = ctx.world.findCampaign(stat.id);
      if (campaign === undefined) throw new Error(`the world has no campaign ${formatCampaignId(stat.id)}`);
      return [formatCampaignId(stat.id), campaignDisplayName(campaignOf(ctx.world, campaign), chainName).full];
    }),
  );
}

describe('the CSV of a referrer with hundreds of earnings', () => {
  // Each test is a visit of its own: the reads of the test before do not spend its share of the
  // service's requests per minute.
  beforeEach(() => {
    ctx.rateLimiter.reset();
  });

  /** Renders the center and waits for its first screen to be named, as a reader sees it before downloading. */
  async function firstScreenNamed() {
    const { client } = renderCenter();
    const claimable = await screen.findByRole('table', { name: 'Payouts claimable now' }, { timeout: 10_000 });
    await waitFor(
      () => {
        expect(named(claimable)).toHaveLength(ROWS_ON_SCREEN);
        expect(client.isFetching()).toBe(0);
      },
      { timeout: 15_000 },
    );
  }

  it(
    'names every campaign as the service does, though only the first screen of rows was ever in view',
    async () => {
      const user = userEvent.setup();
      const downloads = catchDownloads();
      try {
        await firstScreenNamed();
        const before = campaignReads().length;
        // The service's answers are held from now until released, so the wait is seen for certain.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        server.use(
          http.get(`${appConfig.apiBaseUrl}/campaigns/:campaignId`, async () => {
            await held;
            return undefined;
          }),
        );
        await user.click(screen.getByRole('button', { name: 'Download CSV' }));
        // The names still missing are read on the click, and the button says the file is on its way.
        expect(screen.getByRole('button', { name: 'Making the file…' })).toBeInTheDocument();
        expect(downloads.files).toHaveLength(0);
        release();
        await waitFor(
          () => {
            expect(downloads.files).toHaveLength(1);
          },
          { timeout: 20_000 },
        );
        const [file] = downloads.files;
        if (file === undefined) throw new Error('no file was downloaded');
        expect(await namesInFile(file)).toEqual(serviceNames());
        // Each campaign read once: the rows already named came from the cache.
        expect(campaignReads()).toHaveLength(before + stats.length - ROWS_ON_SCREEN);
        expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
      } finally {
        downloads.release();
      }
    },
    HUNDREDS_OF_ROWS_MS,
  );

  it(
    'still makes the file when a name cannot be read, and says which rows keep their id',
    async () => {
      const user = userEvent.setup();
      const downloads = catchDownloads();
      // An estimated payout: the first screen shows claimable ones only, so it is read on the click.
      const unreadable = stats.find((stat) => stat.status === 'estimated');
      if (unreadable === undefined) throw new Error('alice has no estimated earnings');
      const unreadableId = formatCampaignId(unreadable.id);
      let failing = true;
      server.use(
        // The other campaigns fall through to the mock service.
        http.get(`${appConfig.apiBaseUrl}/campaigns/:campaignId`, ({ params }) =>
          failing && params.campaignId === unreadableId
            ? HttpResponse.json({ error: 'Indexer is behind', code: 'INTERNAL_ERROR', details: null }, { status: 500 })
            : undefined,
        ),
      );
      try {
        await firstScreenNamed();
        await user.click(screen.getByRole('button', { name: 'Download CSV' }));
        expect(
          await screen.findByText(
            '1 campaign name could not be loaded (Indexer is behind), so the file shows that row’s reward token and campaign id. Download again to retry.',
            {},
            { timeout: 20_000 },
          ),
        ).toHaveAttribute('role', 'status');
        expect(downloads.files).toHaveLength(1);
        const [file] = downloads.files;
        if (file === undefined) throw new Error('no file was downloaded');
        expect(await namesInFile(file)).toEqual({
          ...serviceNames(),
          [unreadableId]: campaignFallbackName(unreadable.id, unreadable.rewardToken.symbol).full,
        });

        // Once the service answers, downloading again names that row too.
        failing = false;
        await user.click(screen.getByRole('button', { name: 'Download CSV' }));
        await waitFor(
          () => {
            expect(downloads.files).toHaveLength(2);
          },
          { timeout: 10_000 },
        );
        const [, again] = downloads.files;
        if (again === undefined) throw new Error('no second file was downloaded');
        expect(await namesInFile(again)).toEqual(serviceNames());
        expect(screen.queryByText(/could not be loaded \(/)).not.toBeInTheDocument();
      } finally {
        downloads.release();
      }
    },
    HUNDREDS_OF_ROWS_MS,
  );
});
