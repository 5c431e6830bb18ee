/// <reference lib="webworker" />
import { i18n } from '@lingui/core';
import { createApiClient } from '../../../api/client.ts';
import { serviceClockOffsetMs } from '../../../api/server-clock.ts';
import { setFormatLocale } from '../../../lib/format-locale.ts';
import { WholeSetEngine } from './whole-set-engine.ts';
import type { FromWholeSetWorker, ToWholeSetWorker } from './whole-set-protocol.ts';

// The campaign list's whole-set reading, off the main thread: this file only wires the engine
// (whole-set-engine.ts, where the logic and its tests are) to the page's messages.

declare const self: DedicatedWorkerGlobalScope;

// Catalogs arrive compiled, as the page holds them (app/i18n/locale-runtime.ts).
i18n.setMessagesCompiler((message) => [message]);

/** Rows checked whole in one go between messages: a few milliseconds, so a new view waits for none. */
const CHECK_SLICE = 25;

let engine: WholeSetEngine | undefined;
let checking = false;

function checkInTheBackground(): void {
  if (checking) return;
  checking = true;
  const step = () => {
    if (engine?.checkSome(CHECK_SLICE) === true) setTimeout(step, 0);
    else checking = false;
  };
  setTimeout(step, 0);
}

self.onmessage = (event: MessageEvent<ToWholeSetWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'setup':
      engine = new WholeSetEngine({
        client: createApiClient({ baseUrl: message.baseUrl, partnerRefId: message.partnerRefId }),
        send: (id, answer) => {
          self.postMessage({
            type: 'answer',
            id,
            answer,
            serviceClockOffsetMs: serviceClockOffsetMs(),
          } satisfies FromWholeSetWorker);
        },
        onUnchecked: checkInTheBackground,
      });
      return;
    case 'language':
      setFormatLocale(message.formatLocale);
      i18n.loadAndActivate({ locale: message.locale, messages: message.messages });
      engine?.relabel();
      return;
    case 'watch':
      engine?.watch(message.id, message.view);
      return;
    case 'unwatch':
      engine?.unwatch(message.id);
      return;
    case 'retry':
      engine?.retry(message.id);
      return;
  }
};
