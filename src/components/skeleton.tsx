/** What marks a placeholder block (`data-skeleton` below), whose pulse's events `keepSkeletonPulsesFromReact` stops. */
const SKELETON_ATTRIBUTE = 'data-skeleton';

/**
 * A grey placeholder block. Callers give it the size of what it stands in for (a line of text,
 * a card), so the page does not shift when the content arrives.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={`block animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800 ${className}`}
    />
  );
}

/** The animation events React listens for (a listener for any other would only make the browser dispatch it). */
const ANIMATION_EVENTS = ['animationstart', 'animationiteration', 'animationend'] as const;

/**
 * Keeps the animation events of the placeholders' pulse from reaching React. React listens for
 * every event at the app's root, and each placeholder's pulse starts with an event of its own: a
 * page of campaign placeholders sent React 84 of them as it was drawn, which it walked through
 * for handlers in 17 to 30 ms of a phone's main thread (4x CPU), in the task that drew the page.
 * Nothing handles them; stopped at the window, before they reach the root, they cost nothing.
 * Other elements' animation events go on as before. Returns what removes the listeners.
 */
export function keepSkeletonPulsesFromReact(target: Window): () => void {
  const stop = (event: Event) => {
    if (event.target instanceof Element && event.target.hasAttribute(SKELETON_ATTRIBUTE)) event.stopPropagation();
  };
  for (const type of ANIMATION_EVENTS) target.addEventListener(type, stop, { capture: true });
  return () => {
    for (const type of ANIMATION_EVENTS) target.removeEventListener(type, stop, { capture: true });
  };
}
