import { createServer } from 'node:http';
import type { FrameLocator, Page } from '@playwright/test';
import { createPublicClient, http, type Hex } from 'viem';
import { attributionSuffix } from '../src/contracts/attribution-suffix.ts';
import { startAppServer, type AppServer } from '../scripts/app-server.ts';
import { outDirOf } from '../scripts/build-if-stale.ts';
import { localStackAppConfig } from '../scripts/local-stack.ts';
import type { AppConfig } from '../src/config/env.ts';
import { expectNoAccessibilityViolations } from './fixtures/axe.ts';
import { translationOf } from './fixtures/catalog-text.ts';
import { ClaimsOnChain } from './fixtures/claims-on-chain.ts';
import { localMockOrigin } from './fixtures/mock-service.ts';
import { listen, type Running } from './fixtures/local-server.ts';
import { expect, test } from './fixtures/test.ts';
import { wordsBrokenAcrossLines } from './fixtures/text-cuts.ts';
import type { MockService } from './fixtures/mock-service.ts';
import type { WorkerStack } from './fixtures/worker-stack.ts';

// The rewards widget on a partner's own page: a page on another origin includes widget.js and
// writes <partner-rewards>; the app, served with a partner file that names that origin, is framed
// at /widget and nowhere else. Host pages are real servers on local origins (127.0.0.1 and
// localhost of one port are two origins, one allowed and one not), as in framing.spec.ts.

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * A partner's vault page: the loader from the app's origin, the element with the attributes of
 * `?attrs=` (JSON), and a record of every message the widget sends, at the widget's origin.
 * `/frame?src=` is a page that frames a URL directly, as a page trying to frame another route would.
 */
function startPartnerPage(appUrlOf: () => string): Promise<Running> {
  return listen(
    createServer((request, response) => {
      const appUrl = appUrlOf();
      const appOrigin = new URL(appUrl).origin;
      const url = new URL(request.url ?? '/', 'http://host');
      response.writeHead(200, { 'content-type': 'text/html' });
      if (url.pathname === '/frame') {
        const src = escapeAttribute(url.searchParams.get('src') ?? 'about:blank');
        response.end(
          `<!doctype html><title>Framer</title><iframe id="app" src="${src}" width="800" height="600"></iframe>`,
        );
        return;
      }
      const attributes = JSON.parse(url.searchParams.get('attrs') ?? '{}') as Record<string, string>;
      const written = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      const width = url.searchParams.get('width') ?? '420';
      response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner vault</title>
<script>
  window.widgetMessages = [];
  window.addEventListener('message', (event) => {
    if (event.origin === ${JSON.stringify(appOrigin)}) window.widgetMessages.push(event.data);
  });
</script>
<script src="${appUrl}/widget.js" async></script></head>
<body><h1>Partner vault</h1>
<div style="width:${width}px"><partner-rewards${written}></partner-rewards></div>
</body></html>`);
    }),
  );
}

/** The partner's attribution, as its file names it: to the service, and on chain. */
const PARTNER_REF_ID = 'acme-vaults';
const ATTRIBUTION_CODES = ['acme'];

/**
 * The worker's app again, served with a partner file that lets `origins` frame the widget and
 * attributes the partner's requests and claims.
 */
function startPartnerApp(config: AppConfig, origins: readonly string[]): Promise<AppServer> {
  return startAppServer({
    outDir: outDirOf('local'),
    port: 0,
    config: {
      ...config,
      safeAppOrigins: [],
      partnerRefId: PARTNER_REF_ID,
      partner: { ...config.partner, widgetOrigins: origins, attributionCodes: ATTRIBUTION_CODES },
    },
  });
}

/** A partner's page server, and the worker's app served for that partner, reading the worker's mock. */
interface PartnerSite {
  /** The app served with the partner's file. */
  appUrl: string;
  /** The page's origin the partner file lists (localhost). */
  allowed: string;
  /** The same page's other origin (127.0.0.1), which the file does not list. */
  other: string;
  close(): Promise<void>;
}

/**
 * The page's origin must be in the partner file before the app serves, and the page must know the
 * app's address: the page's server starts first and is told the app's address after.
 */
async function startPartnerSite(stack: WorkerStack | null, mock: MockService): Promise<PartnerSite> {
  if (stack === null) throw new Error('The widget journey needs the local stack');
  let appUrl = '';
  const host = await startPartnerPage(() => appUrl);
  const allowed = `http://localhost:${String(host.port)}`;
  const app = await startPartnerApp(localStackAppConfig(stack.ports), [allowed]);
  appUrl = app.url;
  await mock.allowOrigin(appUrl);
  return {
    appUrl,
    allowed,
    other: `http://127.0.0.1:${String(host.port)}`,
    close: async () => {
      await Promise.all([host.close(), app.close()]);
    },
  };
}

function widget(page: Page): FrameLocator {
  return page.frameLocator('partner-rewards iframe');
}

interface HeardMessage {
  type: string;
  hash?: string;
  calls?: { campaign: string; paid?: string }[];
}

function widgetMessages(page: Page): Promise<HeardMessage[]> {
  return page.evaluate(() => (window as unknown as { widgetMessages: HeardMessage[] }).widgetMessages);
}

async function messageTypes(page: Page): Promise<string[]> {
  return (await widgetMessages(page)).map((message) => message.type);
}

/** How tall the widget's document is inside its frame. */
function widgetScrollHeight(page: Page): Promise<number> {
  return widget(page)
    .locator('html')
    .evaluate((html) => html.scrollHeight);
}

async function frameHeight(page: Page): Promise<number> {
  return page.locator('partner-rewards iframe').evaluate((frame) => frame.getBoundingClientRect().height);
}

/** Chromium refused the frame: its error page stands in for the app. */
async function expectRefused(page: Page, url: string): Promise<void> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error:'))).toBe(true);
  expect(page.frames().some((frame) => frame.url().startsWith(url))).toBe(false);
}

test.describe('The rewards widget on a partner page', { tag: '@chain' }, () => {
  test("shows the target's campaigns and the visitor's claimable, resizes, and a claim inside it pays exactly and tells the page it was mined", async ({
    page,
    stack,
    mock,
    world,
    request,
  }) => {
    test.setTimeout(120_000);
    const site = await startPartnerSite(stack, mock);
    const { allowed } = site;
    try {
      // The development wallet's first account is alice's, the fixture world's busiest user.
      const alice = world.user('alice');
      const campaignId = world.claimableCampaign(alice);
      const [chainId] = campaignId.split(':').map(Number) as [number];
      const campaign = (await (await request.get(`${localMockOrigin()}/v1/campaigns/${campaignId}`)).json()) as {
        target: { chainId: number; address: string };
      };
      const chain = new ClaimsOnChain(request, localMockOrigin(), world.chains().rpcUrls);
      const [claimable] = (await chain.claimable(alice, chainId)).filter((entry) => entry.id === campaignId);
      if (claimable === undefined) throw new Error(`${campaignId} is not claimable for ${alice}`);
      const owed = claimable.cumulativeAmount - claimable.claimedBefore;

      const attrs = {
        target: campaign.target.address,
        chain: String(campaign.target.chainId),
        address: alice,
      };
      await page.goto(`${allowed}/?attrs=${encodeURIComponent(JSON.stringify(attrs))}`);
      const frame = widget(page);
      const card = frame.getByRole('article').filter({ hasText: `#${campaignId}` });
      // The address the page gave shows read-only, with what it can claim, before any wallet connects.
      await expect(frame.getByText(/^Showing 0x\w{6}…\w{6} \(read-only\)/)).toBeVisible();
      await expect(card.getByText('Claimable', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
      await expect.poll(() => messageTypes(page)).toContain('ready');
      // The frame took the widget's height instead of the loader's first guess, and nothing scrolls inside.
      await expect.poll(() => frameHeight(page)).not.toBe(320);
      const readOnlyHeight = await frameHeight(page);
      expect(await widgetScrollHeight(page)).toBeLessThanOrEqual(readOnlyHeight + 1);

      // Connecting inside the widget: the frame grows to show the wallet's dialog, then fits the content.
      await frame.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect.poll(() => frameHeight(page)).toBeGreaterThan(readOnlyHeight);
      await frame
        .getByRole('dialog')
        .getByRole('button', { name: /Development wallet/ })
        .click();
      await expect(frame.getByRole('dialog')).toBeHidden();
      const claimButton = card.getByRole('button', { name: /^Claim/ });
      await expect(claimButton).toBeVisible();

      const before = await chain.balance(chainId, claimable.token, alice);
      await claimButton.click();
      await card.getByRole('button', { name: 'Confirm in wallet' }).click();
      await expect.poll(() => messageTypes(page), { timeout: 60_000 }).toContain('claim-mined');
      const messages = await widgetMessages(page);
      const sent = messages.find((message) => message.type === 'claim-sent');
      const mined = messages.find((message) => message.type === 'claim-mined');
      expect(sent?.calls).toEqual([{ campaign: campaignId }]);
      expect(mined?.hash).toBe(sent?.hash);
      // Told once each, in order, and nothing failed.
      expect(messages.map((message) => message.type).filter((type) => type.startsWith('claim-'))).toEqual([
        'claim-sent',
        'claim-mined',
      ]);
      // What the page heard is what the chain paid: all that was owed, to the unit.
      const after = await chain.balance(chainId, claimable.token, alice);
      expect(after - before).toBe(owed);
      expect(mined?.calls).toEqual([{ campaign: campaignId, paid: owed.toString() }]);
      await expect(card.getByText(/Claimed/).first()).toBeVisible();
      // The partner's attribution: the claim's calldata ends with its ERC-8021 suffix, and the
      // widget's service requests carried its X-Partner-Ref-Id.
      const rpcUrl = world.chains().rpcUrls[chainId] ?? '';
      const transaction = await createPublicClient({ transport: http(rpcUrl) }).getTransaction({
        hash: (mined?.hash ?? '0x') as Hex,
      });
      expect(transaction.input.endsWith(attributionSuffix(ATTRIBUTION_CODES).slice(2))).toBe(true);
      const seen = (await (await request.get(`${mock.origin}/__mock/partner-ref-ids`)).json()) as {
        refIds: Record<string, number>;
      };
      expect(seen.refIds[PARTNER_REF_ID]).toBeGreaterThan(0);

      // Back on the page later, the wallet reconnects on its own: the page hears of no claim again.
      await page.reload();
      await expect(
        widget(page)
          .getByRole('article')
          .filter({ hasText: `#${campaignId}` }),
      ).toBeVisible();
      await expect.poll(() => messageTypes(page)).toContain('ready');
      await expect(widget(page).getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
      expect((await messageTypes(page)).filter((type) => type.startsWith('claim-'))).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test("only the partner's origins may frame the widget, and no one else's route", async ({
    page,
    stack,
    mock,
    world,
  }) => {
    const site = await startPartnerSite(stack, mock);
    const { appUrl, allowed, other } = site;
    const target = world.chains().first;
    try {
      const widgetUrl = `${appUrl}/widget?chain=${String(target)}&target=0x0000000000000000000000000000000000000001`;
      await page.goto(`${allowed}/frame?src=${encodeURIComponent(widgetUrl)}`);
      await expect(page.frameLocator('#app').getByText(/Rewards on/)).toBeVisible();

      await page.goto(`${other}/frame?src=${encodeURIComponent(widgetUrl)}`);
      await expectRefused(page, widgetUrl);

      // A page that wrote the element wrong is told which attributes the widget needs.
      await page.goto(`${appUrl}/widget?campaign=8453-12`);
      await expect(page.getByRole('alert')).toContainText('This widget needs a target and its chain');
      await expect(page.getByRole('alert')).toContainText('campaign="8453-12" is not a campaign id such as 8453:12.');

      const rewardsUrl = `${appUrl}/rewards`;
      await page.goto(`${allowed}/frame?src=${encodeURIComponent(rewardsUrl)}`);
      await expectRefused(page, rewardsUrl);
    } finally {
      await site.close();
    }
  });

  test('speaks its page’s language, and names its frame in it for a screen reader', async ({ page, stack, mock }) => {
    const site = await startPartnerSite(stack, mock);
    try {
      const campaign = (await (await page.request.get(`${mock.origin}/v1/campaigns/31337:5`)).json()) as {
        target: { chainId: number; address: string };
      };
      // The page is English; this element's part of it is Spanish.
      const attrs = { target: campaign.target.address, chain: String(campaign.target.chainId), lang: 'es' };
      await page.goto(`${site.allowed}/?attrs=${encodeURIComponent(JSON.stringify(attrs))}`);
      const rewards = translationOf('es', 'Rewards on <0>{name}</0>')?.replace(/<\/?0>|\{name\}/g, '') ?? '';
      expect(rewards).not.toBe('');
      await expect(widget(page).locator('html')).toHaveAttribute('lang', 'es');
      await expect(widget(page).getByText(rewards.trim(), { exact: false }).first()).toBeVisible();
      await expect(page.locator('partner-rewards iframe')).toHaveAttribute('title', `${rewards}Partner Incentives`);
    } finally {
      await site.close();
    }
  });

  test('is accessible in a 320 px wide frame, in the light and the dark theme of its page', async ({
    page,
    stack,
    mock,
    world,
  }) => {
    const site = await startPartnerSite(stack, mock);
    const { appUrl, allowed } = site;
    try {
      const alice = world.user('alice');
      const campaign = (await (await page.request.get(`${mock.origin}/v1/campaigns/31337:5`)).json()) as {
        target: { chainId: number; address: string };
      };
      const attrs = { target: campaign.target.address, chain: String(campaign.target.chainId), address: alice };
      await page.goto(`${allowed}/?width=320&attrs=${encodeURIComponent(JSON.stringify(attrs))}`);
      const frame = page.frames().find((candidate) => candidate.url().startsWith(`${appUrl}/widget`));
      if (frame === undefined) throw new Error('The widget did not load in its frame');
      await expect(widget(page).getByText('Claimable', { exact: true }).first()).toBeVisible();
      for (const colorScheme of ['light', 'dark'] as const) {
        // The page follows the system here, and the widget follows the page.
        await page.emulateMedia({ colorScheme });
        const html = widget(page).locator('html');
        if (colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
        else await expect(html).not.toHaveClass(/\bdark\b/);
        expect(await page.locator('partner-rewards iframe').evaluate((element) => element.clientWidth)).toBe(320);
        await test.step(`axe in the ${colorScheme} theme`, () => expectNoAccessibilityViolations(frame));
      }
      // No figure breaks in the middle of a number or a word ("34,911.1" over "7 of"): each word of
      // each figure lies on one line.
      const broken = await frame.locator('dd').evaluateAll(wordsBrokenAcrossLines);
      expect(broken, 'words broken across lines in a 320 px frame').toEqual([]);
    } finally {
      await site.close();
    }
  });
});
