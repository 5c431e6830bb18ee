import { explorerUrl } from '../../../config/chains.ts';
import { TokenSymbol } from '../../../components/display-text.tsx';
import { capDisplayText } from '../../../domain/display-text.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { formatCount } from '../../../lib/format.ts';
import { formatTokenAmount } from '../../../domain/token-amount.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { DetailSection } from './detail-section.tsx';
import { AddressLink } from '../../../components/address-link.tsx';

const COLUMNS = ['Funded', 'Funder', 'Total', 'Net', 'Fee', 'Referral pool', 'New budget', 'Block', 'Transaction'];
const cell = 'px-3 py-2 whitespace-nowrap';

/** Every funding of the campaign, with its transaction on the reward chain. */
export function FundingHistory({ campaign }: { campaign: Campaign }) {
  const { rewardToken } = campaign;
  const chainId = campaign.id.chainId;
  const amount = (value: bigint) => formatTokenAmount(value, rewardToken.decimals);
  const entries = [...campaign.fundingHistory].sort((a, b) => a.fundedAt.getTime() - b.fundedAt.getTime());
  return (
    <DetailSection title="Funding history">
      {entries.length === 0 ? (
        <p className="text-sm">No funding recorded yet.</p>
      ) : (
        // Focusable, so keyboard users can scroll it where it is wider than the screen (axe:
        // scrollable-region-focusable); relative, so its sr-only caption stays inside.
        <div
          tabIndex={0}
          role="region"
          aria-label="Funding history table"
          className="relative -mx-4 overflow-x-auto sm:mx-0"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Fundings of the campaign, amounts in {capDisplayText(rewardToken.symbol)}
            </caption>
            <thead className="text-xs text-slate-600 dark:text-slate-400">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={`${cell} font-medium`}>
                    {column}
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
                      label="Funder address"
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
                      label="Funding transaction"
                      hideLabel
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 px-4 text-xs text-slate-600 sm:px-0 dark:text-slate-400">
            Amounts in <TokenSymbol token={rewardToken} />.
          </p>
        </div>
      )}
    </DetailSection>
  );
}
