// The service's time, as its answers tell it. A bind signature's deadline is checked against the
// service's clock, so it must not come from the device clock alone: a phone set two hours off
// would sign deadlines the service refuses, and "sign again" would fail the same way. Every
// answer's `Date` header (exposed to the app by CORS) records how far the device clock is from
// the service's; the newest reading wins.

let offsetMs: number | null = null;

/** Records the `Date` header of an answer received at `receivedAtMs` (device clock). */
export function recordServiceDate(dateHeader: string | null, receivedAtMs: number): void {
  if (dateHeader === null) return;
  const serviceMs = Date.parse(dateHeader);
  if (Number.isNaN(serviceMs)) return;
  // HTTP dates have whole seconds: the reading is up to 1 s early, never late, so half a second
  // is added to centre it.
  offsetMs = serviceMs + 500 - receivedAtMs;
}

/**
 * Takes a reading made elsewhere on this device (a worker asking the service on the page's behalf,
 * whose answers the page never sees), as the page's newest.
 */
export function adoptServiceClockOffset(readingMs: number | null): void {
  if (readingMs !== null && Number.isFinite(readingMs)) offsetMs = readingMs;
}

/** How far the service's clock is ahead of the device's (negative: behind), or null before any answer. */
export function serviceClockOffsetMs(): number | null {
  return offsetMs;
}

/** Forgets the reading (tests). */
export function resetServiceClock(): void {
  offsetMs = null;
}
