import type { CampaignListQuery } from '../../../api/schemas/requests.ts';
import { isScoped } from '../campaign-scope.ts';
import type { CampaignScope } from '../../../config/partner.ts';

// A partner's deployment lists only its campaigns (app-config.json partner.campaigns). The service
// knows nothing of the scope but a reward chain, so a scope it cannot answer makes the list read
// the whole filtered set and narrow it here, before search, order, counts and paging: every number
// the list shows is then about the scoped set. A scope of one reward chain alone is a service
// filter, and the service's own paging stays.

/** The members of a campaign the scope reads (the id, and the target's address and protocol). */
export const SCOPE_MEMBERS = ['id', 'target'] as const;

/** The reward chain the service can narrow to: a scope of exactly one chain and nothing else. */
function serviceChainOf(scope: CampaignScope): number | undefined {
  const [chainId, ...more] = scope.rewardChainIds;
  const onlyChains = scope.targets.length + scope.protocols.length + scope.campaignIds.length === 0;
  return onlyChains && more.length === 0 ? chainId : undefined;
}

/**
 * The list request with what of the scope the service can answer, and whether the rest must be
 * applied here (`narrowHere`, which needs the whole filtered set).
 */
export function scopedListQuery(
  query: CampaignListQuery,
  scope: CampaignScope,
): { query: CampaignListQuery; narrowHere: boolean } {
  if (!isScoped(scope)) return { query, narrowHere: false };
  const chainId = serviceChainOf(scope);
  if (chainId === undefined) return { query, narrowHere: true };
  if (query.chainId === undefined) return { query: { ...query, chainId }, narrowHere: false };
  // A link naming another reward chain: the service answers for that chain, and the scope leaves none.
  return { query, narrowHere: query.chainId !== chainId };
}
