import type { ButtonHTMLAttributes, MouseEvent } from 'react';

/** primary: the one action a screen leads to; secondary: the others; danger: one that loses something. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'sm' | 'md';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-on-brand hover:bg-brand-500',
  secondary: 'border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-600',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5',
  md: 'px-4 py-2',
};

/**
 * The classes of a button, for the few places that must be another element (a router Link that
 * reads as a button); everything clickable that is a button uses `<Button>`.
 */
export function buttonClasses({
  variant = 'primary',
  size = 'sm',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Work started by this button is in flight: the label becomes `loadingText`, a spinner shows and
   * clicks are ignored. aria-disabled rather than disabled, so keyboard focus stays on the button.
   */
  loading?: boolean;
  /** What the button says while loading, e.g. "Retrying…"; its label is kept when left out. */
  loadingText?: string;
}

/** The app's button: one look per variant, and a loading state that keeps focus where it is. */
export function Button({
  variant = 'primary',
  size = 'sm',
  loading = false,
  loadingText,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      // "button" unless asked: a stray submit inside a form is a classic source of double sends.
      type={type}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={buttonClasses({ variant, size, className })}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      )}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
