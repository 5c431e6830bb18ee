import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';
import { whenIdle } from '../lib/when-idle.ts';

/** The longest the children wait for an idle moment after the paint. */
const LATEST_MS = 300;

/**
 * Draws `placeholder` with the page, then, once that has painted, `children` in a background
 * render of their own. For what sits below the fold of a page that arrives in one answer: the top
 * (the heading, the largest paint) is drawn and painted in a short task, and the rest follows in a
 * transition React splits into slices, instead of the whole page in one long task that holds the
 * first paint back. Waiting for the paint to be on screen (`afterNextPaint`), then for the browser
 * to be idle, keeps what the children load (their code, their requests) from starting, and from
 * sharing the line, before the top is shown.
 *
 * The placeholder should take the room the children will, and nothing above them moves when they
 * come, so nothing shifts.
 */
export function DrawnNext({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const cancelPaint = afterNextPaint(() => {
      cancelIdle = whenIdle(() => {
        startTransition(() => {
          setDrawn(true);
        });
      }, LATEST_MS);
    });
    return () => {
      cancelPaint();
      cancelIdle?.();
    };
  }, []);
  return drawn ? children : placeholder;
}
