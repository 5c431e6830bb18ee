// The languages the app speaks, in one place. English is the source language; the catalogs live in
// src/locales/<locale>/messages.po (lingui.config.ts). "pseudo" is for QA: every message longer by
// about 40 % and marked, so untranslated text and layouts that break with longer words show at a
// glance. It is reached by `?lang=pseudo` only, never offered in the menu.

export const APP_LOCALES = ['en', 'es', 'zh-CN', 'pseudo'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The languages the menu offers, each named in itself. */
export const MENU_LOCALES: readonly { locale: AppLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'zh-CN', name: '简体中文' },
];

/**
 * The languages every route's page is prerendered in (scripts/prerender.ts), so a reader of any of
 * them sees their own words from the first paint (index.html's language script). The
 * pseudo-locale, for QA only, opens on the English page.
 */
export const PRERENDERED_LOCALES = ['en', 'es', 'zh-CN'] as const satisfies readonly AppLocale[];
export type PrerenderedLocale = (typeof PRERENDERED_LOCALES)[number];

const SOURCE_LOCALE: AppLocale = 'en';

/** The tag `<html lang>` and Intl use for a locale: the pseudo-locale formats as English. */
export function languageTagOf(locale: AppLocale): string {
  return locale === 'pseudo' ? 'en' : locale;
}

/** RainbowKit's name for the locale (it knows es-419 and zh-CN, not bare es). */
export function walletModalLocaleOf(locale: AppLocale): 'en-US' | 'es-419' | 'zh-CN' {
  if (locale === 'es') return 'es-419';
  if (locale === 'zh-CN') return 'zh-CN';
  return 'en-US';
}

/**
 * The app's locale for a BCP 47 tag from a browser or a link, or undefined when it speaks no such
 * language: "es-MX" is Spanish, "zh", "zh-Hans" and "zh-CN" Simplified Chinese. Traditional Chinese
 * (zh-TW, zh-HK, zh-Hant) is not Simplified Chinese and falls through to the next choice.
 */
function matchLocale(tag: string): AppLocale | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === 'pseudo') return 'pseudo';
  const [language, ...rest] = lower.split(/[-_]/);
  if (language === 'en') return 'en';
  if (language === 'es') return 'es';
  if (language === 'zh') {
    // The script decides where it is given (zh-Hans-TW is Simplified); else the region does.
    if (rest.includes('hans')) return 'zh-CN';
    const traditional = rest.some((part) => part === 'hant' || part === 'tw' || part === 'hk' || part === 'mo');
    return traditional ? undefined : 'zh-CN';
  }
  return undefined;
}

/**
 * The locale a page opens in: a `?lang=` link first (it does not change the stored choice), then
 * the reader's stored choice, then the first of the browser's languages the app speaks, then English.
 */
export function chooseLocale(sources: {
  linked: string | null;
  stored: AppLocale | undefined;
  browser: readonly string[];
}): AppLocale {
  const linked = sources.linked === null ? undefined : matchLocale(sources.linked);
  if (linked !== undefined) return linked;
  if (sources.stored !== undefined) return sources.stored;
  for (const tag of sources.browser) {
    const match = matchLocale(tag);
    if (match !== undefined && match !== 'pseudo') return match;
  }
  return SOURCE_LOCALE;
}
