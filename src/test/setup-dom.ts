import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, configure, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { settleQueryClients } from './query-clients.ts';

// Every tree a test renders sits inside the app's I18nProvider, as every tree of the app does,
// around any wrapper the test gives.
vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@testing-library/react')>();
  const withI18n =
    (Inner: ComponentType<{ children: ReactNode }> | undefined) =>
    ({ children }: { children: ReactNode }) =>
      createElement(I18nProvider, { i18n }, Inner === undefined ? children : createElement(Inner, null, children));
  return {
    ...original,
    render: ((ui: ReactNode, options?: RenderOptions) =>
      original.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof original.render,
    renderHook: (<Result, Props>(hook: (props: Props) => Result, options?: RenderHookOptions<Props>) =>
      original.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof original.renderHook,
  };
});

// findBy/waitFor give up after 1 s by default; a file's first render also builds the mock world
// and loads lazy modules, which on a busy 2-core CI machine can take longer. Waiting longer only
// costs time when a test is about to fail anyway.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// Files share their worker's jsdom (vitest.config.ts): each leaves it as it found it, so what one
// file kept in the browser, or asked the mock service, never reaches the next one.
afterAll(async () => {
  await settleQueryClients();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('lang');
  i18n.activate('en');
});
