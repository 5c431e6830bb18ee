import { describe, expect, it } from 'vitest';
import { capDisplayText, sanitizeDisplayText } from './display-text.ts';

describe('sanitizeDisplayText', () => {
  it('leaves ordinary text, accents, CJK and emoji as sent', () => {
    for (const text of ['USDC', 'wstETH', 'Café Vault', '日本円', 'GM 🚀']) {
      expect(sanitizeDisplayText(text)).toEqual({ text, altered: false });
    }
  });

  it.each([
    ['right-to-left override', 'USD\u202E', 'USD'],
    ['override hiding a reversal', '\u202EDSU', 'DSU'],
    ['zero-width space', 'US\u200BD', 'USD'],
    ['zero-width joiner and marks', 'U\u200DS\u200ED\u200F', 'USD'],
    ['bidi isolates', '\u2066USD\u2069', 'USD'],
    ['byte order mark', '\uFEFFUSD', 'USD'],
    ['C0 controls, newline and tab', 'US\u0000D\n\t', 'USD'],
    ['C1 control', 'US\u0085D', 'USD'],
    ['soft hyphen', 'US\u00ADD', 'USD'],
    ['Unicode tag characters', 'USD\u{E0041}\u{E0042}', 'USD'],
  ])('removes a %s and says the text was altered', (_name, raw, text) => {
    expect(sanitizeDisplayText(raw)).toEqual({ text, altered: true });
  });

  it('trims surrounding spaces without calling that an alteration', () => {
    expect(sanitizeDisplayText('  USDC ')).toEqual({ text: 'USDC', altered: false });
  });
});

describe('capDisplayText', () => {
  it('keeps text up to the cap and ends longer text with an ellipsis at the cap', () => {
    expect(capDisplayText('USDC')).toBe('USDC');
    expect(capDisplayText('A'.repeat(24))).toBe('A'.repeat(24));
    const capped = capDisplayText('A'.repeat(10_000));
    expect(capped).toBe(`${'A'.repeat(23)}…`);
    expect(Array.from(capped)).toHaveLength(24);
  });

  it('never cuts an emoji in half', () => {
    expect(capDisplayText('🚀'.repeat(30), 4)).toBe('🚀🚀🚀…');
    expect(capDisplayText('🚀'.repeat(4), 4)).toBe('🚀'.repeat(4));
  });
});
