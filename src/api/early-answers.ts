/**
 * Answers index.html's start script asked the service for before the app's code ran: the opened
 * screen's first requests (a campaign page's campaign and its stats, the deposit targets; the
 * table is `EARLY_REQUESTS`, written into each page by scripts/route-preload-plugin.ts). They leave
 * beside the app's code instead of after it has downloaded and run, which on a slow phone is most
 * of the wait for a campaign page's content.
 *
 * The client adopts such an answer for its own first try of the same GET (the same URL and the
 * same partner reference, the only header the script and the client both send), once, and only
 * within `EARLY_ANSWER_WINDOW_MS` of the ask: an answer nobody took then (the screen had it kept
 * from an earlier visit) is dropped rather than served as new later.
 */

/** What the start script leaves on `window.__EARLY_ANSWERS__`, one entry per request it made. */
export interface EarlyAnswer {
  url: string;
  /** The `X-Partner-Ref-Id` it sent, or null for none. */
  partnerRefId: string | null;
  /** Device time of the ask (`Date.now()`). */
  askedAt: number;
  /** The response, with the device time it arrived (for the service clock). */
  answer: Promise<{ response: Response; receivedAt: number }>;
}

export interface EarlyAnswers {
  /** The answer asked for `url` with `partnerRefId`, once; undefined when there is none to adopt. */
  take(url: string, partnerRefId: string | undefined): EarlyAnswer['answer'] | undefined;
}

const EARLY_ANSWERS_GLOBAL = '__EARLY_ANSWERS__';

/** How long after its ask an answer may still be adopted (a screen asks within a second or two). */
export const EARLY_ANSWER_WINDOW_MS = 10_000;

function isEarlyAnswer(value: unknown): value is EarlyAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.url === 'string' &&
    (entry.partnerRefId === null || typeof entry.partnerRefId === 'string') &&
    typeof entry.askedAt === 'number' &&
    entry.answer instanceof Promise
  );
}

/** The answers in `list` (the start script's array; anything else holds none). */
export function earlyAnswersFrom(list: unknown, now: () => number = Date.now): EarlyAnswers {
  const entries = Array.isArray(list) ? list.filter(isEarlyAnswer) : [];
  for (const entry of entries) {
    // Not taken means not needed; a failed ask is the app's to make again, not an error to report.
    entry.answer.catch(() => undefined);
  }
  return {
    take(url, partnerRefId) {
      const index = entries.findIndex((entry) => entry.url === url && entry.partnerRefId === (partnerRefId ?? null));
      if (index < 0) return undefined;
      const [entry] = entries.splice(index, 1);
      if (entry === undefined || now() - entry.askedAt > EARLY_ANSWER_WINDOW_MS) return undefined;
      return entry.answer;
    },
  };
}

/** Whether the page's start script asked the service for anything (a production build's campaign page, deposit targets). */
export function pageAskedEarly(): boolean {
  const list = (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  return Array.isArray(list) && list.length > 0;
}

/** The app's early answers: those the page's start script left, if any. */
export function pageEarlyAnswers(): EarlyAnswers {
  return earlyAnswersFrom((globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL]);
}
