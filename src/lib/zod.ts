import { config, core, locales } from 'zod/mini';

// The app's zod: `zod/mini`, whose schemas tree-shake (with classic `zod`, the chunk holding the
// schemas was ~15 KiB gzip larger on the first load of `/`). Import it as
// `import * as z from '…/lib/zod.ts'` rather than from 'zod/mini' directly: unlike classic zod,
// mini ships without messages ("Invalid input" for every issue), so this module installs the
// English ones classic zod installs by default. An explicit `config({ localeError })` made
// elsewhere still wins, as it does in classic zod.
if (core.globalConfig.localeError === undefined) config(locales.en());

export * from 'zod/mini';
