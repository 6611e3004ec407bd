import { describe, expect, it } from 'vitest';
import { readStoredLocale, storeLocale, watchStoredLocale } from './locale-storage';

describe('locale storage', () => {
  it('falls back to the build default when nothing is stored', () => {
    expect(readStoredLocale('la')).toBe('la');
    expect(readStoredLocale('th')).toBe('th');
  });

  it('stores the value in localStorage and in a cookie, Lao as "la"', () => {
    storeLocale('la');
    expect(localStorage.getItem('locale')).toBe('la');
    expect(document.cookie).toContain('locale=la');
    expect(readStoredLocale('th')).toBe('la');
  });

  it('reads the cookie when localStorage is empty and ignores unknown values', () => {
    document.cookie = 'locale=en; path=/';
    expect(readStoredLocale('th')).toBe('en');
    localStorage.setItem('locale', 'fr');
    expect(readStoredLocale('th')).toBe('th');
  });

  it('follows the language another tab stores, and nothing else that tab writes', () => {
    const chosen: string[] = [];
    const stop = watchStoredLocale(window, (locale) => chosen.push(locale));
    const other = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    other('locale', 'en');
    other('locale', 'la');
    other('token', 'th');
    other('locale', 'fr');
    other(null, null);
    stop();
    other('locale', 'th');
    expect(chosen).toEqual(['en', 'la']);
  });
});
