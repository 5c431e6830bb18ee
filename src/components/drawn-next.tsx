import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `placeholder` with the page, then `children` in a background render of their own. For
 * what sits below the fold of a page that arrives in one answer: the top (the heading, the largest
 * paint) is drawn and painted in a short task, and the rest follows in a transition React splits
 * into slices, instead of the whole page in one long task that holds the first paint back.
 *
 * The placeholder should take the room the children will, and nothing above them moves when they
 * come, so nothing shifts.
 */
export function DrawnNext({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setDrawn(true);
    });
  }, []);
  return drawn ? children : placeholder;
}
