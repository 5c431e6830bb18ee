/**
 * Every page carries index.html's inline scripts (the theme and the language before the first
 * paint, the start script), with their comments: written for a reader, they took about 1 KiB gzip of
 * each page's HTML, the bytes that stand before the first paint. A build ships them minified; the
 * development server keeps them as written. The CSP hashes what is shipped (security-headers-plugin.ts
 * reads the written page; deploy/nginx.conf's example minifies the source the same way).
 */
import { minifySync, type Plugin } from 'vite';

/** A classic inline script: no `src`, no `type` (the `#app-code` JSON block is data, not code). */
const INLINE_SCRIPT = /<script((?:\s+[\w-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;

/** `html` with each classic inline script minified; throws on a script that does not parse. */
export function minifyInlineScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (whole, attributes: string, body: string) => {
    if (/\s(?:src|type)=/.test(attributes) || body.trim() === '') return whole;
    const result = minifySync('inline-script.js', body, { compress: true, mangle: true });
    if (result.errors.length > 0) {
      throw new Error(`An inline script of index.html does not parse: ${result.errors.map(String).join('; ')}`);
    }
    return `<script${attributes}>${result.code.trim()}</script>`;
  });
}

/** Ships index.html's inline scripts minified (build only). */
export function inlineScriptsPlugin(): Plugin {
  return {
    name: 'inline-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: minifyInlineScripts },
  };
}
