import { useLayoutEffect } from 'react';
import { within } from '../lib/within.ts';

/**
 * A prerendered page carries only the stylesheet rules its own markup uses (scripts/critical-css.ts),
 * in a `<style>` with this attribute, and links the whole sheet, disabled (not fetched through the
 * link: Vite's loader of lazy chunks looks for it before adding a stylesheet a chunk needs).
 */
export const PAGE_RULES_ATTRIBUTE = 'data-page-rules';
export const WHOLE_SHEET_ATTRIBUTE = 'data-whole-sheet';

/** Where index.html's start script leaves its download of the whole sheet's text. */
const WHOLE_SHEET_GLOBAL = '__WHOLE_SHEET__';

/**
 * How long the first render waits for the sheet's text. It is 10 KiB asked beside 145 to 160 of
 * code, so it is there first; a request that hangs must not keep the app from starting.
 */
export const WHOLE_SHEET_WAIT_MS = 4_000;

/**
 * The whole stylesheet's text, which index.html's start script asked for as it started the app's
 * code (the app asks itself should the script not have); undefined on a page without the link (the
 * development server, whose styles come with the code), or when the text failed or did not come in
 * `WHOLE_SHEET_WAIT_MS`. That is said, and the link is enabled instead: the browser then loads the
 * sheet itself and applies it where the link stands, behind the page's own rules, whenever it comes,
 * so the app is drawn at once and every later screen is styled.
 */
export async function wholeStylesheetText(window: Window): Promise<string | undefined> {
  const link = window.document.querySelector<HTMLLinkElement>(`link[${WHOLE_SHEET_ATTRIBUTE}]`);
  if (link === null) return undefined;
  const asked: unknown = (window as unknown as Record<string, unknown>)[WHOLE_SHEET_GLOBAL];
  const text = async () => {
    if (asked instanceof Promise) return String(await asked);
    const response = await window.fetch(link.href);
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    return await response.text();
  };
  try {
    const whole = await within(text(), WHOLE_SHEET_WAIT_MS);
    if (whole === undefined) throw new Error(`no answer in ${String(WHOLE_SHEET_WAIT_MS / 1000)} s`);
    return whole;
  } catch (error) {
    console.error(`Could not load the app's stylesheet (${link.href}); the browser is asked to load it`, error);
    link.disabled = false;
    return undefined;
  }
}

/**
 * Puts the whole stylesheet in place of the page's own rules in the commit that first draws the
 * app (a layout effect runs in it, before the browser styles what it drew): what the screen adds
 * needs rules the page lacks, and the browser then styles the app's first frame once, with the
 * whole sheet. Applied to the prerendered page as soon as it arrived, the whole sheet restyled
 * every element of the page in a task of its own, 60 to 190 ms at 4x CPU on the campaign list, only
 * for React to replace them all a moment later. The page's own rules are a subset of the sheet, in
 * the same place in the cascade, so nothing drawn before changes.
 *
 * A leaf drawn before the app, not a wrapper around it: React runs the layout effects of a commit
 * child first and sibling by sibling, so this one runs before any of the app's, which may measure.
 */
export function WholeStylesheet({ text }: { text: string | undefined }) {
  useLayoutEffect(() => {
    if (text === undefined) return;
    const pageRules = document.querySelector(`style[${PAGE_RULES_ATTRIBUTE}]`);
    if (pageRules === null) return;
    pageRules.textContent = text;
    pageRules.removeAttribute(PAGE_RULES_ATTRIBUTE);
  }, [text]);
  return null;
}
