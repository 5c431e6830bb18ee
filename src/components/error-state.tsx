import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';

interface ErrorStateProps {
  title: string;
  /** The service's own message, shown as it wrote it. */
  message: string;
  /** The error code (e.g. INVALID_PARAMS), shown so a user can quote it. */
  code?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** True while the retry is in flight, so the button cannot be pressed twice. */
  retrying?: boolean;
  /** 1 when the error is the whole page (no other h1), 3 inside a section, else 2. */
  headingLevel?: 1 | 2 | 3;
}

/** A failed load: what failed, the service's message and code, and a Retry button. */
export function ErrorState({ title, message, code, onRetry, retrying = false, headingLevel = 2 }: ErrorStateProps) {
  const { t } = useLingui();
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <section
      role="alert"
      className="rounded-2xl border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950/40"
    >
      <Heading className="text-lg font-semibold">{title}</Heading>
      <p className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">{message}</p>
      {code !== undefined && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <Trans>
            Error code: <code className="font-mono">{code}</code>
          </Trans>
        </p>
      )}
      {onRetry !== undefined && (
        <Button onClick={onRetry} loading={retrying} loadingText={t`Retrying…`} className="mt-4">
          <Trans>Retry</Trans>
        </Button>
      )}
    </section>
  );
}
