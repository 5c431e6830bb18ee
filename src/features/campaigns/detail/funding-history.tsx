import { Trans, useLingui } from '@lingui/react/macro';
import { explorerUrl } from '../../../config/chains.ts';
import { TokenSymbol } from '../../../components/display-text.tsx';
import { useMediaQuery } from '../../../components/use-media-query.ts';
import { capDisplayText } from '../../../domain/display-text.ts';
import type { Campaign, FundingEntry } from '../../../api/schemas/campaign.ts';
import { formatCount } from '../../../lib/format.ts';
import { formatTokenAmount } from '../../../domain/token-amount.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { DetailSection, Fact } from './detail-section.tsx';
import { AddressLink } from '../../../components/address-link.tsx';

// Nine figures a funding has do not fit one table row below about 1000 px of section: a table
// from Tailwind's `lg` up (the block number under the date, so eight columns fit 1024 px in every
// language), one card per funding below it, so a phone reads every figure without a sideways scroll.
const LG_MEDIA_QUERY = '(min-width: 64rem)';

const headCell = 'px-2 py-2 align-bottom font-medium';
const cell = 'px-2 py-2 align-top';
const amountCell = `${cell} text-right whitespace-nowrap tabular-nums`;

/** Every funding of the campaign, with its transaction on the reward chain. */
export function FundingHistory({ campaign }: { campaign: Campaign }) {
  const { t } = useLingui();
  const wide = useMediaQuery(LG_MEDIA_QUERY);
  const { rewardToken } = campaign;
  const entries = [...campaign.fundingHistory].sort((a, b) => a.fundedAt.getTime() - b.fundedAt.getTime());
  const symbol = capDisplayText(rewardToken.symbol);
  const caption = t`Fundings of the campaign, amounts in ${symbol}`;
  return (
    <DetailSection title={t`Funding history`}>
      {entries.length === 0 ? (
        <p className="text-sm">
          <Trans>No funding recorded yet.</Trans>
        </p>
      ) : (
        <>
          {wide ? (
            <FundingTable campaign={campaign} entries={entries} caption={caption} />
          ) : (
            <FundingCards campaign={campaign} entries={entries} caption={caption} />
          )}
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            <Trans>
              Amounts in <TokenSymbol token={rewardToken} />.
            </Trans>
          </p>
        </>
      )}
    </DetailSection>
  );
}

interface FundingViewProps {
  campaign: Campaign;
  entries: readonly FundingEntry[];
  caption: string;
}

function entryKey(entry: FundingEntry): string {
  return `${entry.txHash}-${String(entry.logIndex)}`;
}

/** The five amounts of a funding, labelled, in the order both layouts show them. */
function useAmounts(campaign: Campaign) {
  const { t } = useLingui();
  const amount = (value: bigint) => formatTokenAmount(value, campaign.rewardToken.decimals);
  return [
    { key: 'total', label: t`Total`, of: (entry: FundingEntry) => amount(entry.totalAmount) },
    { key: 'net', label: t`Net`, of: (entry: FundingEntry) => amount(entry.netAmount) },
    { key: 'fee', label: t`Fee`, of: (entry: FundingEntry) => amount(entry.feeAmount) },
    { key: 'referral', label: t`Referral pool`, of: (entry: FundingEntry) => amount(entry.referralAmount) },
    { key: 'budget', label: t`New budget`, of: (entry: FundingEntry) => amount(entry.newTotalRewards) },
  ];
}

function FundingTable({ campaign, entries, caption }: FundingViewProps) {
  const { t } = useLingui();
  const amounts = useAmounts(campaign);
  const explorer = explorerUrl(campaign.id.chainId);
  return (
    // A safety net for figures wider than any fixture's: focusable, so keyboard users can scroll it
    // (axe: scrollable-region-focusable); relative, so its sr-only caption stays inside.
    <div tabIndex={0} role="region" aria-label={t`Funding history table`} className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className={headCell}>
              <Trans>Funded</Trans>
            </th>
            <th scope="col" className={headCell}>
              <Trans>Funder</Trans>
            </th>
            {amounts.map((column) => (
              <th key={column.key} scope="col" className={`${headCell} text-right`}>
                {column.label}
              </th>
            ))}
            <th scope="col" className={headCell}>
              <Trans>Transaction</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry) => {
            const block = formatCount(entry.blockNumber);
            return (
              <tr key={entryKey(entry)}>
                <td className={cell}>
                  {formatDateTime(entry.fundedAt)}
                  <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
                    <Trans>Block {block}</Trans>
                  </span>
                </td>
                <td className={cell}>
                  <AddressLink address={entry.funder} explorer={explorer} label={t`Funder address`} hideLabel />
                </td>
                {amounts.map((column) => (
                  <td key={column.key} className={amountCell}>
                    {column.of(entry)}
                  </td>
                ))}
                <td className={cell}>
                  <AddressLink
                    address={entry.txHash}
                    explorer={explorer}
                    kind="tx"
                    label={t`Funding transaction`}
                    hideLabel
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One card per funding: its date and block, then every figure labelled, two or three to a row. */
function FundingCards({ campaign, entries, caption }: FundingViewProps) {
  const { t } = useLingui();
  const amounts = useAmounts(campaign);
  const explorer = explorerUrl(campaign.id.chainId);
  return (
    <ul aria-label={caption} className="divide-y divide-slate-100 dark:divide-slate-800">
      {entries.map((entry) => {
        const block = formatCount(entry.blockNumber);
        return (
          <li key={entryKey(entry)} className="flex flex-col gap-2 py-3 first:pt-0">
            <p className="text-sm">
              <span className="font-medium">{formatDateTime(entry.fundedAt)}</span>{' '}
              <span className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
                <Trans>Block {block}</Trans>
              </span>
            </p>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
              {amounts.map((column) => (
                <Fact key={column.key} label={column.label}>
                  <span className="tabular-nums">{column.of(entry)}</span>
                </Fact>
              ))}
              <Fact label={t`Funder`}>
                <AddressLink address={entry.funder} explorer={explorer} label={t`Funder address`} hideLabel />
              </Fact>
              <Fact label={t`Transaction`}>
                <AddressLink
                  address={entry.txHash}
                  explorer={explorer}
                  kind="tx"
                  label={t`Funding transaction`}
                  hideLabel
                />
              </Fact>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
