import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_RULES_ATTRIBUTE,
  WHOLE_SHEET_ATTRIBUTE,
  WHOLE_SHEET_WAIT_MS,
  WholeStylesheet,
  wholeStylesheetText,
} from './whole-stylesheet.ts';

const PAGE_RULES = '.flex{display:flex}';
const WHOLE_SHEET = '.flex{display:flex}.hidden{display:none}';

/** The head of a prerendered page: its own rules, then the whole sheet's link, disabled. */
function prerenderedHead(): HTMLLinkElement {
  const style = document.createElement('style');
  style.setAttribute(PAGE_RULES_ATTRIBUTE, '');
  style.textContent = PAGE_RULES;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/index.css';
  link.disabled = true;
  link.setAttribute(WHOLE_SHEET_ATTRIBUTE, '');
  document.head.append(style, link);
  return link;
}

/** A window whose start script left `asked` for the sheet's text, and whose own fetch is `fetch`. */
function pageWindow(asked: unknown, fetch = vi.fn<typeof window.fetch>()): Window {
  return Object.assign(Object.create(window) as Window, { document, fetch, __WHOLE_SHEET__: asked });
}

afterEach(() => {
  document.head.replaceChildren();
  vi.restoreAllMocks();
});

describe('wholeStylesheetText', () => {
  it('is the text the start script asked for', async () => {
    prerenderedHead();
    const fetch = vi.fn<typeof window.fetch>();
    expect(await wholeStylesheetText(pageWindow(Promise.resolve(WHOLE_SHEET), fetch))).toBe(WHOLE_SHEET);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for it itself should the start script not have', async () => {
    prerenderedHead();
    const fetch = vi.fn<typeof window.fetch>().mockResolvedValue(new Response(WHOLE_SHEET));
    expect(await wholeStylesheetText(pageWindow(undefined, fetch))).toBe(WHOLE_SHEET);
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/assets\/index\.css$/));
  });

  it('says a download that failed, and leaves the sheet to the browser through its link', async () => {
    const link = prerenderedHead();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await wholeStylesheetText(pageWindow(Promise.reject(new Error('HTTP 503'))))).toBeUndefined();
    expect(link.disabled).toBe(false);
    link.disabled = true;
    const notFound = vi.fn<typeof window.fetch>().mockResolvedValue(new Response('', { status: 404 }));
    expect(await wholeStylesheetText(pageWindow(undefined, notFound))).toBeUndefined();
    expect(link.disabled).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("Could not load the app's stylesheet"),
      expect.any(Error),
    );
  });

  it('does not keep the app from starting when the text does not come', async () => {
    vi.useFakeTimers();
    try {
      const link = prerenderedHead();
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const text = wholeStylesheetText(pageWindow(new Promise(() => undefined)));
      await vi.advanceTimersByTimeAsync(WHOLE_SHEET_WAIT_MS);
      expect(await text).toBeUndefined();
      expect(link.disabled).toBe(false);
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining("Could not load the app's stylesheet"),
        expect.any(Error),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('is nothing to wait for on a page without the link (the development server)', async () => {
    const fetch = vi.fn<typeof window.fetch>();
    expect(await wholeStylesheetText(pageWindow(undefined, fetch))).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('WholeStylesheet', () => {
  it("puts the whole sheet in place of the page's own rules before the app's own effects run", () => {
    prerenderedHead();
    let seenByTheApp: (string | null)[] = [];
    function App() {
      useLayoutEffect(() => {
        seenByTheApp = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
      }, []);
      return <h1>Campaigns</h1>;
    }
    render(
      <>
        <WholeStylesheet text={WHOLE_SHEET} />
        <App />
      </>,
    );
    expect(seenByTheApp).toEqual([WHOLE_SHEET]);
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles).toEqual([WHOLE_SHEET]);
    // The link stays, disabled, for the loader of lazy chunks to find.
    expect(document.head.querySelector<HTMLLinkElement>(`link[${WHOLE_SHEET_ATTRIBUTE}]`)?.disabled).toBe(true);
  });

  it("keeps the page's own rules when the whole sheet did not arrive", () => {
    prerenderedHead();
    render(
      <>
        <WholeStylesheet text={undefined} />
        <h1>Campaigns</h1>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    expect(document.head.querySelector('style')?.textContent).toBe(PAGE_RULES);
  });
});
