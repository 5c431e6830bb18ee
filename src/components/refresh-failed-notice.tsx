import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';

interface RefreshFailedNoticeProps {
  /** What could not be refreshed, e.g. "this campaign". */
  subject: string;
  message: string;
  code?: string | undefined;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A refresh that failed while earlier data is still on screen: the data stays (replacing a loaded
 * page with an error would throw away what the reader was looking at), with this note above it.
 */
export function RefreshFailedNotice({ subject, message, code, onRetry, retrying }: RefreshFailedNoticeProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm dark:border-amber-800 dark:bg-amber-950/40"
    >
      <p className="min-w-0 flex-1 break-words">
        {code === undefined ? (
          <Trans>
            Could not refresh {subject}: {message}. Showing what was loaded before.
          </Trans>
        ) : (
          <Trans>
            Could not refresh {subject}: {message} (<code className="font-mono text-xs">{code}</code>). Showing what was
            loaded before.
          </Trans>
        )}
      </p>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText={t`Retrying…`}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
