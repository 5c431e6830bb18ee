import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: below it, tables become cards. */
export const SM_MEDIA_QUERY = '(min-width: 40rem)';

/**
 * Whether a media query matches, kept current. Where `matchMedia` is missing (jsdom, very old
 * browsers) it reports `fallback`. Used where a layout must render one of two trees, not both
 * (a claim control keeps state, so it must not exist twice).
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
