import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-rules.ts';
import { contrastRatio, DEFAULT_PARTNER, parsePartner, partnerFileOf, textOnColor } from './partner.ts';

// app-config.json's partner object: each refusal names the member an operator has to fix, and the
// colours a partner picks must keep the screens readable in both themes.

const colors = {
  light: { primary: '#0f766e', accent: '#b45309', background: '#f0fdfa', surface: '#ffffff' },
  dark: { primary: '#5eead4', accent: '#fbbf24', background: '#03201e', surface: '#0b302d' },
};

function refusal(value: unknown): string {
  try {
    parsePartner(value);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('parsePartner accepted the value');
}

describe('parsePartner', () => {
  it('reads a complete partner, lower-casing colours and keeping the defaults for members left out', () => {
    const partner = parsePartner({
      name: '  Acme Yield ',
      logo: { light: 'https://cdn.acme.example/logo.svg', dark: '/partner/logo-dark.svg' },
      colors: { ...colors, light: { ...colors.light, primary: '#0F766E' } },
      campaigns: { rewardChainIds: [8453, '10'], protocols: ['Morpho'] },
      // A trailing slash is dropped, as from every URL of the file.
      links: { docs: 'https://docs.acme.example/' },
      footer: 'Run by Acme Labs.',
    });
    expect(partner.name).toBe('Acme Yield');
    expect(partner.logo).toEqual({ light: 'https://cdn.acme.example/logo.svg', dark: '/partner/logo-dark.svg' });
    expect(partner.colors?.light.primary).toBe('#0f766e');
    expect(partner.campaigns.rewardChainIds).toEqual([8453, 10]);
    expect(partner.links).toEqual({ docs: 'https://docs.acme.example', support: undefined, terms: undefined });
    expect(partner.footer).toBe('Run by Acme Labs.');
    expect(partner.widgetOrigins).toEqual(DEFAULT_PARTNER.widgetOrigins);
    expect(parsePartner({})).toEqual(DEFAULT_PARTNER);
  });

  it('uses one logo for both themes when given as a string, and expands #rgb', () => {
    const partner = parsePartner({ logo: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(partner.logo).toEqual({
      light: 'data:image/svg+xml;base64,PHN2Zy8+',
      dark: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
    const short = parsePartner({ colors: { ...colors, dark: { ...colors.dark, accent: '#FB2' } } });
    expect(short.colors?.dark.accent).toBe('#ffbb22');
  });

  it('refuses a primary colour too faint to read on the surface, naming the field and the ratio', () => {
    const message = refusal({ colors: { ...colors, light: { ...colors.light, primary: '#cccccc' } } });
    expect(message).toContain('app-config.json partner.colors.light.primary');
    expect(message).toMatch(/#cccccc has a contrast of 1\.\d\d:1 against partner\.colors\.light\.surface/);
  });

  it('refuses a surface the secondary text (labels, times) cannot be read on', () => {
    const message = refusal({ colors: { ...colors, dark: { ...colors.dark, surface: '#134e4a' } } });
    expect(message).toContain(
      'app-config.json partner.colors.dark.surface #134e4a has a contrast of 3.60:1 against the secondary text',
    );
  });

  it('refuses a dark background the text cannot be read on, and an accent under 3:1', () => {
    expect(refusal({ colors: { ...colors, dark: { ...colors.dark, background: '#e2e8f0' } } })).toContain(
      'partner.colors.dark.background',
    );
    expect(refusal({ colors: { ...colors, light: { ...colors.light, accent: '#fde68a' } } })).toContain(
      'partner.colors.light.accent',
    );
  });

  it('names the member of every other refusal', () => {
    expect(refusal({ colors: { light: colors.light } })).toContain('partner.colors.dark');
    expect(refusal({ colors: { ...colors, light: { ...colors.light, primary: 'teal' } } })).toContain(
      'partner.colors.light.primary must be a colour written #rrggbb',
    );
    expect(refusal({ name: '' })).toContain('partner.name must not be empty');
    expect(refusal({ name: 'Acme\nYield' })).toContain('partner.name must not hold control characters');
    expect(refusal({ logo: 'javascript:alert(1)' })).toContain('partner.logo');
    expect(refusal({ colours: colors })).toContain('partner.colours is not a member this build reads');
    expect(refusal({ campaigns: { rewardChainIds: ['base'] } })).toContain('partner.campaigns.rewardChainIds.0');
    expect(refusal({ campaigns: { campaignIds: ['8453-1'] } })).toContain('partner.campaigns.campaignIds.0');
    expect(refusal({ campaigns: { targets: ['0x12'] } })).toContain('partner.campaigns.targets.0');
    expect(refusal({ links: { blog: 'https://acme.example' } })).toContain('partner.links.blog');
  });

  it('writes back as a file that reads the same', () => {
    const partner = parsePartner({ name: 'Acme', colors, campaigns: { campaignIds: ['8453:7'] } });
    expect(parsePartner(JSON.parse(JSON.stringify(partnerFileOf(partner))))).toEqual(partner);
  });
});

describe('contrast', () => {
  it('measures WCAG 2 ratios and picks the text that reads best on a button', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(textOnColor('#0f766e')).toBe('#ffffff');
    expect(textOnColor('#5eead4')).toBe('#0f172a');
  });
});
