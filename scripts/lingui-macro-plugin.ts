import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const macroImport = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Lingui's macros (`t`, `msg`, `plural`, `<Trans>`, `<Plural>`) compiled away before the React
 * plugin sees the file. The React plugin of this Vite no longer runs Babel, so the macro plugin
 * runs here, on the files that import a macro only; everything else skips Babel entirely. In a
 * production build the macros keep only each message's id, and the catalogs carry the text.
 */
export function linguiMacroPlugin(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !macroImport.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (result?.code == null) return null;
      return { code: result.code, map: result.map };
    },
  };
}
