import { errorRecordOf } from '../../../api/api-error.ts';
import { CampaignRowReader, getCampaignRows, type CampaignRowsPage } from '../../../api/campaign-rows.ts';
import type { ApiClient } from '../../../api/client.ts';
import { MAX_PAGE_SIZE } from '../../../api/schemas/requests.ts';
import { formatCampaignId } from '../../../domain/campaign-id.ts';
import { withinScope } from '../campaign-scope.ts';
import { SCOPE_MEMBERS } from './partner-scope.ts';
import type { ListedCampaign } from './sort-and-search.ts';
import { matchWholeSet, membersToMatch, pageOf } from './whole-set.ts';
import {
  readingKey,
  type CampaignDirectoryFilters,
  type RejectedRow,
  type WholeSetAnswer,
  type WholeSetView,
} from './whole-set-protocol.ts';

// The answers the service cannot page itself (My campaigns, a name search, an order it does not
// offer) are worked out over every campaign of the filtered list. This reads that list page after
// page (100 rows each, the most the service allows, one request at a time), keeps each row as sent,
// and answers each view with the page of matches it shows and the counts it says. It runs in a Web
// Worker (whole-set.worker.ts), so the main thread receives twenty campaigns, not ten thousand;
// where no worker can run it runs in the page (use-whole-set.ts). No React and no DOM here.
//
// How the first answer is chosen without decoding every campaign: a row is decoded only in the
// members its view reads (the id, the APR to rank by, the names a search or a tie reads:
// `membersToMatch`), and whole only when it is shown. A member that fails its schema rejects the
// row with a reason, as a whole decode would, so a malformed row is never ranked. The rest of each
// row is checked in the background (`checkSome`) while the next page is on its way, and a row found
// malformed there is reported and left out like any other.

/**
 * A whole filtered list is read again after this long (as a React Query entry of it was): ids and
 * names never change, and a fresh read is one request per hundred campaigns.
 */
export const REREAD_AFTER_MS = 5 * 60_000;

/** Readings kept in memory once nothing watches them (back to a view costs no request). */
const KEPT_READINGS = 6;

/** A row of a reading as the matching reads it: members decoded on first use, from the raw row. */
class ListedRow implements ListedCampaign {
  constructor(readonly reader: CampaignRowReader) {}
  get id() {
    return this.reader.member('id');
  }
  get tvl() {
    return this.reader.member('tvl');
  }
  get partnerApyBps() {
    return this.reader.member('partnerApyBps');
  }
  get rewardsRemaining() {
    return this.reader.member('rewardsRemaining');
  }
  get totalRewards() {
    return this.reader.member('totalRewards');
  }
  get startTime() {
    return this.reader.member('startTime');
  }
  get endTime() {
    return this.reader.member('endTime');
  }
  get estimatedEndDate() {
    return this.reader.member('estimatedEndDate');
  }
  get rewardToken() {
    return this.reader.member('rewardToken');
  }
  get target() {
    return this.reader.member('target');
  }
  get eventChainId() {
    return this.reader.member('eventChainId');
  }
  get userPosition() {
    return this.reader.member('userPosition');
  }
}

let readings = 0;
/**
 * Names this engine's readings apart from any other's (another tab's worker, a kept answer of the
 * last visit), so a row key never stands for another reading's copy of a campaign.
 */
const ENGINE_TAG = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Every page of one filtered list, as read so far. */
class Reading {
  /** Names this reading's rows apart from another reading's (row keys). */
  readonly number = (readings += 1);
  /** Rows with an id seen first here, in the service's order: an id read on an earlier page wins. */
  readonly rows: ListedRow[] = [];
  /** Every row read, with its place in the service's list: for rejections and the background check. */
  readonly read: { reader: CampaignRowReader; index: number }[] = [];
  readonly #ids = new Set<string>();
  pages = 0;
  total: number | undefined;
  error: unknown = null;
  readAt = 0;
  reading = false;
  /** The next row to check whole in the background. */
  checkedUpTo = 0;
  /** A fresh reading of the same filters, answering in place of this one once whole. */
  next: Reading | undefined;

  constructor(readonly filters: CampaignDirectoryFilters) {}

  get started(): boolean {
    return this.pages > 0;
  }

  get complete(): boolean {
    return this.started && this.pages * MAX_PAGE_SIZE >= (this.total ?? 0);
  }

  get searched(): number {
    return Math.min(this.read.length, this.total ?? this.read.length);
  }

  add(page: CampaignRowsPage): void {
    const offset = this.pages * MAX_PAGE_SIZE;
    page.data.forEach((raw, index) => {
      const reader = new CampaignRowReader(raw);
      this.read.push({ reader, index: offset + index });
      if (!reader.has(['id'])) return;
      const id = formatCampaignId(reader.member('id'));
      if (this.#ids.has(id)) return;
      this.#ids.add(id);
      this.rows.push(new ListedRow(reader));
    });
    this.pages += 1;
    this.total = page.total;
    if (this.complete) this.readAt = Date.now();
  }

  rejected(): RejectedRow[] {
    return this.read.flatMap(({ reader, index }) =>
      reader.rejection === undefined ? [] : [{ index, reason: reader.rejection }],
    );
  }
}

export interface WholeSetEngineOptions {
  /** The service client the pages are read with (its headers, time limit, retries and errors). */
  client: ApiClient;
  /** Receives each new answer of a watched view. */
  send: (id: string, answer: WholeSetAnswer) => void;
  /** Called when rows are waiting to be checked in the background (see `checkSome`). */
  onUnchecked?: () => void;
  now?: () => number;
}

/**
 * Reads whole filtered lists for the views watching them and answers each view whenever what it
 * shows may have changed: a page read, a failure, a retry, a row found malformed, a new language.
 */
export class WholeSetEngine {
  readonly #options: WholeSetEngineOptions;
  readonly #views = new Map<string, WholeSetView>();
  readonly #readings = new Map<string, Reading>();

  constructor(options: WholeSetEngineOptions) {
    this.#options = options;
  }

  /** Starts (or changes) a view: its reading goes on while it is watched, and it is answered at once. */
  watch(id: string, view: WholeSetView): void {
    this.#views.set(id, view);
    const key = readingKey(view.filters);
    let reading = this.#readings.get(key);
    if (reading === undefined) {
      reading = new Reading(view.filters);
      this.#readings.set(key, reading);
      this.#forgetUnwatched();
    } else {
      // Kept to the end of the map: the least recently watched go first.
      this.#readings.delete(key);
      this.#readings.set(key, reading);
    }
    const now = (this.#options.now ?? Date.now)();
    if (reading.complete && reading.next === undefined && now - reading.readAt >= REREAD_AFTER_MS) {
      reading.next = new Reading(view.filters);
    }
    void this.#readOn(reading);
    if (reading.next !== undefined) void this.#readOn(reading.next);
    this.#send(id, view);
  }

  /** Stops answering a view; its reading stops after the page on its way, unless another view watches it. */
  unwatch(id: string): void {
    this.#views.delete(id);
  }

  /** Asks the failed page (or the first one) again and carries on from there. */
  retry(id: string): void {
    const view = this.#views.get(id);
    const reading = view === undefined ? undefined : this.#readings.get(readingKey(view.filters));
    if (reading === undefined || reading.error === null) return;
    reading.error = null;
    void this.#readOn(reading);
    this.#answerWatchers(reading);
  }

  /** Answers every view again: the language changed, and with it the names searched and ranked by. */
  relabel(): void {
    for (const id of this.#views.keys()) this.#sendById(id);
  }

  /**
   * Checks up to `limit` rows whole (every member, as a page decode would) that no answer has
   * decoded yet; answers again the views whose reading had a row found malformed. True while rows
   * are left to check.
   */
  checkSome(limit: number): boolean {
    let left = limit;
    for (const reading of this.#readings.values()) {
      for (const current of [reading, reading.next]) {
        if (current === undefined) continue;
        let rejected = false;
        while (left > 0 && current.checkedUpTo < current.read.length) {
          const row = current.read[current.checkedUpTo];
          current.checkedUpTo += 1;
          if (row === undefined || row.reader.checked) continue;
          left -= 1;
          if (!row.reader.check()) rejected = true;
        }
        if (rejected && current === reading) this.#answerWatchers(reading);
        if (left === 0) return true;
      }
    }
    return false;
  }

  #watched(reading: Reading): boolean {
    const key = readingKey(reading.filters);
    const current = this.#readings.get(key);
    if (current !== reading && current?.next !== reading) return false;
    for (const view of this.#views.values()) if (readingKey(view.filters) === key) return true;
    return false;
  }

  /** Reads on, one page at a time, while the reading is watched, unfinished and not stopped by an error. */
  async #readOn(reading: Reading): Promise<void> {
    if (reading.reading) return;
    reading.reading = true;
    try {
      while (reading.error === null && !reading.complete && this.#watched(reading)) {
        try {
          const page = await getCampaignRows(
            { ...reading.filters, limit: MAX_PAGE_SIZE, offset: reading.pages * MAX_PAGE_SIZE },
            { client: this.#options.client },
          );
          reading.add(page);
        } catch (error) {
          reading.error = error;
        }
        this.#settle(reading);
        if (reading.read.length > reading.checkedUpTo) this.#options.onUnchecked?.();
      }
    } finally {
      reading.reading = false;
    }
  }

  /** After a page or a failure: a fresh reading replaces the one it renews once whole. */
  #settle(reading: Reading): void {
    const key = readingKey(reading.filters);
    const current = this.#readings.get(key);
    if (current?.next === reading) {
      // A failed fresh reading leaves the whole one in place; it is tried again on a later visit.
      if (reading.error !== null) current.next = undefined;
      else if (reading.complete) {
        this.#readings.set(key, reading);
        this.#answerWatchers(reading);
      }
      return;
    }
    this.#answerWatchers(reading);
  }

  #forgetUnwatched(): void {
    if (this.#readings.size <= KEPT_READINGS) return;
    const watched = new Set([...this.#views.values()].map((view) => readingKey(view.filters)));
    for (const key of this.#readings.keys()) {
      if (this.#readings.size <= KEPT_READINGS) return;
      if (!watched.has(key)) this.#readings.delete(key);
    }
  }

  #answerWatchers(reading: Reading): void {
    const key = readingKey(reading.filters);
    for (const [id, view] of this.#views) if (readingKey(view.filters) === key) this.#send(id, view);
  }

  #sendById(id: string): void {
    const view = this.#views.get(id);
    if (view !== undefined) this.#send(id, view);
  }

  #send(id: string, view: WholeSetView): void {
    const reading = this.#readings.get(readingKey(view.filters));
    if (reading === undefined) return;
    this.#options.send(id, answerView(reading, view));
  }
}

/** The answer to `view` from what `reading` holds: matches found, ordered once whole, one page of them decoded. */
function answerView(reading: Reading, view: WholeSetView): WholeSetAnswer {
  const { complete } = reading;
  const members = [...membersToMatch(view, { complete }), ...(view.narrowHere ? SCOPE_MEMBERS : [])];
  // A shown row that does not decode whole is rejected, and the page is made again without it.
  for (;;) {
    const usable = reading.rows.filter((row) => row.reader.has(members));
    const scoped = view.narrowHere ? withinScope(usable, view.scope) : usable;
    const matches = matchWholeSet(scoped, view, { complete });
    const shown = view.pageSize > 0 ? pageOf(matches, view.page, view.pageSize) : [];
    const campaigns = shown.flatMap((row) => row.reader.campaign() ?? []);
    if (campaigns.length < shown.length) continue;
    // Narrowed to a partner's scope here, the set once whole is the scoped one: "Ranked all 15
    // campaigns", not the 48 the service sent. While reading, the count is of the rows read.
    const narrowed = view.narrowHere && complete;
    return {
      view,
      campaigns,
      keys: campaigns.map((campaign) => `${ENGINE_TAG}:${String(reading.number)}:${formatCampaignId(campaign.id)}`),
      matches: matches.length,
      total: narrowed ? scoped.length : reading.total,
      searched: narrowed ? scoped.length : reading.searched,
      complete,
      pending: !reading.started && reading.error === null,
      error: reading.error === null ? null : errorRecordOf(reading.error),
      rejected: reading.rejected(),
    };
  }
}
