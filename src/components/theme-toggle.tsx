import { useSyncExternalStore } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { keptStore } from '../lib/kept.ts';
import * as z from '../lib/zod.ts';

export type ThemePreference = 'system' | 'light' | 'dark';

// Bare text, no version: index.html's first-paint script reads this key as 'light' or 'dark'
// before any of the app runs. Nothing kept means 'system'.
const themeStore = keptStore({
  key: 'theme',
  name: 'the theme preference',
  format: 'bare-text',
  schema: z.enum(['light', 'dark']),
  fallback: undefined,
});
const listeners = new Set<() => void>();
const darkQuery = (): MediaQueryList => window.matchMedia('(prefers-color-scheme: dark)');

function readPreference(): ThemePreference {
  return themeStore.read() ?? 'system';
}

/**
 * A theme someone else decides: the page that embeds the rewards widget (embed-protocol.ts). It
 * wins over the kept preference and is never kept, so the widget never changes the app's own.
 */
let imposedTheme: 'light' | 'dark' | undefined;

/** Shows `theme` whatever the kept preference says (the widget, following its host page). */
export function imposeTheme(theme: 'light' | 'dark'): void {
  imposedTheme = theme;
  applyTheme();
}

/** Applies the preference to `<html>`; `system` follows the operating system live. */
function applyTheme(): void {
  const preference = imposedTheme ?? readPreference();
  const dark = preference === 'dark' || (preference === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const query = darkQuery();
  query.addEventListener('change', applyTheme);
  // This tab's choice and another tab's both apply here (a listener of its own per subscriber,
  // since the store keeps a set and one unsubscribe must not stop another's).
  const stopFollowing = themeStore.subscribe(() => {
    applyTheme();
  });
  return () => {
    listeners.delete(listener);
    query.removeEventListener('change', applyTheme);
    stopFollowing();
  };
}

/** The current theme preference and whether dark is in effect. */
export function useTheme(): {
  preference: ThemePreference;
  isDark: boolean;
  setPreference: (p: ThemePreference) => void;
} {
  const preference = useSyncExternalStore(subscribe, readPreference, () => 'system' as const);
  const isDark = useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains('dark'),
    () => false,
  );
  const setPreference = (next: ThemePreference): void => {
    if (next === 'system') themeStore.clear();
    else themeStore.write(next);
  };
  return { preference, isDark, setPreference };
}

const nextPreference: Record<ThemePreference, ThemePreference> = { system: 'light', light: 'dark', dark: 'system' };
const labels: Record<ThemePreference, MessageDescriptor> = {
  system: msg`System theme`,
  light: msg`Light theme`,
  dark: msg`Dark theme`,
};
/** The button's name: what is in effect now, and what a press switches to. */
const switchLabels: Record<ThemePreference, MessageDescriptor> = {
  system: msg`System theme; switch to light theme`,
  light: msg`Light theme; switch to dark theme`,
  dark: msg`Dark theme; switch to system theme`,
};
const icons: Record<ThemePreference, string> = { system: '◐', light: '☀', dark: '☾' };

/**
 * Cycles system → light → dark. It shows the theme in effect in words (it sits in the header's
 * settings, where an icon alone would be a riddle); its name adds what a press switches to.
 */
export function ThemeToggle() {
  const { i18n } = useLingui();
  const { preference, setPreference } = useTheme();
  return (
    <button
      type="button"
      onClick={() => {
        setPreference(nextPreference[preference]);
      }}
      className="flex h-10 min-w-44 items-center gap-2 rounded-lg border border-slate-300 px-3 text-left text-sm font-medium whitespace-nowrap hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      aria-label={i18n._(switchLabels[preference])}
    >
      <span aria-hidden="true" className="w-4 text-center">
        {icons[preference]}
      </span>
      {i18n._(labels[preference])}
    </button>
  );
}
