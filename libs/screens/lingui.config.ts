import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
// Domain's source file by path: Lingui's config loader cannot resolve the package to its source.
import { LOCALES, toBcp47 } from '../domain/src/messages/locale';

import { FEATURES_WITH_TEXTS } from './src/i18n/text-parts';

const tests = '**/*.test.*';

// Lingui locale ids are BCP 47 ('lo' for Lao); the app stores 'la' as the product rules say and maps it.
export default defineConfig({
  sourceLocale: 'en',
  locales: LOCALES.map(toBcp47),
  fallbackLocales: { default: 'en' },
  // One catalogue per language with the texts every page has (shell, shared parts, login...), and one per feature
  // of text-parts.ts, downloaded with that feature's code (features/ folders never import each other, so each
  // message belongs to its folder; one used in two folders is in both catalogues).
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [tests, ...FEATURES_WITH_TEXTS.map((name) => `<rootDir>/src/features/${name}/**`)],
    },
    ...FEATURES_WITH_TEXTS.map((name) => ({
      path: `<rootDir>/src/i18n/locales/${name}/{locale}`,
      include: [`<rootDir>/src/features/${name}`],
      exclude: [tests],
    })),
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
