import { t } from '@lingui/core/macro';
import { createEvents, type EventAttributes } from 'ics';
import { chainName } from '../../config/chains.ts';
import { isExpired, deadlineKey, type ClaimDeadline } from '../../domain/claim-deadline.ts';
import { formatTokenWithSymbol } from '../../domain/token-amount.ts';

// A calendar file of claim deadlines, made in the browser: nothing leaves it. The `ics` package
// writes it, because RFC 5545's escaping (commas, semicolons, newlines in a campaign's name), line
// folding at 75 octets and UTC stamps are easy to get subtly wrong by hand. It is heavy for what
// it does (a schema library comes with it), so this module is only ever imported on a click.

interface CalendarOptions {
  /** Deadlines already passed at `now` are left out: the chain would refuse the claim. */
  now: Date;
  /** The calendar's name, shown by calendar apps that import it as a calendar of its own. */
  calendarName?: string;
}

/** Why no calendar file can be made, in words for the person who asked for one. */
export class CalendarFileError extends Error {
  override name = 'CalendarFileError';
}

const PRODUCT_ID = '-//Partner Incentives//Claim deadlines//EN';
/** Reminders before each deadline: 3 days (time to plan a claim) and 1 day (last call). */
const REMINDER_HOURS = [72, 24] as const;

function amountOf(deadline: ClaimDeadline): string {
  return formatTokenWithSymbol(deadline.claimable.amount, deadline.claimable);
}

/** The event's title, e.g. "Claim 120 USDC from PTN rewards on steakUSDC before it expires". */
function calendarEventTitle(deadline: ClaimDeadline): string {
  const amount = amountOf(deadline);
  const campaignName = deadline.campaignName;
  return deadline.kind === 'reward'
    ? t`Claim ${amount} from ${campaignName} before it expires`
    : t`Claim your ${amount} referral payout from ${campaignName} before its window closes`;
}

function descriptionOf(deadline: ClaimDeadline): string {
  const amount = amountOf(deadline);
  const campaignName = deadline.campaignName;
  const chain = chainName(deadline.id.chainId);
  // The moment stays in ISO 8601 (UTC): the calendar shows the event at it in the reader's zone.
  const closesAt = deadline.closesAt.toISOString();
  const url = deadline.url;
  return [
    deadline.kind === 'reward'
      ? t`${amount} reward claimable from ${campaignName} on ${chain}.`
      : t`${amount} referral payout claimable from ${campaignName} on ${chain}.`,
    t`After ${closesAt} the chain no longer pays it.`,
    t`Claim it here: ${url}`,
  ].join('\n');
}

/** A UID unique across calendars (RFC 5545 asks for a domain part) and stable across downloads. */
function uidOf(deadline: ClaimDeadline): string {
  let host = 'claims.invalid';
  try {
    host = new URL(deadline.url).host || host;
  } catch {
    // A link that is not absolute still gets a unique, stable UID; the link itself is left as it is.
    host = 'claims.invalid';
  }
  return `${deadlineKey(deadline)}@${host}`;
}

function eventOf(deadline: ClaimDeadline, now: Date): EventAttributes {
  const at = deadline.closesAt.getTime();
  return {
    // A point in time: the moment the claim stops being paid, in UTC whatever the reader's zone.
    start: at,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: at,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: calendarEventTitle(deadline),
    description: descriptionOf(deadline),
    url: deadline.url,
    uid: uidOf(deadline),
    categories: [chainName(deadline.id.chainId)],
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
    // A reminder whose moment has already passed would fire at once on import: left out.
    alarms: REMINDER_HOURS.filter((hours) => at - hours * 3_600_000 > now.getTime()).map((hours) => ({
      action: 'display',
      description: calendarEventTitle(deadline),
      trigger: { hours, before: true },
    })),
  };
}

/**
 * An iCalendar file (RFC 5545) with one event per open deadline, at the moment it closes (UTC),
 * with reminders 3 days and 1 day before, the amount, the chain and a link back to the claim.
 * Throws CalendarFileError, in words, when there is nothing to put in it (no deadline, or all
 * passed) or the file cannot be written.
 */
export function calendarFileOf(deadlines: readonly ClaimDeadline[], options: CalendarOptions): string {
  if (deadlines.length === 0) throw new CalendarFileError(t`There is no claim deadline to add to a calendar.`);
  const open = deadlines.filter((deadline) => !isExpired(deadline.closesAt, options.now));
  if (open.length === 0) {
    throw new CalendarFileError(
      deadlines.length === 1
        ? t`This claim has already expired: there is no deadline left to add to a calendar.`
        : t`These claims have all expired: there is no deadline left to add to a calendar.`,
    );
  }
  const { error, value } = createEvents(
    open.map((deadline) => eventOf(deadline, options.now)),
    { productId: PRODUCT_ID, calName: options.calendarName ?? t`Claim deadlines` },
  );
  if (error !== null || value === null) {
    const detail = error?.message;
    throw new CalendarFileError(
      detail === undefined
        ? t`The calendar file could not be written: no output.`
        : t`The calendar file could not be written: ${detail}.`,
      { cause: error },
    );
  }
  return value;
}
