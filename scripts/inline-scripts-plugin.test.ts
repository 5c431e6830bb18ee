import { describe, expect, it } from 'vitest';
import { minifyInlineScripts } from './inline-scripts-plugin.ts';

describe('minifyInlineScripts', () => {
  it('ships a classic inline script without its comments and spaces, keeping its attributes and what it does', () => {
    const html = `<head><script data-language-shells="">
      // Why this runs before the first paint.
      (function () {
        var kept = window.localStorage;
        window.__seen = kept === undefined ? 'none' : 'some';
      })();
    </script></head>`;
    const shipped = minifyInlineScripts(html);
    expect(shipped).toMatch(/^<head><script data-language-shells="">\S[^\n]*<\/script><\/head>$/);
    expect(shipped).not.toContain('Why this runs');
    const body = /<script[^>]*>([\s\S]*)<\/script>/.exec(shipped)?.[1] ?? '';
    const window: Record<string, unknown> = { localStorage: undefined };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the shipped text is what is under test
    const run = new Function('window', body) as (scope: Record<string, unknown>) => void;
    run(window);
    expect(window.__seen).toBe('none');
  });

  it('leaves data blocks, module scripts and empty scripts as they are', () => {
    const html = [
      '<script type="application/json" id="app-code">{ "entry": "/a.js" }</script>',
      '<script type="module" crossorigin src="/a.js"></script>',
      '<script></script>',
    ].join('');
    expect(minifyInlineScripts(html)).toBe(html);
  });

  it('refuses a script that does not parse, rather than shipping it broken', () => {
    expect(() => minifyInlineScripts('<script>(function () {</script>')).toThrow(/does not parse/);
  });
});
