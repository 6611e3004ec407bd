import { describe, expect, it } from 'vitest';
import { BCP47_TAGS, DEFAULT_LOCALE, LOCALES, isLocale, toBcp47 } from './locale';

describe('locales', () => {
  it.each([
    ['th', 'th'],
    ['la', 'lo'],
    ['en', 'en'],
  ] as const)('stored %s is BCP 47 %s', (locale, tag) => {
    expect(toBcp47(locale)).toBe(tag);
  });

  it('lists th (default), la, en', () => {
    expect(LOCALES).toEqual(['th', 'la', 'en']);
    expect(DEFAULT_LOCALE).toBe('th');
    expect(BCP47_TAGS).toEqual({ th: 'th', la: 'lo', en: 'en' });
  });

  it.each([
    ['th', true],
    ['la', true],
    ['en', true],
    ['lo', false],
    ['TH', false],
    ['toString', false],
    [undefined, false],
    [1, false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
