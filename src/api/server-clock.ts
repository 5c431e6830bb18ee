// The service's time, as its answers tell it. A bind signature's deadline is checked against the
// service's clock, so it must not come from the device clock alone: a phone set two hours off
// would sign deadlines the service refuses, and "sign again" would fail the same way. Every
// answer's `Date` header (exposed to the app by CORS) records how far the device clock is from
// the service's; the newest reading wins.

let offsetMs: number | null = null;
/**
 * The reading screens show "now" by: it follows `offsetMs` only when that moves by more than
 * SHOWN_TOLERANCE_MS (or first comes), so the second or so by which readings differ from one
 * answer to the next (whole-second headers, network time) never redraws a screen.
 */
let shownOffsetMs: number | null = null;
const SHOWN_TOLERANCE_MS = 10_000;
/** Screens showing a "now" by the service's clock, told when the shown reading moves. */
const listeners = new Set<() => void>();

function setOffset(next: number | null): void {
  offsetMs = next;
  if (next === shownOffsetMs) return;
  if (next !== null && shownOffsetMs !== null && Math.abs(next - shownOffsetMs) < SHOWN_TOLERANCE_MS) return;
  shownOffsetMs = next;
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
 * How far the service's clock is ahead of the device's as screens show it (null before any
 * answer): the newest reading, unless it is within a few seconds of the one shown.
 */
export function shownServiceClockOffsetMs(): number | null {
  return shownOffsetMs;
}

/**
 * Calls `listener` whenever the shown reading moves, for a screen that shows a "now" by it
 * (`useServiceClockOffset`). Returns the unsubscribe.
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
