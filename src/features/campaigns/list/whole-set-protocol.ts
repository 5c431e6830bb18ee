import type { Messages } from '@lingui/core';
import type { WholeSetAnswer, WholeSetView } from './whole-set-engine.ts';

// What the page and the whole-set worker say to each other (whole-set.worker.ts, use-whole-set.ts).
// Everything here survives structured cloning: campaigns with their bigints and dates, and errors
// as records (api-error.ts `errorRecordOf`), rebuilt as the same ApiError on the page.

/** From the page. */
export type ToWholeSetWorker =
  /** Where and how to ask the service: sent first, once. */
  | { type: 'setup'; baseUrl: string; partnerRefId: string | undefined }
  /** The reader's language: names are searched and ranked in it. Sent first, then on each change. */
  | { type: 'language'; locale: string; formatLocale: string; messages: Messages }
  | { type: 'watch'; id: string; view: WholeSetView }
  | { type: 'unwatch'; id: string }
  | { type: 'retry'; id: string };

/** From the worker. */
export interface FromWholeSetWorker {
  type: 'answer';
  id: string;
  answer: WholeSetAnswer;
}
