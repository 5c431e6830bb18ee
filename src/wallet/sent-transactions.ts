import { useSyncExternalStore } from 'react';
import type { Address } from '../domain/address.ts';
import { formatCampaignId, isSameCampaignId, parseCampaignId, type CampaignId } from '../domain/campaign-id.ts';
import { keptStore } from '../lib/kept.ts';
import * as z from '../lib/zod.ts';
import { announceSettled } from './sent-settled.ts';
import type { SentEntry, SentLedger, SentRecord, SentRun, SentScope } from './sent-entry.ts';

export type { SentEntry, SentLedger, SentScope } from './sent-entry.ts';

// One record of every transaction this browser sent to pay a wallet: a single claim, a referral
// payout, a Claim everything transaction or EIP-5792 call bundle, a claim batch proposed to a
// Safe. Each is one entry, from the moment the wallet (or the Safe) accepted it until it settled,
// and after: with what the manager's logs said each call paid. Every screen reads this one record:
// the resume after a reload (nothing is sent twice), the amounts a claim paid before the service
// reports them, the pending rows of the history. What earlier builds kept under four keys is read
// into it once the claim code loads (sent-transactions-legacy.ts), so a run under way survives a
// deploy; the screens read only this record, on their first render.

const lowerAddress = z.codec(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected an address')),
  z.custom<Address>((value) => typeof value === 'string'),
  { decode: (text) => text.toLowerCase() as Address, encode: (value) => value },
);
const hexData = z.codec(
  z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'expected hex data')),
  z.custom<`0x${string}`>((value) => typeof value === 'string'),
  { decode: (text) => text as `0x${string}`, encode: (value) => value },
);
const amount = z.codec(z.string().check(z.regex(/^\d{1,78}$/, 'expected a decimal amount')), z.bigint(), {
  decode: (text) => BigInt(text),
  encode: (value) => value.toString(),
});
const campaignIdText = z.codec(
  z.string(),
  z.custom<CampaignId>((value: unknown) => typeof value === 'object' && value !== null),
  {
    decode: (text, ctx) => {
      const id = parseCampaignId(text);
      if (id !== null) return id;
      ctx.issues.push({ code: 'custom', message: 'expected <chainId>:<campaignIndex>', input: text });
      return z.NEVER;
    },
    encode: (id) => formatCampaignId(id),
  },
);
const chainId = z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
const ledger = z.enum(['rewards', 'payouts']);
const sentScopeSchema = z.object({
  chainId: z.optional(chainId),
  only: z.optional(z.array(campaignIdText)),
  withCostly: z.optional(z.literal(true)),
});

const entrySchema = z.object({
  kind: z.enum(['claim', 'payout', 'claim-all', 'safe-proposal']),
  ledger,
  user: lowerAddress,
  chainId,
  via: z.enum(['transaction', 'calls', 'safe']),
  reference: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{1,200}$/, 'expected a hash or a calls id'))),
  safe: z.optional(z.object({ address: lowerAddress, calls: z.array(z.object({ to: lowerAddress, data: hexData })) })),
  scope: z.optional(sentScopeSchema),
  calls: z.array(
    z.object({
      campaign: campaignIdText,
      paid: z.optional(amount),
      amount: z.optional(amount),
      hash: z.optional(hexData),
      reportedAt: z.optional(z.number()),
    }),
  ),
  status: z.enum(['pending', 'settled']),
  sentAt: z.number(),
  settledAt: z.optional(z.number()),
});

const noRecord: SentRecord = { entries: [], runs: [] };

const recordSchema: z.ZodMiniType<SentRecord> = z.object({
  entries: z.array(entrySchema),
  runs: z.array(z.object({ ledger, user: lowerAddress, scope: sentScopeSchema, startedAt: z.number() })),
});

const store = keptStore({
  key: 'sent-transactions',
  name: 'the transactions this browser sent',
  version: 1,
  schema: recordSchema,
  fallback: noRecord,
});

/**
 * How many settled entries are kept: enough for every screen's "paid before the service says so"
 * and the history's recent sends, bounded so a wallet claiming for years does not grow the record
 * (and every read of it) without end. Pending entries and unreported payments are always kept.
 */
const SETTLED_KEPT = 400;

/** The record as kept. */
function read(): SentRecord {
  return store.read();
}

/**
 * Adds sends and runs an earlier build kept under its own keys (sent-transactions-legacy.ts).
 * A key the browser refused to remove is read again on the next page: sends already in the record
 * (same reference) and runs already under way are not added twice.
 */
export function addEarlierSends(earlier: SentRecord): void {
  if (earlier.entries.length === 0 && earlier.runs.length === 0) return;
  const current = read();
  const entries = earlier.entries.filter(
    (entry) =>
      entry.reference === undefined ||
      !current.entries.some((kept) => sameReference(kept, entry.chainId, entry.reference ?? '')),
  );
  const runs = earlier.runs.filter((run) => !current.runs.some((kept) => isFor(kept, run.ledger, run.user)));
  store.write({ entries: [...current.entries, ...entries], runs: [...current.runs, ...runs] });
}

function bounded(entries: readonly SentEntry[]): SentEntry[] {
  // A call that paid nothing has nothing to report; one that paid is dropped once reported.
  const settled = entries.filter(
    (entry) =>
      entry.status === 'settled' &&
      entry.calls.every((call) => call.paid === undefined || call.reportedAt !== undefined),
  );
  if (settled.length <= SETTLED_KEPT) return [...entries];
  const dropped = new Set(settled.sort((a, b) => a.sentAt - b.sentAt).slice(0, settled.length - SETTLED_KEPT));
  return entries.filter((entry) => !dropped.has(entry));
}

function update(change: (record: SentRecord) => SentRecord): void {
  const next = change(read());
  store.write({ entries: bounded(next.entries), runs: next.runs });
}

const sameReference = (entry: SentEntry, chain: number, reference: string) =>
  entry.chainId === chain && entry.reference?.toLowerCase() === reference.toLowerCase();

const isFor = (entry: { ledger: SentLedger; user: Address }, ledgerOf: SentLedger, user: Address) =>
  entry.ledger === ledgerOf && entry.user === user.toLowerCase();

/**
 * The sends this page (this document, not another tab sharing the record) kept, by chain and
 * reference: the rewards widget tells its host page of its own claims only.
 */
const keptInThisPage = new Set<string>();
const referenceKey = (chainId: number, reference: string) => `${String(chainId)}:${reference.toLowerCase()}`;

/** Whether this page sent `entry` (see keptInThisPage). */
export function sentFromThisPage(entry: SentEntry): boolean {
  return entry.reference !== undefined && keptInThisPage.has(referenceKey(entry.chainId, entry.reference));
}

/** Every entry, oldest first. */
export function sentEntries(): readonly SentEntry[] {
  return read().entries;
}

/**
 * Keeps a send the wallet or the Safe accepted. A send with the same reference is replaced, and so
 * is any pending send `replaces` names (the transaction a wallet sped up, a proposal made anew).
 */
export function keepSent(entry: Omit<SentEntry, 'status'>, replaces?: (pending: SentEntry) => boolean): void {
  const kept: SentEntry = { ...entry, user: entry.user.toLowerCase() as Address, status: 'pending' };
  if (kept.reference !== undefined) keptInThisPage.add(referenceKey(kept.chainId, kept.reference));
  const replaced = (other: SentEntry) =>
    (kept.reference !== undefined && sameReference(other, kept.chainId, kept.reference)) ||
    (other.status === 'pending' && replaces?.(other) === true);
  update((record) => ({ ...record, entries: [...record.entries.filter((other) => !replaced(other)), kept] }));
}

/**
 * Marks the send `reference` on `chain` settled: mined (its calls' payments are recorded apart, as
 * the logs are read), replaced, failed or withdrawn. Screens showing its campaigns are refreshed.
 */
export function settleSent(chain: number, reference: string): void {
  const entry = read().entries.find((candidate) => sameReference(candidate, chain, reference));
  if (entry === undefined || entry.status === 'settled') return;
  const settled: SentEntry = { ...entry, status: 'settled', settledAt: Date.now() };
  update((record) => ({
    ...record,
    entries: record.entries.map((candidate) => (candidate === entry ? settled : candidate)),
  }));
  announceSettled(settled);
}

/**
 * Records what the chain has paid `user` in `campaign` (a cumulative total for a reward, the
 * payout's amount for a payout), on the newest send of that campaign; never lowers a recorded
 * amount. A payment with no send on record (another tab's, or one kept by an earlier build) gets
 * an entry of its own. Screens showing the campaign are refreshed.
 */
export function recordPaid(
  ledgerOf: SentLedger,
  user: Address,
  campaign: CampaignId,
  paid: bigint,
  paidBy?: { amount: bigint; hash: `0x${string}` },
): void {
  const record = read();
  const known = paidOf(record, ledgerOf, user, campaign);
  if (known !== undefined && known >= paid) return;
  const carrying = [...record.entries]
    .reverse()
    .find(
      (entry) => isFor(entry, ledgerOf, user) && entry.calls.some((call) => isSameCampaignId(call.campaign, campaign)),
    );
  const entry: SentEntry = carrying ?? {
    kind: ledgerOf === 'rewards' ? 'claim' : 'payout',
    ledger: ledgerOf,
    user: user.toLowerCase() as Address,
    chainId: campaign.chainId,
    via: 'transaction',
    calls: [{ campaign }],
    status: 'settled',
    sentAt: Date.now(),
    settledAt: Date.now(),
  };
  const paidEntry: SentEntry = {
    ...entry,
    calls: entry.calls.map((call) =>
      isSameCampaignId(call.campaign, campaign) ? { campaign, paid, ...paidBy } : call,
    ),
  };
  update((current) => ({
    ...current,
    entries:
      carrying === undefined
        ? [...current.entries, paidEntry]
        : current.entries.map((candidate) => (candidate === carrying ? paidEntry : candidate)),
  }));
  announceSettled({ ...paidEntry, calls: [{ campaign }] });
}

/**
 * Marks the payments of `campaigns` as reported by the service: a screen stops checking them
 * against a proof, and the record may drop them once old.
 */
export function markReported(ledgerOf: SentLedger, user: Address, campaigns: readonly CampaignId[]): void {
  const ids = new Set(campaigns.map(formatCampaignId));
  const touches = (entry: SentEntry) =>
    isFor(entry, ledgerOf, user) &&
    entry.calls.some(
      (call) => call.paid !== undefined && call.reportedAt === undefined && ids.has(formatCampaignId(call.campaign)),
    );
  if (!read().entries.some(touches)) return;
  const now = Date.now();
  update((record) => ({
    ...record,
    entries: record.entries.map((entry) =>
      touches(entry)
        ? {
            ...entry,
            calls: entry.calls.map((call) =>
              call.paid !== undefined && call.reportedAt === undefined && ids.has(formatCampaignId(call.campaign))
                ? { ...call, reportedAt: now }
                : call,
            ),
          }
        : entry,
    ),
  }));
}

/** The largest amount recorded paid to `user` in `campaign` and not yet reported by the service. */
function paidOf(record: SentRecord, ledgerOf: SentLedger, user: Address, campaign: CampaignId): bigint | undefined {
  let paid: bigint | undefined;
  for (const entry of record.entries) {
    if (!isFor(entry, ledgerOf, user)) continue;
    for (const call of entry.calls) {
      if (call.paid === undefined || !isSameCampaignId(call.campaign, campaign)) continue;
      if (paid === undefined || call.paid > paid) paid = call.paid;
    }
  }
  return paid;
}

/** Pending sends of `user`'s `ledger`, oldest first. */
export function pendingSends(ledgerOf: SentLedger, user: Address): SentEntry[] {
  return read().entries.filter((entry) => entry.status === 'pending' && isFor(entry, ledgerOf, user));
}

/**
 * The pending send of `user`'s `ledger` that carries `campaign`, if one does: a single claim, a
 * Claim everything transaction or bundle, or a Safe proposal waiting for its owners. Such a
 * campaign is never sent again while it may still land.
 */
export function pendingCarrying(ledgerOf: SentLedger, user: Address, campaign: CampaignId): SentEntry | undefined {
  return pendingSends(ledgerOf, user).find((entry) =>
    entry.calls.some((call) => isSameCampaignId(call.campaign, campaign)),
  );
}

/** The Claim everything run under way for `user`'s `ledger`, if one is. */
export function sentRun(ledgerOf: SentLedger, user: Address): SentRun | undefined {
  return read().runs.find((run) => isFor(run, ledgerOf, user));
}

/** Starts (or with `undefined` ends) the Claim everything run of `user`'s `ledger`. */
export function keepRun(ledgerOf: SentLedger, user: Address, scope: SentScope | undefined): void {
  const others = read().runs.filter((run) => !isFor(run, ledgerOf, user));
  const run: SentRun | undefined =
    scope === undefined
      ? undefined
      : {
          ledger: ledgerOf,
          user: user.toLowerCase() as Address,
          scope,
          startedAt: sentRun(ledgerOf, user)?.startedAt ?? Date.now(),
        };
  update((record) => ({ ...record, runs: run === undefined ? others : [...others, run] }));
}

/** What the chain has paid per campaign, as this browser recorded it and the service may not report yet. */
export type PaidOnChain = (id: CampaignId) => bigint | undefined;

/** Follows the record (this tab and others), for `useSyncExternalStore`. */
function subscribe(listener: () => void): () => void {
  return store.subscribe(listener);
}

/**
 * How long a payment still counts on screens after the service and the chain reads reported it.
 * A reload restores the answers kept from the last visit, saved a moment before: a `claimed` read
 * or a reward row from before the claim would otherwise show a paid campaign as claimable until
 * the fresh answers arrive.
 */
const REPORTED_GRACE_MS = 15 * 60_000;

/** The record, following it (this tab and others). */
function useRecord(): SentRecord {
  return useSyncExternalStore(subscribe, read, () => noRecord);
}

const derived = new WeakMap<SentRecord, Map<string, unknown>>();

/**
 * What `compute` derives from `record`, worked out once per record and `key`: a hook gives the
 * same object while the record stays the same, so rows memoised on it keep their render.
 */
function derivedFrom<T>(record: SentRecord, key: string, compute: () => T): T {
  let byKey = derived.get(record);
  if (byKey === undefined) {
    byKey = new Map();
    derived.set(record, byKey);
  }
  if (!byKey.has(key)) byKey.set(key, compute());
  return byKey.get(key) as T;
}

const holderOf = (ledgerOf: SentLedger, user: Address) => `${ledgerOf}:${user.toLowerCase()}`;

/** `user`'s payments recorded in this browser and not yet reported (or reported a moment ago). */
export function usePaidOnChain(user: Address, ledgerOf: SentLedger = 'rewards'): PaidOnChain {
  const record = useRecord();
  return derivedFrom(record, `paid:${holderOf(ledgerOf, user)}`, () => paidReader(record, ledgerOf, user));
}

/** What `user` was recorded paid per campaign, the reported payments past their grace left out. */
function paidReader(record: SentRecord, ledgerOf: SentLedger, user: Address): PaidOnChain {
  const now = Date.now();
  const unreported = new Map<string, bigint>();
  for (const entry of record.entries) {
    if (!isFor(entry, ledgerOf, user)) continue;
    for (const call of entry.calls) {
      if (call.paid === undefined) continue;
      if (call.reportedAt !== undefined && now - call.reportedAt >= REPORTED_GRACE_MS) continue;
      const key = formatCampaignId(call.campaign);
      const known = unreported.get(key);
      if (known === undefined || call.paid > known) unreported.set(key, call.paid);
    }
  }
  return (id) => unreported.get(formatCampaignId(id));
}

/**
 * The transaction that paid `user` in a campaign, as this browser recorded it: what a paid row
 * links to until the service's figures name it (they lag the chain by up to a publication).
 */
export function usePaidHashes(user: Address, ledgerOf: SentLedger): (id: CampaignId) => `0x${string}` | undefined {
  const record = useRecord();
  return derivedFrom(record, `hash:${holderOf(ledgerOf, user)}`, () => {
    const hashes = new Map<string, `0x${string}`>();
    for (const entry of record.entries) {
      if (!isFor(entry, ledgerOf, user)) continue;
      // Newer entries come later and win: the payment recorded last is the one that paid.
      for (const call of entry.calls) {
        if (call.paid === undefined) continue;
        const hash = call.hash ?? (entry.via === 'transaction' ? entry.reference : undefined);
        if (hash !== undefined) hashes.set(formatCampaignId(call.campaign), hash as `0x${string}`);
      }
    }
    return (id: CampaignId) => hashes.get(formatCampaignId(id));
  });
}

/** Every pending send in this browser, whoever it pays, following the record. */
export function usePendingSends(): readonly SentEntry[] {
  const record = useRecord();
  return derivedFrom(record, 'pending', () => record.entries.filter((entry) => entry.status === 'pending'));
}

/**
 * The campaigns a pending send of `user`'s `ledger` carries (as `<chainId>:<index>`), following
 * the record: sent and maybe already mined, never to be offered or counted claimable meanwhile.
 */
export function useCampaignsOnTheirWay(user: Address, ledgerOf: SentLedger): ReadonlySet<string> {
  const record = useRecord();
  return derivedFrom(
    record,
    `on-their-way:${holderOf(ledgerOf, user)}`,
    (): ReadonlySet<string> =>
      new Set(
        record.entries
          .filter((entry) => entry.status === 'pending' && isFor(entry, ledgerOf, user))
          .flatMap((entry) => entry.calls.map((call) => formatCampaignId(call.campaign))),
      ),
  );
}

/** The entries of `user`, newest first, following the record. */
export function useSentEntries(user: Address | undefined): readonly SentEntry[] {
  const record = useRecord();
  if (user === undefined) return [];
  const key = user.toLowerCase();
  return derivedFrom(record, `sent:${key}`, () => record.entries.filter((entry) => entry.user === key).reverse());
}
