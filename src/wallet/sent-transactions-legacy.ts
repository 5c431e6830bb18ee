import type { Address } from '../domain/address.ts';
import { parseCampaignId, type CampaignId } from '../domain/campaign-id.ts';
import type { SentEntry, SentLedger, SentRun, SentScope } from './sent-entry.ts';
import { addEarlierSends } from './sent-transactions.ts';

// Builds before the one record kept a send under four kinds of keys. A browser updated in the
// middle of a claim (a Claim everything waiting for its second chain, a Safe proposal waiting for
// its owners) still holds them: they are read once into the record and removed, so the run
// resumes as it would have. Each value is checked by hand against the shape those builds wrote
// (versioned `{"version":1,"value":…}` or bare JSON); anything else is left out in words.
// Drop this module once no browser can hold these keys (a few months after the record shipped).

interface LegacySends {
  entries: SentEntry[];
  runs: SentRun[];
  /** Removes the keys read, once their contents are in the record. */
  forget: () => void;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const REFERENCE = /^0x[0-9a-fA-F]{1,200}$/;
const AMOUNT = /^\d{1,78}$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The value under a key, unwrapped from its version envelope when it has one. */
function unwrap(text: string): unknown {
  const parsed: unknown = JSON.parse(text);
  if (isObject(parsed) && parsed.version === 1 && 'value' in parsed) return parsed.value;
  return parsed;
}

function campaignsOf(value: unknown): CampaignId[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.map((text) => (typeof text === 'string' ? parseCampaignId(text) : null));
  return ids.every((id) => id !== null) ? ids : undefined;
}

function scopeOf(value: unknown): SentScope | undefined {
  if (!isObject(value)) return undefined;
  const scope: SentScope = {};
  if (typeof value.chainId === 'number') scope.chainId = value.chainId;
  if (value.only !== undefined) {
    const only = campaignsOf(value.only);
    if (only === undefined) return undefined;
    scope.only = only;
  }
  return scope;
}

/** A `PendingSend` as claim-all and single claims kept it. */
function pendingOf(value: unknown, base: Pick<SentEntry, 'kind' | 'ledger' | 'user' | 'scope'>): SentEntry | undefined {
  if (!isObject(value)) return undefined;
  const { chainId, kind, reference, sentAt } = value;
  const campaigns = campaignsOf(value.campaigns);
  if (typeof chainId !== 'number' || (kind !== 'transaction' && kind !== 'calls')) return undefined;
  if (typeof reference !== 'string' || !REFERENCE.test(reference) || campaigns === undefined) return undefined;
  return {
    ...base,
    chainId,
    via: kind,
    reference,
    calls: campaigns.map((campaign) => ({ campaign })),
    status: 'pending',
    sentAt: typeof sentAt === 'number' ? sentAt : Date.now(),
  };
}

function safeProposalOf(value: unknown, ledger: SentLedger, user: Address): SentEntry | undefined {
  if (!isObject(value)) return undefined;
  const { chainId, safe, safeTxHash, calls, proposedAt } = value;
  const campaigns = campaignsOf(value.campaigns);
  const scope = scopeOf(value.scope);
  if (typeof chainId !== 'number' || typeof safe !== 'string' || !ADDRESS.test(safe)) return undefined;
  if (typeof safeTxHash !== 'string' || !REFERENCE.test(safeTxHash) || campaigns === undefined) return undefined;
  if (!Array.isArray(calls) || scope === undefined) return undefined;
  const proposed = calls.flatMap((call: unknown) =>
    isObject(call) && typeof call.to === 'string' && ADDRESS.test(call.to) && typeof call.data === 'string'
      ? [{ to: call.to.toLowerCase() as Address, data: call.data as `0x${string}` }]
      : [],
  );
  if (proposed.length !== calls.length) return undefined;
  return {
    kind: 'safe-proposal',
    ledger,
    user,
    chainId,
    via: 'safe',
    reference: safeTxHash,
    safe: { address: safe.toLowerCase() as Address, calls: proposed },
    scope,
    calls: campaigns.map((campaign) => ({ campaign })),
    status: 'pending',
    sentAt: typeof proposedAt === 'number' ? proposedAt : Date.now(),
  };
}

/** Payments the chain made, kept per holder (`<address>` or `payout:<address>`) and campaign. */
function paidEntriesOf(value: unknown): SentEntry[] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([holder, campaigns]) => {
    const ledger: SentLedger = holder.startsWith('payout:') ? 'payouts' : 'rewards';
    const user = holder.replace(/^payout:/, '').toLowerCase();
    if (!ADDRESS.test(user) || !isObject(campaigns)) return [];
    return Object.entries(campaigns).flatMap(([text, paid]) => {
      const campaign = parseCampaignId(text);
      if (campaign === null || typeof paid !== 'string' || !AMOUNT.test(paid)) return [];
      const entry: SentEntry = {
        kind: ledger === 'rewards' ? 'claim' : 'payout',
        ledger,
        user: user as Address,
        chainId: campaign.chainId,
        via: 'transaction',
        calls: [{ campaign, paid: BigInt(paid) }],
        status: 'settled',
        sentAt: Date.now(),
        settledAt: Date.now(),
      };
      return [entry];
    });
  });
}

const SINGLE_CLAIM_KEY = /^single-claim:v1:(claim|payout):(0x[0-9a-f]{40}):(\d+:\d+)$/;
const CLAIM_ALL_KEY = /^claim-all:v1:(?:(payouts):)?(0x[0-9a-f]{40})$/;
const SAFE_PROPOSAL_KEY = /^safe-proposal:(rewards|payouts):(0x[0-9a-f]{40}):\d+$/;
const PAID_KEY = 'paid-on-chain:v1';

/** Whether `key` is one those builds wrote (any other key is someone else's, left alone). */
const isLegacyKey = (key: string) =>
  key === PAID_KEY || [SINGLE_CLAIM_KEY, CLAIM_ALL_KEY, SAFE_PROPOSAL_KEY].some((pattern) => pattern.test(key));

/** Reads one legacy key into entries and runs; undefined when the key is not one of them. */
function readKey(key: string, value: unknown): { entries: SentEntry[]; runs: SentRun[] } | undefined {
  let match = SINGLE_CLAIM_KEY.exec(key);
  if (match !== null) {
    const [, purpose, user] = match as unknown as [string, 'claim' | 'payout', Address];
    const entry = pendingOf(value, { kind: purpose, ledger: purpose === 'claim' ? 'rewards' : 'payouts', user });
    return { entries: entry === undefined ? [] : [entry], runs: [] };
  }
  match = CLAIM_ALL_KEY.exec(key);
  if (match !== null) {
    const ledger: SentLedger = match[1] === 'payouts' ? 'payouts' : 'rewards';
    const user = match[2] as Address;
    const scope = isObject(value) ? scopeOf(value.scope) : undefined;
    if (scope === undefined || !isObject(value) || !Array.isArray(value.pending)) return { entries: [], runs: [] };
    const entries = value.pending.map((send: unknown) => pendingOf(send, { kind: 'claim-all', ledger, user, scope }));
    // One malformed send makes the whole run untrustworthy, as it did for the build that wrote it.
    if (!entries.every((entry) => entry !== undefined)) return { entries: [], runs: [] };
    return { entries, runs: [{ ledger, user, scope, startedAt: Date.now() }] };
  }
  match = SAFE_PROPOSAL_KEY.exec(key);
  if (match !== null) {
    const entry = safeProposalOf(value, match[1] as SentLedger, match[2] as Address);
    return { entries: entry === undefined ? [] : [entry], runs: [] };
  }
  if (key === PAID_KEY) return { entries: paidEntriesOf(value), runs: [] };
  return undefined;
}

/** What earlier builds kept in this browser, as entries and runs of the one record. */
function readLegacySends(): LegacySends {
  const read: LegacySends = { entries: [], runs: [], forget: () => undefined };
  let storage: Storage;
  try {
    if (typeof window === 'undefined') return read;
    storage = window.localStorage;
  } catch {
    return read;
  }
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && isLegacyKey(key)) keys.push(key);
    }
    for (const key of keys) {
      const text = storage.getItem(key);
      let result: ReturnType<typeof readKey>;
      try {
        result = text === null ? undefined : readKey(key, unwrap(text));
      } catch {
        result = undefined;
      }
      result ??= { entries: [], runs: [] };
      if (result.entries.length === 0 && result.runs.length === 0)
        console.warn(`Ignoring a send kept by an earlier build (key "${key}"): it does not have the shape it had.`);
      read.entries.push(...result.entries);
      read.runs.push(...result.runs);
    }
  } catch (error) {
    console.warn('Could not read the sends kept by an earlier build of this app.', error);
    return read;
  }
  // The record is kept oldest first; storage lists its keys in no promised order.
  read.entries.sort((a, b) => a.sentAt - b.sentAt);
  read.forget = () => {
    for (const key of keys) {
      try {
        storage.removeItem(key);
      } catch {
        // The values are in the record now; a key the browser refuses to remove is read again
        // next time and merged without harm (sends are matched by reference).
      }
    }
  };
  return read;
}

let earlierRead = false;

/**
 * Reads what earlier builds kept into the record of sends, once per page, and removes their keys.
 * The claim code calls it as it loads (every claim, resume and watcher path goes through it);
 * screens that only show figures need no earlier send, since the chain's reads say what was paid.
 */
export function readEarlierSendsOnce(): void {
  if (earlierRead) return;
  earlierRead = true;
  const earlier = readLegacySends();
  addEarlierSends(earlier);
  earlier.forget();
}
