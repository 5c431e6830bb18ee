// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint.ts';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs in a task after the frame that follows the next paint, not in either frame', () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback = () => undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    // The frame that paints.
    frame(0);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    // The next one: the paint has been shown.
    frame(16);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not run once cancelled, before or after the frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const cancelFrame = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancelFrame);
    const run = vi.fn();
    afterNextPaint(run)();
    expect(cancelFrame).toHaveBeenCalledWith(1);
    const cancelLater = afterNextPaint(run);
    frames[1]?.(0);
    cancelLater();
    // The second frame, asked from the first, was the one cancelled.
    expect(cancelFrame).toHaveBeenLastCalledWith(3);
    const cancelLatest = afterNextPaint(run);
    frames[3]?.(0);
    frames[4]?.(16);
    cancelLatest();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs in the next task where no frame will come: a tab hidden now, or hidden before the frame', () => {
    vi.useFakeTimers();
    const frame = vi.fn((_callback: FrameRequestCallback) => 1);
    vi.stubGlobal('requestAnimationFrame', frame);
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const runHidden = vi.fn();
    afterNextPaint(runHidden);
    vi.runAllTimers();
    expect(runHidden).toHaveBeenCalledOnce();
    expect(frame).not.toHaveBeenCalled();

    // Hidden between the two frames: the second never comes either.
    visibility.mockReturnValue('visible');
    const frames: FrameRequestCallback[] = [];
    frame.mockImplementation((callback: FrameRequestCallback) => frames.push(callback));
    const runBetween = vi.fn();
    afterNextPaint(runBetween);
    frames[0]?.(0);
    expect(frames).toHaveLength(2);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(runBetween).toHaveBeenCalledOnce();
    frame.mockImplementation(() => 1);
    frame.mockClear();

    visibility.mockReturnValue('visible');
    const runLater = vi.fn();
    afterNextPaint(runLater);
    expect(frame).toHaveBeenCalledOnce();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(runLater).toHaveBeenCalledOnce();
  });
});
