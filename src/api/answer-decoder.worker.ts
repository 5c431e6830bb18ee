/// <reference lib="webworker" />
import { replyTo, type DecodeReply, type DecodeRequest } from './answer-decoding.ts';

// Decodes large service answers off the main thread: this file only wires answer-decoding.ts
// (where the logic and its tests are) to the page's messages.

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<DecodeRequest>) => {
  const reply = replyTo(event.data);
  try {
    self.postMessage(reply);
  } catch (error) {
    // A value the browser cannot copy to the page: the page decodes this answer itself.
    console.error('A decoded answer could not be sent to the page, which decodes it itself', error);
    self.postMessage({ id: reply.id, answer: undefined } satisfies DecodeReply);
  }
};
