import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyTo, type DecodeRequest } from './answer-decoding.ts';
import { wireReferralStat, wireUserReward } from './testing/wire-samples.ts';

// A worker that does in-process what answer-decoder.worker.ts does, or fails as a refused one does.
class FakeWorker {
  static failing = false;
  static posted = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  postMessage(request: DecodeRequest) {
    FakeWorker.posted += 1;
    setTimeout(() => {
      if (FakeWorker.failing) this.onerror?.({ message: 'refused', preventDefault: () => undefined });
      else this.onmessage?.({ data: structuredClone(replyTo(request)) });
    }, 0);
  }
  terminate() {
    this.onmessage = null;
  }
}

async function freshModule() {
  vi.resetModules();
  return import('./decode-off-thread.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeWorker.failing = false;
  FakeWorker.posted = 0;
});

const rewardsPage = JSON.stringify({ data: [wireUserReward()], total: 1 });
const stats = JSON.stringify([wireReferralStat(), wireReferralStat({ refereeCount: 5 })]);

describe('decodeInWorker', () => {
  it('leaves the answer to the page where there is no worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const { decodeInWorker } = await freshModule();
    await expect(decodeInWorker('userRewards')(rewardsPage)).resolves.toBeUndefined();
  });

  it('gives each answer decoded by the worker to the request that asked for it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { decodeInWorker } = await freshModule();
    const [rewards, referrals] = await Promise.all([
      decodeInWorker('userRewards')(rewardsPage),
      decodeInWorker('referralStats')(stats),
    ]);
    expect(rewards?.total).toBe(1);
    expect(rewards?.data[0]?.claimable).toBe(BigInt(wireUserReward().claimable));
    expect(referrals?.data.map((stat) => stat.refereeCount)).toEqual([2, 5]);
  });

  it('leaves what it held, and every later answer, to the page once the worker fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.failing = true;
    const { decodeInWorker } = await freshModule();
    await expect(decodeInWorker('userRewards')(rewardsPage)).resolves.toBeUndefined();
    await expect(decodeInWorker('referralStats')(stats)).resolves.toBeUndefined();
    expect(FakeWorker.posted).toBe(1);
  });
});
