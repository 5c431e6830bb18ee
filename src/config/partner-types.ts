/**
 * The shape of the partner configuration (partner.ts parses it), apart from its rules so that
 * the app's configuration type (config-rules.ts) can hold it without importing those rules back.
 */
import type { Address } from '../domain/address.ts';
import type { CampaignId } from '../domain/campaign-id.ts';

/** The colours a partner sets for one theme, each `#rrggbb`. */
export interface ThemeColors {
  /** Buttons, links, focus rings, the selected state. */
  primary: string;
  /** Highlights beside the primary colour (the "new" and "soon" marks, the chart of rewards left). */
  accent: string;
  /** The page behind everything. */
  background: string;
  /** Cards, tables, the header and popovers. */
  surface: string;
}

/** Which campaigns the deployment lists; an empty list does not narrow, all empty shows every one. */
export interface CampaignScope {
  /** Reward chains. */
  rewardChainIds: readonly number[];
  /** Target addresses (vaults, pools, tokens), on any event chain; lowercase. */
  targets: readonly Address[];
  /** Target protocols as the service names them, compared without case. */
  protocols: readonly string[];
  /** Single campaigns, by id. */
  campaignIds: readonly CampaignId[];
}

interface PartnerLinks {
  docs: string | undefined;
  support: string | undefined;
  terms: string | undefined;
}

export interface PartnerConfig {
  /** The product's name in the header, the tab titles, the Safe App manifest and link previews. */
  name: string;
  /** Logo shown before the name; one per theme. Undefined: the product's own mark. */
  logo: { light: string; dark: string } | undefined;
  /** Undefined: the product's own palette. */
  colors: { light: ThemeColors; dark: ThemeColors } | undefined;
  campaigns: CampaignScope;
  links: PartnerLinks;
  /** One line of plain text at the foot of every page. */
  footer: string | undefined;
  /** Origins whose pages may frame the rewards widget (`/widget`) and only it. */
  widgetOrigins: readonly string[];
  /**
   * ERC-8021 attribution codes (schema 0), appended to the calldata of every claim the app or the
   * widget sends. Undefined: claims carry nothing extra.
   */
  attributionCodes: readonly string[] | undefined;
}
