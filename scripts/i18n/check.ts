/**
 * `npm run i18n:check`: fails when a catalog lacks a message the source uses, keeps one the source
 * no longer uses, leaves a message untranslated, or translates it with other placeholders or tags
 * than the English (a translation that drops `{amount}` would show a sentence without the amount).
 * The source's messages come from a fresh extraction into a temporary folder, so the committed
 * catalogs are compared with the code as it is.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';

const root = join(import.meta.dirname, '..', '..');
const TRANSLATED = ['es', 'zh-CN', 'pseudo'] as const;

type Catalog = Map<string, string>;

function readCatalog(file: string): Catalog {
  const po = PO.parse(readFileSync(file, 'utf8'));
  return new Map(po.items.map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr.join('')]));
}

/** The message's placeholders and inline tags, sorted: what a translation must keep. */
function shapeOf(message: string): string {
  const names = new Set<string>();
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(`{${token.arg}}`);
        for (const entry of token.cases) visit(entry.tokens);
      }
      if (token.type === 'content') for (const tag of token.value.match(/<\/?\d+\/?>/g) ?? []) names.add(tag);
    }
  };
  visit(parse(message));
  return [...names].sort().join(' ');
}

function sourceMessages(): Catalog {
  const folder = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  try {
    const config = join(folder, 'lingui.config.json');
    writeFileSync(
      config,
      JSON.stringify({
        rootDir: root,
        sourceLocale: 'en',
        locales: ['en'],
        catalogs: [
          {
            path: join(folder, '{locale}', 'messages'),
            include: ['<rootDir>/src'],
            exclude: ['**/*.test.*', '<rootDir>/src/mock/**', '<rootDir>/src/test/**'],
          },
        ],
      }),
    );
    execFileSync(join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--config', config], {
      cwd: root,
      stdio: 'pipe',
    });
    return readCatalog(join(folder, 'en', 'messages.po'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function main(): void {
  const problems: string[] = [];
  const source = sourceMessages();
  const english = readCatalog(join(root, 'src', 'locales', 'en', 'messages.po'));
  const show = (key: string) => JSON.stringify(key.split('\u0004')[1]);
  for (const key of source.keys()) {
    if (!english.has(key)) problems.push(`en: the code uses ${show(key)}, which the catalog lacks`);
  }
  for (const key of english.keys()) {
    if (!source.has(key)) problems.push(`en: the catalog keeps ${show(key)}, which the code no longer uses`);
  }
  for (const locale of TRANSLATED) {
    const catalog = readCatalog(join(root, 'src', 'locales', locale, 'messages.po'));
    for (const key of source.keys()) {
      const translation = catalog.get(key);
      const message = key.split('\u0004')[1] ?? '';
      if (translation === undefined || translation.trim() === '') {
        problems.push(`${locale}: ${show(key)} is not translated`);
        continue;
      }
      try {
        if (shapeOf(translation) !== shapeOf(message)) {
          problems.push(
            `${locale}: ${show(key)} keeps [${shapeOf(message)}] but its translation has [${shapeOf(translation)}]`,
          );
        }
      } catch (error) {
        problems.push(`${locale}: the translation of ${show(key)} is not a valid message (${String(error)})`);
      }
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\n${String(problems.length)} problem(s). New or changed messages: run \`npm run i18n:extract\`, then translate ` +
        'the empty entries in src/locales/es and src/locales/zh-CN (see docs/contributing.md, "Changing words").',
    );
    process.exit(1);
  }
  console.log(`i18n: ${String(source.size)} messages, every one in ${TRANSLATED.join(', ')}`);
}

main();
