import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.tsx';
import { paths } from '../../../config/paths.ts';

/** The "view as" parameter the Rewards screen, the referral center and History share. */
const VIEW_AS_PARAM = 'address';

/**
 * A plain link to the History screen, for the Rewards screen and the referral center (not the
 * header, which has no room on a phone). An address viewed read-only goes along, so the history
 * shown is of the same wallet.
 */
export function HistoryLink() {
  const [params] = useSearchParams();
  const viewed = params.get(VIEW_AS_PARAM);
  const to =
    viewed === null ? paths.history : `${paths.history}?${new URLSearchParams({ [VIEW_AS_PARAM]: viewed }).toString()}`;
  return (
    <AppLink to={to} className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
      <Trans>History of claims and payouts</Trans>
    </AppLink>
  );
}
