import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, pluralForm } from './format-count';

describe('formatCount', () => {
  it.each(['th', 'lo', 'en'])('writes every count as Intl.NumberFormat does in %s (Lingui’s #)', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (let count = -1000; count <= 1000; count += 1)
      expect(formatCount(count, locale)).toBe(intl.format(count));
    for (const count of [-0, 0.5, 999.5, 1e21]) expect(formatCount(count, locale)).toBe(intl.format(count));
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (count) => {
        expect(formatCount(count, locale)).toBe(intl.format(count));
      }),
    );
  });

  it('groups large counts the way each language does', () => {
    expect(formatCount(1234, 'th')).toBe('1,234');
    expect(formatCount(1234, 'lo')).toBe('1.234');
    expect(formatCount(1234, 'en')).toBe('1,234');
  });

  it.each(['th', 'lo', 'en'])('gives the plural form Intl.PluralRules gives in %s', (locale) => {
    const rules = new Intl.PluralRules(locale);
    for (const count of [0, 1, 2, 5, 11, 21, 100, 1000, -1])
      expect(pluralForm(count, locale)).toBe(rules.select(count));
  });

  it('has one and other in English, only other in Thai and Lao', () => {
    expect([pluralForm(1, 'en'), pluralForm(2, 'en')]).toEqual(['one', 'other']);
    expect([pluralForm(1, 'th'), pluralForm(1, 'lo')]).toEqual(['other', 'other']);
  });
});
