/**
 * Builds `widget.js`, the loader a partner's page includes (src/widget-loader/widget.ts), beside
 * the app's index.html: a classic script (an IIFE, so `<script async>` without `type="module"`
 * runs it), minified, with no chunk of the app's. Built on its own rather than as a second entry
 * of the app's build, whose chunking would share modules between the two and make the loader
 * import the app's files. Its name carries no hash: partners' pages name it once, forever, so it
 * is served with revalidation like the pages (security-headers.ts), not as an immutable asset.
 */
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** The loader's file name in the build, and its source. */
export const WIDGET_LOADER_FILE = 'widget.js';
const SOURCE = 'src/widget-loader/widget.ts';

export function widgetLoaderPlugin(): Plugin {
  let root = '';
  return {
    name: 'widget-loader',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        root,
        build: {
          write: false,
          target: 'es2020',
          minify: true,
          lib: { entry: resolve(root, SOURCE), formats: ['iife'], name: 'partnerRewardsWidget' },
          rolldownOptions: { output: { entryFileNames: WIDGET_LOADER_FILE } },
        },
      });
      const outputs = Array.isArray(output) ? output : [output];
      const chunk = outputs
        .flatMap((result) => ('output' in result ? result.output : []))
        .find((file) => file.type === 'chunk' && file.isEntry);
      if (chunk?.type !== 'chunk') throw new Error(`widget-loader: building ${SOURCE} gave no script`);
      this.emitFile({ type: 'asset', fileName: WIDGET_LOADER_FILE, source: chunk.code });
    },
  };
}
