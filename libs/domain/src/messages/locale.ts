// Locales of the product: 'la' is the stored value for Lao (docs/product.md#language), 'lo' its BCP 47 tag for Intl and <html lang>.
// The one place that lists them: config checks, storage, the prefetch script, the build and the tests import these.

/** BCP 47 tag of each stored locale, in the product's order (default first). Example: `BCP47_TAGS.la === 'lo'`. */
export const BCP47_TAGS = { th: 'th', la: 'lo', en: 'en' } as const;

/** Stored language value. Example: `const l: Locale = 'la'`. */
export type Locale = keyof typeof BCP47_TAGS;

/** BCP 47 tag of a locale (Lingui catalogues, Intl, `<html lang>`, Accept-Language). Example: `const t: Bcp47Tag = 'lo'`. */
export type Bcp47Tag = (typeof BCP47_TAGS)[Locale];

/** Every locale, default first. Example: `LOCALES[0] === 'th'`. */
export const LOCALES = Object.keys(BCP47_TAGS) as readonly Locale[];

/**
 * Each language's own name, in its own script, so any player finds theirs (the language chooser, the Storybook
 * toolbar, the catalogue check). A `Record`: a locale added to BCP47_TAGS without its name does not compile.
 * Example: `LANGUAGE_NAMES.la === 'ລາວ'`.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { th: 'ไทย', la: 'ລາວ', en: 'English' };

/** Default locale of the Thai build (the Laos build passes 'la'). Example: `DEFAULT_LOCALE === 'th'`. */
export const DEFAULT_LOCALE: Locale = 'th';

/** BCP 47 tag of a stored locale, for Intl and `<html lang>`. Example: `toBcp47('la') === 'lo'`. */
export function toBcp47(locale: Locale): Bcp47Tag {
  return BCP47_TAGS[locale];
}

/** True when a stored string is a supported locale. Example: `isLocale('la') === true`, `isLocale('lo') === false`. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(BCP47_TAGS, value);
}
