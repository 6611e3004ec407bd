// The player's language is kept in localStorage and in a cookie (docs/product.md#language), as 'th' | 'la' | 'en'.
import { isLocale, STORAGE_KEYS, type Locale } from '@wallet/domain';

const LOCALE_KEY = STORAGE_KEYS.locale;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The stored language (localStorage first, then the cookie), else the build's default. */
export function readStoredLocale(
  fallback: Locale,
  storage: Storage = localStorage,
  doc: Document = document,
): Locale {
  const stored = storage.getItem(LOCALE_KEY) ?? readCookie(doc.cookie, LOCALE_KEY);
  return isLocale(stored) ? stored : fallback;
}

/** Remembers the language in localStorage and in a cookie the server can read. */
export function storeLocale(locale: Locale, storage: Storage = localStorage, doc: Document = document): void {
  storage.setItem(LOCALE_KEY, locale);
  doc.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}
