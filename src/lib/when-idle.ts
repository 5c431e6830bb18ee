/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`), or in the next task where
 * there is no idle callback (Safari). Returns what cancels it if it has not run yet.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => {
      cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(run, 0);
  return () => {
    clearTimeout(handle);
  };
}
