// Locales of the product: 'la' is the stored value for Lao (docs/product.md#language), 'lo' its BCP 47 tag for Intl and <html lang>.

/** Stored language value. Example: `const l: Locale = 'la'`. */
export type Locale = 'th' | 'la' | 'en';

/** Every locale, default first. Example: `LOCALES[0] === 'th'`. */
export const LOCALES: readonly Locale[] = ['th', 'la', 'en'];

/** Default locale of the Thai build (the Laos build passes 'la'). Example: `DEFAULT_LOCALE === 'th'`. */
export const DEFAULT_LOCALE: Locale = 'th';

/** BCP 47 tag of a stored locale, for Intl and `<html lang>`. Example: `toBcp47('la') === 'lo'`. */
export function toBcp47(locale: Locale): 'th' | 'lo' | 'en' {
  return locale === 'la' ? 'lo' : locale;
}

/** True when a stored string is a supported locale. Example: `isLocale('la') === true`, `isLocale('lo') === false`. */
export function isLocale(value: unknown): value is Locale {
  return value === 'th' || value === 'la' || value === 'en';
}
