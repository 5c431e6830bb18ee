/**
 * Which prerendered HTML file answers which address. The build writes one file per route
 * (scripts/prerender-plugin.ts); every server of a build (Vite's preview, so `npm start` and the
 * e2e suite, and nginx through nginx-conf.ts) answers a page address with the file this names.
 */
import { formatCampaignId } from '../src/domain/campaign-id.ts';
import { paths } from '../src/config/paths.ts';

export interface ShellRoute {
  /** The file in the build's output folder. */
  file: string;
  /** The address rendered into it (any campaign id: the detail shell is the same for all). */
  renderPath: string;
  /** Text the rendered markup must hold, or the build fails: the route's heading or loading label. */
  mustShow: string;
}

/** The campaign detail shell is one file for every campaign; its address is rewritten to it. */
export const CAMPAIGN_SHELL_FILE = 'campaign.html';
/** Every address no route knows. Not `404.html`: static hosts would then answer 404 for /campaigns/…. */
export const NOT_FOUND_SHELL_FILE = 'not-found.html';

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { file: 'index.html', renderPath: paths.campaigns, mustShow: '>Campaigns</h1>' },
  {
    file: CAMPAIGN_SHELL_FILE,
    renderPath: `/campaigns/${formatCampaignId({ chainId: 1, campaignIndex: 1 })}`,
    mustShow: 'Loading the campaign',
  },
  { file: 'rewards.html', renderPath: paths.rewards, mustShow: '>Rewards</h1>' },
  { file: 'referrals.html', renderPath: paths.referrals, mustShow: '>Referrals</h1>' },
  { file: 'deposit-targets.html', renderPath: paths.depositTargets, mustShow: '>Deposit targets</h1>' },
  { file: 'about.html', renderPath: paths.about, mustShow: '>How incentive campaigns work</h1>' },
  { file: NOT_FOUND_SHELL_FILE, renderPath: '/__not-a-route__', mustShow: '>Page not found</h1>' },
];

/** `/campaigns/<id>`, with or without a trailing slash (the router accepts both). */
const CAMPAIGN_PATH_PATTERN = /^\/campaigns\/[^/]+\/?$/;

/**
 * The file that answers a page address (a path without a file extension): the route's own,
 * the campaign shell, or the not-found shell. Undefined for files (`/assets/x.js`), which are
 * served as they are or not at all.
 */
export function shellFileFor(pathname: string): string | undefined {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return undefined;
  if (pathname === '/') return 'index.html';
  if (CAMPAIGN_PATH_PATTERN.test(pathname)) return CAMPAIGN_SHELL_FILE;
  const bare = pathname.replace(/\/$/, '');
  const route = SHELL_ROUTES.find((candidate) => candidate.file !== 'index.html' && candidate.renderPath === bare);
  return route?.file ?? NOT_FOUND_SHELL_FILE;
}
