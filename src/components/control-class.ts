/**
 * The look of every text box, text area and select: one border, one padding, both themes, and a
 * red border while the control is marked `aria-invalid`. Spacing around it is the caller's.
 */
export const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950 aria-[invalid=true]:border-red-500';
