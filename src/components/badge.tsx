import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  info: 'bg-accent-50 text-accent-800 ring-accent-300 dark:bg-accent-500/15 dark:text-accent-200 dark:ring-accent-700',
  success:
    'bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-700',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-700',
  danger: 'bg-red-50 text-red-800 ring-red-300 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-700',
  accent: 'bg-brand-50 text-brand-800 ring-brand-300 dark:bg-brand-500/15 dark:text-brand-200 dark:ring-brand-700',
};

/**
 * A small label. The tone only reinforces the text (a ring as well as a colour), so the meaning
 * never rests on colour alone.
 */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${toneClasses[tone]}`}
    >
      {children}
    </span>
  );
}
