import type { BrowserContext, Page } from '@playwright/test';
import { englishLeft, translationOf } from './fixtures/catalog-text.ts';
import { layoutShiftsOf, recordLayoutShifts } from './fixtures/layout-shifts.ts';
import { expect, test } from './fixtures/test.ts';

// A reader of another language meets their language in the first frame the browser paints, not
// the English page the build prerendered: whether the language comes from a `?lang=` link, the
// choice the app kept, or the browser's own languages. index.html's language script sets
// <html lang> before the body arrives and puts the page the build also prerendered in that
// language in the English one's place before anything paints. The app's code is held back here,
// so what is checked is what the browser paints on its own; then, with the app, the landing must
// not shift when the app takes over. Controls and headings are found by role, their words read
// from the catalogs.

type Locale = 'en' | 'es' | 'zh-CN';

interface Source {
  name: string;
  /** The address the reader opens. */
  path: string;
  /** The browser's language (its `navigator.languages`). */
  browser: string;
  /** What the app kept from an earlier visit, if anything. */
  kept?: Locale;
}

// Each source once, each language at least once: which source wins over which is the language
// script's unit test's (src/app/i18n/first-paint-language.test.ts runs index.html's script for
// every source and language); here the browser shows that the first frame it paints obeys it.
const CASES: readonly { locale: Locale; source: Source }[] = [
  { locale: 'en', source: { name: 'an English browser', path: '/', browser: 'en-US' } },
  { locale: 'es', source: { name: 'a ?lang=es link', path: '/?lang=es', browser: 'en-US' } },
  { locale: 'zh-CN', source: { name: 'a kept choice of zh-CN', path: '/', browser: 'en-US', kept: 'zh-CN' } },
  { locale: 'zh-CN', source: { name: 'a browser in zh-CN', path: '/', browser: 'zh-CN' } },
];

function headingIn(locale: Locale): string {
  if (locale === 'en') return 'Campaigns';
  const words = translationOf(locale, 'Campaigns');
  if (words === undefined) throw new Error(`the ${locale} catalog does not translate "Campaigns"`);
  return words;
}

interface Frame {
  lang: string;
  /** The page's <h1> as that frame shows it; null while none is visible. */
  heading: string | null;
}

declare global {
  interface Window {
    __firstPaintFrames?: Frame[];
    __firstPaintCspViolations?: string[];
  }
}

/** A page of `context` as the reader opens it, recording what each frame shows and each layout shift. */
async function readerPage(context: BrowserContext, kept: Locale | undefined): Promise<Page> {
  const page = await context.newPage();
  if (kept !== undefined) {
    // The choice as the app keeps it (src/lib/kept.ts; first-paint-language.test.ts proves the
    // app writes and reads this very form).
    await page.addInitScript((locale) => {
      localStorage.setItem('app.locale', JSON.stringify({ version: 1, value: locale }));
    }, kept);
  }
  await page.addInitScript(() => {
    // The language script fetches and swaps under the app's CSP: nothing of it may be refused.
    const violations: string[] = [];
    window.__firstPaintCspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample}`);
    });
    // Each animation frame runs just before the browser renders a frame: what the DOM holds then
    // is what that frame paints.
    const frames: Frame[] = [];
    window.__firstPaintFrames = frames;
    const record = () => {
      const heading = document.querySelector('h1');
      const shown = heading?.checkVisibility({ visibilityProperty: true }) === true ? heading : null;
      frames.push({ lang: document.documentElement.lang, heading: shown === null ? null : shown.textContent });
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await recordLayoutShifts(page);
  return page;
}

for (const { locale, source } of CASES) {
  test.describe(`${locale} from ${source.name}`, () => {
    test.use({ locale: source.browser, viewport: { width: 1280, height: 800 } });

    test(
      'the first paint is in the reader’s language, and the app takes over without a shift',
      { tag: '@smoke' },
      async ({ context }, testInfo) => {
        const heading = headingIn(locale);

        // Before the app's code: every script file is refused, so only the page's HTML and its
        // inline scripts run, as on a slow phone until the app's code arrives.
        const frozen = await readerPage(context, source.kept);
        const fetchedShells: string[] = [];
        frozen.on('request', (request) => {
          if (request.url().includes('/assets/shell-')) fetchedShells.push(request.url());
        });
        await frozen.route(/\/assets\/.+\.js(\?.*)?$/, (route) => route.abort());
        await frozen.goto(source.path);
        await expect(frozen.locator('#prerendered-shell')).toBeVisible();
        const h1 = frozen.getByRole('heading', { level: 1 });
        await expect(h1).toHaveText(heading);
        // The tab names the page in the language too.
        await expect(frozen).toHaveTitle(`${heading} · Partner Incentives`);
        expect(await frozen.evaluate(() => document.documentElement.lang)).toBe(locale);
        await expect
          .poll(() => frozen.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
          .toBe(1);
        await testInfo.attach(`first paint, ${locale}, ${source.name}`, {
          body: await frozen.screenshot(),
          contentType: 'image/png',
        });
        // Every frame painted so far: the right <html lang> from the first, and no heading but
        // the reader's (the English page stays hidden until its copy is in place).
        const frames = await frozen.evaluate(() => window.__firstPaintFrames ?? []);
        expect(frames.length).toBeGreaterThan(0);
        expect(frames.filter((frame) => frame.lang !== locale)).toEqual([]);
        expect(frames.filter((frame) => frame.heading !== null && frame.heading !== heading)).toEqual([]);
        // Nothing English the catalog translates, anywhere on the first screen.
        if (locale !== 'en') expect(await englishLeft(frozen, locale)).toEqual([]);
        // English readers download no other language's page.
        expect(fetchedShells.length).toBe(locale === 'en' ? 0 : 1);
        expect(await frozen.evaluate(() => window.__firstPaintCspViolations)).toEqual([]);
        await frozen.close();

        // With the app: it replaces the prerendered page with its own, in the same language, in place.
        const live = await readerPage(context, source.kept);
        await live.goto(source.path);
        await live.locator('#prerendered-shell').waitFor({ state: 'detached' });
        await expect(live.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(live.locator('html')).toHaveAttribute('lang', locale);
        await expect(live.getByRole('main').locator('a[href*="/campaigns/"]').first()).toBeVisible();
        await expect(live.locator('[aria-busy="true"]')).toHaveCount(0);
        const shifts = await layoutShiftsOf(live);
        const total = shifts.values.reduce((sum, shift) => sum + shift, 0);
        expect(total, `layout shifts:\n${shifts.moved.join('\n')}`).toBeLessThan(0.001);
        expect(await live.evaluate(() => window.__firstPaintCspViolations)).toEqual([]);
        await live.close();
      },
    );
  });
}
