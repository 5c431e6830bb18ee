/**
 * What the static demo's in-browser service tells the app: whether its chains are up yet, and how
 * to start the demo over. The entry provides it (only demo builds have one); the demo banner reads
 * it. It lives down here because the app may not import the mock, and the mock may not import
 * the app.
 */

export type DemoChainsState =
  | { status: 'starting'; resumed: boolean }
  /** `kept`: this tab saves what happens (false when the demo was open in another tab first). */
  | { status: 'ready'; kept: boolean }
  | { status: 'failed'; message: string };

export interface DemoRuntime {
  chains: () => DemoChainsState;
  /** Calls `listener` whenever `chains()` changes; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Forgets the demo's world and chains (the page must reload afterwards). */
  forget: () => Promise<void>;
}

let provided: DemoRuntime | undefined;

export function provideDemoRuntime(runtime: DemoRuntime): void {
  provided = runtime;
}

/** The demo's runtime, or undefined outside the demo (and before the entry started it). */
export function demoRuntime(): DemoRuntime | undefined {
  return provided;
}
