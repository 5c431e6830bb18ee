/**
 * Runs `run` once the browser has painted what is on screen now and that paint has, as a rule,
 * reached the screen: a frame's callback comes before its paint, the next frame's usually after
 * it has been shown (the paint is presented some milliseconds after the main thread draws it, and
 * the largest-paint time is when it is shown), and a task queued from that runs after both. Where
 * no frame will come (a tab hidden now or before the frames, tests without frames), in the next
 * task. Returns what cancels it if it has not run yet.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(run, 0);
    return () => {
      clearTimeout(timer);
    };
  }
  const shown = () => {
    document.removeEventListener('visibilitychange', hidden);
    timer ??= setTimeout(run, 0);
  };
  // A hidden tab paints no frame until it is shown again.
  const hidden = () => {
    if (document.visibilityState !== 'hidden') return;
    cancelAnimationFrame(frame);
    shown();
  };
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(shown);
  });
  document.addEventListener('visibilitychange', hidden);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', hidden);
    clearTimeout(timer);
  };
}
