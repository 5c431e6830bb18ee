import { afterEach, describe, expect, it } from 'vitest';
import { recordServiceDate, resetServiceClock } from '../../api/server-clock.ts';
import { deviceClockNote, trustedNow } from './bind-clock.ts';

const DEVICE = Date.parse('2026-01-01T10:00:00Z');
const noBlock = () => Promise.reject(new Error('no chain'));

afterEach(() => {
  resetServiceClock();
});

describe('trusted time for bind deadlines', () => {
  it("takes the service's Date header over the device clock, and names a device 2 hours slow", async () => {
    recordServiceDate('Thu, 01 Jan 2026 12:00:00 GMT', DEVICE);
    const trusted = await trustedNow(noBlock, () => DEVICE);
    expect(trusted.source).toBe('service');
    expect(Math.round(trusted.nowMs / 1000)).toBe(Math.round(Date.parse('2026-01-01T12:00:00.5Z') / 1000));
    expect(deviceClockNote(trusted)).toBe(
      "Your device clock is 2 hours behind the service's time. The bind signature was dated by the service's time, so it is not affected; setting your clock to update automatically avoids trouble elsewhere.",
    );
  });

  it('names a device clock 10 minutes fast', async () => {
    recordServiceDate('Thu, 01 Jan 2026 10:00:00 GMT', DEVICE + 600_000);
    expect(deviceClockNote(await trustedNow(noBlock, () => DEVICE + 600_000))).toMatch(
      /^Your device clock is 10 minutes ahead of the service's time\./,
    );
  });

  it('says nothing of a clock a few seconds off', async () => {
    recordServiceDate('Thu, 01 Jan 2026 10:00:05 GMT', DEVICE);
    expect(deviceClockNote(await trustedNow(noBlock, () => DEVICE))).toBeNull();
  });

  it('falls back to the latest block, then to the device clock', async () => {
    const block = await trustedNow(
      () => Promise.resolve(BigInt(DEVICE / 1000 + 7200)),
      () => DEVICE,
    );
    expect(block).toMatchObject({ source: 'block', nowMs: DEVICE + 7_200_000 });
    expect(deviceClockNote(block)).toMatch(/2 hours behind the chain's latest block/);
    const device = await trustedNow(noBlock, () => DEVICE);
    expect(device).toEqual({ nowMs: DEVICE, source: 'device', deviceOffsetMs: 0 });
    expect(deviceClockNote(device)).toBeNull();
  });
});
