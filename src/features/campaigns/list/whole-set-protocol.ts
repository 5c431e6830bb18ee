import type { Messages } from '@lingui/core';
import type { ErrorRecord } from '../../../api/api-error.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import type { CampaignListQuery } from '../../../api/schemas/requests.ts';
import type { CampaignScope } from '../../../config/partner.ts';
import type { WholeSetQuery } from './whole-set.ts';

// What the page and the whole-set worker say to each other (whole-set.worker.ts, use-whole-set.ts).
// Everything here survives structured cloning: campaigns with their bigints and dates, and errors
// as records (api-error.ts `errorRecordOf`), rebuilt as the same ApiError on the page.

/** The filters of a whole-set reading: a list query without its paging. */
export type CampaignDirectoryFilters = Omit<CampaignListQuery, 'limit' | 'offset'>;

/** What one screen asks of the whole filtered list. */
export interface WholeSetView extends WholeSetQuery {
  filters: CampaignDirectoryFilters;
  /** The partner's scope must be applied here (partner-scope.ts `narrowHere`). */
  narrowHere: boolean;
  /** The partner's campaigns (app-config.json), applied when `narrowHere`. */
  scope: CampaignScope;
  /** The page of matches to show (1-based), and its size; 0 asks for the counts alone. */
  page: number;
  pageSize: number;
}

/** A row of a list answer that could not be decoded: where it was in the service's list, and why. */
export interface RejectedRow {
  index: number;
  reason: string;
}

/** The answer to one view: what is on screen, and how far the reading has gone. */
export interface WholeSetAnswer {
  view: WholeSetView;
  /** The page of matches, decoded whole. */
  campaigns: Campaign[];
  /**
   * One key per campaign, the same for the same reading of a campaign, so the page keeps one
   * object (and one display row) per campaign across answers.
   */
  keys: string[];
  /** Matches found so far (all of them once `complete`). */
  matches: number;
  /** Campaigns of the filters (the service's, or the partner's scope once whole); undefined before the first page. */
  total: number | undefined;
  /** Rows looked at so far, read or rejected. */
  searched: number;
  complete: boolean;
  /** The first page has not answered yet. */
  pending: boolean;
  /** Why the last page asked failed; reading stops there until a retry. */
  error: ErrorRecord | null;
  rejected: RejectedRow[];
}

/** The key of a reading: its filters, written the same however they were built. */
export function readingKey(filters: CampaignDirectoryFilters): string {
  return JSON.stringify(
    // A filter set to undefined (as a spread leaves it) is no filter, as in a React Query key.
    Object.entries(filters as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** From the page. */
export type ToWholeSetWorker =
  /** Where and how to ask the service: sent first, once. */
  | { type: 'setup'; baseUrl: string; partnerRefId: string | undefined }
  /** The reader's language: names are searched and ranked in it. Sent first, then on each change. */
  | { type: 'language'; locale: string; formatLocale: string; messages: Messages }
  | { type: 'watch'; id: string; view: WholeSetView }
  | { type: 'unwatch'; id: string }
  | { type: 'retry'; id: string };

/** From the worker. */
export interface FromWholeSetWorker {
  type: 'answer';
  id: string;
  answer: WholeSetAnswer;
  /** The worker's reading of the service's clock (server-clock.ts): the page asks the service too little to have its own. */
  serviceClockOffsetMs: number | null;
}
