import type { ReactNode } from 'react';

/**
 * A screen's title with one link beside it, on the title's line while there is room and under it
 * when there is not: a link there costs a phone no line of its own before the screen's summary.
 */
export function ScreenHeading({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h1 className="text-2xl font-bold">{children}</h1>
      {aside}
    </div>
  );
}
