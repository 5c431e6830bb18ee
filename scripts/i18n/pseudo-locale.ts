/**
 * The QA pseudo-locale, written from the English catalog: every message's words accented, about 40 %
 * longer, and marked with ⟦ ⟧, so text that skipped translation (plain English) and layouts that
 * break with longer words show at a glance. Placeholders, plurals and inline tags stay intact.
 * `tsx scripts/i18n/pseudo-locale.ts` (part of `npm run i18n:extract`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
// One accented code point per letter of PLAIN, in the same order.
const ACCENTED = Array.from('ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ');
const accents: Record<string, string> = Object.fromEntries(
  Array.from(PLAIN).map((letter, index) => [letter, ACCENTED[index] ?? letter]),
);

/** Text lengthened by about 40 % of its letters, in groups of at most five so it can still wrap. */
function lengthen(text: string): string {
  const letters = text.match(/[A-Za-z]/g)?.length ?? 0;
  let padding = Math.ceil(letters * 0.4);
  if (padding === 0) return text;
  const groups: string[] = [];
  while (padding > 0) {
    groups.push('~'.repeat(Math.min(5, padding)));
    padding -= 5;
  }
  // Inline tags (<0>…</0>) and their digits are not letters: only words change.
  const accented = text.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter);
  const trailing = /\s$/.test(accented) ? ' ' : '';
  return `${accented.trimEnd()} ${groups.join(' ')}${trailing}`;
}

/** ICU's quoting for literal text: braces (and # inside a plural) would otherwise be syntax. */
function quote(text: string, inPlural: boolean): string {
  return text.replace(inPlural ? /[{}#]/g : /[{}]/g, (special) => `'${special}'`);
}

function write(tokens: readonly Token[], inPlural: boolean): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return quote(lengthen(token.value), inPlural);
        case 'argument':
          return `{${token.arg}}`;
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${write(token.param, inPlural)}` : ''}}`;
        case 'octothorpe':
          return '#';
        default: {
          const offset = token.pluralOffset ? ` offset:${String(token.pluralOffset)}` : '';
          const cases = token.cases
            .map((entry) => `${entry.key} {${write(entry.tokens, token.type !== 'select')}}`)
            .join(' ');
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
      }
    })
    .join('');
}

/** One English message in the pseudo-locale. */
export function pseudoLocalize(message: string): string {
  return `⟦${write(parse(message), false)}⟧`;
}

function main(): void {
  const root = join(import.meta.dirname, '..', '..', 'src', 'locales');
  const english = PO.parse(readFileSync(join(root, 'en', 'messages.po'), 'utf8'));
  const pseudo = new PO();
  pseudo.headers = { ...english.headers, Language: 'pseudo' };
  for (const item of english.items) {
    const entry = new PO.Item();
    entry.msgid = item.msgid;
    entry.msgctxt = item.msgctxt;
    entry.references = item.references;
    entry.extractedComments = item.extractedComments;
    entry.msgstr = [pseudoLocalize(item.msgid)];
    pseudo.items.push(entry);
  }
  writeFileSync(join(root, 'pseudo', 'messages.po'), pseudo.toString() + '\n');
  console.log(`pseudo-locale: ${String(pseudo.items.length)} messages written`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main();
