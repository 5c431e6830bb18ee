import { explorerUrl } from '../../../config/chains.ts';
import { AlteredSymbolBadge } from '../../../components/display-text.tsx';
import { capDisplayText } from '../../../domain/display-text.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { formatDateTime } from '../../../lib/time.ts';
import { emissionPerDay, formatReward } from '../amounts.ts';
import { DetailSection, Fact } from './detail-section.tsx';
import { ExplorerLink } from '../../../components/explorer-link.tsx';

function dateOr(date: Date | undefined, fallback: string): string {
  return date === undefined ? fallback : formatDateTime(date);
}

/**
 * How the budget is paid out over time, in which token, and the extras (raffle tickets, forwarder
 * deposits), with the hash of the configuration the campaign was created with.
 */
export function BudgetSchedule({ campaign }: { campaign: Campaign }) {
  const { rewardToken } = campaign;
  return (
    <DetailSection title="Budget and schedule">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Reward token">
          {capDisplayText(rewardToken.symbol)} ({rewardToken.decimals} decimals),{' '}
          {rewardToken.symbolAltered === true && <AlteredSymbolBadge />}
          <ExplorerLink explorer={explorerUrl(campaign.id.chainId)} kind="address" value={rewardToken.address} />
        </Fact>
        <Fact label="Emission rate">{formatReward(emissionPerDay(campaign.emissionRate), campaign)} per day</Fact>
        <Fact label="Start">{formatDateTime(campaign.startTime)}</Fact>
        <Fact label="End">
          {campaign.openEnded ? 'Open-ended: runs until the budget is spent' : dateOr(campaign.endTime, 'Not set')}
        </Fact>
        <Fact label="Estimated end">{dateOr(campaign.estimatedEndDate, 'Not estimated yet')}</Fact>
        <Fact label="Funded until">{dateOr(campaign.fundedUntil, 'Not funded yet')}</Fact>
        <Fact label="Budget exhausted">
          {campaign.budgetExhausted ? 'Yes: the budget is spent, so it pays nothing more until topped up' : 'No'}
        </Fact>
        {campaign.raffleTicketMultiplier !== 1 && campaign.raffleTicketMultiplier > 0 && (
          <Fact label="Raffle tickets">
            {campaign.raffleTicketMultiplier}× raffle tickets for taking part in this campaign
          </Fact>
        )}
        <Fact label="Configuration hash">
          <span className="font-mono text-xs break-all">{campaign.configHash}</span>
        </Fact>
        {campaign.requiresForwarderDeposit && (
          <Fact label="Deposits">
            Only deposits made through the forwarder count; a deposit made directly into the target does not.
          </Fact>
        )}
      </dl>
    </DetailSection>
  );
}
