import { t } from '@lingui/core/macro';
import { numberSymbols } from './number-format.ts';

// A token amount typed or pasted by a reader, read the way their language writes numbers: "1.234,56"
// in Spanish is one thousand two hundred and thirty-four and a bit, "1,234.56" in English. Input that
// could be read two ways in the reader's language is refused in words rather than guessed at: a
// wrong guess would send a thousand times the amount.

export type AmountReading = { ok: true; value: bigint } | { ok: false; reason: string };

const SPACES = /[\s\u00a0\u202f]+/g;

/** `text` as an amount with `decimals` decimals, in the reader's grouping and decimal mark. */
export function readAmount(text: string, decimals: number): AmountReading {
  const { group, decimal, groupsFourDigits } = numberSymbols();
  // Where a language groups thousands with a space, any space a paste brings does that job.
  const compact = text.trim().replace(SPACES, /^[\s\u00a0\u202f]$/.test(group) ? group : ' ');
  if (compact === '') return { ok: false, reason: t`Enter an amount.` };
  if (compact.startsWith('-')) return { ok: false, reason: t`An amount cannot be negative.` };
  const allowed = new RegExp(`^[0-9${escape(group)}${escape(decimal)}]+$`);
  if (!allowed.test(compact)) {
    return { ok: false, reason: t`“${text}” is not an amount: use digits, with “${decimal}” before the decimals.` };
  }
  const parts = compact.split(decimal);
  if (parts.length > 2) {
    return { ok: false, reason: t`“${text}” has more than one decimal mark (“${decimal}”).` };
  }
  const [wholeText = '', fraction = ''] = parts;
  const groups = wholeText.split(group);
  const plainWhole = groups.join('');
  const asDecimal = groups.join(decimal);
  // Grouped digits are groups of three after the first: "1.234.567" in Spanish. Anything else
  // ("1.5" in Spanish) is most likely a decimal mark of another language, so it is refused.
  const wellGrouped =
    groups.length === 1 ||
    (groups.every((part) => /^\d+$/.test(part)) && groups.slice(1).every((part) => part.length === 3));
  if (!wellGrouped || (groups[0] ?? '').length > (groups.length > 1 ? 3 : Infinity)) {
    return {
      ok: false,
      reason: t`“${text}” is not an amount in this language: the decimal mark is “${decimal}” and “${group}” groups thousands.`,
    };
  }
  // A language that never groups four digits ("1234" in Spanish) does not write "1.234": without
  // a decimal mark beside it, it is another language's decimal, or a thousand times more. Refused
  // rather than guessed ("1.234,56" is plain: the comma is the decimal mark).
  if (!groupsFourDigits && parts.length === 1 && groups.length === 2 && (groups[0] ?? '').length === 1) {
    return { ok: false, reason: t`“${text}” could be read two ways. Write it as ${plainWhole} or as ${asDecimal}.` };
  }
  const whole = groups.join('');
  if (whole === '' && fraction === '') return { ok: false, reason: t`Enter an amount.` };
  if (fraction.length > decimals) {
    return { ok: false, reason: t`“${text}” has more decimals than the token’s ${decimals}.` };
  }
  const value =
    BigInt(whole === '' ? '0' : whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return { ok: true, value };
}

function escape(character: string): string {
  return character.replace(/[\\\]^-]/g, (special) => `\\${special}`);
}
