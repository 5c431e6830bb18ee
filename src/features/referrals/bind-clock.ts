import { plural, t } from '@lingui/core/macro';
import { serviceClockOffsetMs } from '../../api/server-clock.ts';

// Where a bind's deadline takes "now" from. The service checks the deadline against its own
// clock, so the device clock alone is not trusted: the service's `Date` header (recorded by the
// API client on every answer, and fresh because the username is resolved just before signing)
// comes first, then the latest block's time, then the device clock as a last resort.

/** A device clock further than this from the trusted time gets a note saying so. */
const CLOCK_SKEW_NOTICE_MS = 3 * 60_000;

/** "Now" for a bind, and where it came from. */
export interface TrustedNow {
  nowMs: number;
  source: 'service' | 'block' | 'device';
  /** Trusted time minus the device clock (positive: the device is behind); 0 for 'device'. */
  deviceOffsetMs: number;
}

/** The service's time, once one of its answers has told it (a `Date` header); null before that. */
export function serviceNow(deviceNowMs: () => number = Date.now): TrustedNow | null {
  const offset = serviceClockOffsetMs();
  return offset === null ? null : { nowMs: deviceNowMs() + offset, source: 'service', deviceOffsetMs: offset };
}

/**
 * The trusted time: the service's clock when an answer told it, else the latest block's time
 * (`readBlockSeconds`, which may fail), else the device clock.
 */
export async function trustedNow(
  readBlockSeconds: () => Promise<bigint>,
  deviceNowMs: () => number = Date.now,
): Promise<TrustedNow> {
  const service = serviceNow(deviceNowMs);
  if (service !== null) return service;
  try {
    const blockMs = Number(await readBlockSeconds()) * 1000;
    const device = deviceNowMs();
    return { nowMs: blockMs, source: 'block', deviceOffsetMs: blockMs - device };
  } catch (error) {
    console.warn('No service or block time for the bind deadline; using the device clock', error);
    return { nowMs: deviceNowMs(), source: 'device', deviceOffsetMs: 0 };
  }
}

function describeDuration(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  if (minutes < 90) return plural(minutes, { one: '# minute', other: '# minutes' });
  const hours = Math.round((Math.abs(ms) / 3_600_000) * 10) / 10;
  // At least 1.5 here, so always "hours" in English.
  return plural(hours, { one: '# hour', other: '# hours' });
}

/**
 * A sentence about a device clock far from the trusted time, or null when it is close. The bind
 * itself is dated by the trusted time, so the note reassures as much as it warns.
 */
export function deviceClockNote(trusted: TrustedNow): string | null {
  if (trusted.source === 'device' || Math.abs(trusted.deviceOffsetMs) <= CLOCK_SKEW_NOTICE_MS) return null;
  const duration = describeDuration(trusted.deviceOffsetMs);
  const behind = trusted.deviceOffsetMs > 0;
  if (trusted.source === 'service') {
    return behind
      ? t`Your device clock is ${duration} behind the service's time. The bind signature was dated by the service's time, so it is not affected; setting your clock to update automatically avoids trouble elsewhere.`
      : t`Your device clock is ${duration} ahead of the service's time. The bind signature was dated by the service's time, so it is not affected; setting your clock to update automatically avoids trouble elsewhere.`;
  }
  return behind
    ? t`Your device clock is ${duration} behind the chain's latest block. The bind signature was dated by the chain's latest block, so it is not affected; setting your clock to update automatically avoids trouble elsewhere.`
    : t`Your device clock is ${duration} ahead of the chain's latest block. The bind signature was dated by the chain's latest block, so it is not affected; setting your clock to update automatically avoids trouble elsewhere.`;
}
