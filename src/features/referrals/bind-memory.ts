import { useSyncExternalStore } from 'react';
import { ADDRESS_FORMAT_HINT, ADDRESS_PATTERN, toAddress, type Address } from '../../domain/address.ts';
import { keptStoreFamily } from '../../lib/kept-family.ts';
import * as z from '../../lib/zod.ts';

// The service has no read for a bind ("who is my referrer?"), so what this browser learned from
// a bind's answer is kept here, per referee wallet. It is a memory, not the truth: another
// browser, or cleared storage, does not have it.

/** What this browser saw of a wallet's bind. */
export interface RememberedBind {
  /** The referrer's username, as entered; undefined when the service refused with ALREADY_BOUND. */
  username?: string | undefined;
  /** The referrer wallet the service stored; undefined when it did not say (ALREADY_BOUND). */
  referrer?: Address | undefined;
  /** When this browser saw the answer. */
  seenAt: Date;
  /** `created`: this answer made the bind; `repeat`: it already existed; `other`: another referrer holds it. */
  outcome: 'created' | 'repeat' | 'other';
}

const address = z.codec(z.string().check(z.regex(ADDRESS_PATTERN, ADDRESS_FORMAT_HINT)), z.custom<Address>(), {
  decode: (text) => toAddress(text),
  encode: (value) => value,
});
// Checked by parsing rather than z.iso.datetime, whose pattern code would join the first load.
const isoDate = z.codec(z.string(), z.date(), {
  decode: (text, ctx) => {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date;
    ctx.issues.push({ code: 'custom', message: 'expected a date and time', input: text });
    return z.NEVER;
  },
  encode: (date) => date.toISOString(),
});

/** Per referee wallet, under the keys this browser has always used (JSON before versions were kept). */
const bindMemory = keptStoreFamily((referee: Address) => `partner.referralBind.${referee.toLowerCase()}`, {
  name: 'a remembered referral bind',
  version: 1,
  legacy: 'json',
  schema: z.object({
    username: z.optional(z.string()),
    referrer: z.optional(address),
    seenAt: isoDate,
    outcome: z.enum(['created', 'repeat', 'other']),
  }),
  fallback: undefined,
});

// The wallets whose bind this page made since it was opened (not kept: a reload starts a new
// visit). A link is then answered "Bound to @alice", what just happened, rather than "already
// bound, this link changes nothing", which is for a wallet that came here bound.
const boundThisVisit = new Set<Address>();

/** Remembers a bind's answer for `referee` in this browser. */
export function rememberBind(referee: Address, bind: RememberedBind): void {
  if (bind.outcome === 'created') boundThisVisit.add(referee);
  else boundThisVisit.delete(referee);
  bindMemory(referee).write(bind);
}

/** Forgets what this browser remembered of `referee`'s bind (the bind itself stays). */
export function forgetBind(referee: Address): void {
  boundThisVisit.delete(referee);
  bindMemory(referee).clear();
}

/** Whether this page made `referee`'s bind, since it was opened. */
export function wasBoundThisVisit(referee: Address | undefined): boolean {
  return referee !== undefined && boundThisVisit.has(referee);
}

const noBind = () => undefined;
const noChange = () => noBind;

/** The bind this browser remembers for `referee`, kept current across tabs. */
export function useRememberedBind(referee: Address | undefined): RememberedBind | undefined {
  const store = referee === undefined ? undefined : bindMemory(referee);
  return useSyncExternalStore(store?.subscribe ?? noChange, store?.getSnapshot ?? noBind, noBind);
}
