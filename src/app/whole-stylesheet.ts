import { useLayoutEffect, type ReactNode } from 'react';

/**
 * A prerendered page carries only the stylesheet rules its own markup uses (scripts/critical-css.ts),
 * in a `<style>` with this attribute, and links the whole sheet, disabled (never fetched through
 * the link: Vite's loader of lazy chunks looks for it before adding a stylesheet a chunk needs).
 */
export const PAGE_RULES_ATTRIBUTE = 'data-page-rules';
export const WHOLE_SHEET_ATTRIBUTE = 'data-whole-sheet';

/** Where index.html's start script leaves its download of the whole sheet's text. */
const WHOLE_SHEET_GLOBAL = '__WHOLE_SHEET__';

/**
 * The whole stylesheet's text, which index.html's start script asked for as it started the app's
 * code (the app asks itself should the script not have); undefined on a page without the link (the
 * development server, whose styles come with the code) or when the download failed, which is said:
 * the app is then drawn with the page's own rules alone, readable if plain, rather than not at all.
 */
export async function wholeStylesheetText(window: Window): Promise<string | undefined> {
  const link = window.document.querySelector<HTMLLinkElement>(`link[${WHOLE_SHEET_ATTRIBUTE}]`);
  if (link === null) return undefined;
  const asked: unknown = (window as unknown as Record<string, unknown>)[WHOLE_SHEET_GLOBAL];
  try {
    if (asked instanceof Promise) return String(await asked);
    const response = await window.fetch(link.href);
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    return await response.text();
  } catch (error) {
    console.error(`Could not load the app's stylesheet (${link.href}); the app is drawn without it`, error);
    return undefined;
  }
}

/**
 * Puts the whole stylesheet in place of the page's own rules, in the commit that first draws the
 * app (a layout effect runs in it, before the browser styles what it drew): what the screen adds
 * needs rules the page lacks, and the browser then styles the app's first frame once, with the
 * whole sheet. Applied to the prerendered page as soon as it arrived, the whole sheet restyled
 * every element of the page in a task of its own, 60 to 190 ms at 4x CPU on the campaign list, only
 * for React to replace them all a moment later. The page's own rules are a subset of the sheet, in
 * the same place in the cascade, so nothing drawn before changes.
 */
export function WithWholeStylesheet({ text, children }: { text: string | undefined; children: ReactNode }) {
  useLayoutEffect(() => {
    if (text === undefined) return;
    const pageRules = document.querySelector(`style[${PAGE_RULES_ATTRIBUTE}]`);
    if (pageRules === null) return;
    pageRules.textContent = text;
    pageRules.removeAttribute(PAGE_RULES_ATTRIBUTE);
  }, [text]);
  return children;
}
