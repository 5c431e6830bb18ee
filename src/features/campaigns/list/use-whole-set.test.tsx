import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-defaults.ts';
import { campaignKeys } from '../../../api/query-keys.ts';
import type { Campaign } from '../../../api/schemas/campaign.ts';
import { resetServiceClock, serviceClockOffsetMs } from '../../../api/server-clock.ts';
import { appConfig } from '../../../config/env.ts';
import { DEFAULT_PARTNER } from '../../../config/partner.ts';
import { buildCampaign } from '../../../test/build-campaign.ts';
import { setupMockService } from '../../../test/mock-service.ts';
import { useWholeSet } from './use-whole-set.ts';
import type { FromWholeSetWorker, ToWholeSetWorker, WholeSetAnswer, WholeSetView } from './whole-set-protocol.ts';

// The page's side of the whole-set reading (no Worker here, so the engine runs in the page, as in
// the static demo): what a screen gets for a view, and the last visit's answer a return visit paints.

const server = setupMockService();

const VIEW: WholeSetView = {
  filters: { status: ['active'] },
  narrowHere: false,
  scope: DEFAULT_PARTNER.campaigns,
  mine: false,
  search: '',
  sort: 'apr',
  page: 1,
  pageSize: 20,
};

function render(view: WholeSetView, client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useWholeSet(view), { wrapper }) };
}

/** The whole set's answer for `view`: one campaign, every page read. */
function wholeAnswerOf(view: WholeSetView, campaign: Campaign, key: string): WholeSetAnswer {
  return {
    view,
    campaigns: [campaign],
    keys: [key],
    matches: 1,
    total: 1,
    searched: 1,
    complete: true,
    pending: false,
    error: null,
    rejected: [],
  };
}

/** Holds every list request back until the returned function is called. */
function holdTheList(): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`${appConfig.apiBaseUrl}/campaigns`, async () => {
      await held;
    }),
  );
  return release;
}

describe('useWholeSet', () => {
  it('answers a view with the page of matches, ranked once the list is read, and keeps it for the next visit', async () => {
    const { result, client } = render(VIEW);
    await waitFor(() => {
      expect(result.current.answer?.complete).toBe(true);
    });
    const answer = result.current.answer;
    expect(answer?.matches).toBe(18);
    expect(result.current.campaigns).toHaveLength(18);
    const aprs = result.current.campaigns.map((campaign) => campaign.partnerApyBps ?? -1n);
    expect(aprs).toEqual(aprs.toSorted((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    await waitFor(() => {
      expect(client.getQueryData(campaignKeys.directoryAnswer(VIEW))).toEqual(answer);
    });
  });

  it('paints the last visit’s answer at once while the list is read again, then the fresh one', async () => {
    const client = createQueryClient();
    const kept = buildCampaign({ id: { chainId: 31337, campaignIndex: 999 } });
    const last = wholeAnswerOf(VIEW, kept, 'last-visit:1:31337:999');
    // As the persisted cache restores it.
    client.setQueryData(campaignKeys.directoryAnswer(VIEW), last);
    const release = holdTheList();
    const { result } = render(VIEW, client);
    expect(result.current.answer).toEqual(last);
    expect(result.current.campaigns).toEqual([kept]);

    release();
    await waitFor(() => {
      expect(result.current.answer?.matches).toBe(18);
    });
    expect(result.current.campaigns.map((campaign) => campaign.id.campaignIndex)).not.toContain(999);
  });

  it('keeps no search’s answer: one per keystroke would fill the browser’s storage', async () => {
    const view = { ...VIEW, search: 'usdc' };
    const { result, client } = render(view);
    await waitFor(() => {
      expect(result.current.answer?.complete).toBe(true);
    });
    expect(result.current.answer?.matches).toBeGreaterThan(0);
    expect(client.getQueryData(campaignKeys.directoryAnswer(view))).toBeUndefined();
  });

  describe('with a worker', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      resetServiceClock();
    });

    it('takes the answer and the worker’s reading of the service’s clock, which the page never asks itself', async () => {
      /** A worker that answers every view at once, as if it had read the list (at 90 s behind the service). */
      class AnsweringWorker {
        onmessage: ((event: MessageEvent<FromWholeSetWorker>) => void) | null = null;
        onerror: ((event: ErrorEvent) => void) | null = null;
        postMessage(message: ToWholeSetWorker) {
          if (message.type !== 'watch') return;
          const answer = wholeAnswerOf(message.view, buildCampaign(), 'only');
          const data: FromWholeSetWorker = { type: 'answer', id: message.id, answer, serviceClockOffsetMs: 90_000 };
          queueMicrotask(() => this.onmessage?.({ data } as MessageEvent<FromWholeSetWorker>));
        }
        terminate() {
          return undefined;
        }
      }
      vi.stubGlobal('Worker', AnsweringWorker);
      const { result } = render({ ...VIEW, search: 'from the worker' });
      await waitFor(() => {
        expect(result.current.answer?.complete).toBe(true);
      });
      expect(result.current.campaigns).toHaveLength(1);
      expect(serviceClockOffsetMs()).toBe(90_000);
    });
  });
});
