import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { explorerUrl } from '../../../config/chains.ts';
import { TokenSymbol } from '../../../components/display-text.tsx';
import { capDisplayText } from '../../../domain/display-text.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { formatCount } from '../../../lib/format.ts';
import { formatTokenAmount } from '../../../domain/token-amount.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { DetailSection } from './detail-section.tsx';
import { AddressLink } from '../../../components/address-link.tsx';

const COLUMNS = [
  { key: 'funded', label: msg`Funded` },
  { key: 'funder', label: msg`Funder` },
  { key: 'total', label: msg`Total` },
  { key: 'net', label: msg`Net` },
  { key: 'fee', label: msg`Fee` },
  { key: 'referral', label: msg`Referral pool` },
  { key: 'budget', label: msg`New budget` },
  { key: 'block', label: msg`Block` },
  { key: 'transaction', label: msg`Transaction` },
];
const cell = 'px-3 py-2 whitespace-nowrap';

/** Every funding of the campaign, with its transaction on the reward chain. */
export function FundingHistory({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useLingui();
  const { rewardToken } = campaign;
  const chainId = campaign.id.chainId;
  const amount = (value: bigint) => formatTokenAmount(value, rewardToken.decimals);
  const entries = [...campaign.fundingHistory].sort((a, b) => a.fundedAt.getTime() - b.fundedAt.getTime());
  const symbol = capDisplayText(rewardToken.symbol);
  return (
    <DetailSection title={t`Funding history`}>
      {entries.length === 0 ? (
        <p className="text-sm">
          <Trans>No funding recorded yet.</Trans>
        </p>
      ) : (
        // Focusable, so keyboard users can scroll it where it is wider than the screen (axe:
        // scrollable-region-focusable); relative, so its sr-only caption stays inside.
        <div
          tabIndex={0}
          role="region"
          aria-label={t`Funding history table`}
          className="relative -mx-4 overflow-x-auto sm:mx-0"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Fundings of the campaign, amounts in {symbol}</Trans>
            </caption>
            <thead className="text-xs text-slate-600 dark:text-slate-400">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className={`${cell} font-medium`}>
                    {i18n._(column.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {entries.map((entry) => (
                <tr key={`${entry.txHash}-${String(entry.logIndex)}`}>
                  <td className={cell}>{formatDateTime(entry.fundedAt)}</td>
                  <td className={cell}>
                    <AddressLink
                      address={entry.funder}
                      explorer={explorerUrl(chainId)}
                      label={t`Funder address`}
                      hideLabel
                    />
                  </td>
                  <td className={cell}>{amount(entry.totalAmount)}</td>
                  <td className={cell}>{amount(entry.netAmount)}</td>
                  <td className={cell}>{amount(entry.feeAmount)}</td>
                  <td className={cell}>{amount(entry.referralAmount)}</td>
                  <td className={cell}>{amount(entry.newTotalRewards)}</td>
                  <td className={cell}>{formatCount(entry.blockNumber)}</td>
                  <td className={cell}>
                    <AddressLink
                      address={entry.txHash}
                      explorer={explorerUrl(chainId)}
                      kind="tx"
                      label={t`Funding transaction`}
                      hideLabel
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 px-4 text-xs text-slate-600 sm:px-0 dark:text-slate-400">
            <Trans>
              Amounts in <TokenSymbol token={rewardToken} />.
            </Trans>
          </p>
        </div>
      )}
    </DetailSection>
  );
}
