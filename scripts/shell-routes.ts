/**
 * Which prerendered HTML file answers which address. The build writes one file per route
 * (scripts/prerender-plugin.ts); every server of a build (Vite's preview, so `npm start` and the
 * e2e suite, and nginx through nginx-conf.ts) answers a page address with the file this names.
 */
import { formatCampaignId } from '../src/domain/campaign-id.ts';
import { paths } from '../src/config/paths.ts';
import { WIDGET_PARAMS } from '../src/lib/embed-protocol.ts';

export interface ShellRoute {
  /** The file in the build's output folder. */
  file: string;
  /** The address rendered into it (any campaign id: the detail shell is the same for all). */
  renderPath: string;
  /**
   * A query rendered with it, where the page needs one to draw its loading state rather than
   * its "what to show?" message (the widget's target).
   */
  renderSearch?: string;
  /**
   * An English message the rendered markup must hold, in each language as its catalog says it, or
   * the build fails: the route's heading or loading label.
   */
  mustShow: string;
  /** Whether that message is the page's `<h1>` (its whole text) or text anywhere in the markup. */
  mustShowAs: 'heading' | 'text';
  /**
   * The page's name in the tab depends on the address, which one file for all of them cannot
   * know (the campaign page names its campaign): the file's `<title>` keeps the product's name.
   */
  titleByAddress?: true;
}

/** The campaign detail shell is one file for every campaign; its address is rewritten to it. */
export const CAMPAIGN_SHELL_FILE = 'campaign.html';
/** Every address no route knows. Not `404.html`: static hosts would then answer 404 for /campaigns/…. */
export const NOT_FOUND_SHELL_FILE = 'not-found.html';

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { file: 'index.html', renderPath: paths.campaigns, mustShow: 'Campaigns', mustShowAs: 'heading' },
  {
    file: CAMPAIGN_SHELL_FILE,
    renderPath: `/campaigns/${formatCampaignId({ chainId: 1, campaignIndex: 1 })}`,
    mustShow: 'Loading the campaign',
    mustShowAs: 'text',
    titleByAddress: true,
  },
  { file: 'rewards.html', renderPath: paths.rewards, mustShow: 'Rewards', mustShowAs: 'heading' },
  { file: 'history.html', renderPath: paths.history, mustShow: 'History', mustShowAs: 'heading' },
  { file: 'referrals.html', renderPath: paths.referrals, mustShow: 'Referrals', mustShowAs: 'heading' },
  {
    file: 'deposit-targets.html',
    renderPath: paths.depositTargets,
    mustShow: 'Deposit targets',
    mustShowAs: 'heading',
  },
  { file: 'about.html', renderPath: paths.about, mustShow: 'How incentive campaigns work', mustShowAs: 'heading' },
  {
    file: 'widget.html',
    renderPath: paths.widget,
    renderSearch: `?${WIDGET_PARAMS.target}=0x0000000000000000000000000000000000000000&${WIDGET_PARAMS.chain}=1`,
    mustShow: 'Loading rewards',
    mustShowAs: 'text',
  },
  { file: NOT_FOUND_SHELL_FILE, renderPath: '/__not-a-route__', mustShow: 'Page not found', mustShowAs: 'heading' },
];

/** How React writes these characters of a text into markup. */
const TEXT_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Whether a route's rendered markup shows `words`, its `mustShow` in the markup's language. */
export function showsMustShow(route: ShellRoute, markup: string, words: string): boolean {
  const text = words.replace(/[&<>"']/g, (character) => TEXT_ESCAPES[character] ?? character);
  return markup.includes(route.mustShowAs === 'heading' ? `>${text}</h1>` : text);
}

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
