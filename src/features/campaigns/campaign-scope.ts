import type { CampaignScope } from '../../config/partner.ts';
import type { Address } from '../../domain/address.ts';
import type { CampaignId } from '../../domain/campaign-id.ts';

// The partner's scope (app-config.json partner.campaigns) applied to campaigns. Apart from
// config/partner.ts, which reads it into every screen's first load: this code joins only the
// screens that show campaigns by it (the list, the watchlist, the widget).

/** Whether the scope narrows anything: a deployment without one lists every campaign. */
export function isScoped(scope: CampaignScope): boolean {
  return scope.rewardChainIds.length + scope.targets.length + scope.protocols.length + scope.campaignIds.length > 0;
}

/** What the scope reads of a campaign: its id, and its target's address and protocol. */
export interface ScopedCampaign {
  id: CampaignId;
  target: { address?: string | undefined; protocol?: string | undefined };
}

/**
 * Whether a campaign is one the deployment shows. Each kind of rule the scope sets must hold
 * (reward chain AND target or protocol AND id); within a kind, any entry will do.
 */
export function inScope(scope: CampaignScope, campaign: ScopedCampaign): boolean {
  const { address, protocol } = campaign.target;
  // Targets and protocols both name what is rewarded: a campaign on a listed target or a listed
  // protocol is in, so a partner can list its protocol and a few outside vaults it also runs.
  const whatIsSet = scope.targets.length + scope.protocols.length > 0;
  const whatOk =
    !whatIsSet ||
    (address !== undefined && scope.targets.includes(address.toLowerCase() as Address)) ||
    (protocol !== undefined && scope.protocols.some((name) => name.toLowerCase() === protocol.toLowerCase()));
  return idInScope(scope, campaign.id) && whatOk;
}

/**
 * Whether the scope's rules on ids (reward chain, campaign id) let the campaign `id` in: all a
 * campaign not yet read can be judged by. A scope of targets or protocols needs the campaign (inScope).
 */
export function idInScope(scope: CampaignScope, id: CampaignId): boolean {
  const chainOk = scope.rewardChainIds.length === 0 || scope.rewardChainIds.includes(id.chainId);
  const idOk =
    scope.campaignIds.length === 0 ||
    scope.campaignIds.some((listed) => listed.chainId === id.chainId && listed.campaignIndex === id.campaignIndex);
  return chainOk && idOk;
}

/** The campaigns of `campaigns` the deployment shows. */
export function withinScope<T extends ScopedCampaign>(campaigns: readonly T[], scope: CampaignScope): readonly T[] {
  if (!isScoped(scope)) return campaigns;
  return campaigns.filter((campaign) => inScope(scope, campaign));
}
