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

/**
 * The service requests index.html's start script makes before the app's code runs
 * (src/api/early-answers.ts): a pattern over the page's path (under the base, added by
 * scripts/route-preload-plugin.ts) and the service path, where `{n}` is the pattern's n-th group
 * as a number (so `007` asks for `7`, as the app's own request would); every row whose pattern
 * matches is asked. Each URL must be exactly the app's own for the screen, or the app asks again:
 * src/app/app-start-script.test.ts holds them to it. A campaign page's figures (its stats) are
 * asked beside the campaign: asked by the page once it had drawn the campaign, they came a round
 * trip after it, the figures marked "updating…" until then.
 */
const CAMPAIGN_PAGE = `^${paths.campaignDetailPattern.replace(':campaignId', '(\\d{1,15}):(\\d{1,15})')}/?$`;
export const EARLY_REQUESTS: readonly (readonly [page: string, service: string])[] = [
  [CAMPAIGN_PAGE, '/campaigns/{1}:{2}'],
  [CAMPAIGN_PAGE, '/campaigns/{1}:{2}/stats'],
  [`^${paths.depositTargets}/?$`, '/forwarder/targets'],
];
