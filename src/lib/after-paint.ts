/**
 * Runs `run` in the first task after the browser has painted what is on screen now: a frame's
 * callback comes before its paint, and a task queued from it runs after. Where there are no frames
 * (a hidden tab, tests without them), in the next task. Returns what cancels it if it has not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(run, 0);
    return () => {
      clearTimeout(timer);
    };
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
