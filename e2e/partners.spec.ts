import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { applyAppConfigFile } from '../src/config/app-config-file.ts';
import { parseAppConfig } from '../src/config/env.ts';
import { startMockServer, type RunningMockServer } from '../src/mock/server/main.ts';
import { FROZEN_WORLD_CLEARANCE_SECONDS, originClearOfCheckpoints } from '../src/mock/world/clock.ts';
import { startAppServer, type AppServer } from '../scripts/app-server.ts';
import { outDirOf, readBuildStamp } from '../scripts/build-if-stale.ts';
import { freePortRun } from '../scripts/free-ports.ts';
import { expectNoAccessibilityViolationsInEitherTheme as expectAccessible } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { CampaignListPage } from './pages/campaign-list-page.ts';

// One build, two partners: the local build served twice, each server with its own app-config.json
// partner (as two deployments configured with `npm run configure`), both reading one mock service
// of their own that lets both origins read it (the worker's stack answers only its own app's
// origin). Then a file with a bad partner: the app starts as the product, and says which field.

function svgDataUrl(file: string): string {
  return `data:image/svg+xml;base64,${readFileSync(new URL(`./fixtures/partners/${file}`, import.meta.url)).toString('base64')}`;
}

const ACME = {
  refId: 'acme-yield',
  partner: {
    name: 'Acme Yield',
    logo: { light: svgDataUrl('acme-light.svg'), dark: svgDataUrl('acme-dark.svg') },
    colors: {
      light: { primary: '#0f766e', accent: '#b45309', background: '#f0fdfa', surface: '#ffffff' },
      dark: { primary: '#5eead4', accent: '#fbbf24', background: '#03201e', surface: '#0b302d' },
    },
    // One reward chain: the service narrows the list itself.
    campaigns: { rewardChainIds: [31337] },
    links: {
      docs: 'https://docs.acme.example/start',
      support: 'https://acme.example/support',
      terms: 'https://acme.example/terms',
    },
    footer: 'Acme Yield is run by Acme Labs.',
  },
  primary: { light: 'rgb(15, 118, 110)', dark: 'rgb(94, 234, 212)' },
};

const BOREALIS = {
  refId: 'borealis-fi',
  partner: {
    name: 'Borealis Finance',
    logo: svgDataUrl('borealis.svg'),
    colors: {
      light: { primary: '#be123c', accent: '#7c3aed', background: '#fff1f2', surface: '#ffffff' },
      dark: { primary: '#fda4af', accent: '#c4b5fd', background: '#1c0a10', surface: '#2a0f18' },
    },
    // Protocols: the service cannot narrow by them, so the list reads the whole set and narrows it.
    campaigns: { protocols: ['morpho', 'euler'] },
  },
  primary: { light: 'rgb(190, 18, 60)', dark: 'rgb(253, 164, 175)' },
};

/** Tailwind's indigo-600 (oklch(51.1% 0.262 276.966)), the product's own primary, as Chromium computes it. */
const DEFAULT_PRIMARY = 'lab(38.4009 52.6132 -92.3857)';

interface ServiceCampaign {
  id: { chainId: number; campaignIndex: number };
  target: { protocol?: string };
}

const idText = ({ id }: ServiceCampaign) => `${String(id.chainId)}:${String(id.campaignIndex)}`;

/** Every campaign the mock serves, of every status. */
async function allCampaigns(mock: RunningMockServer): Promise<ServiceCampaign[]> {
  const campaigns: ServiceCampaign[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(`${mock.url}/campaigns?limit=100&offset=${String(offset)}`);
    const page = (await response.json()) as { data: ServiceCampaign[]; total: number };
    campaigns.push(...page.data);
    if (offset + 100 >= page.total) return campaigns;
  }
}

/** The X-Partner-Ref-Id values the mock has seen since it started, with their request counts. */
async function refIdsSeen(mock: RunningMockServer): Promise<Record<string, number>> {
  const response = await fetch(`${mock.origin}/__mock/partner-ref-ids`);
  return ((await response.json()) as { refIds: Record<string, number> }).refIds;
}

/** The computed colour of the `brand-600` token (buttons, the selected state) in the page's current theme. */
async function primaryColor(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'bg-brand-600';
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });
}

/** A screenshot of the page kept with the test's results, to look at the two partners side by side. */
async function shot(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(`${name.replaceAll(' ', '-').toLowerCase()}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** The app-config.json the worker stack serves, to change as a deployment would. */
async function stackAppFile(baseURL: string | undefined): Promise<Record<string, unknown>> {
  return (await (await fetch(`${baseURL ?? ''}/app-config.json`)).json()) as Record<string, unknown>;
}

/** The console warnings `page` logs from now on (a partner file's fallbacks are said there). */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** Campaign ids the list links to (the cards on screen). */
async function listedIds(list: CampaignListPage): Promise<string[]> {
  const hrefs = await list.cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return [...new Set(hrefs.flatMap((href) => /\/campaigns\/(\d+:\d+)/.exec(href ?? '')?.slice(1) ?? []))];
}

test.describe('partners', { tag: '@chain' }, () => {
  let mock: RunningMockServer | undefined;
  const servers: AppServer[] = [];
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    await mock?.close();
    mock = undefined;
  });

  /** The local build, on its own port, for `partnerFile` (app-config.json's partner and ref id). */
  async function servePartners(stackAppUrl: string, partners: readonly { refId: string; partner: object }[]) {
    const first = await freePortRun(1 + partners.length);
    const origins = partners.map((_, index) => `http://127.0.0.1:${String(first + 1 + index)}`);
    mock = await startMockServer({
      port: first,
      allowedOrigins: origins,
      contextOptions: {
        clockMode: 'frozen',
        origin: originClearOfCheckpoints(Date.now(), FROZEN_WORLD_CLEARANCE_SECONDS),
      },
    });
    // The worker stack's file gives the chains and managers; the service is this test's own.
    const stackFile = (await (await fetch(`${stackAppUrl}/app-config.json`)).json()) as Record<string, unknown>;
    const build = readBuildStamp(outDirOf('local'))?.config ?? parseAppConfig({ VITE_APP_MODE: 'local' });
    for (const [index, { refId, partner }] of partners.entries()) {
      const file = {
        ...stackFile,
        apiBaseUrl: mock.url,
        priceApiUrl: `${mock.origin}/price-source`,
        partnerRefId: refId,
        partner,
      };
      const { config } = applyAppConfigFile(file, build);
      servers.push(await startAppServer({ outDir: outDirOf('local'), port: first + 1 + index, config }));
    }
    return { mock, urls: servers.map((server) => server.url) };
  }

  test('the same build shows each partner its own name, logo, colours, links and campaigns, and tells the service who sent it', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { mock: service, urls } = await servePartners(baseURL ?? '', [ACME, BOREALIS]);
    const [acmeUrl = '', borealisUrl = ''] = urls;
    const campaigns = await allCampaigns(service);
    const screenshots: Buffer[] = [];

    for (const [url, partner, expected] of [
      [acmeUrl, ACME, campaigns.filter((campaign) => campaign.id.chainId === 31337)],
      [
        borealisUrl,
        BOREALIS,
        campaigns.filter((campaign) => ['morpho', 'euler'].includes(campaign.target.protocol ?? '')),
      ],
    ] as const) {
      const { name } = partner.partner;
      // Before any script runs: the served page already carries the name, logo, colours and preview.
      const html = await (await fetch(`${url}/`)).text();
      expect(html).toContain(`<title data-page="Campaigns">Campaigns · ${name}</title>`);
      expect(html).toContain(`<meta property="og:site_name" content="${name}" />`);
      expect(html).toMatch(new RegExp(`data-partner-name=""[^>]*>${name}</span>`));
      expect(html).toContain(`--color-brand-600:${partner.partner.colors.light.primary}`);
      const manifest = (await (await fetch(`${url}/manifest.json`)).json()) as { name: string };
      expect(manifest.name).toBe(name);

      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${url}/?status=any`);
      const list = new CampaignListPage(page);
      await page.locator('#prerendered-shell').waitFor({ state: 'detached' });
      const brand = page.getByRole('banner').getByRole('link', { name, exact: true });
      await expect(brand).toBeVisible();
      await expect(page).toHaveTitle(`Campaigns · ${name}`);
      const logo =
        typeof partner.partner.logo === 'string'
          ? { light: partner.partner.logo, dark: partner.partner.logo }
          : partner.partner.logo;
      await expect(page.locator('img[data-partner-logo="light"]')).toHaveAttribute('src', logo.light);
      await expect(page.locator('img[data-partner-logo="light"]')).toBeVisible();
      expect(await primaryColor(page)).toBe(partner.primary.light);

      // Only the partner's campaigns: the summary counts them, and every card is one of them.
      expect((await list.shownRange())?.total).toBe(expected.length);
      await expect(list.searchComplete).toHaveText(`Ranked all ${String(expected.length)} campaigns of these filters.`);
      const shown = await listedIds(list);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((id) => expected.some((campaign) => idText(campaign) === id))).toBe(true);
      screenshots.push(await page.getByRole('banner').screenshot());
      await shot(page, `${name} light`);

      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.locator('img[data-partner-logo="dark"]')).toHaveAttribute('src', logo.dark);
      await expect(page.locator('img[data-partner-logo="dark"]')).toBeVisible();
      expect(await primaryColor(page)).toBe(partner.primary.dark);
      await shot(page, `${name} dark`);

      // Every request to the service said whose deployment it came from.
      const seen = await refIdsSeen(service);
      expect(seen[partner.refId] ?? 0).toBeGreaterThan(0);
    }
    // The two partners' requests were told apart, and none went without its partner's id.
    const seen = await refIdsSeen(service);
    expect(Object.keys(seen).sort()).toEqual([ACME.refId, BOREALIS.refId].sort());
    // Two headers that look different (name, logo, colours), not one look twice.
    expect(screenshots[0]?.equals(screenshots[1] ?? Buffer.alloc(0))).toBe(false);

    // Acme's links and footer line, each link leaving in a new tab without a handle on this page.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${acmeUrl}/`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(ACME.partner.footer)).toBeVisible();
    for (const [label, href] of [
      ['Docs', ACME.partner.links.docs],
      ['Support', ACME.partner.links.support],
      ['Terms', ACME.partner.links.terms],
    ] as const) {
      const link = footer.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    // The partner's palette keeps the contrast the screens need, in both themes.
    await new CampaignListPage(page).shownRange();
    await expectAccessible(page);
  });

  test('a partner file edited on the host without `npm run configure` still brings its name and colours once the app starts', async ({
    page,
    baseURL,
  }) => {
    const stackFile = await stackAppFile(baseURL);
    // The page the stack serves is the product's (no partner sheet); only the file says Borealis.
    await page.route('**/app-config.json', (route) =>
      route.fulfill({ json: { ...stackFile, partner: BOREALIS.partner } }),
    );
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.locator('#prerendered-shell').waitFor({ state: 'detached' });
    await expect(
      page.getByRole('banner').getByRole('link', { name: BOREALIS.partner.name, exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Campaigns · ${BOREALIS.partner.name}`);
    expect(await primaryColor(page)).toBe(BOREALIS.primary.dark);
    await expect(page.locator('style[data-partner-style]')).toHaveCount(1);
  });

  test('a partner’s long name keeps to the header’s row on a phone, and a logo that does not load gives way to the product’s mark', async ({
    page,
    baseURL,
  }) => {
    const warnings = warningsOf(page);
    const stackFile = await stackAppFile(baseURL);
    const name = 'Acme Yield Vaults International Incorporated';
    const partner = { ...ACME.partner, name, logo: '/partner/missing-logo.svg' };
    await page.route('**/app-config.json', (route) => route.fulfill({ json: { ...stackFile, partner } }));
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await page.locator('#prerendered-shell').waitFor({ state: 'detached' });
      const banner = page.getByRole('banner');
      const brand = banner.getByRole('link', { name, exact: true });
      await expect(brand).toBeVisible();
      const header = await banner.boundingBox();
      expect(header?.height, `the header at ${String(width)} px`).toBeLessThanOrEqual(64);
      const nameBox = await brand.locator('[data-partner-name]').boundingBox();
      const menuBox = await banner.getByRole('button', { name: 'Menu' }).boundingBox();
      expect(
        (nameBox?.x ?? 0) + (nameBox?.width ?? 0),
        `the name runs under Menu at ${String(width)} px`,
      ).toBeLessThanOrEqual(menuBox?.x ?? 0);
      await expect(brand.locator('img[data-partner-logo="light"]')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    }
    expect(warnings.some((warning) => warning.includes('/partner/missing-logo.svg did not load'))).toBe(true);
  });

  test('a partner file with a colour too faint to read starts the app as the product, naming the field', async ({
    page,
    baseURL,
  }) => {
    const warnings = warningsOf(page);
    const stackFile = await stackAppFile(baseURL);
    const broken = {
      ...stackFile,
      partner: {
        name: 'Faint Finance',
        colors: {
          light: { primary: '#cccccc', accent: '#b45309', background: '#ffffff', surface: '#ffffff' },
          dark: ACME.partner.colors.dark,
        },
      },
    };
    // As a deployment that edited its app-config.json by hand, without `npm run configure`.
    await page.route('**/app-config.json', (route) => route.fulfill({ json: broken }));
    await page.goto('/');
    await page.locator('#prerendered-shell').waitFor({ state: 'detached' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Partner Incentives', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Campaigns · Partner Incentives');
    expect(await primaryColor(page)).toBe(DEFAULT_PRIMARY);
    expect(warnings.find((warning) => warning.includes('partner.colors.light.primary'))).toMatch(
      /app-config\.json partner\.colors\.light\.primary #cccccc has a contrast of [\d.]+:1/,
    );
  });
});
