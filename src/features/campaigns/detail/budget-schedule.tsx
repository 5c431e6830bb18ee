import { Trans, useLingui } from '@lingui/react/macro';
import { explorerUrl } from '../../../config/chains.ts';
import { TokenSymbol } from '../../../components/display-text.tsx';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { emissionPerDay, formatReward } from '../amounts.ts';
import { DetailSection, Fact } from './detail-section.tsx';
import { AddressLink } from '../../../components/address-link.tsx';
import { numberFormat } from '../../../lib/number-format.ts';
import { DetailsDisclosure } from './details-disclosure.tsx';
import { isOver } from '../campaign-over.ts';

function dateOr(date: Date | undefined, fallback: string): string {
  return date === undefined ? fallback : formatDateTime(date);
}

/**
 * How the budget is paid out over time and in which token, with the extras (raffle tickets,
 * deposits that must go through Deposit targets). What only an auditor needs (the token's decimals,
 * the hash of the configuration the campaign was created with) waits under "Details".
 */
export function BudgetSchedule({ campaign }: { campaign: Campaign }) {
  const { t } = useLingui();
  const { rewardToken } = campaign;
  const explorer = explorerUrl(campaign.id.chainId);
  const multiplier = campaign.raffleTicketMultiplier;
  const multiplierText = numberFormat({ maximumFractionDigits: 4 }).format(multiplier);
  // Once over, the run-out date is a past fact, and a cancelled campaign's funding says nothing.
  const over = isOver(campaign.status);
  return (
    <DetailSection title={t`Budget and schedule`}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t`Reward token`}>
          <TokenSymbol token={rewardToken} />
          <span className="block">
            <AddressLink address={rewardToken.address} explorer={explorer} label={t`Token address`} hideLabel />
          </span>
        </Fact>
        <Fact label={t`Paid out per day`}>{formatReward(emissionPerDay(campaign.emissionRate), campaign)}</Fact>
        <Fact label={t`Start`}>{formatDateTime(campaign.startTime)}</Fact>
        <Fact label={t`End`}>
          {campaign.openEnded ? t`Open-ended: runs until the budget is spent` : dateOr(campaign.endTime, t`Not set`)}
        </Fact>
        {over ? (
          <Fact label={t`Stopped paying`}>{dateOr(campaign.estimatedEndDate, t`Not known`)}</Fact>
        ) : (
          <Fact label={t`Expected to run out`}>{dateOr(campaign.estimatedEndDate, t`Not estimated yet`)}</Fact>
        )}
        {campaign.status !== 'cancelled' && (
          <Fact label={t`Funded until`}>{dateOr(campaign.fundedUntil, t`Not funded yet`)}</Fact>
        )}
        {campaign.budgetExhausted && (
          <Fact label={t`Rewards left`}>
            <Trans>None: the budget is spent, so it pays nothing more until topped up</Trans>
          </Fact>
        )}
        {multiplier !== 1 && multiplier > 0 && (
          <Fact label={t`Raffle tickets`}>
            <Trans>{multiplierText}× raffle tickets for taking part in this campaign</Trans>
          </Fact>
        )}
        {campaign.requiresForwarderDeposit && (
          <Fact label={t`Deposits`}>
            <Trans>
              Only deposits made from Deposit targets count; a deposit made straight into the target does not.
            </Trans>
          </Fact>
        )}
      </dl>
      <DetailsDisclosure>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact label={t`Reward token decimals`}>{rewardToken.decimals}</Fact>
          <Fact label={t`Configuration hash`}>
            <span className="font-mono text-xs break-all">{campaign.configHash}</span>
          </Fact>
        </dl>
      </DetailsDisclosure>
    </DetailSection>
  );
}
