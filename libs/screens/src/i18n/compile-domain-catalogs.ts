// Compiles @wallet/domain's ICU catalogues into Lingui's compiled form, one JSON per locale (and per part of
// text-parts.ts's DOMAIN_TEXT_PARTS: domain-catalogs/<part>/<locale>.json), so the browser needs no message compiler
// and loads only the active language, and each part only with what shows it. `npm run generate:i18n` rewrites the
// files; domain-catalogs.test.ts fails when they are stale.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, messageCatalogs, toBcp47, type Locale } from '@wallet/domain';
import { DOMAIN_TEXT_PARTS, type DomainTextPart } from './text-parts';

export type CompiledCatalog = Record<string, ReturnType<typeof compileMessage>>;

const PARTS = Object.entries(DOMAIN_TEXT_PARTS) as Array<[DomainTextPart, string]>;

/**
 * The domain's texts the screens never show through their Lingui: the support chat's, which @wallet/chat-sdk writes
 * itself from the domain's catalogues (its texts.ts), in every language. Left out of every file here.
 */
export const SHOWN_BY_THE_CHAT_SDK = 'chat.';

/** The part a message id belongs to (null: the catalogue every page has). */
export function domainPartOf(id: string): DomainTextPart | null {
  return PARTS.find(([, prefix]) => id.startsWith(prefix))?.[0] ?? null;
}

/** A locale's compiled messages of one part (null: the catalogue every page has), sorted by id. */
export function compileDomainCatalog(locale: Locale, part: DomainTextPart | null = null): CompiledCatalog {
  const source = messageCatalogs[locale] as Record<string, string>;
  return Object.fromEntries(
    Object.keys(source)
      .filter((id) => !id.startsWith(SHOWN_BY_THE_CHAT_SDK) && domainPartOf(id) === part)
      .sort()
      .map((id) => [id, compileMessage(source[id] as string)]),
  );
}

/** Every file of domain-catalogs/, by its path there: `th.json`, `next-steps/th.json`... */
export function compiledCatalogFiles(): Array<{ file: string; json: string }> {
  const json = (catalog: CompiledCatalog) => `${JSON.stringify(catalog, null, 1)}\n`;
  return LOCALES.flatMap((locale) => [
    { file: `${toBcp47(locale)}.json`, json: json(compileDomainCatalog(locale)) },
    ...PARTS.map(([part]) => ({
      file: `${part}/${toBcp47(locale)}.json`,
      json: json(compileDomainCatalog(locale, part)),
    })),
  ]);
}
