// Path templates of every endpoint, relative to the versioned base URL (`appConfig.apiBaseUrl`
// already ends in `/v1`). The client fills them, the OpenAPI document publishes them under
// API_VERSION_PREFIX, and the mock can mount its handlers on them.

/** Version prefix of every path (spec: Versioning). */
export const API_VERSION_PREFIX = '/v1';

/** Path templates; `{name}` marks a path parameter, as in OpenAPI. */
export const API_ROUTES = {
  campaigns: '/campaigns',
  activeCampaigns: '/campaigns/active',
  campaign: '/campaigns/{campaignId}',
  campaignStats: '/campaigns/{campaignId}/stats',
  userRewards: '/users/{address}/rewards',
  claimProof: '/claims/{campaignId}/{address}',
  referralUsername: '/referrals/usernames/{username}',
  referralBind: '/referrals/bind',
  referralStats: '/referrals/stats/{address}',
  referralProof: '/referrals/proofs/{campaignId}/{address}',
  forwarderTargets: '/forwarder/targets',
} as const;

export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];

/**
 * Fills a template with already-encoded path values. Each value is percent-encoded except `:`,
 * which campaign ids use and which is legal in a path segment.
 */
export function buildPath(template: ApiRoute, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value).replace(/%3A/gi, ':');
  });
}

/** The template in Express/Hono style (`:name`), for routers that want it. */
export function toColonPath(template: ApiRoute): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}
