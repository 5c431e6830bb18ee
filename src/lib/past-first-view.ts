import { whenIdle } from './when-idle.ts';

/** How long after the page's load `whenPastFirstView` waits, when nothing was pressed before. */
const AFTER_LOAD_MS = 3_000;

/**
 * Runs `run` once the screen's first view is past: on the first press of a key or a pointer, else
 * once the page has loaded, `afterLoadMs` more have passed and the browser is idle. For code that
 * only ever serves a later action (the toasts), so that it never shares the line or the main
 * thread with what draws the first view. Returns what cancels it if it has not run yet.
 */
export function whenPastFirstView(run: () => void, afterLoadMs = AFTER_LOAD_MS): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  const options = { capture: true, passive: true };
  const stop = () => {
    window.removeEventListener('pointerdown', once, options);
    window.removeEventListener('keydown', once, options);
    window.removeEventListener('load', whenLoaded);
    clearTimeout(timer);
    cancelIdle?.();
  };
  function once() {
    if (done) return;
    done = true;
    stop();
    run();
  }
  function whenLoaded() {
    timer = setTimeout(() => {
      cancelIdle = whenIdle(once);
    }, afterLoadMs);
  }
  window.addEventListener('pointerdown', once, options);
  window.addEventListener('keydown', once, options);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    done = true;
    stop();
  };
}
