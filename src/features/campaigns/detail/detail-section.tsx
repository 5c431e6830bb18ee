import { useId, type ReactNode } from 'react';

/** A titled block of the detail page; its h2 names the region for screen-reader navigation. */
export function DetailSection({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  /** Small text beside the heading, e.g. "updated 12s ago". */
  aside?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-surface p-4 sm:p-5 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** One label and value of a definition list, laid out as a small figure. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}
