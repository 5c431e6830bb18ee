import type { Address } from '../../../domain/address.ts';
import type { CampaignId } from '../../../domain/campaign-id.ts';
import {
  keepRun,
  keepSent,
  pendingSends,
  sentEntries,
  sentRun,
  settleSent,
  type SentEntry,
  type SentScope,
} from '../../../wallet/sent-transactions.ts';

/** Which claim-all a record belongs to (see claim-kinds.ts). */
type ClaimKindKey = 'rewards' | 'payouts';

// A claim-all under way, as the record of sends (sent-transactions.ts) holds it: the run and its
// scope, and every transaction or batch the wallet accepted and that is not yet known mined. A
// reload, a closed tab or a crash then resumes by watching those instead of sending them again,
// and finishes the rest.

/**
 * What a claim-all covers: one reward chain, or every chain; and every claimable campaign there,
 * or `only` the ones named (e.g. those closing soon).
 */
export type ClaimAllScope = SentScope;

/** A send the wallet accepted, not yet seen mined. */
export interface PendingSend {
  chainId: number;
  kind: 'transaction' | 'calls';
  /** Transaction hash or EIP-5792 calls id. */
  reference: string;
  campaigns: readonly CampaignId[];
  /** When the wallet accepted it (ms since 1970), to tell one still on its way from one gone. */
  sentAt?: number;
}

export interface ClaimAllMemory {
  scope: ClaimAllScope;
  pending: readonly PendingSend[];
}

const isClaimAllSend = (entry: SentEntry) =>
  entry.kind === 'claim-all' && entry.via !== 'safe' && entry.reference !== undefined;

function pendingOf(kind: ClaimKindKey, user: Address): SentEntry[] {
  return pendingSends(kind, user).filter(isClaimAllSend);
}

function asPendingSend(entry: SentEntry): PendingSend {
  return {
    chainId: entry.chainId,
    kind: entry.via === 'calls' ? 'calls' : 'transaction',
    reference: entry.reference ?? '',
    campaigns: entry.calls.map((call) => call.campaign),
    sentAt: entry.sentAt,
  };
}

export function loadClaimAll(kind: ClaimKindKey, user: Address): ClaimAllMemory | undefined {
  const run = sentRun(kind, user);
  const pending = pendingOf(kind, user);
  if (run === undefined && pending.length === 0) return undefined;
  return { scope: run?.scope ?? pending[0]?.scope ?? {}, pending: pending.map(asPendingSend) };
}

/**
 * Makes the run kept for `user` `memory`: its scope, and exactly its sends pending (the others
 * settled); `undefined` ends the run and settles every send it kept.
 */
export function saveClaimAll(kind: ClaimKindKey, user: Address, memory: ClaimAllMemory | undefined): void {
  const keep = new Set(memory?.pending.map((send) => `${String(send.chainId)}:${send.reference.toLowerCase()}`));
  for (const entry of pendingOf(kind, user)) {
    if (!keep.has(`${String(entry.chainId)}:${entry.reference?.toLowerCase() ?? ''}`))
      settleSent(entry.chainId, entry.reference ?? '');
  }
  const kept = new Set(pendingOf(kind, user).map((entry) => `${String(entry.chainId)}:${entry.reference ?? ''}`));
  for (const send of memory?.pending ?? []) {
    if (!kept.has(`${String(send.chainId)}:${send.reference}`)) keepPendingSend(kind, user, memory?.scope ?? {}, send);
  }
  keepRun(kind, user, memory?.scope);
}

/**
 * Adds a send the wallet accepted to the claim-all kept for `user`, read afresh so that two
 * controls or tabs writing the same record keep each other's sends; `scope` becomes the run's.
 */
export function keepPendingSend(kind: ClaimKindKey, user: Address, scope: ClaimAllScope, send: PendingSend): void {
  keepRun(kind, user, scope);
  keepSent({
    kind: 'claim-all',
    ledger: kind,
    user,
    chainId: send.chainId,
    via: send.kind,
    reference: send.reference,
    scope,
    calls: send.campaigns.map((campaign) => ({ campaign })),
    sentAt: send.sentAt ?? Date.now(),
  });
}

/**
 * Settles a send of the claim-all kept for `user`. The run itself stays while it goes on (it says
 * a run is under way, which a reload resumes); `endClaimAll` ends it.
 */
export function dropPendingSend(kind: ClaimKindKey, user: Address, reference: string): void {
  const send = pendingOf(kind, user).find((entry) => entry.reference?.toLowerCase() === reference.toLowerCase());
  if (send !== undefined) settleSent(send.chainId, reference);
}

/** Marks a run of `scope` under way, keeping any sends already kept (another run's, or unfollowed ones). */
export function beginClaimAll(kind: ClaimKindKey, user: Address, scope: ClaimAllScope): void {
  keepRun(kind, user, scope);
}

/** Ends a run once no kept send is left; one still on its way stays for a reload. */
export function endClaimAll(kind: ClaimKindKey, user: Address): void {
  if (pendingOf(kind, user).length === 0) keepRun(kind, user, undefined);
}

/** A campaign a run paid, as the record of its settled send holds it. */
export interface PaidInRun {
  campaign: CampaignId;
  amount: bigint;
  cumulative: bigint;
  hash: `0x${string}`;
}

/**
 * What the run under way for `user` has paid so far, from its settled sends: after a reload, the
 * report starts from these, so a chain paid before the reload is in it with every campaign.
 */
export function paidInRun(kind: ClaimKindKey, user: Address): PaidInRun[] {
  const run = sentRun(kind, user);
  if (run === undefined) return [];
  return sentEntries()
    .filter(
      (entry) =>
        isClaimAllSend(entry) &&
        entry.status === 'settled' &&
        entry.ledger === kind &&
        entry.user === user.toLowerCase() &&
        entry.sentAt >= run.startedAt,
    )
    .flatMap((entry) =>
      entry.calls.flatMap(({ campaign, paid, amount, hash }) =>
        paid === undefined || amount === undefined || hash === undefined
          ? []
          : [{ campaign, amount, cumulative: paid, hash }],
      ),
    );
}

/**
 * Whether a kept claim-all is the one a control of `scope` runs. A limited run (`only`) belongs to
 * the limited control of its chain scope whatever campaigns it names today (the ones closing soon
 * change as claims are paid and days pass); it is never resumed by the unlimited control beside it,
 * nor an unlimited run by the limited one.
 */
export function sameScope(a: ClaimAllScope, b: ClaimAllScope): boolean {
  return a.chainId === b.chainId && (a.only === undefined) === (b.only === undefined);
}
