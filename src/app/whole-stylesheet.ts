/**
 * The attribute of the link to the app's whole stylesheet in a prerendered page. The page carries
 * only the rules its own markup uses (scripts/critical-css.ts) and links the whole sheet disabled;
 * index.html's start script enables it as it starts the app's code, and writes how it ended into
 * this attribute (`load` or `error`), so that the app can tell even when that happened before its
 * code ran.
 */
export const WHOLE_SHEET_ATTRIBUTE = 'data-whole-sheet';

/**
 * Resolves once the whole stylesheet applies, or at once where the page has no such link (the
 * development server, whose styles come with the code). The first render waits for it: what the
 * screen draws beyond the prerendered page needs rules the page does not carry, and drawn before
 * the sheet applies it would show unstyled for a moment, then move. A sheet that fails to load is
 * said, and the app draws without it: readable, if plain, rather than not at all.
 */
export function wholeStylesheetApplied(document: Document): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${WHOLE_SHEET_ATTRIBUTE}]`);
  if (link === null) return Promise.resolve();
  const failed = () => {
    console.error(`Could not load the app's stylesheet (${link.href}); the app is drawn without it`);
  };
  const outcome = link.getAttribute(WHOLE_SHEET_ATTRIBUTE);
  if (outcome === 'load' || link.sheet !== null) return Promise.resolve();
  if (outcome === 'error') {
    failed();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    link.addEventListener(
      'load',
      () => {
        resolve();
      },
      { once: true },
    );
    link.addEventListener(
      'error',
      () => {
        failed();
        resolve();
      },
      { once: true },
    );
    // The start script enables it before it starts the code; should it not have, the app does.
    link.disabled = false;
  });
}
