import type { Browser, Page } from '@playwright/test';
import { SHELL_ROUTES } from '../scripts/shell-routes.ts';
import { expect, test } from './fixtures/test.ts';

// Each prerendered page carries only the stylesheet rules its own markup uses (scripts/critical-css.ts);
// the app draws its first frame with the whole sheet, whose text index.html's start script asks
// for. Whatever the browser paints before the app runs must look exactly as it would with the whole
// sheet: here the app's code and the whole sheet are held back, and every element of each page, in
// each theme, must keep its box and its computed style when the whole sheet is then added.

/** Beside each element's box (its layout), what else shows of it. */
const PAINTED = [
  'display',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'background-image',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-radius',
  'outline',
  'box-shadow',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'white-space',
  'overflow',
  'transform',
  'filter',
  'animation-name',
  'cursor',
  'fill',
  'stroke',
];

/** Each element of the page in order: what it is, and how it is drawn. */
type Look = { element: string; style: Record<string, string> }[];

/** Each element of the page's body as it is drawn now. */
function lookIn(page: Page): Promise<Look> {
  return page.evaluate((painted) => {
    // The placeholders pulse: each is compared at the start of its pulse, not wherever it is by now.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    return [...document.body.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect();
      const computed = getComputedStyle(element);
      return {
        element: `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
        style: {
          box: [box.x, box.y, box.width, box.height].map((n) => n.toFixed(2)).join(', '),
          ...Object.fromEntries(painted.map((name) => [name, computed.getPropertyValue(name)])),
        },
      };
    });
  }, PAINTED);
}

/** How a page is looked at: its colour scheme and the window's width. */
interface Viewing {
  scheme: 'light' | 'dark';
  width: number;
}

/** The prerendered page at `path` with its own rules alone, then with the whole sheet added. */
async function looksOf(
  browser: Browser,
  path: string,
  { scheme, width }: Viewing,
): Promise<{ own: Look; whole: Look }> {
  const context = await browser.newContext({ colorScheme: scheme, viewport: { width, height: 844 } });
  try {
    const page = await context.newPage();
    // The app never runs, and the whole sheet never arrives: what is measured is the page as the
    // browser paints it before either.
    await page.route(/\/assets\/.*\.(js|css)(\?|$)/, (route) => route.abort());
    await page.goto(path);
    // In the reader's language (index.html's language script shows the page once it is in it).
    await page.locator('#prerendered-shell').waitFor({ state: 'visible' });
    // The start script has asked for the whole sheet's text, in vain.
    await page.waitForFunction(() => '__WHOLE_SHEET__' in window);
    const asked = await page.evaluate(() =>
      (window as unknown as { __WHOLE_SHEET__: Promise<string> }).__WHOLE_SHEET__.then(
        () => 'arrived',
        () => 'refused',
      ),
    );
    expect(asked).toBe('refused');
    const own = await lookIn(page);
    const href = await page.locator('link[data-whole-sheet]').getAttribute('href');
    if (href === null) throw new Error(`${path} links its whole stylesheet without an address`);
    const sheet = await context.request.get(new URL(href, page.url()).href);
    expect(sheet.ok(), `${href} answers`).toBe(true);
    await page.addStyleTag({ content: await sheet.text() });
    return { own, whole: await lookIn(page) };
  } finally {
    await context.close();
  }
}

/** What differs between the two looks of a page, element by element. */
function differences(own: Look, whole: Look): string[] {
  expect(own.map(({ element }) => element)).toEqual(whole.map(({ element }) => element));
  return own.flatMap(({ element, style }, index) => {
    const wholeStyle = whole[index]?.style ?? {};
    const names = Object.keys({ ...style, ...wholeStyle }).filter((name) => style[name] !== wholeStyle[name]);
    return names.map(
      (name) => `${element} ${name}: ${style[name] ?? 'none'} (whole sheet: ${wholeStyle[name] ?? 'none'})`,
    );
  });
}

// A phone in each theme, and a wide window, whose breakpoints the phone never reaches.
const VIEWINGS: readonly Viewing[] = [
  { scheme: 'light', width: 390 },
  { scheme: 'dark', width: 390 },
  { scheme: 'light', width: 1280 },
];

for (const route of SHELL_ROUTES) {
  test(
    `${route.file} paints with its own rules exactly as with the whole stylesheet, on a phone in both themes and in a wide window`,
    { tag: '@smoke' },
    async ({ browser }) => {
      for (const viewing of VIEWINGS) {
        const { own, whole } = await looksOf(browser, route.renderPath, viewing);
        const seen = `${viewing.scheme}, ${String(viewing.width)} px`;
        expect(own.length, `${seen}: the page has elements`).toBeGreaterThan(20);
        expect(differences(own, whole), `${seen}: what looks different without the whole sheet`).toEqual([]);
      }
    },
  );
}

test(
  "the landing's Spanish copy paints with the page's own rules exactly as with the whole stylesheet",
  { tag: '@smoke' },
  async ({ browser }) => {
    const { own, whole } = await looksOf(browser, '/?lang=es', { scheme: 'light', width: 390 });
    expect(own.length).toBeGreaterThan(20);
    expect(differences(own, whole)).toEqual([]);
  },
);
