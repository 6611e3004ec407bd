// Flat ESLint config for the whole workspace. Module boundaries keep the direction
// app -> screens -> (ui-kit, api-client, chat-sdk, spin-wheel) -> domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import jsoncParser from 'jsonc-eslint-parser';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// Module boundaries: apps -> screens -> (ui-kit, api-client, chat-sdk, spin-wheel) -> domain (docs/architecture.md).
const moduleBoundaries = {
  enforceBuildableLibDependency: false,
  banTransitiveDependencies: true,
  // The screens load one language's font stylesheet of the ui-kit on demand and import the rest of it statically.
  checkDynamicDependenciesExceptions: ['@wallet/ui-kit'],
  // Virtual modules of the apps' build (no package behind them): vite-plugin-pwa's loader, which the apps hand to
  // mountWalletApp, and the operator's gift-link key (tools/vite/gift-link-key.ts).
  allow: ['virtual:pwa-register', 'virtual:wallet-gift-link-key'],
  depConstraints: [
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:screens'] },
    {
      sourceTag: 'type:screens',
      onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:sdk', 'type:domain'],
    },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
    { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:domain'] },
    { sourceTag: 'type:sdk', onlyDependOnLibsWithTags: ['type:domain'] },
    { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:test-kit', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:domain', 'type:data-access'] },
    {
      sourceTag: 'type:e2e',
      onlyDependOnLibsWithTags: ['type:domain', 'type:data-access', 'type:server'],
    },
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: ['scope:sandbox', 'scope:shared'] },
    { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:sandbox', 'scope:shared'] },
  ],
};

// Test kits (type:test-kit, e.g. @wallet/xss-corpus) are for tests only: the boundaries above allow no project to import
// one, the block for test files below allows every project's tests, stories and testing/ helpers to.
const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.spec.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/testing/**/*.{ts,tsx}',
  '**/test-setup.ts',
];
const testBoundaries = {
  ...moduleBoundaries,
  depConstraints: moduleBoundaries.depConstraints.map((constraint) =>
    constraint.sourceTag.startsWith('type:') && constraint.sourceTag !== 'type:test-kit'
      ? { ...constraint, onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'type:test-kit'] }
      : constraint,
  ),
};

// Layers inside the screens lib (bulletproof-react's feature folders): app/ is the composition root; a feature never
// imports app/ nor another feature; shared/, i18n/ and config/ sit below both. Every feature folder gets its zone,
// so a new feature is covered the day it is created.
const screensSrc = path.join(import.meta.dirname, 'libs/screens/src');
const screensFeatures = readdirSync(path.join(screensSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const screensLayers = {
  zones: [
    {
      target: path.join(screensSrc, 'features'),
      from: path.join(screensSrc, 'app'),
      message: 'app/ is the composition root: features never import it. Move what they share to shared/.',
    },
    ...screensFeatures.map((feature) => ({
      target: path.join(screensSrc, 'features', feature),
      from: path.join(screensSrc, 'features'),
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move what both need to shared/, or compose them in app/.',
    })),
    ...['shared', 'i18n', 'config'].map((layer) => ({
      target: path.join(screensSrc, layer),
      from: [path.join(screensSrc, 'features'), path.join(screensSrc, 'app')],
      message: `${layer}/ sits below the features and app/: it never imports them.`,
    })),
  ],
};

// tools/ in layers, each using only the ones below it: presets (Vitest, tsup, Chromium: what every project's config
// imports) <- vite (the apps' build plugins) <- scripts (check and start scripts). tools/README.md says why.
const toolsDir = path.join(import.meta.dirname, 'tools');
const toolsLayers = {
  zones: [
    {
      target: path.join(toolsDir, 'presets'),
      from: [path.join(toolsDir, 'vite'), path.join(toolsDir, 'scripts')],
      message:
        'tools/presets is the lowest layer of tools/: it never imports the build plugins or the scripts.',
    },
    {
      target: path.join(toolsDir, 'vite'),
      from: path.join(toolsDir, 'scripts'),
      message: 'tools/vite sits below tools/scripts: a build plugin never imports a script.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/.nx/**',
      '**/src/generated/**',
      '**/*.timestamp-*',
      '**/test-results/**',
      // MSW's generated service worker (apps/storybook/public), kept as msw ships it.
      '**/mockServiceWorker.js',
      // The performance yardstick, kept as handed over; `npm run bench` builds it in a scratch folder.
      'apps/web-e2e/bench/perf-floor/**',
      // TypeDoc's output (`npm run docs -w <lib>`).
      '**/api-docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Libraries are given their configuration; they never read the page address.
    files: ['libs/**/*.{ts,tsx}'],
    ignores: ['libs/**/*.test.{ts,tsx}', 'libs/**/*.stories.{ts,tsx}', 'libs/**/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'location',
          message: 'Libraries get URLs and navigation from the app.',
        },
      ],
      'no-restricted-globals': ['error', { name: 'location', message: 'Libraries get URLs from the app.' }],
    },
  },
  {
    // No import cycles anywhere: a circle of modules has no order to read or to initialise in.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          conditionNames: ['@wallet/source', 'types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['libs/screens/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', screensLayers] },
  },
  {
    files: ['tools/**/*.{ts,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', toolsLayers] },
  },
  {
    // Tests may use the test kits; production files may not (see testBoundaries).
    files: testFiles,
    rules: { '@nx/enforce-module-boundaries': ['error', testBoundaries] },
  },
  {
    // Tool configs and the browser-driving scripts beside them may reach shared presets under tools/.
    files: [
      '**/*.config.{ts,mts,js,mjs}',
      '**/.storybook/**',
      'apps/storybook/check-deployed.mjs',
      'apps/web-e2e/lighthouse.ts',
      'apps/web-e2e/bench/**',
      'apps/web-e2e/howto-videos/**',
      // The test of the apps' build config (a production build refuses the demo gift-link key).
      'apps/thai-web/src/production-build.test.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Every package a lib (or the sandbox, which runs from source) imports at run time is declared in its own
    // package.json, and nothing declared there goes unused: hoisting must not hide a missing dependency. Test code,
    // build and tool configs use the root's devDependencies, so they are left out.
    files: ['libs/*/package.json', 'apps/sandbox-api/package.json'],
    languageOptions: { parser: jsoncParser },
    plugins: { '@nx': nx },
    rules: {
      // The workspace-wide code rules above have no meaning in (and no type information for) a JSON file.
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      '@nx/enforce-module-boundaries': 'off',
      'import-x/no-cycle': 'off',
      '@nx/dependency-checks': [
        'error',
        {
          // The screens and the sandbox have no build: the files their type check reads are what they ship or run.
          buildTargets: ['build', 'typecheck'],
          // chat-sdk's React widget declares react-dom as a peer the rule sees no import of: kept until decided.
          ignoredDependencies: ['react-dom'],
          ignoredFiles: [
            '{projectRoot}/**/*.test.{ts,tsx}',
            '{projectRoot}/**/*.test-d.ts',
            '{projectRoot}/**/*.stories.{ts,tsx}',
            '{projectRoot}/*.config.ts',
            '{projectRoot}/**/test-setup.ts',
            '{projectRoot}/**/test-helpers/**',
            '{projectRoot}/bench/**',
            '{projectRoot}/scripts/**',
            '{projectRoot}/examples/**',
            // The sandbox's contract suites are Vitest tests of it (run by its test target).
            '{projectRoot}/src/contract/**',
            // Test kits and story helpers, used by tests and Storybook only (api-client's testing entry is published
            // and stays checked).
            '{projectRoot}/src/testing/*.tsx',
            '{projectRoot}/src/testing/setup.ts',
            '{projectRoot}/src/testing/sanitizer-xss-policy.ts',
            '{projectRoot}/src/testing/server-html-probe.ts',
            '{projectRoot}/src/app/stories/**',
            // The screens' catalogue generator (`npm run generate:i18n`), not part of the app.
            '{projectRoot}/src/i18n/*-domain-catalogs.ts',
          ],
        },
      ],
    },
  },
  prettier,
);
