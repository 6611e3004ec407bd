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

/** What the app hands in (the browser's `window`) to hear another tab store a language. */
export interface LocaleStorageEvents {
  addEventListener(
    type: 'storage',
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
  removeEventListener(
    type: 'storage',
    listener: (event: { key: string | null; newValue: string | null }) => void,
  ): void;
}

/**
 * Calls `onChange` with the language another tab of the app stored (the player chose it there), so every open tab
 * reads in the language chosen last; returns the unsubscribe function. A cleared storage or an unknown value is no
 * choice and changes nothing.
 */
export function watchStoredLocale(
  target: LocaleStorageEvents,
  onChange: (locale: Locale) => void,
): () => void {
  const listener = (event: { key: string | null; newValue: string | null }) => {
    if (event.key === LOCALE_KEY && isLocale(event.newValue)) onChange(event.newValue);
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
