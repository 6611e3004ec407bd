import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Lingui locale ids are BCP 47 ('lo' for Lao); the app stores 'la' as the product rules say and maps it.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['th', 'lo', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
