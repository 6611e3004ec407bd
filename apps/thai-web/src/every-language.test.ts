// @vitest-environment node
// A language of the domain's LOCALES is complete only with its own name (the chooser, the Storybook toolbar), its
// script's font (the prerendered first paint and the app) and its catalogues (screens, features, domain messages):
// adding one to LOCALES without any of them fails here, not in front of a player.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// This check spans every place a language must be named (domain, the kit's chooser, the build's font tables), so it
// reads them directly: a test, not a product import, of an app that ships all of them.
/* eslint-disable @nx/enforce-module-boundaries */
import { LANGUAGE_NAMES, LOCALES, toBcp47 } from '@wallet/domain';
import { LANGUAGE_OPTIONS } from '@wallet/ui-kit';
import { FONT_CSS, PAGE_FONTS } from '../../../tools/vite/prerender.ts';
/* eslint-enable @nx/enforce-module-boundaries */

const root = path.resolve(import.meta.dirname, '../../..');
const locales = path.join(root, 'libs/screens/src/i18n/locales');
const featureDirs = readdirSync(locales, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(locales, entry.name));

describe.each(LOCALES.map((locale) => [locale, toBcp47(locale)] as const))(
  'language %s (%s)',
  (locale, bcp) => {
    it('has its own name, offered by the language chooser', () => {
      expect(Object.hasOwn(LANGUAGE_NAMES, locale)).toBe(true);
      expect(LANGUAGE_NAMES[locale].trim()).not.toBe('');
      expect(LANGUAGE_OPTIONS.find((option) => option.value === locale)).toMatchObject({
        label: LANGUAGE_NAMES[locale],
        lang: bcp,
      });
    });

    it("has its script's font (English alone uses the system's), present in the kit", () => {
      expect(Object.hasOwn(FONT_CSS, locale) && Object.hasOwn(PAGE_FONTS, locale)).toBe(true);
      const css = FONT_CSS[locale];
      if (locale === 'en') {
        expect([css, PAGE_FONTS[locale]]).toEqual([null, null]);
        return;
      }
      expect(css).not.toBeNull();
      expect(PAGE_FONTS[locale]).toBeInstanceOf(RegExp);
      expect(existsSync(path.join(root, 'libs/ui-kit/src/theme', css ?? ''))).toBe(true);
    });

    it('has its catalogues: the screens, each feature and the domain messages', () => {
      const catalogues = [locales, ...featureDirs].map((dir) => path.join(dir, `${bcp}.po`));
      expect(featureDirs.length).toBeGreaterThan(0);
      expect(catalogues.filter((file) => !existsSync(file))).toEqual([]);
      expect(existsSync(path.join(root, `libs/screens/src/i18n/domain-catalogs/${bcp}.json`))).toBe(true);
    });
  },
);
