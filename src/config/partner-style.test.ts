import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER, parsePartner } from './partner.ts';
import { partnerStyleSheet, partnerThemeColor } from './partner-style.ts';

const partner = parsePartner({
  colors: {
    light: { primary: '#0f766e', accent: '#b45309', background: '#f0fdfa', surface: '#ffffff' },
    dark: { primary: '#5eead4', accent: '#fbbf24', background: '#03201e', surface: '#0b302d' },
  },
});

function block(sheet: string, selector: string): Record<string, string> {
  const body = new RegExp(`^${selector.replace('.', '\\.')}\\{([^}]*)\\}$`, 'm').exec(sheet)?.[1] ?? '';
  return Object.fromEntries(
    body.split(';').map((declaration): [string, string] => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon), declaration.slice(colon + 1)];
    }),
  );
}

describe('partnerStyleSheet', () => {
  it('is empty for the product’s own colours, so nothing overrides the defaults', () => {
    expect(partnerStyleSheet(DEFAULT_PARTNER)).toBe('');
    expect(partnerThemeColor(DEFAULT_PARTNER, '#0b1020')).toBe('#0b1020');
  });

  it('makes the light primary the buttons’ shade, with the text that reads on it and the page’s surfaces', () => {
    const light = block(partnerStyleSheet(partner), ':root');
    expect(light['--color-brand-600']).toBe('#0f766e');
    expect(light['--color-brand-50']).toBe('color-mix(in oklab, #0f766e 8%, #ffffff)');
    expect(light['--color-brand-700']).toBe('color-mix(in oklab, #0f766e 85%, #000)');
    expect(light['--color-on-brand']).toBe('#ffffff');
    expect(light['--color-page']).toBe('#f0fdfa');
    expect(light['--color-surface']).toBe('#ffffff');
    expect(light['--color-accent-600']).toBe('#b45309');
    expect(Object.keys(light)).toHaveLength(11 + 11 + 3);
  });

  it('gives the dark theme’s text and button shades the dark primary, with dark text on it', () => {
    const dark = block(partnerStyleSheet(partner), '.dark');
    expect(dark['--color-brand-300']).toBe('#5eead4');
    expect(dark['--color-brand-400']).toBe('#5eead4');
    expect(dark['--color-brand-600']).toBe('#5eead4');
    expect(dark['--color-on-brand']).toBe('#0f172a');
    expect(dark['--color-page']).toBe('#03201e');
    expect(dark['--color-surface']).toBe('#0b302d');
  });

  it('can never close its <style> element: it holds only checked colours', () => {
    expect(partnerStyleSheet(partner)).not.toMatch(/[<>]/);
    expect(partnerThemeColor(partner, '#0b1020')).toBe('#0f766e');
  });
});
