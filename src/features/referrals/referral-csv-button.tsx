import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readCampaignNames, type CampaignNameOf } from '../../api/campaign-directory.ts';
import { errorDetails } from '../../api/error-details.ts';
import { Button } from '../../components/button.tsx';
import { saveCsvFile } from '../../components/save-file.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';

type CsvStatus =
  | { state: 'idle' }
  | { state: 'naming' }
  /** The file was made, but `unread` campaigns kept their fallback names because their reads failed. */
  | { state: 'partly-named'; unread: number; error: unknown }
  | { state: 'failed' };

interface ReferralCsvButtonProps {
  /** Every payout's campaign, to be named before the file is made. */
  campaignIds: readonly CampaignId[];
  /** Builds the CSV of every payout with the campaigns' names. */
  csv: (nameOf: CampaignNameOf) => string;
  filename: string;
}

/**
 * "Download CSV" of every payout. The screen names only the rows that came into view, and a file
 * for an accountant must name every campaign as the screen does: so the click first reads the
 * names still missing (those already read come from the cache), then makes the file. Names that
 * cannot be read leave their rows with the reward token and campaign id, and the file is made anyway.
 */
export function ReferralCsvButton({ campaignIds, csv, filename }: ReferralCsvButtonProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CsvStatus>({ state: 'idle' });

  const download = async () => {
    setStatus({ state: 'naming' });
    const names = await readCampaignNames(queryClient, campaignIds);
    if (names.unread.length > 0) console.warn('Campaigns left unnamed in the referrals CSV', names.unread, names.error);
    try {
      saveCsvFile(csv(names.nameOf), filename);
      setStatus(
        names.unread.length === 0
          ? { state: 'idle' }
          : { state: 'partly-named', unread: names.unread.length, error: names.error },
      );
    } catch (error) {
      console.error('CSV download failed', error);
      setStatus({ state: 'failed' });
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        loading={status.state === 'naming'}
        loadingText={t`Making the file…`}
        onClick={() => {
          void download();
        }}
      >
        <Trans>Download CSV</Trans>
      </Button>
      {status.state === 'partly-named' && (
        <span role="status" className="text-sm text-amber-800 dark:text-amber-200">
          <UnreadNames unread={status.unread} error={status.error} />
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
function UnreadNames({ unread, error }: { unread: number; error: unknown }) {
  const { t } = useLingui();
  const reason = errorDetails(error).message;
  return t`${plural(unread, {
    one: `# campaign name could not be loaded (${reason}), so the file shows that row’s reward token and campaign id. Download again to retry.`,
    other: `# campaign names could not be loaded (${reason}), so the file shows those rows’ reward token and campaign id. Download again to retry.`,
  })}`;
}
