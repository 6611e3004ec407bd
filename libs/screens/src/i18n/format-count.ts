// A count in a message ("3 coins"), without Lingui's plural: Lingui's plural formatter builds an Intl.NumberFormat
// for `#` on every call, even when the message has no `#`, and the first Intl number format of a page loads the
// browser's ICU number data (15-70 ms on this machine, four times that on a slow phone) in the middle of the render
// that shows the data. So a count message is a `select` on the count's plural form (`pluralForm`, the same CLDR
// categories a plural has: Thai and Lao have only `other`) with the count written by `formatCount`.

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of a count in a language (Intl.PluralRules: no number data). Example: `pluralForm(1, 'en') === 'one'`. */
export function pluralForm(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/**
 * A count as the player's language writes it: below 1000, Intl.NumberFormat writes a whole number in Thai, Lao and
 * English exactly as String does (Latin digits, no grouping); larger ones still go through it.
 * Example: `formatCount(3, 'lo') === '3'`, `formatCount(1234, 'lo') === '1.234'`.
 */
export function formatCount(count: number, locale: string): string {
  return Number.isInteger(count) && Math.abs(count) < 1000 && !Object.is(count, -0)
    ? String(count)
    : new Intl.NumberFormat(locale).format(count);
}
