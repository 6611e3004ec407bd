// Money display in docs/product.md#formats: two decimals with thousands separators, a dash for anything that is not a number.

/**
 * The Intl.NumberFormat that `formatAmount` gives the same text as (en-US, two decimals, half away from zero,
 * thousands grouped, a minus only on a non-zero result). `formatAmount` does not use it: see `formatAmountNumber`.
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

/**
 * A finite number as `new Intl.NumberFormat(AMOUNT_FORMAT.locale, AMOUNT_FORMAT.options)` writes it, without Intl:
 * the first number or date format of a page loads the browser's ICU locale data, 20-70 ms on this machine and four
 * times that on a slow phone, in the middle of the render that shows the data. Like ICU it rounds the shortest
 * decimal that reads back to the number (String(x)), so 1.005 gives 1.01. Self-contained on purpose (no helper,
 * no import): the prerendered home embeds its source in the inline script that writes the balance early.
 * Example: `formatAmountNumber(-1234.565) === '-1,234.57'`.
 */
export function formatAmountNumber(amount: number): string {
  const shortest = String(Math.abs(amount)).split('e');
  const mantissa = shortest[0]!.split('.');
  let digits = mantissa[0]! + (mantissa[1] ?? '');
  // The decimal point sits after `point` digits of `digits` (negative or past the end for 5e-7 or 1e21).
  let point = mantissa[0]!.length + Number(shortest[1] ?? 0);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits += '0'.repeat(Math.max(0, point + 3 - digits.length));
  // Hundredths as a digit string, plus one when the third decimal is 5 or more (a tie rounds away from zero).
  const kept = digits.slice(0, point + 2).split('');
  if (digits.charAt(point + 2) >= '5') {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === '9') kept[i--] = '0';
    if (i < 0) kept.unshift('1');
    else kept[i] = String(Number(kept[i]) + 1);
  }
  const fraction = kept.slice(-2).join('');
  const whole = kept
    .slice(0, -2)
    .join('')
    .replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const zero = /^[0,.]*$/.test(grouped + fraction);
  return (amount < 0 && !zero ? '-' : '') + grouped + '.' + fraction;
}

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
  return amount === null ? '-' : formatAmountNumber(amount);
}
