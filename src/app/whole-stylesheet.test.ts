// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WHOLE_SHEET_ATTRIBUTE, wholeStylesheetApplied } from './whole-stylesheet.ts';

function wholeSheetLink(outcome?: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/index.css';
  link.disabled = true;
  link.setAttribute(WHOLE_SHEET_ATTRIBUTE, outcome ?? '');
  document.head.append(link);
  return link;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('wholeStylesheetApplied', () => {
  afterEach(() => {
    document.head.replaceChildren();
    vi.restoreAllMocks();
  });

  it('resolves at once on a page without the link (the development server)', async () => {
    expect(await settled(wholeStylesheetApplied(document))).toBe(true);
  });

  it('waits for the sheet while it loads, then lets the app draw', async () => {
    const link = wholeSheetLink();
    const applied = wholeStylesheetApplied(document);
    expect(await settled(applied)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('knows a sheet that loaded before the app ran, from what the start script wrote', async () => {
    wholeSheetLink('load');
    expect(await settled(wholeStylesheetApplied(document))).toBe(true);
  });

  it('says a sheet that failed, before or while the app waits, and draws without it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    wholeSheetLink('error');
    expect(await settled(wholeStylesheetApplied(document))).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Could not load the app's stylesheet"));

    document.head.replaceChildren();
    error.mockClear();
    const link = wholeSheetLink();
    const applied = wholeStylesheetApplied(document);
    link.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('enables the sheet itself should the start script not have', async () => {
    const link = wholeSheetLink();
    const applied = wholeStylesheetApplied(document);
    expect(link.disabled).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });
});
