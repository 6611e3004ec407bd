import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
// Domain's source file by path: Lingui's config loader cannot resolve the package to its source.
import { LOCALES, toBcp47 } from '../domain/src/messages/locale';

// Lingui locale ids are BCP 47 ('lo' for Lao); the app stores 'la' as the product rules say and maps it.
export default defineConfig({
  sourceLocale: 'en',
  locales: LOCALES.map(toBcp47),
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
