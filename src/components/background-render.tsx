import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `render(value)`: the first value at once, each later one in a background render that
 * yields to input, one value behind while it works. The first value is drawn with the page, not a
 * moment later: drawn later, it would push whatever sits below it down the screen after the
 * reader has seen it there (a layout shift of 0.3 on the referral center).
 *
 * Why not `useDeferredValue`: React Query delivers answers through `useSyncExternalStore`, whose
 * updates are synchronous, and a deferred render spawned by a synchronous update is entangled with
 * it and also runs in one piece. A transition started from an effect is a render of its own that
 * React splits into slices, so drawing a page of rows never blocks a phone for long.
 *
 * `render` must return a memoised component keyed on the value (`memo`), so that an urgent render
 * of the parent, which still passes the old value, skips the whole subtree. A new `value` object
 * each parent render is fine: it costs one background render per parent render, never a loop,
 * since the state lives here and not in the parent.
 *
 * `first`, when given, is drawn with the page in place of the first value, which then follows in
 * the background: the part of a long answer that can be on screen, where drawing all of it at once
 * would be a long task (the rest lands below it, where nothing is seen to move).
 */
export function BackgroundRender<T>({
  value,
  first,
  render,
}: {
  value: T;
  first?: T;
  render: (value: T) => ReactNode;
}) {
  const [drawn, setDrawn] = useState<{ value: T }>(() => ({ value: first === undefined ? value : first }));
  useEffect(() => {
    if (drawn.value === value) return;
    startTransition(() => {
      setDrawn({ value });
    });
    // Only a new value starts a background render; `drawn` changing is that render landing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return render(drawn.value);
}
