// Minimal ICU argument interpolation for places that render a domain text without Lingui (tests, sandbox, logs).
import { formatMoney } from '../format/format-money';
import { englishMessages } from './english-messages';
import type { Locale } from './locale';
import type { MessageId, MessageRef, MoneyValue } from './message-id';

const placeholder = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

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

/**
 * Text of a message with its `{name}` placeholders filled (amounts in `locale`'s unit); English by default.
 * Example: `formatMessage({ id: 'copy.copied', values: { text: 'abc' } }) === 'Copied: abc'`.
 */
export function formatMessage(
  ref: MessageRef,
  catalog: Record<MessageId, string> = englishMessages,
  locale: Locale = 'en',
): string {
  const template = catalog[ref.id];
  const values = messageValues(ref.values, locale) ?? {};
  return template.replace(placeholder, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
