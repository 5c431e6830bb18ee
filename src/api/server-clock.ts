// The service's time, as its answers tell it. A bind signature's deadline is checked against the
// service's clock, so it must not come from the device clock alone: a phone set two hours off
// would sign deadlines the service refuses, and "sign again" would fail the same way. Every
// answer's `Date` header (exposed to the app by CORS) records how far the device clock is from
// the service's; the newest reading wins.

let offsetMs: number | null = null;
/** Screens showing a "now" by the service's clock, told when the reading moves. */
const listeners = new Set<() => void>();

function setOffset(next: number | null): void {
  if (next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** Records the `Date` header of an answer received at `receivedAtMs` (device clock). */
export function recordServiceDate(dateHeader: string | null, receivedAtMs: number): void {
  if (dateHeader === null) return;
  const serviceMs = Date.parse(dateHeader);
  if (Number.isNaN(serviceMs)) return;
  // HTTP dates have whole seconds: the reading is up to 1 s early, never late, so half a second
  // is added to centre it.
  setOffset(serviceMs + 500 - receivedAtMs);
}

/**
 * Takes a reading made elsewhere on this device (a worker asking the service on the page's behalf,
 * whose answers the page never sees), as the page's newest.
 */
export function adoptServiceClockOffset(readingMs: number | null): void {
  if (readingMs !== null && Number.isFinite(readingMs)) setOffset(readingMs);
}

/** How far the service's clock is ahead of the device's (negative: behind), or null before any answer. */
export function serviceClockOffsetMs(): number | null {
  return offsetMs;
}

/**
 * Calls `listener` whenever the reading moves, for a screen that shows a "now" by it
 * (`useSyncExternalStore`): on a return visit drawn from kept answers, the first fresh answer then
 * corrects a deadline's state at once, even when it brings the same rows. Returns the unsubscribe.
 */
export function subscribeServiceClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets the reading (tests). */
export function resetServiceClock(): void {
  setOffset(null);
}
