// Compiles @wallet/domain's ICU catalogues into Lingui's compiled form, one JSON per locale, so the browser
// needs no message compiler and loads only the active language. `npm run generate:i18n` rewrites the files;
// domain-catalogs.test.ts fails when they are stale.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, messageCatalogs, toBcp47, type Locale } from '@wallet/domain';

export type CompiledCatalog = Record<string, ReturnType<typeof compileMessage>>;

export function compileDomainCatalog(locale: Locale): CompiledCatalog {
  const source = messageCatalogs[locale] as Record<string, string>;
  return Object.fromEntries(
    Object.keys(source)
      .sort()
      .map((id) => [id, compileMessage(source[id] as string)]),
  );
}

export function compiledCatalogFiles(): Array<{ file: string; json: string }> {
  return LOCALES.map((locale) => ({
    file: `${toBcp47(locale)}.json`,
    json: `${JSON.stringify(compileDomainCatalog(locale), null, 1)}\n`,
  }));
}
