import type { DecodedAnswer, DecodeReply, DecodeRequest, OffThreadAnswer } from './answer-decoding.ts';

// The page's side of the answer decoder (answer-decoder.worker.ts): one Web Worker for the app,
// started when the first such request is sent, so it is up by the time the answer comes. Where
// there is no worker (tests, the build's prerendering) or it fails (a host that refuses it), every
// answer resolves undefined and the client decodes it on the page, as it does any other answer.

type Reply = DecodedAnswer<OffThreadAnswer> | undefined;

interface Decoder {
  decode: (kind: OffThreadAnswer, text: string) => Promise<Reply>;
}

/** undefined: not started yet; null: no worker here, answers are decoded on the page. */
let decoder: Decoder | null | undefined;

function startDecoder(): Decoder | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./answer-decoder.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    console.error('The answer decoder could not start; answers are decoded on the page', error);
    return null;
  }
  const waiting = new Map<number, (answer: Reply) => void>();
  let nextId = 0;
  let broken = false;
  worker.onmessage = (event: MessageEvent<DecodeReply>) => {
    waiting.get(event.data.id)?.(event.data.answer);
    waiting.delete(event.data.id);
  };
  worker.onerror = (event) => {
    // It could not start or it broke: what it holds, and every answer from now on, is decoded on the page.
    console.error('The answer decoder failed; answers are decoded on the page', event.message);
    event.preventDefault();
    broken = true;
    for (const resolve of waiting.values()) resolve(undefined);
    waiting.clear();
    worker.terminate();
  };
  return {
    decode: (kind, text) => {
      if (broken) return Promise.resolve(undefined);
      const id = nextId;
      nextId += 1;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, kind, text } satisfies DecodeRequest);
      });
    },
  };
}

/**
 * The client's `decodeElsewhere` for `kind`: decodes a 2xx body in the worker, resolving undefined
 * where it cannot (the client then decodes it itself). Calling it starts the worker, so a fetcher
 * calls it before sending its request.
 */
export function decodeInWorker<K extends OffThreadAnswer>(
  kind: K,
): (text: string) => Promise<DecodedAnswer<K> | undefined> {
  decoder ??= startDecoder();
  const started = decoder;
  return async (text) =>
    started === null ? undefined : ((await started.decode(kind, text)) as DecodedAnswer<K> | undefined);
}
