// A language's catalog, compiled from its .po file at build time by Lingui's Vite plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
