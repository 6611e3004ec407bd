// The default language's texts (the screens' catalogue and the domain's, with the map of its parts:
// libs/screens/src/i18n/language-catalogs/) ship inside the entry: the app renders only once they are loaded, so as a
// file of their own they cost every first visit a request and the ~0.4 KB that compressing them with the entry saves.
// i18n.ts still loads them with import(), which finds them in the entry; the other languages stay files of their
// own, downloaded on a switch.
import path from 'node:path';
import type { Plugin } from 'vite';
import { entryImports } from './entry-imports.ts';
// Domain's source file by path: the config loader bundles it (the package would resolve to an unbuilt dist/).
import { toBcp47, type Locale } from '../../libs/domain/src/messages/locale.ts';

const screensI18n = path.resolve(import.meta.dirname, '../../libs/screens/src/i18n');

/** The module of a language's texts (it imports the screens' and the domain's catalogues). */
export function languageCatalogs(locale: Locale): string {
  return path.join(screensI18n, 'language-catalogs', `${toBcp47(locale)}.ts`);
}

/** `entry`: the app's entry module (its index.html's script), which imports the default language's texts. */
export function defaultLanguageTexts(locale: Locale, entry: string): Plugin {
  return { ...entryImports(entry, [languageCatalogs(locale)]), name: 'wallet-default-language-texts' };
}
