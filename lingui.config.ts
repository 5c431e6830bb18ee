import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// English is the source: its catalog is the messages as written in the code. The pseudo-locale is
// generated from it (scripts/i18n/pseudo-locale.ts), never edited by hand.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'zh-CN', 'pseudo'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', 'src/mock/**', 'src/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // The macros' <Trans> is ours: it puts outside text in a sentence as text (src/lib/safe-trans.tsx).
  runtimeConfigModule: { Trans: ['#safe-trans', 'Trans'] },
  orderBy: 'messageId',
});
