import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// The dependency direction of ../shared/conventions.md, enforced:
//   app -> pages -> features -> api, contracts, wallet -> domain, config, lib
// Each layer may import any layer to its right, never one to its left: domain/ may use lib/,
// config/ may use domain/ and lib/, lib/ nothing. components/ (presentational pieces) may import
// only domain/ and lib/. mock/ implements the service and may reuse api/, contracts/, domain/,
// config/ and lib/; only the entry (src/main.tsx, left unclassified) may import mock/.
const layers = [
  'app',
  'pages',
  'features',
  'api',
  'contracts',
  'wallet',
  'config',
  'domain',
  'components',
  'lib',
  'mock',
  'test',
];
const allowed = {
  app: ['pages', 'features', 'api', 'contracts', 'wallet', 'config', 'domain', 'components', 'lib'],
  pages: ['features', 'api', 'contracts', 'wallet', 'config', 'domain', 'components', 'lib'],
  features: ['api', 'contracts', 'wallet', 'config', 'domain', 'components', 'lib'],
  api: ['config', 'domain', 'lib'],
  contracts: ['config', 'domain', 'lib'],
  wallet: ['config', 'domain', 'lib'],
  config: ['domain', 'lib'],
  domain: ['lib'],
  components: ['domain', 'lib'],
  lib: [],
  mock: ['api', 'contracts', 'config', 'domain', 'lib'],
  test: layers,
};

// JSX whose text is a message already (Lingui's macros) and props a reader sees or hears.
const insideMessage = 'JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/]';
const userFacingProps =
  '/^(aria-label|aria-description|aria-valuetext|aria-roledescription|title|placeholder|alt|label)$/';

// React Router's own links bring its framework's prefetching and form code to every screen;
// src/components/app-link.tsx has the app's (a rule every production file keeps, the claims
// folders' import rules below included).
const routerLinks = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  importNames: ['Link', 'NavLink'],
  message: 'Use AppLink or AppNavLink from src/components/app-link.tsx: see why there.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-local',
      'dist-demo',
      'dist-floor',
      'coverage',
      'playwright-report',
      'test-results',
      'node_modules',
      'public/mockServiceWorker.js',
      // Written and removed by scripts/lint-cycles.test.ts, which lints it on purpose.
      'scripts/lint-cycle-probe',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Template literals with numbers are how we format ids and URLs; bigint is still refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'test', pattern: 'src/test/**', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*/**', capture: ['name'], partialMatch: false },
        ...layers
          .filter((layer) => !['test', 'features'].includes(layer))
          .map((layer) => ({ type: layer, pattern: `src/${layer}/**`, partialMatch: false })),
      ],
      'boundaries/include': ['src/**/*'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...layers.map((layer) => {
              const fromType = layer === 'features' ? 'feature' : layer;
              const to = allowed[layer].map((t) => (t === 'features' ? 'feature' : t));
              if (fromType !== 'feature') to.push(fromType);
              return { from: { element: { type: fromType } }, allow: { to: { element: { types: { anyOf: to } } } } };
            }),
            // A feature may import itself, never another feature: what two share moves down a level.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a reader sees goes through Lingui (<Trans>, t``, plural), so every language can
    // translate it: words written straight into JSX, or into a prop a reader sees or hears, fail.
    // Names that are never translated (the product's name, symbols) come from config, not literals.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/mock/**', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXText[value=/[A-Za-z]/]:not(${insideMessage} JSXText)`,
          message: 'Visible text must go through Lingui: wrap it in <Trans> (from @lingui/react/macro).',
        },
        {
          selector: `JSXElement > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral[quasis.0.value.raw=/[A-Za-z]/]):not(${insideMessage} *)`,
          message: 'Visible text must go through Lingui: wrap it in <Trans> or use t`` (from @lingui/react/macro).',
        },
        {
          selector: `JSXAttribute[name.name=${userFacingProps}] > :matches(Literal[value=/[A-Za-z]/], JSXExpressionContainer > Literal[value=/[A-Za-z]/], JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=/[A-Za-z]/])`,
          message:
            'A prop a reader sees or hears must go through Lingui: use t`` (from useLingui, @lingui/react/macro).',
        },
      ],
    },
  },
  {
    // No import circles. Two modules that import each other (directly or round a ring) mean a type
    // or constant both need lives above one of them; it moves to a module below both instead.
    // Type-only imports are skipped by the rule (they vanish from the build), so keeping those
    // acyclic too is a habit, not a lint error. Imports are resolved as Node does: every relative
    // import here names its file with its extension.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The rule reads only files of these extensions (its default is JavaScript alone).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: routerLinks }] },
  },
  // Inside the claims feature, its folders depend one way: shared/ (the kinds, the flow, errors,
  // fees, the watcher) below single/, claim-all/ and history/; safe/ builds on claim-all/; the
  // slots and the Claim everything control at the folder's top compose them. A folder never
  // imports a sibling to its right, nor the top.
  ...Object.entries({
    shared: ['single', 'claim-all', 'safe', 'history'],
    single: ['claim-all', 'safe', 'history'],
    'claim-all': ['single', 'safe', 'history'],
    safe: ['single', 'history'],
    history: ['single', 'claim-all', 'safe'],
  }).map(([folder, never]) => ({
    files: [`src/features/claims/${folder}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerLinks,
          patterns: [
            {
              group: [...never.map((sibling) => `../${sibling}/**`), '../*.ts', '../*.tsx'],
              message: `claims/${folder}/ may import only ${
                ['shared', 'claim-all']
                  .filter((below) => below !== folder && !never.includes(below))
                  .map((below) => `claims/${below}/`)
                  .join(', ') || 'itself'
              } within the claims feature: see the folders' order in eslint.config.js.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Tests may reach across layers: they drive features through the mock service (MSW) and use
    // builders from any layer. Production code stays under the boundaries above.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': 'off' },
  },
);
