import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;

/**
 * True while the build writes a route's HTML (react-dom/server), false in the browser. The app
 * mounts with `createRoot`, never hydrating, so the server snapshot is read only by the build:
 * components whose first words depend on the browser (a remembered wallet) keep their place empty
 * there instead of guessing.
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
