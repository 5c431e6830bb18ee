// A campaign is named by its reward chain and its index there. Paths, query keys, React keys and
// messages all write it `<chainId>:<campaignIndex>`; this module is the only place that does.

/** A campaign is identified by its reward chain and its index on that chain. */
export interface CampaignId {
  chainId: number;
  campaignIndex: number;
}

/** A campaign id as written, e.g. `8453:12`. */
export type CampaignIdText = `${number}:${number}`;

/** How a campaign id is written: `<chainId>:<campaignIndex>`. */
export const CAMPAIGN_ID_PATTERN = /^(\d+):(\d+)$/;

/** Writes a campaign id the way paths and query keys carry it, e.g. `8453:12`. */
export function formatCampaignId(id: CampaignId): CampaignIdText {
  return `${id.chainId}:${id.campaignIndex}`;
}

/**
 * Reads `<chainId>:<campaignIndex>`; returns null for anything else, including numbers past
 * 2^53-1, which would silently lose precision.
 */
export function parseCampaignId(value: string): CampaignId | null {
  const match = CAMPAIGN_ID_PATTERN.exec(value);
  if (match === null) return null;
  const chainId = Number(match[1]);
  const campaignIndex = Number(match[2]);
  if (!Number.isSafeInteger(chainId) || !Number.isSafeInteger(campaignIndex)) return null;
  return { chainId, campaignIndex };
}

/** Whether two campaign ids name the same campaign. */
export function isSameCampaignId(a: CampaignId, b: CampaignId): boolean {
  return a.chainId === b.chainId && a.campaignIndex === b.campaignIndex;
}
