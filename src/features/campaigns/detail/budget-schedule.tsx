import { explorerUrl } from '../../../config/chains.ts';
import { TokenSymbol } from '../../../components/display-text.tsx';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { emissionPerDay, formatReward } from '../amounts.ts';
import { DetailSection, Fact } from './detail-section.tsx';
import { AddressLink } from '../../../components/address-link.tsx';
import { DetailsDisclosure } from './details-disclosure.tsx';

function dateOr(date: Date | undefined, fallback: string): string {
  return date === undefined ? fallback : formatDateTime(date);
}

/**
 * How the budget is paid out over time and in which token, with the extras (raffle tickets,
 * deposits that must go through Deposit targets). What only an auditor needs (the token's decimals,
 * the hash of the configuration the campaign was created with) waits under "Details".
 */
export function BudgetSchedule({ campaign }: { campaign: Campaign }) {
  const { rewardToken } = campaign;
  const explorer = explorerUrl(campaign.id.chainId);
  return (
    <DetailSection title="Budget and schedule">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Reward token">
          <TokenSymbol token={rewardToken} />
          <span className="block">
            <AddressLink address={rewardToken.address} explorer={explorer} label="Token address" hideLabel />
          </span>
        </Fact>
        <Fact label="Paid out per day">{formatReward(emissionPerDay(campaign.emissionRate), campaign)}</Fact>
        <Fact label="Start">{formatDateTime(campaign.startTime)}</Fact>
        <Fact label="End">
          {campaign.openEnded ? 'Open-ended: runs until the budget is spent' : dateOr(campaign.endTime, 'Not set')}
        </Fact>
        <Fact label="Expected to run out">{dateOr(campaign.estimatedEndDate, 'Not estimated yet')}</Fact>
        <Fact label="Funded until">{dateOr(campaign.fundedUntil, 'Not funded yet')}</Fact>
        {campaign.budgetExhausted && (
          <Fact label="Rewards left">None: the budget is spent, so it pays nothing more until topped up</Fact>
        )}
        {campaign.raffleTicketMultiplier !== 1 && campaign.raffleTicketMultiplier > 0 && (
          <Fact label="Raffle tickets">
            {campaign.raffleTicketMultiplier}× raffle tickets for taking part in this campaign
          </Fact>
        )}
        {campaign.requiresForwarderDeposit && (
          <Fact label="Deposits">
            Only deposits made from Deposit targets count; a deposit made straight into the target does not.
          </Fact>
        )}
      </dl>
      <DetailsDisclosure>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact label="Reward token decimals">{rewardToken.decimals}</Fact>
          <Fact label="Configuration hash">
            <span className="font-mono text-xs break-all">{campaign.configHash}</span>
          </Fact>
        </dl>
      </DetailsDisclosure>
    </DetailSection>
  );
}
