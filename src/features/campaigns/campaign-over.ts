import type { CampaignStatus } from '../../api/schemas/campaign.ts';

/**
 * Whether a campaign pays nothing more: past its end, settled, or cancelled. What its page says
 * about earning, its APR and its dates follows from this one reading.
 */
export function isOver(status: CampaignStatus): boolean {
  return status === 'ended' || status === 'finalized' || status === 'cancelled';
}
