import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links that get the user out of the empty state. */
  actions?: ReactNode;
}

/**
 * Shown when a list has nothing to show; says why and offers a way forward. Its words may quote
 * what someone typed, in one unbroken run: they wrap anywhere rather than widen the page.
 */
export function EmptyState({ title, children, actions }: EmptyStateProps) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-dashed border-slate-300 bg-surface p-8 text-center wrap-anywhere dark:border-slate-700"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children !== undefined && <div className="mt-2 text-sm text-slate-600 dark:text-slate-400">{children}</div>}
      {actions !== undefined && <div className="mt-4 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}
