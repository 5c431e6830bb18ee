import { config, core, lazy, locales } from 'zod/mini';

// The app's zod: `zod/mini`, whose schemas tree-shake (with classic `zod`, the chunk holding the
// schemas was ~15 KiB gzip larger on the first load of `/`). Import it as
// `import * as z from '…/lib/zod.ts'` rather than from 'zod/mini' directly: unlike classic zod,
// mini ships without messages ("Invalid input" for every issue), so this module installs the
// English ones classic zod installs by default. An explicit `config({ localeError })` made
// elsewhere still wins, as it does in classic zod.
if (core.globalConfig.localeError === undefined) config(locales.en());

export * from 'zod/mini';

/**
 * The schema `build` returns, built the first time it parses or encodes rather than when its
 * module loads. Building a zod schema is work done up front, and the service's resource schemas
 * cost a phone's main thread a long task as the screens' shared code loaded (54–62 ms at 4× CPU on
 * the money screens), though a screen decodes a few of them, and the largest answers in a Web
 * Worker. It decodes, encodes and describes itself in OpenAPI as the schema it wraps (zod's
 * `lazy`, which builds once and keeps what it built).
 */
export function builtOnFirstUse<T extends core.SomeType>(build: () => T) {
  return lazy(build);
}
