import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serviceClockOffsetMs } from '../../api/server-clock.ts';
import { Button, type ButtonVariant } from '../../components/button.tsx';
import type { ClaimDeadline } from '../../domain/claim-deadline.ts';
import { saveFile } from '../../components/save-file.ts';

interface AddToCalendarButtonProps {
  /** The deadlines the file holds, one event each; those already passed are left out. */
  deadlines: readonly ClaimDeadline[];
  /** The button's words, e.g. "Add to calendar" or "Add all 3 deadlines to calendar". */
  label: string;
  /** The downloaded file's name; ".ics" is added when missing. */
  fileName: string;
  /** The button's accessible name when the label alone is ambiguous (one button per row). */
  accessibleName?: string;
  variant?: ButtonVariant;
  /**
   * "Now", to leave out what has passed; by default the service's clock (the one the claim screens
   * and the mock clock use), else the device's.
   */
  now?: () => Date;
}

function serviceTimeNow(): Date {
  return new Date(Date.now() + (serviceClockOffsetMs() ?? 0));
}

function withExtension(fileName: string): string {
  return fileName.toLowerCase().endsWith('.ics') ? fileName : `${fileName}.ics`;
}

function download(text: string, fileName: string): void {
  saveFile(text, withExtension(fileName), 'text/calendar;charset=utf-8');
}

/** Says a failure as a toast too, for a reader whose eyes are elsewhere; the message beside the button stays. */
function toastFailure(message: string): void {
  import('sonner').then(
    ({ toast }) => {
      toast.error(message);
    },
    (error: unknown) => {
      console.error('The notice could not be shown', error);
    },
  );
}

/**
 * Downloads an .ics file of claim deadlines, made in this browser (a Blob URL: nothing leaves it).
 * The calendar writer loads on the first click, so no screen's first load carries it.
 */
export function AddToCalendarButton({
  deadlines,
  label,
  fileName,
  accessibleName,
  variant = 'secondary',
  now = serviceTimeNow,
}: AddToCalendarButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const addToCalendar = async () => {
    setBusy(true);
    try {
      const { calendarFileOf, CalendarFileError } = await import('./calendar.ts').catch((error: unknown) => {
        throw new Error(t`The calendar file could not be made: its code did not load. Reload the page and try again.`, {
          cause: error,
        });
      });
      try {
        download(calendarFileOf(deadlines, { now: now() }), fileName);
        setProblem(undefined);
      } catch (error) {
        if (error instanceof CalendarFileError) throw error;
        throw new Error(t`The calendar file could not be made in this browser.`, { cause: error });
      }
    } catch (error) {
      console.error('Add to calendar failed', error);
      const message = error instanceof Error ? error.message : t`The calendar file could not be made.`;
      setProblem(message);
      toastFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant={variant}
        // Its label names what goes in the file ("Add all 3 payout deadlines to calendar"): on a
        // 320 px phone it wraps rather than push the page sideways.
        className="max-w-full text-left whitespace-normal!"
        loading={busy}
        loadingText={t`Making the file…`}
        aria-label={accessibleName}
        onClick={() => {
          void addToCalendar();
        }}
      >
        {label}
      </Button>
      {problem !== undefined && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </span>
      )}
    </span>
  );
}
