import { createServer } from 'node:http';
import { listen } from './fixtures/local-server.ts';
import { expect, test } from './fixtures/test.ts';

// On a slow line a page arrives in pieces, and a browser paints what it has parsed so far unless
// the page says to wait. Painted half-parsed, the landing's sort box stood narrow with one option,
// then widened as the others arrived and pushed the toolbar aside: a layout shift, seen in the
// suite once in a dozen loads of a busy machine. Here the page arrives in two halves, cut inside
// that box, with a pause between them: nothing may be painted before the second half, and nothing
// may move. The app's code is held back, so this is the browser's own paint of the page.

const PAUSE_MS = 800;

declare global {
  interface Window {
    __slowLineShifts?: number[];
  }
}

test(
  'a page that arrives in halves paints once, whole, and nothing moves',
  { tag: '@smoke' },
  async ({ context, request }) => {
    const html = await (await request.get('/')).text();
    const main = html.indexOf('<main');
    const firstOption = html.indexOf('</option>', main);
    expect(main, 'the landing has a <main>').toBeGreaterThan(0);
    expect(firstOption, 'the landing has a select with options inside <main>').toBeGreaterThan(main);
    const cut = firstOption + '</option>'.length;

    let secondHalfSentAt = Number.POSITIVE_INFINITY;
    const server = createServer((req, res) => {
      if (req.url !== '/') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      setTimeout(() => {
        secondHalfSentAt = Date.now();
        res.end(html.slice(cut));
      }, PAUSE_MS);
    });
    const running = await listen(server);
    // A page of its own: the suite's `page` waits for the app to start, and its code is held back here.
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.route(/\/assets\/.+\.js(\?.*)?$/, (route) => route.abort());
      await page.addInitScript(() => {
        window.__slowLineShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) window.__slowLineShifts?.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`http://127.0.0.1:${String(running.port)}/`);
      await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option')).not.toHaveCount(1);
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
        .toBe(1);
      expect(await page.evaluate(() => window.__slowLineShifts), 'layout shifts').toEqual([]);
      const paintedAt = await page.evaluate(
        () => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      );
      expect(paintedAt, 'the first paint waits for the second half').toBeGreaterThanOrEqual(secondHalfSentAt);
    } finally {
      await page.close();
      await running.close();
    }
  },
);
