import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformAsync, types, type PluginObj, type TransformOptions } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import type { Plugin } from 'vite';

const macroImport = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Writes each message descriptor's English (`{ id, message: "Claim {amount}" }`, as the macros
 * leave it) in Lingui's compiled form (`["Claim ", ["amount"]]`), so English, the source language,
 * needs neither a catalog nor an ICU parser in the browser: each screen's words load with that
 * screen's code, and no first load carries every screen's words.
 */
function precompileMessages(shortIds: ShortIds | undefined): PluginObj {
  return {
    name: 'lingui-precompile-messages',
    visitor: {
      ObjectExpression(path) {
        const keyOf = (property: (typeof path.node.properties)[number]) =>
          types.isObjectProperty(property) && types.isIdentifier(property.key) ? property.key.name : undefined;
        if (!path.node.properties.some((property) => keyOf(property) === 'id')) return;
        for (const property of path.node.properties) {
          if (!types.isObjectProperty(property) || !types.isStringLiteral(property.value)) continue;
          const text = property.value.value;
          const key = keyOf(property);
          if (key === 'message') property.value = types.valueToNode(compileMessage(text));
          const short = key === 'id' ? shortIds?.get(text) : undefined;
          if (short !== undefined) property.value = types.stringLiteral(short);
        }
      },
    },
  };
}

/** Lingui's message id (a 6-character hash of the message and its context) → the build's short id. */
export type ShortIds = ReadonlyMap<string, string>;

/**
 * Short ids for every message of the source catalog: its position in the catalog's id order, in
 * base 36 ("0" to "ub" for 1,100 messages). Lingui's ids are 6-character hashes, which gzip hardly
 * shrinks: about 4 bytes saved per message, in every chunk that says it and in every catalog. A
 * message not in the catalog (not extracted yet; `npm run i18n:check` fails on it) keeps its hash,
 * which is never this short, so the two cannot meet.
 */
export function shortMessageIds(sourceCatalog: string): ShortIds {
  const ids = PO.parse(sourceCatalog)
    .items.filter((item) => !item.obsolete)
    .map((item) => generateMessageId(item.msgid, item.msgctxt ?? undefined))
    .sort();
  return new Map(ids.map((id, index) => [id, index.toString(36)]));
}

/** A compiled catalog module (`export const messages=JSON.parse("…")`) keyed by the short ids. */
export function shortenCatalogIds(code: string, shortIds: ShortIds): string {
  const compiled = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
  if (compiled?.[1] === undefined) throw new Error('A compiled catalog is not the JSON.parse("…") Lingui writes');
  const messages = JSON.parse(JSON.parse(compiled[1]) as string) as Record<string, unknown>;
  const renamed = Object.fromEntries(Object.entries(messages).map(([id, text]) => [shortIds.get(id) ?? id, text]));
  return code.replace(compiled[0], () => `JSON.parse(${JSON.stringify(JSON.stringify(renamed))})`);
}

/**
 * Lingui's macros (`t`, `msg`, `plural`, `<Trans>`, `<Plural>`) compiled away before the React
 * plugin sees the file. The React plugin of this Vite no longer runs Babel, so the macro plugin
 * runs here, on the files that import a macro only; everything else skips Babel entirely.
 *
 * A build also numbers its messages and catalogs with short ids (shortMessageIds). Builds only:
 * the development server and the tests keep Lingui's ids, so extracting a message never leaves a
 * running server with code and catalogs numbered differently.
 */
export function linguiMacroPlugin(): Plugin[] {
  let shortIds: ShortIds | undefined;
  const shortCatalogIds: Plugin = {
    name: 'lingui-short-catalog-ids',
    // After Lingui's own plugin has compiled the catalog.
    enforce: 'post',
    transform(code, id) {
      if (shortIds === undefined || !(id.split('?')[0] ?? id).endsWith('.po')) return null;
      return { code: shortenCatalogIds(code, shortIds), map: null };
    },
  };
  const macros: Plugin = {
    name: 'lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      if (config.command !== 'build') return;
      shortIds = shortMessageIds(readFileSync(join(config.root, 'src', 'locales', 'en', 'messages.po'), 'utf8'));
    },
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
        plugins: [precompileMessages(shortIds)],
      });
      if (result?.code == null) return null;
      return { code: result.code, map: result.map };
    },
  };
  return [macros, shortCatalogIds];
}
