// Flat ESLint config for the whole workspace. Module boundaries keep the direction
// app -> screens -> (ui-kit, api-client, chat-sdk, spin-wheel) -> domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Module boundaries: apps -> screens -> (ui-kit, api-client, chat-sdk, spin-wheel) -> domain (docs/architecture.md).
const moduleBoundaries = {
  enforceBuildableLibDependency: false,
  banTransitiveDependencies: true,
  allow: [],
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
    // Tests may use the test kits; production files may not (see testBoundaries).
    files: testFiles,
    rules: { '@nx/enforce-module-boundaries': ['error', testBoundaries] },
  },
  {
    // Tool configs may reach shared presets under tools/.
    files: ['**/*.config.{ts,mts,js,mjs}', '**/.storybook/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
