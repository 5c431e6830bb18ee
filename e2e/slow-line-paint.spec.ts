import { createServer } from 'node:http';
import { layoutShiftsOf, recordLayoutShifts } from './fixtures/layout-shifts.ts';
import { listen } from './fixtures/local-server.ts';
import { expect, test } from './fixtures/test.ts';

// On a slow line a page arrives in pieces, and a browser paints what it has parsed so far unless
// the page says to wait. Painted half-parsed, the landing's sort box stood narrow with one option,
// then widened as the others arrived and pushed the toolbar aside: a layout shift, seen in the
// suite once in a dozen loads of a busy machine. Here the page arrives in two halves, cut inside
// that box, with a pause between them: nothing may be painted before the second half, and nothing
// may move. The app's code is held back, so this is the browser's own paint of the page.

const PAUSE_MS = 800;

test(
  'a page that arrives in halves is painted only once whole, and nothing moves',
  { tag: '@smoke' },
  async ({ context, request }) => {
    const html = await (await request.get('/')).text();
    const sortBox = /<select id="[^"]+-sort"[^>]*>([\s\S]*?)<\/select>/.exec(html);
    if (sortBox === null) throw new Error('the landing has no sort box');
    const options = sortBox[1]?.match(/<option\b/g)?.length ?? 0;
    expect(options, 'the sort box offers more than one order').toBeGreaterThan(1);
    const cut = html.indexOf('</option>', sortBox.index) + '</option>'.length;

    let second: NodeJS.Timeout | undefined;
    const server = createServer((req, res) => {
      if (req.url !== '/') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      second = setTimeout(() => res.end(html.slice(cut)), PAUSE_MS);
    });
    const running = await listen(server);
    try {
      // A page of its own: the suite's `page` waits for the app to start, and its code is held back here.
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.route(/\/assets\/.+\.js(\?.*)?$/, (route) => route.abort());
      await recordLayoutShifts(page);
      await page.goto(`http://127.0.0.1:${String(running.port)}/`);
      await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option')).toHaveCount(options);
      // Two frames after the whole page is in: a shift it caused has been reported by then.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            requestAnimationFrame(() => {
              requestAnimationFrame(() => {
                resolve();
              });
            });
          }),
      );
      const shifts = await layoutShiftsOf(page);
      expect(shifts.values, `layout shifts:\n${shifts.moved.join('\n')}`).toEqual([]);
      // On the page's own clock: the first byte came at responseStart, the second half a pause later.
      const { paintedAt, firstByteAt } = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        firstByteAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
      }));
      expect(paintedAt - firstByteAt, 'the first paint waits for the second half').toBeGreaterThan(PAUSE_MS * 0.75);
      await page.close();
    } finally {
      clearTimeout(second);
      await running.close();
    }
  },
);
