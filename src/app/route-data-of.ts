import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { parseCampaignId, type CampaignId } from '../domain/campaign-id.ts';

/**
 * The data a screen can be given ahead, read from its path alone: a campaign page's campaign, the
 * deposit targets. Rewards and referrals depend on the connected wallet, known to the screen rather
 * than the path. Light on purpose: the entry asks it before it loads the prefetcher, so screens
 * with nothing to ask ahead download nothing more.
 */
export type RouteData = { kind: 'campaign'; id: CampaignId } | { kind: 'deposit-targets' };

export function routeDataOf(pathname: string): RouteData | undefined {
  const detail = matchPath(paths.campaignDetailPattern, pathname);
  if (detail !== null) {
    const id = parseCampaignId(detail.params.campaignId ?? '');
    return id === null ? undefined : { kind: 'campaign', id };
  }
  return matchPath(paths.depositTargets, pathname) === null ? undefined : { kind: 'deposit-targets' };
}
