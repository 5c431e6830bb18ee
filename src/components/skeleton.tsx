/**
 * A grey placeholder block. Callers give it the size of what it stands in for (a line of text,
 * a card), so the page does not shift when the content arrives.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800 ${className}`}
    />
  );
}
