import type { Address } from 'viem';
import { decideFirstBind, findReferralCycle } from './bind-rules.ts';
import { fixtureInitialBinds, type FixtureInitialBind } from './wallets.ts';

// The only mutable part of the identity world: who referred whom, and when. The world engineer
// reads binds from here (referral earnings, no-retroactive attribution); the bind route writes.

/** One referee-to-referrer bind. Addresses lowercase; `referrer` is already canonical. */
export interface BindRecord {
  referee: Address;
  referrer: Address;
  boundAt: Date;
}

/** What an attempted bind did. Only `created` changed the store. */
type BindAttempt =
  | { outcome: 'created'; bind: BindRecord }
  | { outcome: 'repeat'; bind: BindRecord }
  | { outcome: 'already-bound'; bind: BindRecord }
  | { outcome: 'cyclic'; cycle: Address[] };

export interface BindStore {
  /** Every bind, oldest first. Copies: mutating them does not touch the store. */
  listBinds(): BindRecord[];
  referrerOf(referee: Address): Address | null;
  bindOf(referee: Address): BindRecord | null;
  /** Referees bound to `referrer`, oldest bind first. */
  refereesOf(referrer: Address): Address[];
  /**
   * Rules 6 and 7 and the write, in one synchronous step. Callers must not await between their
   * own checks and this call; inside it nothing can interleave, because JavaScript runs a
   * synchronous function to completion. That is what keeps one referee from ever gaining two
   * referrers under concurrent requests.
   */
  tryBind(referee: Address, referrer: Address, boundAt: Date): BindAttempt;
  /** Back to the initial binds. */
  reset(): void;
}

const copy = (bind: BindRecord): BindRecord => ({ ...bind, boundAt: new Date(bind.boundAt.getTime()) });

/**
 * Creates a store holding `initialBinds`, which `reset()` restores. Refuses initial binds that
 * the rules would never have accepted (a second referrer for one referee, a loop), since the world
 * built on them would then show states the real service cannot reach.
 */
export function createBindStore(initialBinds: readonly BindRecord[]): BindStore {
  // Map keeps insertion order, so listBinds is oldest-first as long as initial binds are sorted.
  let byReferee = new Map<Address, BindRecord>();

  const referrerOf = (referee: Address): Address | null => byReferee.get(referee)?.referrer ?? null;

  function load(): void {
    byReferee = new Map();
    const sorted = [...initialBinds].sort((a, b) => a.boundAt.getTime() - b.boundAt.getTime());
    for (const bind of sorted) {
      const attempt = tryBind(bind.referee, bind.referrer, bind.boundAt);
      if (attempt.outcome !== 'created') {
        throw new Error(`initial bind ${bind.referee} -> ${bind.referrer} is not acceptable: ${attempt.outcome}`);
      }
    }
  }

  function tryBind(referee: Address, referrer: Address, boundAt: Date): BindAttempt {
    const cycle = findReferralCycle(referrerOf, referee, referrer);
    if (cycle !== null) return { outcome: 'cyclic', cycle };
    const existing = byReferee.get(referee) ?? null;
    const decision = decideFirstBind(existing?.referrer ?? null, referrer);
    if (existing !== null) return { outcome: decision === 'repeat' ? 'repeat' : 'already-bound', bind: copy(existing) };
    const bind: BindRecord = { referee, referrer, boundAt: new Date(boundAt.getTime()) };
    byReferee.set(referee, bind);
    return { outcome: 'created', bind: copy(bind) };
  }

  load();

  return {
    listBinds: () => [...byReferee.values()].map(copy),
    referrerOf,
    bindOf(referee) {
      const bind = byReferee.get(referee);
      return bind === undefined ? null : copy(bind);
    },
    refereesOf: (referrer) =>
      [...byReferee.values()].filter((bind) => bind.referrer === referrer).map((bind) => bind.referee),
    tryBind,
    reset: load,
  };
}

/** The fixture binds placed relative to the world's origin (`clock.origin`). */
export function fixtureBindRecords(
  origin: Date,
  binds: readonly FixtureInitialBind[] = fixtureInitialBinds,
): BindRecord[] {
  return binds.map((bind) => ({
    referee: bind.referee,
    referrer: bind.referrer,
    boundAt: new Date(origin.getTime() + bind.boundAtOffsetSeconds * 1000),
  }));
}

/** The store the mock context uses: fixture binds relative to the world origin. */
export function createFixtureBindStore(origin: Date): BindStore {
  return createBindStore(fixtureBindRecords(origin));
}
