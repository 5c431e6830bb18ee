import { tryParseJson } from './api-error.ts';
import { campaignPageSchema } from './schemas/campaign.ts';
import { referralStatRowsSchema } from './schemas/referrals.ts';
import { userRewardPageSchema } from './schemas/rewards.ts';
import * as z from '../lib/zod.ts';

// The answers the app decodes off the main thread (answer-decoder.worker.ts): the large ones a
// wallet's screens wait for. A page of a 300-campaign wallet's rewards and a referrer's 383
// earnings each took 80 to 110 ms of a phone's main thread (4x CPU) to parse and decode row by
// row; a page of a hundred campaigns naming a wallet's claimable rows, 55 to 60 ms.

/** Each answer decoded off the main thread, by the schema the client decodes it with. */
const SCHEMAS = {
  userRewards: userRewardPageSchema,
  referralStats: referralStatRowsSchema,
  campaignPage: campaignPageSchema,
} as const;

/** The name of an answer decoded off the main thread. */
export type OffThreadAnswer = keyof typeof SCHEMAS;

/** What an answer decodes to: exactly what the client's own decode gives. */
export type DecodedAnswer<K extends OffThreadAnswer> = z.output<(typeof SCHEMAS)[K]>;

/**
 * Decodes the body of a 2xx answer with its schema, row by row as the client does. Undefined when
 * it is not JSON or fails the schema: the client then decodes it itself, and words the error
 * exactly as for any other answer.
 */
export function decodeAnswer<K extends OffThreadAnswer>(kind: K, text: string): DecodedAnswer<K> | undefined {
  const json = tryParseJson(text);
  if (!json.ok) return undefined;
  const result = z.safeParse(SCHEMAS[kind], json.value);
  return result.success ? (result.data as DecodedAnswer<K>) : undefined;
}

/** A request to the decoder. */
export interface DecodeRequest {
  id: number;
  kind: OffThreadAnswer;
  text: string;
}

/** The decoder's reply: the decoded answer, or undefined for the client to decode it itself. */
export interface DecodeReply {
  id: number;
  answer: DecodedAnswer<OffThreadAnswer> | undefined;
}

/** The decoder's work for one request, as the worker does it (here, so a test runs it in-process). */
export function replyTo(request: DecodeRequest): DecodeReply {
  return { id: request.id, answer: decodeAnswer(request.kind, request.text) };
}
