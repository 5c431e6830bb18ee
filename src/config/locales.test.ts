import { describe, expect, it } from 'vitest';
import { chooseLocale } from './locales.ts';

describe('the language a page opens in', () => {
  const none = { linked: null, stored: undefined, browser: [] };

  it('follows the browser’s languages on a first visit, the first one the app speaks', () => {
    expect(chooseLocale({ ...none, browser: ['es-MX', 'en'] })).toBe('es');
    expect(chooseLocale({ ...none, browser: ['fr-FR', 'zh-Hans-CN', 'en'] })).toBe('zh-CN');
    expect(chooseLocale({ ...none, browser: ['zh'] })).toBe('zh-CN');
    expect(chooseLocale({ ...none, browser: ['fr', 'de'] })).toBe('en');
  });

  it('does not take Traditional Chinese for Simplified', () => {
    expect(chooseLocale({ ...none, browser: ['zh-TW', 'es'] })).toBe('es');
    expect(chooseLocale({ ...none, browser: ['zh-Hant-HK'] })).toBe('en');
    expect(chooseLocale({ ...none, browser: ['zh-Hans-TW'] })).toBe('zh-CN');
  });

  it('puts the reader’s stored choice over the browser, and a ?lang= link over both', () => {
    expect(chooseLocale({ linked: null, stored: 'zh-CN', browser: ['es'] })).toBe('zh-CN');
    expect(chooseLocale({ linked: 'es', stored: 'zh-CN', browser: ['en'] })).toBe('es');
    expect(chooseLocale({ linked: 'pseudo', stored: 'es', browser: ['en'] })).toBe('pseudo');
  });

  it('ignores a ?lang= it does not speak, and never offers the pseudo-locale from the browser', () => {
    expect(chooseLocale({ linked: 'xx', stored: 'es', browser: ['en'] })).toBe('es');
    expect(chooseLocale({ ...none, browser: ['pseudo', 'es'] })).toBe('es');
  });
});
