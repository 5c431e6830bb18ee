import { useSentWatcher } from './shared/sent-watcher.ts';

/** Renders nothing: follows this browser's pending sends until each settles. */
export default function SentWatcher() {
  useSentWatcher();
  return null;
}
