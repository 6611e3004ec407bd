// Money display in docs/product.md#formats: two decimals with thousands separators, a dash for anything that is not a number.

/**
 * The Intl.NumberFormat behind `formatAmount`, for code that cannot import it and must show the same text (the
 * wallet apps' inline script that writes the balance before the app has loaded).
 */
export const AMOUNT_FORMAT = {
  locale: 'en-US',
  options: {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
    signDisplay: 'negative',
  },
} as const satisfies { locale: string; options: Intl.NumberFormatOptions };

// Made on first use: the first Intl object of a page loads locale data (tens of ms on a phone), and most pages that
// import this module (login, register) never show an amount.
let amountFormat: Intl.NumberFormat | undefined;
const getAmountFormat = () =>
  (amountFormat ??= new Intl.NumberFormat(AMOUNT_FORMAT.locale, AMOUNT_FORMAT.options));

/** Number behind an amount from the server (a finite number or a numeric string), else null. Example: `toAmount('1,5') === null`, `toAmount(' 12.5 ') === 12.5`. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Amount with 2 decimals and thousands separators, '-' for a non-number. Example: `formatAmount(1234.5) === '1,234.50'`. */
export function formatAmount(value: unknown): string {
  const amount = toAmount(value);
  return amount === null ? '-' : getAmountFormat().format(amount);
}
