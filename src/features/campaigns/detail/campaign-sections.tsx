import type { Campaign } from '../../../api/schemas/campaign.ts';
import { BudgetSchedule } from './budget-schedule.tsx';
import { FundingHistory } from './funding-history.tsx';
import { ModesSection } from './modes-section.tsx';
import { PositionSection, type RenderClaim } from './position-section.tsx';
import { TargetDetails } from './target-details.tsx';

/**
 * The campaign page below its header and key figures: the reader's position and why it earns or
 * not, the rules, the budget, the target and the money trail. A chunk of its own, loaded once the
 * top has been drawn (campaign-detail.tsx), so its code and the chain reads it imports never stand
 * between a visitor and the campaign's name and figures.
 */
export default function CampaignSections({ campaign, renderClaim }: { campaign: Campaign; renderClaim: RenderClaim }) {
  return (
    <>
      <PositionSection campaign={campaign} renderClaim={renderClaim} />
      <ModesSection campaign={campaign} />
      <BudgetSchedule campaign={campaign} />
      <TargetDetails campaign={campaign} />
      <FundingHistory campaign={campaign} />
    </>
  );
}
