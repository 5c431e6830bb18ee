import { useCallback, useRef, useState } from 'react';

// Rows read their per-row detail (a campaign's name) only once they come near the viewport, so a
// referrer with hundreds of payouts costs the requests of a screenful, not of every row. Rows that
// were seen stay seen: scrolling back never asks again, and their answers stay in the cache. Each
// row unobserves itself when it unmounts, so the observer needs no teardown of its own.

/** How far outside the viewport a row counts as about to be seen. */
const AHEAD = '240px 0px';

/** Which rows have come into view, and a ref for each row's element that reports it. */
export interface RowsInView {
  /** Keys of the rows seen so far, in the order they were first seen. */
  seen: readonly string[];
  /** A ref callback for the element of the row `key`; the same function for the same key. */
  watch: (key: string) => (element: Element | null) => void;
}

/**
 * Watches row elements with one IntersectionObserver and reports the rows that came into view
 * together, in one state update, so a screenful of rows asks for its detail in one render. A
 * browser without IntersectionObserver counts every mounted row as seen.
 */
export function useRowsInView(): RowsInView {
  const [seen, setSeen] = useState<readonly string[]>([]);
  const observer = useRef<IntersectionObserver | null | undefined>(undefined);
  const keyOf = useRef(new WeakMap<Element, string>());
  const refs = useRef(new Map<string, (element: Element | null) => void>());

  const markSeen = useCallback((keys: readonly string[]) => {
    if (keys.length === 0) return;
    setSeen((previous) => {
      const fresh = [...new Set(keys)].filter((key) => !previous.includes(key));
      return fresh.length === 0 ? previous : [...previous, ...fresh];
    });
  }, []);

  const observerFor = useCallback((): IntersectionObserver | null => {
    if (observer.current === undefined) {
      observer.current =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver(
              (entries) => {
                const keys: string[] = [];
                for (const entry of entries) {
                  const key = keyOf.current.get(entry.target);
                  if (entry.isIntersecting && key !== undefined) {
                    keys.push(key);
                    // Seen once is enough: the row's detail is kept from now on.
                    observer.current?.unobserve(entry.target);
                  }
                }
                markSeen(keys);
              },
              { rootMargin: AHEAD },
            );
    }
    return observer.current;
  }, [markSeen]);

  const watch = useCallback(
    (key: string) => {
      let ref = refs.current.get(key);
      if (ref === undefined) {
        let watched: Element | null = null;
        ref = (element: Element | null) => {
          const io = observerFor();
          if (watched !== null) io?.unobserve(watched);
          watched = element;
          if (element === null) return;
          if (io === null) {
            markSeen([key]);
            return;
          }
          keyOf.current.set(element, key);
          io.observe(element);
        };
        refs.current.set(key, ref);
      }
      return ref;
    },
    [observerFor, markSeen],
  );

  return { seen, watch };
}
