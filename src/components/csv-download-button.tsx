import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { saveCsvFile } from './save-file.ts';

interface CsvDownloadButtonProps {
  /** Builds the CSV when clicked, so a large table is only encoded on demand. */
  csv: () => string;
  filename: string;
  /** The button's text, in the reader's language; "Download CSV" when not given. */
  label?: string;
}

/** Downloads a CSV built from what the screen shows (a Blob URL: nothing leaves the browser). */
export function CsvDownloadButton({ csv, filename, label }: CsvDownloadButtonProps) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const download = () => {
    try {
      saveCsvFile(csv(), filename);
      setFailed(false);
    } catch (error) {
      console.error('CSV download failed', error);
      setFailed(true);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={download}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {label ?? t`Download CSV`}
      </button>
      {failed && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          <Trans>The file could not be made in this browser.</Trans>
        </span>
      )}
    </span>
  );
}
