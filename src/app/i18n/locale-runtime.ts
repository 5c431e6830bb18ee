import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { APP_LOCALES, chooseLocale, languageTagOf, type AppLocale } from '../../config/locales.ts';
import { keptStore } from '../../lib/kept.ts';
import { setFormatLocale } from '../../lib/format-locale.ts';
import { prepareFormats } from '../../lib/format.ts';
import * as z from '../../lib/zod.ts';

// English, the source language, needs no catalog: every message carries its English in the code,
// already compiled from ICU at build time (scripts/lingui-macro-plugin.ts), so each screen's words
// load with that screen's code. Catalogs are compiled at build time too, so no message reaching
// Lingui needs compiling in the browser, and no ICU parser ships: text stays as it is.
i18n.setMessagesCompiler((message) => [message]);

// Each loading step of a build's code (the entry, each import()) brings its own messages in the
// reader's language: a piece per step, loaded before its code runs by index.html's language script
// (scripts/catalog-pieces-plugin.ts), so a first visit downloads the words of its screen only. The
// development server, the tests and the prerender (which renders every language) import a
// language's whole catalog instead; a build has none, as this branch leaves it.
const wholeCatalogs: Record<AppLocale, () => Promise<{ messages: Messages }>> | undefined =
  import.meta.env.DEV || import.meta.env.SSR
    ? {
        en: () => Promise.resolve({ messages: {} }),
        es: () => import('../../locales/es/messages.po'),
        'zh-CN': () => import('../../locales/zh-CN/messages.po'),
        pseudo: () => import('../../locales/pseudo/messages.po'),
      }
    : undefined;

/** What index.html's language script leaves on `window.__APP_WORDS__` in a build. */
interface CatalogPieces {
  /** The language the chunks loaded from now on bring their messages in. */
  locale: string;
  /** The language shown: during a switch, chunks loaded bring their messages in it too. */
  shown: string;
  /** Every language's messages loaded so far, merged. */
  messages: Partial<Record<string, Messages>>;
  /** The address of each chunk loaded so far that brings pieces. */
  chunks: string[];
  /** Loads the piece of `locale` of the chunk at `from` into `messages` (nothing to do for English). */
  load(locale: string, from: string): Promise<void> | undefined;
  /** Preloads the pieces of the screen at `pathname` (base included), as index.html's start script does the first screen's. */
  screen?: (pathname: string) => void;
  /** Called when a piece arrives after its chunk stopped waiting for it (5 s): the app shows its words. */
  late: (() => void) | undefined;
}

function catalogPieces(): CatalogPieces | undefined {
  const pieces = (globalThis as { __APP_WORDS__?: CatalogPieces }).__APP_WORDS__;
  return typeof pieces === 'object' && Array.isArray(pieces.chunks) ? pieces : undefined;
}

// A piece that came after its chunk ran (its request stalled): its words are merged into the
// messages Lingui holds, and activating the language again re-renders what was drawn without them.
const arrivingPieces = catalogPieces();
if (arrivingPieces !== undefined) {
  arrivingPieces.late = () => {
    // Before the app first activates a language (Lingui has none yet), that activation shows them.
    const active = i18n.locale as string | undefined;
    if (active !== undefined && active !== '') i18n.activate(active);
  };
}

/**
 * Asks for the words of the screen at `pathname` (base included) in the reader's language, beside
 * its code. A screen's chunk waits for its piece before it runs, so asked for only then, a Spanish
 * or Chinese reader would wait a round trip more for every screen first opened with a tap. Nothing
 * for English, or outside a build.
 */
export function preloadScreenWords(pathname: string): void {
  catalogPieces()?.screen?.(pathname);
}

// The language asked for last: of two quick requests, the later one wins.
let latestRequest: AppLocale | undefined;

/**
 * The messages of `locale` for every chunk loaded so far. In a build, the object returned is the
 * one the pieces of chunks loaded later merge into: Lingui keeps the object it is given, so a
 * later chunk's words are there when its code first renders, with no re-render of the app.
 */
async function messagesOf(locale: AppLocale): Promise<Messages> {
  if (wholeCatalogs !== undefined) return (await wholeCatalogs[locale]()).messages;
  const pieces = catalogPieces();
  if (pieces === undefined) {
    // A build whose language script did not run (blocked, or edited out of index.html).
    if (locale !== 'en') console.error(`No words in ${locale} can load: index.html's language script did not run`);
    return {};
  }
  pieces.locale = locale;
  try {
    await Promise.all(pieces.chunks.map((from) => pieces.load(locale, from) ?? Promise.resolve()));
  } catch (error) {
    // Back to the language still shown, unless a later choice has already moved on.
    if (latestRequest === locale) pieces.locale = pieces.shown;
    throw error;
  }
  return (pieces.messages[locale] ??= {});
}

/** Chunks loaded from now on bring their words in `locale` alone. */
function piecesShown(locale: AppLocale): void {
  const pieces = catalogPieces();
  if (pieces !== undefined) pieces.shown = locale;
}

// index.html's language script reads this key, in this version of kept.ts's envelope, before the
// first paint: a new key or version goes there too (first-paint-language.test.ts fails until it does).
const localeStore = keptStore({
  key: 'app.locale',
  name: 'the language',
  version: 1,
  schema: z.enum(APP_LOCALES),
  fallback: undefined,
});

/** The locale this page opens in: `?lang=`, then the stored choice, then the browser's languages. */
export function initialLocale(): AppLocale {
  return chooseLocale({
    linked: new URLSearchParams(window.location.search).get('lang'),
    stored: localeStore.read(),
    browser: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  });
}

/**
 * Loads the locale's catalog and makes it the active one: messages, `<html lang>` and Intl. Of two
 * quick requests, the later one wins even if its catalog arrives first.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  latestRequest = locale;
  const messages = await messagesOf(locale);
  if (latestRequest !== locale) return;
  const tag = languageTagOf(locale);
  setFormatLocale(tag);
  // The formatters the screens' numbers and dates use, built one per task from here, rather than
  // inside the render of a screen's first answer (lib/format.ts).
  prepareFormats();
  i18n.loadAndActivate({ locale, messages });
  piecesShown(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
}

/** Switches the language without a reload, and remembers the choice for the next visit. */
export async function switchLocale(locale: AppLocale): Promise<void> {
  await activateLocale(locale);
  localeStore.write(locale);
  // A `?lang=` link the page opened with would win over this choice on a reload: the choice is
  // the reader's now, so the link's language leaves the address.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
}

/** The active locale, re-rendering the caller when it changes. */
export function useActiveLocale(): AppLocale {
  const { i18n: active } = useLingui();
  const locale = active.locale;
  return (APP_LOCALES as readonly string[]).includes(locale) ? (locale as AppLocale) : 'en';
}
