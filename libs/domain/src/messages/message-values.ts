// The values of a domain message ready for a text (amounts written in the reader's unit). Apart from formatMessage,
// so a screen that fills values through Lingui does not start with the English catalogue formatMessage defaults to.
import { formatMoney } from '../format/format-money';
import type { Locale } from './locale';
import type { MessageRef, MoneyValue } from './message-id';

/** True for an amount placed in a message (`{ money, currency }`). Example: `isMoneyValue({ money: 1, currency: 'LAK' }) === true`. */
export function isMoneyValue(value: unknown): value is MoneyValue {
  return typeof value === 'object' && value !== null && 'money' in value && 'currency' in value;
}

/**
 * The values of a message ready for a text: every amount written by `formatMoney` in `locale`, the rest as given.
 * Example: `messageValues({ min: { money: 100, currency: 'LAK' } }, 'en')` gives `{ min: '100 kip' }`.
 */
export function messageValues(
  values: MessageRef['values'],
  locale: Locale,
): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      isMoneyValue(value) ? formatMoney(value.money, value.currency, locale) : value,
    ]),
  );
}
