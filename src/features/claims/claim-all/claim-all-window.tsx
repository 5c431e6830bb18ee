import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * The window of a claim-all, from a wallet or as a Safe: a modal dialog open while the run is
 * (`open`), with its title, who it acts as, a body read out as it changes, and its actions. Esc
 * closes it, except while `busy`: a run in progress is stopped with its own control, not by
 * closing its window.
 */
export function ClaimAllWindow({
  open,
  busy,
  title,
  subtitle,
  onClose,
  actions,
  children,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  subtitle?: ReactNode;
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (busy) event.preventDefault();
        else onClose();
      }}
      className="m-auto w-[min(42rem,calc(100vw-1rem))] max-w-none rounded-2xl border border-slate-200 bg-surface p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:text-slate-100"
    >
      <div className="flex max-h-[85vh] flex-col">
        <header className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {subtitle}
        </header>
        <div className="flex-1 overflow-y-auto px-4 py-3" aria-live="polite">
          {children}
        </div>
        <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 dark:border-slate-800">
          {actions}
        </footer>
      </div>
    </dialog>
  );
}
