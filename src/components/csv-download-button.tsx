import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';
import { saveCsvFile } from './save-file.ts';

/** Rows of a file left with a stand-in for their campaign's name (its reward token and id), and why. */
interface CsvShortfall {
  unnamed: number;
  /** Why the names could not be read, in words. */
  reason: string;
}

/** A file made after reading what it needs, and what it could not say in full. */
export interface CsvFile {
  text: string;
  shortfall?: CsvShortfall;
}

interface CsvDownloadButtonProps {
  /**
   * Builds the CSV when clicked, so a large table is only encoded on demand. A file whose rows need
   * more than the screen has read (the campaigns' names of rows never scrolled to) reads it first;
   * the button says it is making the file meanwhile.
   */
  csv: () => Promise<CsvFile>;
  filename: string;
  /** The button's text, in the reader's language; "Download CSV" when not given. */
  label?: string;
}

type Status =
  { state: 'idle' } | { state: 'making' } | { state: 'made-short'; shortfall: CsvShortfall } | { state: 'failed' };

/** Downloads a CSV built from what the screen shows (a Blob URL: nothing leaves the browser). */
export function CsvDownloadButton({ csv, filename, label }: CsvDownloadButtonProps) {
  const { t } = useLingui();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const download = async () => {
    setStatus({ state: 'making' });
    try {
      const file = await csv();
      saveCsvFile(file.text, filename);
      setStatus(file.shortfall === undefined ? { state: 'idle' } : { state: 'made-short', shortfall: file.shortfall });
    } catch (error) {
      console.error('CSV download failed', error);
      setStatus({ state: 'failed' });
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        loading={status.state === 'making'}
        loadingText={t`Making the file…`}
        onClick={() => {
          void download();
        }}
      >
        {label ?? t`Download CSV`}
      </Button>
      {status.state === 'made-short' && (
        <span role="status" className="text-sm text-amber-800 dark:text-amber-200">
          <Shortfall {...status.shortfall} />
        </span>
      )}
      {status.state === 'failed' && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          <Trans>The file could not be made in this browser.</Trans>
        </span>
      )}
    </span>
  );
}

/** Which names the file lacks and why, in words; read during a render, so in the reader's language. */
// `unread` is the plural's name in the message, and so in the catalogs' id of its translations.
function Shortfall({ unnamed: unread, reason }: CsvShortfall) {
  const { t } = useLingui();
  return t`${plural(unread, {
    one: `# campaign name could not be loaded (${reason}), so the file shows that row’s reward token and campaign id. Download again to retry.`,
    other: `# campaign names could not be loaded (${reason}), so the file shows those rows’ reward token and campaign id. Download again to retry.`,
  })}`;
}
