import { collectIssues, summarizeIssues, type ApiIssue } from './api-error.ts';
import { apiClient, encodeRequest, type EndpointOptions } from './client.ts';
import { API_ROUTES, buildPath } from './routes.ts';
import { campaignSchema, type Campaign } from './schemas/campaign.ts';
import { uint } from './schemas/primitives.ts';
import { campaignListQuerySchema, type CampaignListQuery } from './schemas/requests.ts';
import * as z from '../lib/zod.ts';

// A whole filtered campaign list is thousands of campaigns, of which a screen shows twenty. Decoding
// every one to order them costs seconds on a phone, so the list's whole-set reader keeps each row as
// the service sent it and decodes it here a member at a time, only the members an answer needs (the
// APR to rank by, the names to search), with the member's own schema from `campaignSchema`: one
// source of truth, and a malformed member is a rejected row with a reason, never a silent default.
// The rows an answer shows are decoded whole, as `campaignPageSchema` decodes a page.

/** A page of GET /v1/campaigns with its envelope checked and its rows left as sent. */
const campaignRowsPageSchema = z.object({ data: z.array(z.unknown()), total: uint });

/** A page of campaigns as sent: `total` decoded, `rows` still raw. */
export type CampaignRowsPage = z.output<typeof campaignRowsPageSchema>;

/**
 * GET /v1/campaigns with its rows left undecoded (see CampaignRowReader): the same request, headers,
 * time limit, retries and errors as `getCampaigns`, without decoding a hundred campaigns at once.
 */
export async function getCampaignRows(
  filters: CampaignListQuery,
  options: EndpointOptions = {},
): Promise<CampaignRowsPage> {
  const client = options.client ?? apiClient;
  return client.get(buildPath(API_ROUTES.campaigns), {
    query: encodeRequest(campaignListQuerySchema, filters),
    schema: campaignRowsPageSchema,
    signal: options.signal,
  });
}

// Read on the first member decode, not as this module loads: the campaign's schema is built on first use.
const members = () => campaignSchema._zod.innerType.shape;

/** A member of a campaign that can be decoded alone. */
export type CampaignMember = keyof ReturnType<typeof members>;

/**
 * One campaign of a list answer, decoded on demand: a member at a time (`has`, then `member`), or
 * whole (`campaign`, kept; `check`, not kept). The first decode that fails rejects the row, with
 * the reason `campaignPageSchema` would give (`partnerApyBps: expected decimal string`).
 */
export class CampaignRowReader {
  readonly #raw: unknown;
  readonly #members = new Map<CampaignMember, unknown>();
  #whole: Campaign | undefined;
  #valid = false;
  #rejection: string | undefined;

  constructor(raw: unknown) {
    this.#raw = raw;
  }

  /** Why the row cannot be shown, once a decode has failed; undefined while none has. */
  get rejection(): string | undefined {
    return this.#rejection;
  }

  /** Whether the row has been decoded whole: checked in every member, or rejected. */
  get checked(): boolean {
    return this.#valid || this.#rejection !== undefined;
  }

  /** Decodes `names` (each once); false, with `rejection` set, when one of them fails. */
  has(names: readonly CampaignMember[]): boolean {
    if (this.#rejection !== undefined) return false;
    if (this.#whole !== undefined) return true;
    const raw = this.#raw;
    // A row that is not an object has no members: the whole decode says why.
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return this.check();
    for (const name of names) {
      if (this.#members.has(name)) continue;
      const result = z.safeParse(members()[name], (raw as Record<string, unknown>)[name]);
      if (!result.success) {
        this.#reject(collectIssues(result.error.issues, [name]));
        return false;
      }
      this.#members.set(name, result.data);
    }
    return true;
  }

  /** A member decoded by `has` (the caller checks first: reading an unchecked member is a bug). */
  member<K extends CampaignMember>(name: K): Campaign[K] {
    if (this.#whole !== undefined) return this.#whole[name];
    if (!this.#members.has(name)) throw new Error(`campaign member ${name} read before it was decoded`);
    return this.#members.get(name) as Campaign[K];
  }

  /** The whole campaign, decoded once and kept; undefined (with `rejection` set) when it does not decode. */
  campaign(): Campaign | undefined {
    if (this.#whole === undefined && this.#rejection === undefined) {
      const result = z.safeParse(campaignSchema, this.#raw);
      if (result.success) {
        this.#whole = result.data;
        this.#valid = true;
      } else this.#reject(collectIssues(result.error.issues));
    }
    return this.#whole;
  }

  /**
   * Checks every member without keeping the decoded campaign (rows checked in the background are
   * thousands; only the ones shown are kept). True when the row decodes.
   */
  check(): boolean {
    if (this.#valid || this.#rejection !== undefined) return this.#valid;
    const result = z.safeParse(campaignSchema, this.#raw);
    if (result.success) this.#valid = true;
    else this.#reject(collectIssues(result.error.issues));
    return this.#valid;
  }

  #reject(issues: ApiIssue[]): void {
    this.#rejection = summarizeIssues(issues);
    // As `campaignPageSchema` does for a row it leaves out: the developer sees what was sent.
    console.error('A row of a campaign list answer could not be decoded and is not shown', issues, this.#raw);
  }
}
