import { useState } from 'react';

interface CsvDownloadButtonProps {
  /** Builds the CSV when clicked, so a large table is only encoded on demand. */
  csv: () => string;
  filename: string;
  label?: string;
}

/** Downloads a CSV built from what the screen shows (a Blob URL: nothing leaves the browser). */
export function CsvDownloadButton({ csv, filename, label = 'Download CSV' }: CsvDownloadButtonProps) {
  const [problem, setProblem] = useState<string | undefined>();
  const download = () => {
    try {
      const url = URL.createObjectURL(new Blob([csv()], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the browser has taken the file.
      window.setTimeout(() => {
        URL.revokeObjectURL(url);
      }, 10_000);
      setProblem(undefined);
    } catch (error) {
      console.error('CSV download failed', error);
      setProblem('The file could not be made in this browser.');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={download}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {label}
      </button>
      {problem !== undefined && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </span>
      )}
    </span>
  );
}
