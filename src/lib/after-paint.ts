/**
 * Runs `run` in the first task after the browser has painted what is on screen now: a frame's
 * callback comes before its paint, and a task queued from it runs after. Where no frame will come
 * (a tab hidden now or before the frame, tests without frames), in the next task. Returns what
 * cancels it if it has not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(run, 0);
    return () => {
      clearTimeout(timer);
    };
  }
  const next = () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', hidden);
    timer ??= setTimeout(run, 0);
  };
  // A hidden tab paints no frame until it is shown again.
  const hidden = () => {
    if (document.visibilityState === 'hidden') next();
  };
  const frame = requestAnimationFrame(next);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', hidden);
    clearTimeout(timer);
  };
}
