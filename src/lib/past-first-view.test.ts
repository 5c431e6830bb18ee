// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPastFirstView } from './past-first-view.ts';

describe('whenPastFirstView', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at the first press of a pointer or a key, once', () => {
    vi.useFakeTimers();
    const byPointer = vi.fn();
    whenPastFirstView(byPointer);
    expect(byPointer).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    expect(byPointer).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('keydown'));
    vi.runAllTimers();
    expect(byPointer).toHaveBeenCalledOnce();

    const byKey = vi.fn();
    whenPastFirstView(byKey);
    window.dispatchEvent(new Event('keydown'));
    expect(byKey).toHaveBeenCalledOnce();
  });

  it('runs a while after the page has loaded, once the browser is idle, when nothing is pressed', () => {
    vi.useFakeTimers();
    expect(document.readyState).toBe('complete');
    const run = vi.fn();
    whenPastFirstView(run, 3_000);
    vi.advanceTimersByTime(2_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // The idle moment comes in a task of its own.
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the page to load before counting', () => {
    vi.useFakeTimers();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const run = vi.fn();
    whenPastFirstView(run, 3_000);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(3_000);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    state.mockRestore();
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenPastFirstView(run)();
    window.dispatchEvent(new Event('pointerdown'));
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
