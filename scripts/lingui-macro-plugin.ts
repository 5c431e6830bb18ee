import { transformAsync, types, type PluginObj, type TransformOptions } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const macroImport = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Writes each message descriptor's English (`{ id, message: "Claim {amount}" }`, as the macros
 * leave it) in Lingui's compiled form (`["Claim ", ["amount"]]`), so English, the source language,
 * needs neither a catalog nor an ICU parser in the browser: each screen's words load with that
 * screen's code, and no first load carries every screen's words.
 */
function precompileMessages(): PluginObj {
  return {
    name: 'lingui-precompile-messages',
    visitor: {
      ObjectExpression(path) {
        const keyOf = (property: (typeof path.node.properties)[number]) =>
          types.isObjectProperty(property) && types.isIdentifier(property.key) ? property.key.name : undefined;
        if (!path.node.properties.some((property) => keyOf(property) === 'id')) return;
        for (const property of path.node.properties) {
          if (keyOf(property) !== 'message' || !types.isObjectProperty(property)) continue;
          if (!types.isStringLiteral(property.value)) continue;
          property.value = types.valueToNode(compileMessage(property.value.value));
        }
      },
    },
  };
}

/**
 * Lingui's macros (`t`, `msg`, `plural`, `<Trans>`, `<Plural>`) compiled away before the React
 * plugin sees the file. The React plugin of this Vite no longer runs Babel, so the macro plugin
 * runs here, on the files that import a macro only; everything else skips Babel entirely.
 */
export function linguiMacroPlugin(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !macroImport.test(code)) return null;
      const options: TransformOptions = {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
      };
      // Each message keeps its English in production too (`stripMessageField: false`); the second
      // pass then compiles it, once the macros have written every descriptor.
      const expanded = await transformAsync(code, {
        ...options,
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
      });
      if (expanded?.code == null) return null;
      const result = await transformAsync(expanded.code, {
        ...options,
        inputSourceMap: expanded.map ?? undefined,
        plugins: [precompileMessages],
      });
      if (result?.code == null) return null;
      return { code: result.code, map: result.map };
    },
  };
}
