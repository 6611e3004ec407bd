import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
// Domain's source file by path: Lingui's config loader cannot resolve the package to its source.
import { LOCALES, toBcp47 } from '../domain/src/messages/locale';

import { PLAYER_FEATURES } from './src/i18n/text-parts';

// Lingui locale ids are BCP 47 ('lo' for Lao); the app stores 'la' as the product rules say and maps it.
export default defineConfig({
  sourceLocale: 'en',
  locales: LOCALES.map(toBcp47),
  fallbackLocales: { default: 'en' },
  // Two catalogues per language: the texts of every page (shell, shared parts, guest screens) and those of the player's
  // own screens, which a guest page never downloads (features/ folders are never imported across, so each
  // message belongs to its folder's side; one used on both sides is in both).
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', ...PLAYER_FEATURES.map((name) => `<rootDir>/src/features/${name}/**`)],
    },
    {
      path: '<rootDir>/src/i18n/locales/player/{locale}',
      include: PLAYER_FEATURES.map((name) => `<rootDir>/src/features/${name}`),
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
